package org.openkifu.tournament.domain;

import java.util.ArrayList;
import java.util.List;
import java.util.function.UnaryOperator;
import org.openkifu.tournament.domain.TournamentEvent.DraftBoardPaired;
import org.openkifu.tournament.domain.TournamentEvent.DraftBoardsUnpaired;
import org.openkifu.tournament.domain.TournamentEvent.DraftByeGiven;
import org.openkifu.tournament.domain.TournamentEvent.DraftColoursSwapped;
import org.openkifu.tournament.domain.TournamentEvent.DraftHandicapChanged;
import org.openkifu.tournament.domain.TournamentEvent.DraftRestPaired;
import org.openkifu.tournament.domain.TournamentEvent.DraftRoundDiscarded;
import org.openkifu.tournament.domain.TournamentEvent.DraftRoundPaired;
import org.openkifu.tournament.domain.TournamentEvent.DraftRoundPublished;

/**
 * The part of {@link TournamentEvolver} for draft rounds, kept apart so the evolver stays readable: how each draft
 * edit changes {@link TournamentState#draft()}. Pure; called only by the evolver.
 */
final class DraftEvolver {

    private DraftEvolver() {
    }

    static TournamentState evolve(TournamentState s, TournamentEvent.Draft event) {
        return switch (event) {
            case DraftRoundPaired e -> s.withDraft(new DraftRound(e.round(), e.boards(), e.byes(), e.absent()));
            case DraftBoardsUnpaired e -> change(s, d -> d.withBoards(
                    d.boards().stream().filter(b -> !e.boards().contains(b.number())).toList()));
            case DraftBoardPaired e -> change(s, d -> {
                List<Board> boards = new ArrayList<>(d.boards());
                boards.add(e.board());
                return d.withBoards(boards);
            });
            case DraftColoursSwapped e -> board(s, e.board(), b -> new Board(b.number(), b.bracketMatch(),
                    b.whiteUserId(), b.blackUserId(), b.handicap(), b.komi(), b.games()));
            case DraftHandicapChanged e -> board(s, e.board(), b -> new Board(b.number(), b.bracketMatch(),
                    b.blackUserId(), b.whiteUserId(), e.handicap(), e.komi(), b.games()));
            case DraftByeGiven e -> change(s, d -> {
                List<Bye> byes = new ArrayList<>(
                        d.byes().stream().filter(b -> !b.userId().equals(e.previousUserId())).toList());
                byes.add(new Bye(e.userId(), null));
                return d.withByes(byes);
            });
            case DraftRestPaired e -> change(s, d -> {
                List<Board> boards = new ArrayList<>(d.boards());
                boards.addAll(e.boards());
                List<Bye> byes = new ArrayList<>(d.byes());
                byes.addAll(e.byes());
                return d.withBoards(boards).withByes(byes);
            });
            case DraftRoundPublished _, DraftRoundDiscarded _ -> s.withDraft(null);
        };
    }

    private static TournamentState change(TournamentState s, UnaryOperator<DraftRound> f) {
        return s.withDraft(f.apply(s.draft()));
    }

    private static TournamentState board(TournamentState s, int number, UnaryOperator<Board> f) {
        return change(s, d -> d.withBoards(d.boards().stream().map(b -> b.number() == number ? f.apply(b) : b).toList()));
    }
}
