package org.openkifu.game.library.board;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.function.Predicate;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.openkifu.game.library.BoardHit;
import org.openkifu.game.library.BoardSearch;
import org.openkifu.game.library.LibraryRecord;
import org.openkifu.game.library.PatternQuery;
import org.openkifu.game.library.PositionQuery;
import org.openkifu.game.rules.BoardSnapshot;
import org.openkifu.game.rules.Point;
import org.openkifu.game.sgf.SgfCollection;
import org.openkifu.game.sgf.SgfReader;

/**
 * The index answers exactly what the brute-force scan answers (hits with their move, symmetry, colour swap and
 * place, and the continuation statistics) over 2,000 generated 9x9 games (seed 21) and the Little Go records
 * (the famous games among them). Queries are cut from the games themselves at a random move, turned by a random
 * symmetry and, half the time, colour-swapped, so every query has at least its source game to find.
 */
class IndexAgainstBruteForceTest {

    private static final List<LibraryRecord> corpus = new ArrayList<>();
    private static final ZobristBoardIndex index = new ZobristBoardIndex();
    private static final BruteForceBoardIndex oracle = new BruteForceBoardIndex();
    private static final Set<String> symmetriesSeen = new HashSet<>();
    private static final Set<Boolean> swapsSeen = new HashSet<>();

    @BeforeAll
    static void load() throws IOException {
        corpus.addAll(CorpusGenerator.games(21L, 2000, 9));
        Path root = Path.of("src/test/resources/littlego-sgf");
        try (Stream<Path> files = Files.walk(root)) {
            for (Path f : files.filter(p -> p.toString().endsWith(".sgf") && !p.toString().contains("Illegal")).sorted().toList()) {
                try {
                    SgfCollection c = SgfReader.read(f);
                    corpus.add(SgfRecords.record(root.relativize(f).toString(), c.gameTrees().get(0)));
                } catch (RuntimeException unreadable) {
                    // records the engine refuses (e.g. sgfc's syntax tests) are not library games
                }
            }
        }
        assertThat(corpus.stream().filter(r -> r.gameId().startsWith("Famous games"))).hasSize(3);
        corpus.forEach(index::put);
        corpus.forEach(oracle::put);
    }

    private static void same(BoardSearch actual, BoardSearch expected, String gameId, int k) {
        assertThat(actual).isEqualTo(expected);
        assertThat(actual.hits()).as("the source game %s at move %s", gameId, k)
                .anySatisfy(h -> {
                    assertThat(h.gameId()).isEqualTo(gameId);
                    assertThat(h.moveNumber()).isLessThanOrEqualTo(k);
                });
        actual.hits().forEach(h -> {
            symmetriesSeen.add(h.symmetry());
            swapsSeen.add(h.swapped());
        });
    }

    @Test
    void positionsAreFoundAsTheBruteForceFindsThem() {
        SplittableRandom random = new SplittableRandom(2101);
        for (int i = 0; i < 40; i++) {
            LibraryRecord g = i % 4 == 3 ? famousOrOther(random) : corpus.get(random.nextInt(2000));
            int k = random.nextInt(g.moves().size() + 1);
            Symmetry s = Symmetry.of(random.nextInt(8));
            boolean swap = random.nextBoolean();
            BoardSnapshot board = BruteForceBoardIndex.replay(g).get(k);
            List<Point> black = new ArrayList<>();
            List<Point> white = new ArrayList<>();
            for (int c = 0; c < g.size() * g.size(); c++) {
                Point p = Point.ofIndex(c, g.size());
                if (board.cell(c) != BoardSnapshot.EMPTY) {
                    boolean isBlack = (board.cell(c) == BoardSnapshot.BLACK) != swap;
                    // the query is the game's board turned back, so the game shows it under s
                    (isBlack ? black : white).add(s.inverse().apply(p, g.size()));
                }
            }
            PositionQuery q = new PositionQuery(g.size(), black, white, swap || random.nextBoolean());
            Predicate<String> filter = i % 5 == 4 ? id -> id.hashCode() % 2 == 0 || id.equals(g.gameId()) : id -> true;
            same(index.position(q, filter), oracle.position(q, filter), g.gameId(), k);
        }
        assertThat(symmetriesSeen).hasSize(8);
        assertThat(swapsSeen).containsExactlyInAnyOrder(true, false);
    }

