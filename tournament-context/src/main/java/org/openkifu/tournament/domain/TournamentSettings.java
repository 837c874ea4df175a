package org.openkifu.tournament.domain;

import java.util.HashSet;
import java.util.List;

/**
 * What the organizer decides before the tournament starts. Changeable in draft and while registration is open,
 * frozen from the first round on.
 *
 * @param rounds          rounds of a Swiss or McMahon tournament (1..30); ignored (0) for round robin and knock-outs,
 *                        whose number of rounds follows from the field
 * @param komi            komi of even games (a multiple of 0.5); handicap games take {@link HandicapPolicy#komi()}
 * @param minimumRank     lowest rank admitted, or null
 * @param maximumRank     highest rank admitted, or null
 * @param maximumPlayers  0 = no limit
 * @param mcMahonBar      McMahon: players at or above it start with the bar's score; null outside McMahon
 * @param mcMahonFloor    McMahon: players at or below it start with the floor's score
 * @param autoStartRounds true: the next round is paired as soon as the last game of a round ends; false: the
 *                        organizer starts each round (the default, as OpenGotha directors work)
 * @param scoring         bye and absence points, rounding, the half-point option for SOS; null (settings stored
 *                        before it existed) reads as OpenGotha's defaults {@link ScoringRules#OPENGOTHA}
 * @param pairing         Swiss and McMahon pairing rules; null = OpenGotha's defaults
 */
