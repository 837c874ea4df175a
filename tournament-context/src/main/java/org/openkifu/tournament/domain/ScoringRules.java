package org.openkifu.tournament.domain;

/**
 * How rounds without a game score, as OpenGotha's general parameters set them (docs/tournaments.md, "Scores and
 * tie-breakers"). Every value is 0, ½ or 1 point, as OpenGotha offers.
 *
 * @param byeNbw              NBW points of a bye (OpenGotha: 1)
 * @param byeMms              MMS points of a bye (1)
 * @param absenceNbw          NBW points of a round the player was not paired in: marked absent, not yet entered,
 *                            withdrawn (0)
 * @param absenceMms          MMS points of such a round (½)
 * @param roundDown           the bye and absence points are summed over the rounds and the sum rounded down to a
 *                            whole point (on), or kept with halves (off)
 * @param unplayedAsHalfInSos SOS, SODOS and SOSOS read every opponent's score with ½ point for each of the
 *                            opponent's rounds without a played game (byes, absences, forfeits, void games), instead
 *                            of the points those rounds gave (off)
 */
public record ScoringRules(double byeNbw, double byeMms, double absenceNbw, double absenceMms, boolean roundDown,
                           boolean unplayedAsHalfInSos) {

    /** OpenGotha's defaults. */
    public static final ScoringRules OPENGOTHA = new ScoringRules(1, 1, 0, 0.5, true, false);

    public ScoringRules withByes(double nbw, double mms) {
        return new ScoringRules(nbw, mms, absenceNbw, absenceMms, roundDown, unplayedAsHalfInSos);
    }

    public ScoringRules withAbsences(double nbw, double mms) {
        return new ScoringRules(byeNbw, byeMms, nbw, mms, roundDown, unplayedAsHalfInSos);
    }

    public ScoringRules withRoundDown(boolean on) {
        return new ScoringRules(byeNbw, byeMms, absenceNbw, absenceMms, on, unplayedAsHalfInSos);
    }

    public ScoringRules withUnplayedAsHalfInSos(boolean on) {
        return new ScoringRules(byeNbw, byeMms, absenceNbw, absenceMms, roundDown, on);
    }

    /** Half points of a bye or an absence on one scale. */
    public int byeHalves(boolean mms) {
        return (int) Math.round(2 * (mms ? byeMms : byeNbw));
    }

    public int absenceHalves(boolean mms) {
        return (int) Math.round(2 * (mms ? absenceMms : absenceNbw));
    }

    /** @throws TournamentViolation INVALID_SETTINGS when a value is not 0, ½ or 1 */
    public ScoringRules validated() {
        for (double v : new double[] {byeNbw, byeMms, absenceNbw, absenceMms}) {
            if (v != 0 && v != 0.5 && v != 1) {
                throw TournamentViolation.of(TournamentViolation.INVALID_SETTINGS,
                        "a bye or an absence is worth 0, 0.5 or 1 point, not " + v);
            }
        }
        return this;
    }
}
