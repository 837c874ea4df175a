package org.openkifu.game.web;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.openkifu.game.infrastructure.library.LibraryCatalog;
import org.openkifu.game.library.facts.FactsQuery;
import tools.jackson.databind.JsonNode;

/**
 * {@code ./kifu search} over the three famous games of the Little Go corpus plus one truncated file
 * (test resources {@code library-cli/}). Expectations are read off the SGF files by hand.
 */
class LibrarySearchCliTest {

    private static String dir() throws URISyntaxException {
        return Path.of(LibrarySearchCliTest.class.getResource("/library-cli").toURI()).toString();
    }

    private static Result run(String... args) throws URISyntaxException {
        List<String> all = new ArrayList<>(List.of(dir()));
        all.addAll(List.of(args));
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int code = LibrarySearchCli.run(all.toArray(String[]::new), new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
        return new Result(code, LibrarySearchCli.JSON.readTree(out.toString(StandardCharsets.UTF_8)));
    }

    record Result(int code, JsonNode json) {
    }

    @Test
    void factsByPlayerFindsShusakusGameAndReportsTheBrokenFile() throws Exception {
        Result r = run("--black", "sgf:black:Shusaku");
        assertThat(r.code()).isZero();
        assertThat(r.json().get("total").asInt()).isEqualTo(1);
        JsonNode game = r.json().get("games").get(0);
        assertThat(game.get("result").asString()).isEqualTo("B+2");
        assertThat(game.get("record").get("pw").asString()).isEqualTo("Gennan Inseki");
        assertThat(r.json().get("errors")).hasSize(1);
        assertThat(r.json().get("errors").get(0).get("file").asString()).isEqualTo("broken.sgf");
    }

    @Test
    void aCornerPatternIsFoundAtTheMoveItFirstOccurs() throws Exception {
        // Ear-reddening game: 1 B[qd], 2 W[dc]; after move 2 the 5x5 top-left corner holds White's dc alone
        Result r = run("--pattern", "...../...../...O./...../.....", "--at", "0,0", "--black", "sgf:black:Shusaku");
        assertThat(r.code()).isZero();
        assertThat(r.json().get("total").asInt()).isEqualTo(1);
        JsonNode hit = r.json().get("hits").get(0);
        assertThat(hit.get("moveNumber").asInt()).isEqualTo(2);
        assertThat(hit.get("game").get("result").asString()).isEqualTo("B+2");
    }

    @Test
    void aWholeBoardPositionIsFoundAtItsMove() throws Exception {
        // Lee's Broken Ladder game after 1 B[pd] 2 W[dd]: Black at (15,3), White at (3,3)
        String[] rows = new String[19];
        for (int y = 0; y < 19; y++) {
            StringBuilder row = new StringBuilder(".".repeat(19));
            if (y == 3) {
                row.setCharAt(15, 'X');
                row.setCharAt(3, 'O');
            }
            rows[y] = row.toString();
        }
        Result r = run("--position", String.join("/", rows), "--black", "sgf:black:Lee Sedol");
        assertThat(r.code()).isZero();
        assertThat(r.json().get("total").asInt()).isEqualTo(1);
        assertThat(r.json().get("hits").get(0).get("moveNumber").asInt()).isEqualTo(2);
    }

    @Test
    void refusalsCarryTheApisCodesAndExitTwo() throws Exception {
        assertThat(run("--nosuch", "x").json().get("code").asString()).isEqualTo("UNKNOWN_FILTER");
        assertThat(run("--nosuch", "x").code()).isEqualTo(2);
        Result tooLarge = run("--pattern", String.join("/", java.util.Collections.nCopies(20, ".".repeat(20))),
                "--anywhere");
        assertThat(tooLarge.code()).isEqualTo(2);
        assertThat(tooLarge.json().get("code").asString()).isEqualTo("PATTERN_TOO_LARGE");
        assertThat(run("--pattern", "X.").json().get("code").asString()).isEqualTo("USAGE");
    }

    /**
     * The CLI's answer equals the API's: the same files loaded into a catalog, the controller's own methods asked
     * directly and serialised with the same mapper (not through HTTP: a Spring context per test is too slow here).
     */
    @Test
    void theCliAnswersAsTheControllerDoes() throws Exception {
        List<Map<String, String>> errors = new ArrayList<>();
        LibraryCatalog catalog = LibrarySearchCli.load(Path.of(dir()), errors);
        LibraryController api = new LibraryController(catalog);
        Object facts = catalog.search(FactsQuery.parse(Map.of("sort", List.of("date"))));
        JsonNode expected = LibrarySearchCli.JSON.valueToTree(facts);
        JsonNode actual = run("--sort", "date").json();
        // compared as text: a number read back from the CLI's output and one converted in memory differ in node type only
        assertThat(actual.get("games").toString()).isEqualTo(expected.get("games").toString());
        assertThat(actual.get("total")).isEqualTo(expected.get("total"));
        assertThat(expected.get("total").asInt()).isEqualTo(3);

        Object pattern = api.patterns(new LibraryController.PatternSearch(19, List.of("*.", ".."), null, null, true,
                Map.of(), null, null));
        JsonNode expectedPattern = LibrarySearchCli.JSON.valueToTree(pattern);
        JsonNode actualPattern = run("--pattern", "*./..", "--anywhere", "--swap-colours").json();
        expectedPattern.propertyNames().forEach(name ->
                assertThat(actualPattern.get(name).toString()).as(name)
                        .isEqualTo(expectedPattern.get(name).toString()));
        assertThat(expectedPattern.get("total").asInt()).isPositive();
    }
}