    @Test
    void patternsAreFoundAsTheBruteForceFindsThem() {
        SplittableRandom random = new SplittableRandom(2102);
        for (int i = 0; i < 25; i++) {
            LibraryRecord g = i % 4 == 3 ? famousOrOther(random) : corpus.get(random.nextInt(2000));
            int n = g.size();
            int k = random.nextInt(g.moves().size() + 1);
            Symmetry s = Symmetry.of(random.nextInt(8));
            boolean swap = random.nextBoolean();
            BoardSnapshot board = BruteForceBoardIndex.replay(g).get(k);
            int w = 2 + random.nextInt(Math.min(6, n - 1));
            int h = 2 + random.nextInt(Math.min(6, n - 1));
            int kind = i % 5; // 0 fixed, 1 anywhere at a corner, 2 at a side, 3 in the centre, 4 with no place
            int x = kind <= 1 ? 0 : 1 + random.nextInt(Math.max(1, n - w - 1));
            int y = kind <= 1 || kind == 2 ? 0 : 1 + random.nextInt(Math.max(1, n - h - 1));
            x = Math.min(x, n - w);
            y = Math.min(y, n - h);
            List<String> rows = new ArrayList<>();
            for (int j = 0; j < h; j++) {
                StringBuilder row = new StringBuilder();
                for (int c = 0; c < w; c++) {
                    // the query's point (x+c, y+j) shows the game's point under s
                    Point gp = s.apply(new Point(x + c, y + j), n);
                    byte cell = board.cell(gp.index(n));
                    char ch = cell == BoardSnapshot.EMPTY ? '.' : (cell == BoardSnapshot.BLACK) != swap ? 'X' : 'O';
                    row.append(random.nextInt(6) == 0 ? '*' : ch);
                }
                rows.add(row.toString());
            }
            if (rows.stream().allMatch(r -> r.chars().allMatch(ch -> ch == '*'))) {
                rows.set(0, "." + rows.get(0).substring(1));
            }
            boolean swapColours = swap || random.nextBoolean();
            PatternQuery q = kind == 4 ? new PatternQuery(n, rows, null, null, swapColours)
                    : new PatternQuery(n, rows, x, y, swapColours, kind != 0);
            BoardSearch expected = oracle.pattern(q, id -> true);
            // the source game shows the pattern at its place (turned), unless a '*' let it match earlier: it is a hit
            same(index.pattern(q, id -> true), expected, g.gameId(), k);
            // split between workers (as from 4,096 games on), in ranges that end inside the corpus and past it
            assertThat(index.pattern(q, id -> true, 3)).as("split in 3").isEqualTo(expected);
            Predicate<String> filter = id -> id.hashCode() % 3 != 0 || id.equals(g.gameId());
            assertThat(index.pattern(q, filter, 2 + i % 5)).as("filtered, split").isEqualTo(oracle.pattern(q, filter));
        }
    }

    private static LibraryRecord famousOrOther(SplittableRandom random) {
        List<LibraryRecord> sgf = corpus.subList(2000, corpus.size());
        List<LibraryRecord> famous = sgf.stream().filter(r -> r.gameId().startsWith("Famous")).toList();
        return random.nextBoolean() ? famous.get(random.nextInt(famous.size())) : sgf.get(random.nextInt(sgf.size()));
    }

    @Test
    void aRebuiltIndexGivesTheSameAnswers() {
        ZobristBoardIndex rebuilt = new ZobristBoardIndex();
        for (int i = corpus.size() - 1; i >= 0; i--) {
            rebuilt.put(corpus.get(i)); // another order: other runs, other merges, other ordinals
        }
        LibraryRecord g = corpus.get(7);
        BoardSnapshot board = BruteForceBoardIndex.replay(g).get(12);
        List<Point> black = new ArrayList<>();
        List<Point> white = new ArrayList<>();
        for (int c = 0; c < 81; c++) {
            if (board.cell(c) != BoardSnapshot.EMPTY) {
                (board.cell(c) == BoardSnapshot.BLACK ? black : white).add(Point.ofIndex(c, 9));
            }
        }
        PositionQuery q = new PositionQuery(9, black, white, true);
        assertThat(rebuilt.position(q, id -> true)).isEqualTo(index.position(q, id -> true));
        PatternQuery corner = new PatternQuery(9, List.of("...", ".X.", "..."), 0, 0, true, true);
        BoardSearch found = rebuilt.pattern(corner, id -> true);
        assertThat(found).isEqualTo(index.pattern(corner, id -> true));
        assertThat(found.hits()).extracting(BoardHit::gameId).hasSizeGreaterThan(10);
        assertThat(rebuilt.size()).isEqualTo(index.size()).isEqualTo(corpus.size());
    }
}