public record TournamentSettings(TournamentFormat format, int boardSize, String rulePresetId, TimeControl timeControl,
                                 HandicapPolicy handicap, double komi, int rounds, Rank minimumRank, Rank maximumRank,
                                 Integer minimumRating, Integer maximumRating, int maximumPlayers,
                                 boolean twoGameMatches, List<TieBreaker> tieBreakers, Rank mcMahonBar,
                                 Rank mcMahonFloor, boolean rated, boolean autoStartRounds, ScoringRules scoring,
                                 PairingRules pairing) {

    public TournamentSettings {
        tieBreakers = tieBreakers == null ? List.of() : List.copyOf(tieBreakers);
        scoring = scoring == null ? ScoringRules.OPENGOTHA : scoring;
        pairing = pairing == null ? PairingRules.OPENGOTHA : pairing; // settings stored before the pairing rules
    }

    /** A Swiss tournament on 19x19, Japanese rules, untimed, NBW-SOS-SOSOS. */
    public static TournamentSettings swiss(int rounds) {
        return new TournamentSettings(TournamentFormat.SWISS, 19, "japanese", TimeControl.NONE, HandicapPolicy.NONE, 6.5,
                rounds, null, null, null, null, 0, false, List.of(TieBreaker.NBW, TieBreaker.SOS, TieBreaker.SOSOS),
                null, null, true, false, ScoringRules.OPENGOTHA, PairingRules.OPENGOTHA);
    }

    public static TournamentSettings mcMahon(int rounds, Rank bar, Rank floor) {
        return new TournamentSettings(TournamentFormat.MCMAHON, 19, "japanese", TimeControl.NONE, HandicapPolicy.NONE, 6.5,
                rounds, null, null, null, null, 0, false, List.of(TieBreaker.MMS, TieBreaker.SOS, TieBreaker.SOSOS),
                bar, floor, true, false, ScoringRules.OPENGOTHA, PairingRules.OPENGOTHA);
    }

    public static TournamentSettings of(TournamentFormat format) {
        return switch (format) {
            case SWISS -> swiss(5);
            case MCMAHON -> mcMahon(5, Rank.parse("3d"), Rank.parse("15k"));
            case ROUND_ROBIN -> swiss(0).withFormat(format)
                    .withTieBreakers(List.of(TieBreaker.NBW, TieBreaker.SODOS, TieBreaker.SOS));
            default -> swiss(0).withFormat(format).withTieBreakers(List.of());
        };
    }

    public TournamentSettings withFormat(TournamentFormat f) {
        return new TournamentSettings(f, boardSize, rulePresetId, timeControl, handicap, komi, rounds, minimumRank,
                maximumRank, minimumRating, maximumRating, maximumPlayers, twoGameMatches, tieBreakers, mcMahonBar,
                mcMahonFloor, rated, autoStartRounds, scoring, pairing);
    }

    public TournamentSettings withTieBreakers(List<TieBreaker> order) {
        return new TournamentSettings(format, boardSize, rulePresetId, timeControl, handicap, komi, rounds, minimumRank,
                maximumRank, minimumRating, maximumRating, maximumPlayers, twoGameMatches, order, mcMahonBar,
                mcMahonFloor, rated, autoStartRounds, scoring, pairing);
    }

    public TournamentSettings withHandicap(HandicapPolicy policy) {
        return new TournamentSettings(format, boardSize, rulePresetId, timeControl, policy, komi, rounds, minimumRank,
                maximumRank, minimumRating, maximumRating, maximumPlayers, twoGameMatches, tieBreakers, mcMahonBar,
                mcMahonFloor, rated, autoStartRounds, scoring, pairing);
    }

    public TournamentSettings withTwoGameMatches(boolean on) {
        return new TournamentSettings(format, boardSize, rulePresetId, timeControl, handicap, komi, rounds, minimumRank,
                maximumRank, minimumRating, maximumRating, maximumPlayers, on, tieBreakers, mcMahonBar,
                mcMahonFloor, rated, autoStartRounds, scoring, pairing);
    }

    public TournamentSettings withLimits(Rank minRank, Rank maxRank, Integer minRating, Integer maxRating, int maxPlayers) {
        return new TournamentSettings(format, boardSize, rulePresetId, timeControl, handicap, komi, rounds, minRank,
                maxRank, minRating, maxRating, maxPlayers, twoGameMatches, tieBreakers, mcMahonBar,
                mcMahonFloor, rated, autoStartRounds, scoring, pairing);
    }

    public TournamentSettings withTimeControl(TimeControl tc) {
        return new TournamentSettings(format, boardSize, rulePresetId, tc, handicap, komi, rounds, minimumRank,
                maximumRank, minimumRating, maximumRating, maximumPlayers, twoGameMatches, tieBreakers, mcMahonBar,
                mcMahonFloor, rated, autoStartRounds, scoring, pairing);
    }

    public TournamentSettings withAutoStartRounds(boolean on) {
        return new TournamentSettings(format, boardSize, rulePresetId, timeControl, handicap, komi, rounds, minimumRank,
                maximumRank, minimumRating, maximumRating, maximumPlayers, twoGameMatches, tieBreakers, mcMahonBar,
                mcMahonFloor, rated, on, scoring, pairing);
    }

    public TournamentSettings withScoring(ScoringRules rules) {
        return new TournamentSettings(format, boardSize, rulePresetId, timeControl, handicap, komi, rounds, minimumRank,
                maximumRank, minimumRating, maximumRating, maximumPlayers, twoGameMatches, tieBreakers, mcMahonBar,
                mcMahonFloor, rated, autoStartRounds, rules, pairing);
    }

    public TournamentSettings withPairing(PairingRules rules) {
        return new TournamentSettings(format, boardSize, rulePresetId, timeControl, handicap, komi, rounds, minimumRank,
                maximumRank, minimumRating, maximumRating, maximumPlayers, twoGameMatches, tieBreakers, mcMahonBar,
                mcMahonFloor, rated, autoStartRounds, scoring, rules);
    }

    /** The scale SOS, SODOS and SOSOS are taken on. */
    public TieBreaker mainScore() {
        return format == TournamentFormat.MCMAHON ? TieBreaker.MMS : TieBreaker.NBW;
    }

    /** @throws TournamentViolation INVALID_SETTINGS naming what is wrong */
    public TournamentSettings validated() {
        require(format != null, "choose a format: " + List.of(TournamentFormat.values()));
        require(boardSize >= 5 && boardSize <= 25, "the board size is 5 to 25, not " + boardSize);
        require(rulePresetId != null && !rulePresetId.isBlank(), "a rule preset id is required, e.g. japanese");
        require(timeControl != null, "a time control is required (NONE for untimed games)");
        timeControl.validated();
        require(handicap != null, "a handicap policy is required (NONE for even games)");
        handicap.validated();
        require(komi * 2 == Math.rint(komi * 2) && Math.abs(komi) <= 150, "komi must be a multiple of 0.5");
        if (format.scorePaired()) {
            require(rounds >= 1 && rounds <= 30, "a " + format + " tournament has 1 to 30 rounds, not " + rounds);
        } else {
            require(rounds == 0, "a " + format + " tournament's rounds follow from the field: leave rounds at 0");
        }
        require(minimumRank == null || maximumRank == null || minimumRank.value() <= maximumRank.value(),
                "the lowest admitted rank is above the highest");
        require(minimumRating == null || maximumRating == null || minimumRating <= maximumRating,
                "the lowest admitted rating is above the highest");
        require(maximumPlayers >= 0, "the maximum number of players cannot be negative (0 = no limit)");
        require(maximumPlayers == 0 || maximumPlayers >= 2, "a tournament needs room for two players at least");
        require(new HashSet<>(tieBreakers).size() == tieBreakers.size(),
                "a tie-breaker is listed twice");
        require(!format.knockOut() || tieBreakers.isEmpty(), "a knock-out places players by the bracket: no tie-breakers");
        require(format.knockOut() || !tieBreakers.isEmpty(), "give the tie-breaker order, e.g. NBW, SOS, SOSOS");
        require(format == TournamentFormat.MCMAHON || !tieBreakers.contains(TieBreaker.MMS),
                "MMS is a McMahon score; a " + format + " tournament has none");
        require(format == TournamentFormat.MCMAHON || tieBreakers.stream().noneMatch(TieBreaker::onNbwScale),
                "the NBW-based criteria (SOSW, SOSW-1, SOSW-2, SODOSW, SOSOSW, CUSSW) are for McMahon; a " + format
                        + " tournament's SOS, SOS-1, SOS-2, SODOS, SOSOS and CUSS are already on the NBW scale");
        scoring.validated();
        if (format == TournamentFormat.MCMAHON) {
            require(mcMahonBar != null && mcMahonFloor != null, "a McMahon tournament needs a bar and a floor");
            require(mcMahonFloor.value() <= mcMahonBar.value(), "the McMahon floor is above the bar");
        } else {
            require(mcMahonBar == null && mcMahonFloor == null, "a bar and a floor only make sense in McMahon");
        }
        require(!(twoGameMatches && handicap.kind() != HandicapPolicy.Kind.NONE),
                "two-game matches are even games (each player takes Black once): choose no handicap");
        pairing.validated();
        return this;
    }

    private static void require(boolean ok, String message) {
        if (!ok) {
            throw TournamentViolation.of(TournamentViolation.INVALID_SETTINGS, message);
        }
    }
}
