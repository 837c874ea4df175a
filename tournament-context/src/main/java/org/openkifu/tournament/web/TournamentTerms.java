package org.openkifu.tournament.web;

import java.util.Locale;

import org.openkifu.infra.contract.GameTerms;
import org.openkifu.tournament.domain.HandicapPolicy;
import org.openkifu.tournament.domain.TimeControl;
import org.openkifu.tournament.domain.TournamentSettings;
import org.openkifu.tournament.domain.TournamentViolation;
import org.openkifu.tournament.domain.match.TwoGameMatchTerms;

/**
 * The tournament's terms checked against the game context's published terms (contracts/game/v1/GameTerms.schema.json,
 * docs/architecture.md "Game terms") when a tournament or a match is created or its settings change, so nothing is
 * accepted whose games the game context would refuse in a later round: 400 INVALID_SETTINGS with its own message.
 * The tournament's own rules come first ({@code validated()}, the same refusal the command would get).
 */
final class TournamentTerms {

    /** EGF ratings (GoR): 30 kyu is -900, the strongest professionals are near 3000. */
    static final int MIN_RATING = -900;
    static final int MAX_RATING = 3300;

    private TournamentTerms() {
    }

    /** The time control of a request body: kind required, every number optional (absent = 0, docs/api.md). */
    record TimeControlBody(String kind, Long mainSeconds, Integer periods, Long periodSeconds, Integer stonesPerPeriod,
                           Long incrementSeconds) {

        TimeControl toTimeControl() {
            if (kind == null || kind.isBlank()) {
                throw invalid("timeControl.kind is required (NONE for untimed games)");
            }
            TimeControl.Kind k;
            try {
                k = TimeControl.Kind.valueOf(kind.trim().toUpperCase(Locale.ROOT));
            } catch (IllegalArgumentException e) {
                throw invalid("timeControl.kind '" + kind + "' is not one of NONE, ABSOLUTE, JAPANESE_BYOYOMI, CANADIAN, "
                        + "FISCHER, CORRESPONDENCE");
            }
            return new TimeControl(k, zero(mainSeconds), (int) zero(periods), zero(periodSeconds),
                    (int) zero(stonesPerPeriod), zero(incrementSeconds));
        }

        private static long zero(Number n) {
            return n == null ? 0 : n.longValue();
        }
    }

    /** The game context's terms first (its messages are the more precise), then the tournament's own rules. */
    static TournamentSettings checked(TournamentSettings s) {
        rating(s.minimumRating(), "minimumRating");
        rating(s.maximumRating(), "maximumRating");
        check(s.rulePresetId(), s.boardSize(), s.komi(), 0, s.timeControl(), "");
        s.validated();
        HandicapPolicy h = s.handicap();
        if (h.kind() == HandicapPolicy.Kind.RANK_DIFFERENCE && h.ceiling() >= 1) {
            // every handicap the policy can give: 1 is a Jung-sun game (no stones), 2 and more are stones
            for (int stones = 1; stones <= h.ceiling(); stones++) {
                check(s.rulePresetId(), s.boardSize(), h.komi(), stones < 2 ? 0 : stones, s.timeControl(),
                        "with a handicap ceiling of " + h.ceiling() + ": ");
            }
        }
        return s;
    }

    static TwoGameMatchTerms checked(TwoGameMatchTerms t) {
        check(t.rulePresetId(), t.size(), t.komi(), 0, t.timeControl(), "");
        return t.validated();
    }

    static Integer rating(Integer rating, String field) {
        if (rating != null && (rating < MIN_RATING || rating > MAX_RATING)) {
            throw invalid(field + " is a rating of " + MIN_RATING + " to " + MAX_RATING + " (EGF GoR), not " + rating);
        }
        return rating;
    }

    /** A size outside the tournament's own 5..25, a missing preset or clock are left to the tournament's refusal. */
    private static void check(String preset, int size, double komi, int handicap, TimeControl tc, String prefix) {
        GameTerms.Clock clock = tc == null || tc.kind() == null ? null : new GameTerms.Clock(tc.kind().name(),
                tc.mainSeconds(), tc.periods(), tc.periodSeconds(), tc.stonesPerPeriod(), tc.incrementSeconds());
        GameTerms.published().refusal(new GameTerms.Terms(preset == null || preset.isBlank() ? null : preset,
                        size >= 5 && size <= 25 ? size : null, komi, handicap, clock))
                .ifPresent(message -> {
                    throw invalid(prefix + message);
                });
    }

    private static TournamentViolation invalid(String message) {
        return new TournamentViolation(TournamentViolation.INVALID_SETTINGS, message);
    }
}
