package org.openkifu.game.infrastructure.library;

import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

import org.axonframework.eventhandling.DomainEventMessage;
import org.axonframework.eventhandling.GenericDomainEventMessage;
import org.openkifu.game.domain.GameEvent;
import org.openkifu.game.domain.GameResult;
import org.openkifu.game.domain.GameType;
import org.openkifu.game.domain.Origin;
import org.openkifu.game.domain.Player;
import org.openkifu.game.domain.RulesChoice;
import org.openkifu.game.domain.ScoreBreakdown;
import org.openkifu.game.domain.TimeControl;
import org.openkifu.game.library.LibraryMove;
import org.openkifu.game.library.LibraryRecord;
import org.openkifu.game.library.board.CorpusGenerator;
import org.openkifu.game.rules.Color;
import org.openkifu.game.rules.ScoringMethod;

/**
 * The library benchmark's games as the game context's event log holds them (docs/benchmarks.md, "Library at
 * scale"): game {@code i} is {@link CorpusGenerator#game}{@code (seed, i, 19)} (board, setup, moves, winner), dressed
 * with facts from its own random source {@code new SplittableRandom(seed * 1_000_003 + i)}:
 * <ul>
 *   <li>players drawn from a pool of {@value #PLAYERS} ({@code player0000}..), each with a fixed rank from 15k to 7d,
 *       so a player search finds about {@code 2N/}{@value #PLAYERS} games;</li>
 *   <li>created at {@value #START} plus {@code i} times (6 years / N), so dates are spread evenly over six years
 *       and the log is in time order, as a real one;</li>
 *   <li>origin: 60% free, 20% ladder challenge, 15% tournament pairing ({@code tournament-k}), 5% two-game match;</li>
 *   <li>result: jigo when the generator's count has no winner, else 45% resignation, 10% time-out, 45% a count with a
 *       margin of 0.5 to 40.5 points.</li>
 * </ul>
 * The events: {@code GameCreated}, {@code HandicapStonesPlaced} when there is a setup, one {@code StonePlaced} or
 * {@code Passed} a move, {@code GameEnded}. Left out, because the library ignores them: arrivals, nigiri,
 * {@code StonesCaptured} (about one capturing move in ten in these games), clocks. The replay reads them and skips
 * them, so a real log of the same games is some 10% to 20% longer to read.
 */
final class LibraryCorpusEvents {

    static final int PLAYERS = 2_000;
    static final String START = "2020-01-01T00:00:00Z";
    static final String AGGREGATE_TYPE = "Game";
    private static final Duration SPAN = Duration.ofDays(6 * 365);

    private LibraryCorpusEvents() {
    }

    static String gameId(int i) {
        return "g" + String.format("%07d", i);
    }

    static String player(int p) {
        return String.format("player%04d", p);
    }

    /** A player's fixed rank: 15k..1k, 1d..7d from its number. */
    static String rank(int p) {
        int r = p * 7919 % 22;
        return r < 15 ? (15 - r) + "k" : (r - 14) + "d";
    }

    static List<DomainEventMessage<?>> events(long seed, int i, int count) {
        LibraryRecord game = CorpusGenerator.game(seed, i, 19);
        SplittableRandom random = new SplittableRandom(seed * 1_000_003L + i);
        String id = gameId(i);
        int b = random.nextInt(PLAYERS);
        int w = (b + 1 + random.nextInt(PLAYERS - 1)) % PLAYERS;
        String black = player(b);
        String white = player(w);
        Instant at = Instant.parse(START).plusSeconds(SPAN.toSeconds() * i / Math.max(1, count));
        int roll = random.nextInt(100);
        Origin origin = roll < 60 ? Origin.FREE
                : roll < 80 ? new Origin(Origin.Kind.LADDER_CHALLENGE, "challenge-" + i)
                : roll < 95 ? new Origin(Origin.Kind.TOURNAMENT_PAIRING, "tournament-" + random.nextInt(200))
                : new Origin(Origin.Kind.TWO_GAME_MATCH, "match-" + i / 2);
        int handicap = game.blackSetup().size();
        double komi = handicap > 0 ? 0.5 : 6.5;
        List<GameEvent> events = new ArrayList<>();
        events.add(new GameEvent.GameCreated(id, black, new Player(black, rank(b)), new Player(white, rank(w)), black,
                white, handicap > 0 ? GameType.HANDICAP : GameType.HO_SUN, handicap, RulesChoice.preset("japanese"), 19,
                komi, TimeControl.fischer(10, 10), false, true, origin, at));
        if (handicap > 0) {
            events.add(new GameEvent.HandicapStonesPlaced(id, game.blackSetup(), at));
        }
        int number = 0;
        for (LibraryMove m : game.moves()) {
            number++;
            at = at.plusSeconds(5 + random.nextInt(40));
            String by = m.colour() == Color.BLACK ? black : white;
            events.add(m.isPass() ? new GameEvent.Passed(id, number, m.colour(), by, at)
                    : new GameEvent.StonePlaced(id, number, m.colour(), m.point(), by, at));
        }
        events.add(new GameEvent.GameEnded(id, result(game.winner(), black, white, komi, random), at.plusSeconds(1)));
        List<DomainEventMessage<?>> messages = new ArrayList<>(events.size());
        for (int s = 0; s < events.size(); s++) {
            messages.add(new GenericDomainEventMessage<>(AGGREGATE_TYPE, id, s, events.get(s)));
        }
        return messages;
    }

    private static GameResult result(Color winner, String black, String white, double komi, SplittableRandom random) {
        if (winner == null) {
            return GameResult.of(null, null, GameResult.Reason.SCORE);
        }
        String winnerId = winner == Color.BLACK ? black : white;
        int roll = random.nextInt(100);
        if (roll < 45) {
            return GameResult.of(winner, winnerId, GameResult.Reason.RESIGNATION);
        }
        if (roll < 55) {
            return GameResult.of(winner, winnerId, GameResult.Reason.TIMEOUT);
        }
        int loserPoints = 40 + random.nextInt(60);
        double margin = 0.5 + random.nextInt(41);
        double winnerTotal = loserPoints + margin;
        ScoreBreakdown.Side won = new ScoreBreakdown.Side(0, 0, 0, 0, winner == Color.WHITE ? komi : 0, winnerTotal);
        ScoreBreakdown.Side lost = new ScoreBreakdown.Side(0, 0, 0, 0, winner == Color.WHITE ? 0 : komi, loserPoints);
        ScoreBreakdown score = winner == Color.BLACK
                ? new ScoreBreakdown(ScoringMethod.TERRITORY, won, lost, List.of())
                : new ScoreBreakdown(ScoringMethod.TERRITORY, lost, won, List.of());
        return GameResult.counted(GameResult.Reason.SCORE, score, black, white);
    }
}
