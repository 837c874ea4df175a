package org.openkifu.tournament.infrastructure.reads;

import java.util.List;

import org.openkifu.tournament.domain.HandicapPolicy;
import org.openkifu.tournament.domain.PairingRules;
import org.openkifu.tournament.domain.Rank;
import org.openkifu.tournament.domain.ScoringRules;
import org.openkifu.tournament.domain.TieBreaker;
import org.openkifu.tournament.domain.TimeControl;
import org.openkifu.tournament.domain.TournamentSettings;

/**
 * A tournament's settings as the API and the read models show them: the domain's {@link TournamentSettings} with
 * ranks written as people write them ({@code 3k}, {@code 1d}) and the rule preset named {@code rules}, as in the
 * games API. The same shape is accepted when a tournament is created.
 */
public record SettingsView(String format, int boardSize, String rules, double komi, int rounds, TimeControl timeControl,
                           HandicapPolicy handicap, List<TieBreaker> tieBreakers, String mcMahonBar, String mcMahonFloor,
                           String minimumRank, String maximumRank, Integer minimumRating, Integer maximumRating,
                           int maximumPlayers, boolean twoGameMatches, boolean rated, boolean autoStartRounds,
                           ScoringRules scoring, PairingRules pairing) {

    public static SettingsView of(TournamentSettings s) {
        return new SettingsView(s.format().name(), s.boardSize(), s.rulePresetId(), s.komi(), s.rounds(),
                s.timeControl(), s.handicap(), s.tieBreakers(), text(s.mcMahonBar()), text(s.mcMahonFloor()),
                text(s.minimumRank()), text(s.maximumRank()), s.minimumRating(), s.maximumRating(), s.maximumPlayers(),
                s.twoGameMatches(), s.rated(), s.autoStartRounds(), s.scoring(), s.pairing());
    }

    private static String text(Rank r) {
        return r == null ? null : r.toString();
    }
}
