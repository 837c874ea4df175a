package org.openkifu.ladder.domain;

import java.time.Instant;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * A ladder as its events made it: built only by {@link LadderEvolver}. {@code rungs} is the order from the top
 * (index 0 = rung 1). {@code history} is every event so far and {@code corrections} the latest corrected result of
 * each corrected challenge: with both, a correction can re-fold the ladder from its start.
 */
public record LadderState(String ladderId, String name, String createdBy, int size, String preset,
                          TimeControl timeControl, boolean rated, LadderSettings settings, List<String> rungs,
                          Map<String, Member> members, Map<String, Challenge> challenges,
                          EventLog<LadderEvent> history, Map<String, Challenge.Result> corrections,
                          Status status) {

    /**
     * A ladder's life: {@code PAUSED} takes no new challenges (games already running still count), {@code ARCHIVED}
     * is read-only for good. A ladder whose history has neither event is {@code ACTIVE}.
     */
    public enum Status {
        ACTIVE, PAUSED, ARCHIVED
    }

    public LadderState {
        status = status == null ? Status.ACTIVE : status;
        rungs = List.copyOf(rungs);
        members = Collections.unmodifiableMap(new LinkedHashMap<>(members));
        challenges = Collections.unmodifiableMap(new LinkedHashMap<>(challenges));
        corrections = Map.copyOf(corrections);
    }

    public int playerCount() {
        return rungs.size();
    }

    public boolean isMember(String userId) {
        return members.containsKey(userId);
    }

    /** 1 for the top, 0 for a player who is not on the ladder. */
    public int rungOf(String userId) {
        return rungs.indexOf(userId) + 1;
    }

    public Standings standings() {
        return Standings.of(this);
    }

    public long openChallengesIssuedBy(String userId) {
        return challenges.values().stream().filter(c -> c.status().open() && c.challengerUserId().equals(userId)).count();
    }

    public long openChallengesReceivedBy(String userId) {
        return challenges.values().stream().filter(c -> c.status().open() && c.defenderUserId().equals(userId)).count();
    }

    public boolean hasOpenChallenge(String userId) {
        return challenges.values().stream().anyMatch(c -> c.status().open() && c.involves(userId));
    }

    public Optional<Challenge> openChallengeBetween(String a, String b) {
        return challenges.values().stream().filter(c -> c.status().open() && c.between(a, b)).findFirst();
    }

    /** When the two last met in a challenge the game context did not refuse, if ever. */
    public Optional<Instant> lastChallengeBetween(String a, String b) {
        return challenges.values().stream()
                .filter(c -> c.between(a, b) && c.status() != Challenge.Status.REFUSED)
                .map(Challenge::issuedAt).max(Instant::compareTo);
    }

    public Challenge challenge(String challengeId) {
        return challenges.get(challengeId);
    }

    LadderState withStatus(Status newStatus) {
        return new LadderState(ladderId, name, createdBy, size, preset, timeControl, rated, settings, rungs, members,
                challenges, history, corrections, newStatus);
    }

    LadderState withSettings(LadderSettings s) {
        return new LadderState(ladderId, name, createdBy, size, preset, timeControl, rated, s, rungs, members,
                challenges, history, corrections, status);
    }

    LadderState withPlayers(List<String> newRungs, Map<String, Member> newMembers) {
        return new LadderState(ladderId, name, createdBy, size, preset, timeControl, rated, settings, newRungs,
                newMembers, challenges, history, corrections, status);
    }

    LadderState withChallenges(Map<String, Challenge> newChallenges) {
        return new LadderState(ladderId, name, createdBy, size, preset, timeControl, rated, settings, rungs, members,
                newChallenges, history, corrections, status);
    }

    LadderState withHistory(EventLog<LadderEvent> newHistory, Map<String, Challenge.Result> newCorrections) {
        return new LadderState(ladderId, name, createdBy, size, preset, timeControl, rated, settings, rungs, members,
                challenges, newHistory, newCorrections, status);
    }
}
