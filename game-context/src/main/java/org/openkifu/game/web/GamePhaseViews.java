package org.openkifu.game.web;

import java.util.ArrayList;
import java.util.List;

import org.openkifu.game.domain.GameEvent;
import org.openkifu.game.domain.GameResult;
import org.openkifu.game.domain.GameState;
import org.openkifu.game.domain.ScoreBreakdown;
import org.openkifu.game.rules.Point;
import org.openkifu.game.rules.Position;
import org.openkifu.game.scoring.GameScorer;

/**
 * The parts of a game summary that belong to one phase: nigiri, handicap placement, take-back, marking, the
 * result and its count. Points are GTP text; ownership boards are rows top first.
 */
final class GamePhaseViews {

    private GamePhaseViews() {
    }

    /**
     * @param stage  AWAITING_PARITY (the owner picks), AWAITING_GUESS (the opponent guesses) or DONE
     * @param parity the owner's pick, hidden (null) until the guess is made
     * @param guess  the opponent's guess, null until made; a right guess takes Black
     */
    record NigiriView(String stage, String chooser, String guesser, String parity, String guess, Boolean guessCorrect) {

        /** From the state's draw (the state forgets the pick itself once colours are drawn, not the draw). */
        static NigiriView of(GameState s) {
            String chooser = s.setup().owner().userId();
            String guesser = s.setup().opponent().userId();
            switch (s.status()) {
                case AWAITING_NIGIRI_PARITY:
                    return new NigiriView("AWAITING_PARITY", chooser, guesser, null, null, null);
                case AWAITING_NIGIRI_GUESS:
                    return new NigiriView("AWAITING_GUESS", chooser, guesser, null, null, null);
                default:
                    break;
            }
            GameState.Nigiri draw = s.nigiri();
            if (draw == null || !draw.drawn()) {
                return null;
            }
            return new NigiriView("DONE", chooser, guesser, draw.parity().name(), draw.guess().name(), draw.correct());
        }
    }

    /**
     * How the game starts (docs/game.md, "Start"): the clocks run once both players have opened it.
     *
     * @param arrived   players who have opened the game (or acted in it)
     * @param awaited   players the start still waits for (empty once started or ended)
     * @param startedAt when the clocks first ran, null before
     * @param cancelAt  when a timed game that has not started is cancelled without result, else null
     */
    record StartView(List<String> arrived, List<String> awaited, java.time.Instant startedAt, java.time.Instant cancelAt) {

        static StartView of(GameState s) {
            return new StartView(s.arrived(), s.awaited(), s.startedAt(), s.startDeadline());
        }
    }

    /**
     * Why a game was cancelled on request of the context that asked for it ({@code GameCancelled}); null for every
     * other game, including one its start deadline cancelled (then {@code start.cancelAt} says when).
     *
     * @param reason     the requester's code, e.g. CHALLENGE_DECLINED
     * @param originKind who asked for the game (LADDER_CHALLENGE, TOURNAMENT_PAIRING, ...)
     */
    record CancellationView(String reason, String originKind, java.time.Instant at) {

        static CancellationView of(GameState s, List<GameEvent> events) {
            if (events == null || s.status() != GameState.Status.ENDED) {
                return null;
            }
            return events.stream().filter(GameEvent.GameCancelled.class::isInstance)
                    .map(GameEvent.GameCancelled.class::cast).findFirst()
                    .map(c -> new CancellationView(c.reason(), s.setup().origin().kind().name(), c.at()))
                    .orElse(null);
        }
    }

    /** @param placement FIXED (placed at creation) or FREE (Black places them: status AWAITING_HANDICAP_STONES) */
    record HandicapView(int stones, String placement, List<String> points) {

        static HandicapView of(GameState s) {
            if (s.setup().handicap() < 2) {
                return null;
            }
            return new HandicapView(s.setup().handicap(), s.setup().ruleset().handicapPlacement().name(),
                    GtpPoints.gtp(s.handicapPoints(), s.setup().size()));
        }
    }

    /** @param fromMoveNumber the first move that would be undone (the requester's last move) */
    record TakeBackView(String requestedBy, String answeredBy, int fromMoveNumber) {

