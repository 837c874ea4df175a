package org.openkifu.tournament.domain;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import org.openkifu.tournament.domain.TournamentEvent.GameRequested;
import org.openkifu.tournament.domain.TournamentEvent.GameResultRecorded;
import org.openkifu.tournament.domain.TournamentEvent.PlayerRegistered;
import org.openkifu.tournament.domain.TournamentEvent.PlayerWithdrawn;
import org.openkifu.tournament.domain.TournamentEvent.RoundFinished;
import org.openkifu.tournament.domain.TournamentEvent.RoundPaired;
import org.openkifu.tournament.domain.TournamentEvent.TournamentCreated;
import org.openkifu.tournament.domain.TournamentEvent.TournamentFinished;
import org.openkifu.tournament.domain.TournamentEvent.TournamentStarted;

/**
 * A tournament paired by hand (as a director may), written out event by event like {@link WorkedExample}: the
 * history stays the same whatever the pairing engine would choose, so files computed from it can be checked by hand.
 * Boards are written {@code "black-white"} with an optional {@code "/h"} handicap: {@code "B-A"}, {@code "F-E/2"}.
 */
public final class HandPaired {

    public static final Instant DAY1 = Instant.parse("2026-06-06T09:00:00Z");
    public static final Instant DAY2 = Instant.parse("2026-06-07T09:00:00Z");
    static final String ID = "hp";

    private final List<TournamentEvent> events = new ArrayList<>();
    private final List<String> seeds = new ArrayList<>();
    private final TournamentSettings settings;
    private int round;

    private HandPaired(String name, String location, TournamentSettings settings) {
        this.settings = settings;
        events.add(new TournamentCreated(ID, "olga", name, location, settings, DAY1));
    }

    public static HandPaired create(String name, String location, TournamentSettings settings) {
        return new HandPaired(name, location, settings);
    }

    public HandPaired player(String id, String name, String rank, String country, String club) {
        events.add(new PlayerRegistered(ID, new Entrant(id, name, Rank.parse(rank), null, country, club), "olga", DAY1));
        seeds.add(id);
        return this;
    }

    /**
     * Pairs the next round (the first one starts the tournament).
     *
     * @param boards "black-white[/handicap]"
     * @param bye    the player with the bye, or null
     * @param absent players marked absent
     */
    public HandPaired round(Instant at, List<String> boards, String bye, List<String> absent) {
        if (round == 0) {
            events.add(new TournamentStarted(ID, seeds, settings.rounds(), at));
        } else {
            events.add(new RoundFinished(ID, round, at));
        }
        round++;
        List<Board> paired = new ArrayList<>();
        for (String b : boards) {
            String[] players = b.split("/")[0].split("-");
            int handicap = b.contains("/") ? Integer.parseInt(b.split("/")[1]) : 0;
            paired.add(new Board(paired.size() + 1, null, players[0], players[1], handicap,
                    handicap > 0 ? settings.handicap().komi() : settings.komi(), 1));
        }
        events.add(new RoundPaired(ID, round, paired, bye == null ? List.of() : List.of(new Bye(bye, null)), absent,
                List.of(), at));
        for (Board b : paired) {
            String request = TournamentIds.requestId(ID, round, b.number(), 1, false);
            events.add(new GameRequested(ID, round, b.number(), 1, request,
                    TournamentIds.gameId(TournamentIds.TOURNAMENT_PAIRING, request), b.blackUserId(), b.whiteUserId(),
                    null, null, 19, "japanese", b.handicap(), b.komi(), settings.timeControl(), true, at));
        }
        return this;
    }

    /** The result of board {@code board} of the current round: the winner's id, null for a jigo. */
    public HandPaired result(int board, String winner, FinishReason reason) {
        String request = TournamentIds.requestId(ID, round, board, 1, false);
        events.add(new GameResultRecorded(ID, round, board, 1,
                GameOutcome.of(TournamentIds.gameId(TournamentIds.TOURNAMENT_PAIRING, request), winner, reason,
                        winner == null ? 0.0 : null), DAY2));
        return this;
    }

    public HandPaired withdraw(String userId, Instant at) {
        events.add(new PlayerWithdrawn(ID, userId, userId, round, at));
        return this;
    }

    public List<TournamentEvent> finish(Instant at) {
        events.add(new RoundFinished(ID, round, at));
        events.add(new TournamentFinished(ID, null, at));
        return List.copyOf(events);
    }
}
