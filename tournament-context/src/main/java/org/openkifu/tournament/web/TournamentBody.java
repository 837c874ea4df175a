package org.openkifu.tournament.web;

import java.util.List;
import java.util.Locale;

import org.openkifu.infra.web.ApiException;
import org.openkifu.tournament.domain.HandicapPolicy;
import org.openkifu.tournament.domain.Rank;
import org.openkifu.tournament.domain.ScoringRules;
import org.openkifu.tournament.domain.TieBreaker;
import org.openkifu.tournament.domain.TournamentFormat;
import org.openkifu.tournament.domain.PairingRules;
import org.openkifu.tournament.domain.TournamentSettings;
import org.openkifu.tournament.domain.TournamentViolation;

/**
 * A tournament as the organizer describes it (create, or change the settings before the start): the shape of
 * {@code SettingsView} plus name and location, every setting optional but the format. What is left out takes the
 * format's default ({@link TournamentSettings#of}): 19x19, Japanese rules, komi 6.5, untimed, even games, rated;
 * Swiss and McMahon 5 rounds; McMahon bar 3d and floor 15k; tie-breakers NBW/MMS, SOS, SOSOS (round robin NBW,
 * SODOS, SOS), written as the enum names or OpenGotha's ({@code SOS-1} = {@code SOS_1}); OpenGotha's scoring rules.
 * The domain checks the result ({@code INVALID_SETTINGS}).
 *
 * @param location "CC, City" as the EGF file's PC wants it, e.g. {@code NL, Leiden}
 * @param pairing  Swiss and McMahon pairing rules; absent components take OpenGotha's defaults
 */
record TournamentBody(String name, String location, String format, Integer boardSize, String rules, Double komi,
                      Integer rounds, TournamentTerms.TimeControlBody timeControl, Handicap handicap, List<String> tieBreakers,
                      String mcMahonBar, String mcMahonFloor, String minimumRank, String maximumRank,
                      Integer minimumRating, Integer maximumRating, Integer maximumPlayers, Boolean twoGameMatches,
                      Boolean rated, Boolean autoStartRounds, Scoring scoring,
                      PairingRules pairing) {

    /**
     * Handicap by rank difference (OpenGotha): {@code {"kind":"RANK_DIFFERENCE","ceiling":9,"reduction":1}}; komi of
     * handicap games 0.5 unless given.
     */
    record Handicap(String kind, Integer ceiling, Integer reduction, Double komi) {
        HandicapPolicy policy() {
            HandicapPolicy.Kind k = kind == null ? HandicapPolicy.Kind.NONE : parse(HandicapPolicy.Kind.class, kind, "handicap.kind");
            return new HandicapPolicy(k, or(ceiling, k == HandicapPolicy.Kind.NONE ? 0 : 9), or(reduction, 0), or(komi, 0.5));
        }
    }

    /**
     * Bye and absence points (0, 0.5 or 1), the round-down rule and the half-point option for SOS; each left out
     * takes OpenGotha's default ({@link ScoringRules#OPENGOTHA}: bye 1/1, absence 0 NBW / 0.5 MMS, round down, off).
     */
    record Scoring(Double byeNbw, Double byeMms, Double absenceNbw, Double absenceMms, Boolean roundDown,
                   Boolean unplayedAsHalfInSos) {
        ScoringRules rules() {
            ScoringRules d = ScoringRules.OPENGOTHA;
            return new ScoringRules(or(byeNbw, d.byeNbw()), or(byeMms, d.byeMms()), or(absenceNbw, d.absenceNbw()),
                    or(absenceMms, d.absenceMms()), or(roundDown, d.roundDown()),
                    or(unplayedAsHalfInSos, d.unplayedAsHalfInSos()));
        }
    }

    TournamentSettings settings() {
        if (format == null || format.isBlank()) {
            throw new TournamentViolation(TournamentViolation.INVALID_SETTINGS,
                    "choose a format: " + List.of(TournamentFormat.values()));
        }
        TournamentFormat f = parse(TournamentFormat.class, format, "format");
        TournamentSettings d = TournamentSettings.of(f);
        List<TieBreaker> order = tieBreakers == null ? d.tieBreakers()
                : tieBreakers.stream().map(t -> parse(TieBreaker.class, t, "tieBreakers")).toList();
        boolean mcMahon = f == TournamentFormat.MCMAHON;
        return new TournamentSettings(f, or(boardSize, d.boardSize()), rules == null || rules.isBlank() ? d.rulePresetId() : rules.trim(),
                timeControl == null ? d.timeControl() : timeControl.toTimeControl(), handicap == null ? d.handicap() : handicap.policy(),
                or(komi, d.komi()), or(rounds, d.rounds()), rank(minimumRank), rank(maximumRank), minimumRating,
                maximumRating, or(maximumPlayers, 0), Boolean.TRUE.equals(twoGameMatches), order,
                mcMahon ? or(rank(mcMahonBar), d.mcMahonBar()) : rank(mcMahonBar),
                mcMahon ? or(rank(mcMahonFloor), d.mcMahonFloor()) : rank(mcMahonFloor),
                rated == null ? d.rated() : rated, Boolean.TRUE.equals(autoStartRounds),
                scoring == null ? d.scoring() : scoring.rules(), pairing);
    }

    private static <T> T or(T value, T fallback) {
        return value == null ? fallback : value;
    }

    private static Rank rank(String text) {
        return text == null || text.isBlank() ? null : Rank.parse(text);
    }

    static <E extends Enum<E>> E parse(Class<E> type, String text, String field) {
        try {
            return Enum.valueOf(type, text.trim().toUpperCase(Locale.ROOT).replace('-', '_'));
        } catch (IllegalArgumentException e) {
            throw ApiException.badRequest("INVALID_SETTINGS", field + " '" + text + "' is not one of "
                    + List.of(type.getEnumConstants()));
        }
    }
}