        static TakeBackView of(GameState s) {
            GameState.TakeBack t = s.takeBack();
            return t == null ? null
                    : new TakeBackView(t.requestedBy(), s.setup().otherPlayer(t.requestedBy()), t.fromMoveNumber());
        }
    }

    /**
     * @param deadStones the current proposal (empty until someone marks)
     * @param acceptedBy players who accepted it as it stands (whoever marked it counts)
     * @param score      the count if both accepted now
     */
    record MarkingView(List<String> deadStones, List<String> acceptedBy, ScoreView score) {

        static MarkingView of(GameState s) {
            if (s.status() != GameState.Status.MARKING || s.marking() == null) {
                return null;
            }
            List<Point> dead = s.marking().deadStones();
            return new MarkingView(GtpPoints.gtp(dead, s.setup().size()), s.marking().acceptedBy(),
                    ScoreView.count(s.position(), dead));
        }
    }

    record SideView(int territory, int stones, int stonesLost, int deadStones, double komi, double total) {

        static SideView of(ScoreBreakdown.Side s) {
            return new SideView(s.territory(), s.stones(), s.stonesLost(), s.deadStones(), s.komi(), s.total());
        }
    }

    /**
     * @param method    AREA or TERRITORY
     * @param ownership rows top first: X / O live stones, x / o dead stones, b / w territory, . dame, s seki
     */
    record ScoreView(String method, SideView black, SideView white, List<String> deadStones, List<String> ownership) {

        /** The breakdown recorded in the game's result, with the ownership board recomputed from the final position. */
        static ScoreView of(ScoreBreakdown score, Position finalPosition) {
            int size = finalPosition.size();
            return new ScoreView(score.method().name(), SideView.of(score.black()), SideView.of(score.white()),
                    GtpPoints.gtp(score.deadStones(), size), ownership(finalPosition, score.deadStones()).ownership());
        }

        /** A provisional count (the marking phase): what the scorer says for these dead stones. */
        static ScoreView count(Position p, List<Point> deadStones) {
            return ownership(p, deadStones);
        }

        private static ScoreView ownership(Position p, List<Point> deadStones) {
            var r = GameScorer.score(p, GameScorer.DeadStones.agreed(deadStones));
            return new ScoreView(r.method().name(), side(r.black()), side(r.white()),
                    GtpPoints.gtp(List.copyOf(r.ownership().deadStones()), p.size()), r.ownership().rows());
        }

        private static SideView side(org.openkifu.game.scoring.SideScore s) {
            return new SideView(s.territory(), s.stones(), s.stonesLost(), s.deadStones(), s.komi(), s.total());
        }
    }

    /**
     * @param score the count for SCORE and MOVE_CAP results (with the ownership board), else null
     */
    record ResultView(String winner, String winnerUserId, String reason, String sgf, ScoreView score) {

        static ResultView of(GameResult r, GameState s) {
            if (r == null) {
                return null;
            }
            ScoreView score = r.score() == null ? null : ScoreView.of(r.score(), s.position());
            return new ResultView(GameViews.colour(r.winner()), r.winnerUserId(), r.reason().name(), r.sgf(), score);
        }

        /** Results replaced by administrator corrections, oldest first. */
        static List<ResultView> earlier(GameState s) {
            List<ResultView> views = new ArrayList<>();
            for (GameResult r : s.earlierResults()) {
                views.add(of(r, s));
            }
            return views;
        }
    }

    /** Who must act for the game to go on: the nigiri picker or guesser, Black to place, the player to move, markers. */
    static List<String> waitingFor(GameState s) {
        return switch (s.status()) {
            case AWAITING_NIGIRI_PARITY -> List.of(s.setup().owner().userId());
            case AWAITING_NIGIRI_GUESS -> List.of(s.setup().opponent().userId());
            case AWAITING_HANDICAP_STONES -> List.of(s.blackUserId());
            case PLAYING -> s.takeBack() != null ? List.of(s.setup().otherPlayer(s.takeBack().requestedBy()))
                    : List.of(s.userOf(s.sideToMove()));
            case MARKING -> {
                List<String> accepted = s.marking() == null ? List.of() : s.marking().acceptedBy();
                yield java.util.stream.Stream.of(s.blackUserId(), s.whiteUserId()).filter(u -> !accepted.contains(u)).toList();
            }
            case ENDED -> List.of();
        };
    }
}
