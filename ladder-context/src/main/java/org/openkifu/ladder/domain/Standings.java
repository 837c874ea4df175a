package org.openkifu.ladder.domain;

import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/** The ladder's order from the top: a pure function of the ladder's events. */
public record Standings(List<Rung> rungs) {

    /** One place on the ladder (number 1 = top). */
    public record Rung(int number, String userId, Rank rank) {
    }

    public Standings {
        rungs = List.copyOf(rungs);
    }

    static Standings of(LadderState state) {
        List<Rung> list = new ArrayList<>();
        for (int i = 0; i < state.rungs().size(); i++) {
            String user = state.rungs().get(i);
            list.add(new Rung(i + 1, user, state.members().get(user).rank()));
        }
        return new Standings(list);
    }

    /**
     * The standings as they were published at {@code instant}: the events the ladder had learned by then (an event at
     * exactly {@code instant} counts). A correction made later is not in them: this is what players saw.
     */
    public static Standings at(List<? extends LadderEvent> events, Instant instant) {
        List<LadderEvent> known = events.stream().filter(e -> !e.at().isAfter(instant)).map(e -> (LadderEvent) e).toList();
        LadderState state = LadderEvolver.fold(known);
        return state == null ? new Standings(List.of()) : state.standings();
    }

    /**
     * The standings at {@code instant} as they should have been: the same events, with every correction known now
     * applied to the results recorded by then. Equal to {@link #at} when nothing was corrected since.
     */
    public static Standings correctedAt(List<? extends LadderEvent> events, Instant instant) {
        Map<String, LadderEvent.ChallengeResultCorrected> latest = new HashMap<>();
        for (LadderEvent e : events) {
            if (e instanceof LadderEvent.ChallengeResultCorrected c) {
                latest.put(c.challengeId(), c);
            }
        }
        List<LadderEvent> known = new ArrayList<>();
        for (LadderEvent e : events) {
            if (!e.at().isAfter(instant) && !(e instanceof LadderEvent.ChallengeResultCorrected)) {
                known.add(e);
                if (e instanceof LadderEvent.ChallengeResultRecorded r && latest.containsKey(r.challengeId())) {
                    known.add(latest.get(r.challengeId()));
                }
            }
        }
        LadderState state = LadderEvolver.fold(known);
        return state == null ? new Standings(List.of()) : state.standings();
    }

    public List<String> userIds() {
        return rungs.stream().map(Rung::userId).toList();
    }

    /** 1 for the top, 0 for a player not on the ladder. */
    public int rungOf(String userId) {
        return userIds().indexOf(userId) + 1;
    }
}
