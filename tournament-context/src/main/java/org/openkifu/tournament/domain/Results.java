package org.openkifu.tournament.domain;

import java.time.Instant;
import java.util.List;
import org.openkifu.tournament.domain.TournamentCommand.CorrectGameResult;
import org.openkifu.tournament.domain.TournamentCommand.RecordGameResult;
import org.openkifu.tournament.domain.TournamentEvent.GameResultCorrected;
import org.openkifu.tournament.domain.TournamentEvent.GameResultRecorded;
import org.openkifu.tournament.domain.TournamentState.SlotRef;
import org.openkifu.tournament.domain.TournamentState.Status;

/**
 * Results from the game context. A result delivered again (Kafka delivers at least once) changes nothing; a
 * different result for a game that has one must come as a correction.
 */
final class Results {

    private Results() {
    }

    static List<TournamentEvent> record(RecordGameResult c, TournamentState s, Instant now) {
        SlotRef ref = find(c.game(), s);
        GameOutcome outcome = c.game().outcome();
        TournamentState.GameSlot slot = ref.slot();
        if (slot.decision() != null) {
            return List.of(); // the organizer decided this game: their decision stands (docs/tournaments.md)
        }
        if (slot.result() != null) {
            if (outcome.sameResultAs(slot.result()) || outcome.sameResultAs(slot.firstResult())) {
                return List.of();
            }
            throw Registration.reject(TournamentViolation.RESULT_ALREADY_RECORDED, "game " + slot.gameId()
                    + " already has a result; a different one comes as a correction");
        }
        return recorded(s, ref, outcome, now);
    }

    static List<TournamentEvent> correct(CorrectGameResult c, TournamentState s, Instant now) {
        SlotRef ref = find(c.game(), s);
        GameOutcome outcome = c.game().outcome();
        TournamentState.GameSlot slot = ref.slot();
        if (slot.decision() != null) {
            return List.of(); // the organizer decided this game: their decision stands (docs/tournaments.md)
        }
        if (slot.result() == null) {
            return recorded(s, ref, outcome, now); // the corrected result is the first one this tournament hears of
        }
        if (outcome.sameResultAs(slot.result())) {
            return List.of();
        }
        List<TournamentEvent> events = List.of(new GameResultCorrected(s.tournamentId(), ref.round(), ref.board(),
                slot.gameNumber(), slot.result(), outcome, now));
        return Progress.settle(s, events, now);
    }

    private static List<TournamentEvent> recorded(TournamentState s, SlotRef ref, GameOutcome outcome, Instant now) {
        List<TournamentEvent> events = List.of(new GameResultRecorded(s.tournamentId(), ref.round(), ref.board(),
                ref.slot().gameNumber(), outcome, now));
        return Progress.settle(s, events, now);
    }

    private static SlotRef find(FinishedGame game, TournamentState s) {
        if (game == null) {
            throw Registration.reject(TournamentViolation.INVALID_COMMAND, "the finished game is required");
        }
        if (s.status() != Status.RUNNING && s.status() != Status.FINISHED) {
            throw Registration.reject(TournamentViolation.UNKNOWN_GAME, "the tournament has not started: it asked for no game");
        }
        SlotRef ref = s.findByRequestId(game.originReference()).orElseThrow(() -> Registration.reject(
                TournamentViolation.UNKNOWN_GAME, "this tournament did not ask for game " + game.gameId()
                        + " (request " + game.originReference() + ")"));
        TournamentState.GameSlot slot = ref.slot();
        if (!slot.blackUserId().equals(game.blackUserId()) || !slot.whiteUserId().equals(game.whiteUserId())
                || !slot.gameId().equals(game.gameId())) {
            throw Registration.reject(TournamentViolation.RESULT_MISMATCH, "game " + game.gameId() + " was asked for as "
                    + slot.gameId() + " with Black " + slot.blackUserId() + " and White " + slot.whiteUserId());
        }
        return ref;
    }
}
