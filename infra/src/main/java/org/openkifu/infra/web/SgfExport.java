package org.openkifu.infra.web;

import java.time.ZoneOffset;

import org.openkifu.game.domain.GameSetup;
import org.openkifu.game.domain.GameState;
import org.openkifu.game.domain.PlayedMove;
import org.openkifu.game.sgf.GameRecordBuilder;
import org.openkifu.game.sgf.GameResult;
import org.openkifu.game.sgf.SgfException;

/** A game's record as SGF: the moves as finally played (take-backs removed), players, rules, komi, result. */
final class SgfExport {

    private SgfExport() {
    }

    static String of(GameState s) {
        GameSetup setup = s.setup();
        GameRecordBuilder sgf = GameRecordBuilder.board(setup.size())
                .komi(setup.komi())
                .rules(setup.rules().presetId())
                .players(s.blackUserId(), s.whiteUserId())
                .ranks(rankOf(setup, s.blackUserId()), rankOf(setup, s.whiteUserId()))
                .date(setup.createdAt().atOffset(ZoneOffset.UTC).toLocalDate().toString())
                .gameName(setup.gameId());
        if (!s.handicapPoints().isEmpty()) {
            sgf.handicap(s.handicapPoints().size(), s.handicapPoints());
        }
        for (PlayedMove move : s.moves()) {
            sgf.move(move.toMove());
        }
        if (s.result() != null) {
            try {
                sgf.result(GameResult.parse(s.result().sgf()));
            } catch (SgfException | IllegalArgumentException e) {
                // a result SGF cannot express (a forfeit before colours were drawn): the record leaves RE out
            }
        }
        return sgf.toSgf();
    }

    private static String rankOf(GameSetup setup, String userId) {
        if (userId == null) {
            return null;
        }
        return userId.equals(setup.owner().userId()) ? setup.owner().rank() : setup.opponent().rank();
    }
}
