package org.openkifu.game.web;

import java.time.ZoneOffset;
import java.util.List;

import org.openkifu.game.domain.GameEvent;
import org.openkifu.game.domain.GameSetup;
import org.openkifu.game.domain.GameState;
import org.openkifu.game.domain.ImportedRecord;
import org.openkifu.game.domain.PlayedMove;
import org.openkifu.game.sgf.GameRecordBuilder;
import org.openkifu.game.sgf.SgfResult;
import org.openkifu.game.sgf.SgfException;
import org.openkifu.game.sgf.SgfNode;
import org.openkifu.game.sgf.SgfWriter;

/**
 * A game's record as SGF: the moves as finally played (take-backs removed), players, rules, komi, result. For an
 * imported game the header comes back as the record had it (names, ranks, date, event, round, place, time, RU).
 */
final class SgfExport {

    private SgfExport() {
    }

    static String of(GameState s) {
        return of(s, null);
    }

    /** The header an imported game kept ({@code GameImported}), or null. */
    static ImportedRecord importedHeader(List<GameEvent> events) {
        for (GameEvent e : events) {
            if (e instanceof GameEvent.GameImported imported) {
                return imported.record();
            }
        }
        return null;
    }

    static String of(GameState s, ImportedRecord imported) {
        GameSetup setup = s.setup();
        GameRecordBuilder sgf = GameRecordBuilder.board(setup.size())
                .komi(setup.komi())
                .rules(setup.rules().presetId())
                .players(s.blackUserId(), s.whiteUserId())
                .ranks(rankOf(setup, s.blackUserId()), rankOf(setup, s.whiteUserId()))
                .date(setup.createdAt().atOffset(ZoneOffset.UTC).toLocalDate().toString())
                .gameName(setup.gameId());
        if (imported != null) {
            sgf.players(imported.blackName(), imported.whiteName())
                    .ranks(imported.blackRank(), imported.whiteRank())
                    .date(imported.date())
                    .event(imported.event(), imported.round())
                    .gameName(imported.gameName() != null ? imported.gameName() : setup.gameId());
            if (imported.rulesText() != null) {
                sgf.rules(imported.rulesText()); // names the same preset again on import
            }
            if (imported.timeLimitSeconds() != null || imported.overtime() != null) {
                sgf.time(imported.timeLimitSeconds() == null ? 0 : imported.timeLimitSeconds(), imported.overtime());
            }
            if (imported.comment() != null) {
                sgf.comment(imported.comment());
            }
        }
        if (!s.handicapPoints().isEmpty()) {
            sgf.handicap(s.handicapPoints().size(), s.handicapPoints());
        }
        for (PlayedMove move : s.moves()) {
            sgf.move(move.toMove());
        }
        if (s.result() != null) {
            try {
                sgf.result(SgfResult.parse(s.result().sgf()));
            } catch (SgfException | IllegalArgumentException e) {
                // a result SGF cannot express (a forfeit before colours were drawn): the record leaves RE out
            }
        }
        if (imported == null || imported.place() == null) {
            return sgf.toSgf();
        }
        SgfNode root = sgf.build();
        root.setText("PC", imported.place());
        return SgfWriter.writeTree(root);
    }

    private static String rankOf(GameSetup setup, String userId) {
        if (userId == null) {
            return null;
        }
        return userId.equals(setup.owner().userId()) ? setup.owner().rank() : setup.opponent().rank();
    }
}
