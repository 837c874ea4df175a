package org.openkifu.game.web;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

import org.openkifu.game.domain.GameCommand;
import org.openkifu.game.domain.GameDecider;
import org.openkifu.game.domain.GameEvent;
import org.openkifu.game.domain.GameIds;
import org.openkifu.game.infrastructure.library.LibraryCatalog;
import org.openkifu.game.infrastructure.library.LibraryStore;
import org.openkifu.game.library.board.ZobristBoardIndex;
import org.openkifu.game.library.facts.FactsQuery;
import org.openkifu.game.library.facts.LibraryGame;
import org.openkifu.game.rules.Point;
import org.openkifu.infra.web.ApiException;
import tools.jackson.databind.json.JsonMapper;

/**
 * {@code ./kifu search DIR ...} (docs/analyst-cli.md, "search"): the library's searches over a directory of SGF
 * files, without a server. Each file goes through the same import decision and library fold as an upload
 * ({@link GameDecider}, {@link LibraryGame}) into an in-memory {@link LibraryCatalog}, and the query runs through the
 * {@link LibraryController}'s own methods, so the answer is the API's answer, field for field. Files that fail are
 * listed in {@code errors} and stop nothing. Stdout carries only the JSON.
 */
public final class LibrarySearchCli {

    /** The importing user of the CLI's games: their ids are {@code GameIds.forImport("kifu", bytes)}. */
    static final String USER = "kifu";
    static final JsonMapper JSON = JsonMapper.builder().build();

    private LibrarySearchCli() {
    }

    public static void main(String[] args) {
        System.exit(run(args, System.out, System.err));
    }

    /** @return 0 on an answer, 2 on a usage error or a refused query (its code and message on stdout as JSON) */
    static int run(String[] args, PrintStream out, PrintStream err) {
        try {
            Map<String, Object> answer = search(args);
            out.println(JSON.writeValueAsString(answer));
            return 0;
        } catch (ApiException e) {
            Map<String, Object> problem = new LinkedHashMap<>();
            problem.put("code", e.code());
            problem.put("detail", e.getMessage());
            problem.putAll(e.properties());
            out.println(JSON.writeValueAsString(problem));
            return 2;
        } catch (IOException e) {
            err.println("kifu search: " + e.getMessage());
            return 1;
        }
    }

    /** The answer as a JSON-ready map: the API's shape, plus {@code errors} (file and reason of each refused file). */
    static Map<String, Object> search(String[] args) throws IOException {
        SearchArgs a = SearchArgs.parse(args);
        List<Map<String, String>> errors = new ArrayList<>();
        LibraryCatalog catalog = load(a.dir(), errors);
        LibraryController api = new LibraryController(catalog);
        Object result;
        if (a.pattern() != null) {
            result = api.patterns(new LibraryController.PatternSearch(a.size(), a.pattern(), a.column(), a.row(),
                    a.swap(), a.filters(), a.page(), a.pageSize()));
        } else if (a.position() != null) {
            List<Point> black = new ArrayList<>();
            List<Point> white = new ArrayList<>();
            List<String> rows = a.position();
            for (int y = 0; y < rows.size(); y++) {
                for (int x = 0; x < rows.get(y).length(); x++) {
                    char c = rows.get(y).charAt(x);
                    if (c == 'X' || c == 'x') {
                        black.add(new Point(x, y));
                    } else if (c == 'O' || c == 'o') {
                        white.add(new Point(x, y));
                    }
                }
            }
            result = api.positions(new LibraryController.PositionSearch(rows.size(), black, white, a.swap(),
                    a.filters(), a.page(), a.pageSize()));
        } else {
            Map<String, List<String>> parameters = new LinkedHashMap<>();
            a.filters().forEach((k, v) -> parameters.put(k, List.of(v)));
            if (a.page() != null) {
                parameters.put("page", List.of(a.page().toString()));
            }
            if (a.pageSize() != null) {
                parameters.put("pageSize", List.of(a.pageSize().toString()));
            }
            result = LibraryController.refused(() -> catalog.search(FactsQuery.parse(parameters)));
        }
        @SuppressWarnings("unchecked")
        Map<String, Object> answer = new LinkedHashMap<>(JSON.convertValue(result, Map.class));
        answer.put("errors", errors);
        return answer;
    }

    /** Every {@code .sgf} under dir (sorted by path), imported as the API imports an upload; failures listed. */
    static LibraryCatalog load(Path dir, List<Map<String, String>> errors) throws IOException {
        LibraryCatalog catalog = new LibraryCatalog(new ZobristBoardIndex());
        List<Path> files;
        try (Stream<Path> walk = Files.walk(dir)) {
            files = walk.filter(p -> Files.isRegularFile(p) && p.toString().toLowerCase().endsWith(".sgf"))
                    .sorted().toList();
        }
        Instant now = Instant.parse("2000-01-01T00:00:00Z");
        for (Path file : files) {
            try {
                byte[] sgf = Files.readAllBytes(file);
                String id = GameIds.forImport(USER, sgf);
                List<GameEvent> events = GameDecider.decide(
                        new GameCommand.ImportGame(id, USER, sgf, file.getFileName().toString()), null, now);
                List<Long> sequences = new ArrayList<>();
                for (int i = 0; i < events.size(); i++) {
                    sequences.add((long) i);
                }
                LibraryGame game = org.openkifu.game.library.events.LibraryEvents.fold(events, sequences);
                catalog.update(List.of(new LibraryStore.Entry(game.facts(), game.record())));
            } catch (RuntimeException e) {
                Map<String, String> error = new LinkedHashMap<>();
                error.put("file", dir.relativize(file).toString());
                error.put("error", e.getMessage());
                errors.add(error);
            }
        }
        return catalog;
    }
}
