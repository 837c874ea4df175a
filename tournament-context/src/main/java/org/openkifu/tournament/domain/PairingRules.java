package org.openkifu.tournament.domain;

/**
 * The organizer's choices for Swiss and McMahon pairing beyond score groups and colours (docs/tournaments.md, "Swiss
 * and McMahon pairing"). Every component may be left out (null, as in settings stored before these rules existed):
 * it then takes OpenGotha 3.51's McMahon default, learnt from its pairing parameter set.
 *
 * @param sameCountryGap     avoid two players of the same country: such a pair costs as much as a score difference of
 *                           this many points (OpenGotha: 1); 0 = do not avoid
 * @param sameClubGap        the same for two players of the same club (OpenGotha: 3); 0 = do not avoid
 * @param exemptAboveBar     McMahon: players at the bar are not kept apart by club or country (OpenGotha: on)
 * @param exemptManyWins     Swiss: players with at least half the rounds won are not kept apart (OpenGotha: on)
 * @param floatBalance       nobody floats up (or down) two rounds running when another pairing of the same score
 *                           quality avoids it (OpenGotha's draw-up/draw-down balance: on)
 * @param firstSeeding       the seeding inside a score group in the first rounds (OpenGotha: split and random)
 * @param firstSeedingRounds how many rounds use {@code firstSeeding} (OpenGotha: 1)
 * @param laterSeeding       the seeding after them (OpenGotha: split and fold)
 */
public record PairingRules(Integer sameCountryGap, Integer sameClubGap, Boolean exemptAboveBar, Boolean exemptManyWins,
                           Boolean floatBalance, SeedSystem firstSeeding, Integer firstSeedingRounds,
                           SeedSystem laterSeeding) {

    /** How the players of one score group are paired among themselves (g players, placed 1..g in the group). */
    public enum SeedSystem {
        /** 1 against g, 2 against g − 1, ... */
        SPLIT_AND_FOLD,
        /** 1 against g/2 + 1, 2 against g/2 + 2, ... */
        SPLIT_AND_SLIP,
        /** the top half against the bottom half in an order drawn from the tournament id (so a replay draws the same) */
        SPLIT_AND_RANDOM
    }

    public static final PairingRules OPENGOTHA = new PairingRules(null, null, null, null, null, null, null, null);

    public PairingRules {
        sameCountryGap = sameCountryGap == null ? 1 : sameCountryGap;
        sameClubGap = sameClubGap == null ? 3 : sameClubGap;
        exemptAboveBar = exemptAboveBar == null || exemptAboveBar;
        exemptManyWins = exemptManyWins == null || exemptManyWins;
        floatBalance = floatBalance == null || floatBalance;
        firstSeeding = firstSeeding == null ? SeedSystem.SPLIT_AND_RANDOM : firstSeeding;
        firstSeedingRounds = firstSeedingRounds == null ? 1 : firstSeedingRounds;
        laterSeeding = laterSeeding == null ? SeedSystem.SPLIT_AND_FOLD : laterSeeding;
    }

    /** The seeding system of round {@code round}. */
    public SeedSystem seeding(int round) {
        return round <= firstSeedingRounds ? firstSeeding : laterSeeding;
    }

    /** @throws TournamentViolation INVALID_SETTINGS naming what is wrong */
    public PairingRules validated() {
        if (sameCountryGap < 0 || sameCountryGap > 10 || sameClubGap < 0 || sameClubGap > 10) {
            throw TournamentViolation.of(TournamentViolation.INVALID_SETTINGS,
                    "pairing.sameCountryGap and pairing.sameClubGap are 0 (do not avoid) to 10 points");
        }
        if (firstSeedingRounds < 0 || firstSeedingRounds > 30) {
            throw TournamentViolation.of(TournamentViolation.INVALID_SETTINGS,
                    "pairing.firstSeedingRounds is 0 to 30, not " + firstSeedingRounds);
        }
        return this;
    }
}
