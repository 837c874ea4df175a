package org.openkifu.game.library.facts;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Instant;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.openkifu.game.domain.GameEvent;
import org.openkifu.game.domain.GameResult;
import org.openkifu.game.domain.GameType;
import org.openkifu.game.domain.ImportedRecord;
import org.openkifu.game.domain.Origin;
import org.openkifu.game.domain.Player;
import org.openkifu.game.domain.RulesChoice;
import org.openkifu.game.domain.TimeControl;
import org.openkifu.game.library.LibraryMove;
import org.openkifu.game.library.events.LibraryEvents;
import org.openkifu.game.rules.Color;
import org.openkifu.game.rules.Point;

/** The library's facts, folded from hand-written events, and the facts query's filters, sort and paging. */
class LibraryFactsTest {

    private static final Instant T0 = Instant.parse("2026-11-20T10:00:00Z");

    /** The engine's facts model lists the game's result reasons by name: the two lists must not drift apart. */
    @Test
    void theFactsModelKnowsEveryResultReason() {
        assertThat(GameFacts.REASONS).containsExactlyInAnyOrder(java.util.Arrays.stream(GameResult.Reason.values())
                .map(Enum::name).toArray(String[]::new));
    }

    @Test
    void aGameFoldsIntoItsFactsAndRecord() {
        LibraryGame game = LibraryEvents.start(created("g1", null, null, 3, Origin.Kind.TOURNAMENT_PAIRING, "t-7/r2/b1"), 0);
        long seq = 1;
        LibraryEvents.apply(game, new GameEvent.NigiriGuessed("g1", "bob", null, true, "bob", "alice", T0), seq++);
        LibraryEvents.apply(game, new GameEvent.HandicapStonesPlaced("g1", List.of(new Point(2, 6), new Point(6, 2)), T0), seq++);
        LibraryEvents.apply(game, new GameEvent.StonePlaced("g1", 1, Color.WHITE, new Point(4, 4), "alice", T0), seq++);
        LibraryEvents.apply(game, new GameEvent.StonePlaced("g1", 2, Color.BLACK, new Point(3, 3), "bob", T0), seq++);
        LibraryEvents.apply(game, new GameEvent.MoveTakenBack("g1", 2, Color.BLACK, new Point(3, 3), List.of(), T0), seq++);
        LibraryEvents.apply(game, new GameEvent.Passed("g1", 2, Color.BLACK, "bob", T0), seq++);
        assertThat(game.facts().status()).isEqualTo("LIVE");
        assertThat(game.facts().winner()).isNull();
        LibraryEvents.apply(game, new GameEvent.GameEnded("g1", GameResult.of(Color.WHITE, "alice", GameResult.Reason.TIMEOUT),
                T0.plusSeconds(60)), seq++);
        assertThat(LibraryEvents.apply(game, new GameEvent.Passed("g1", 3, Color.WHITE, "alice", T0), 3)).as("already applied").isFalse();

        GameFacts f = game.facts();
        assertThat(f.black()).isEqualTo("bob");
        assertThat(f.white()).isEqualTo("alice");
        assertThat(f.blackRank()).as("bob is the opponent").isEqualTo("5k");
        assertThat(f.whiteRank()).isEqualTo("2d");
        assertThat(f.moves()).as("W E5, B pass; the taken-back move is gone").isEqualTo(2);
        assertThat(f.status()).isEqualTo("ENDED");
        assertThat(f.winner()).isEqualTo("WHITE");
        assertThat(f.reason()).isEqualTo("TIMEOUT");
        assertThat(f.result()).isEqualTo("W+T");
        assertThat(f.margin()).isNull();
        assertThat(f.origin()).isEqualTo(GameFacts.Origin.TOURNAMENT);
        assertThat(f.event()).isEqualTo("t-7/r2/b1");
        assertThat(f.date()).isEqualTo(LocalDate.of(2026, 11, 20));
        assertThat(f.handicap()).isEqualTo(3);
        assertThat(f.version()).isEqualTo(7);
        assertThat(game.record().blackSetup()).containsExactly(new Point(2, 6), new Point(6, 2));
        assertThat(game.record().moves()).containsExactly(new LibraryMove(Color.WHITE, new Point(4, 4)),
                new LibraryMove(Color.BLACK, null));
        assertThat(game.record().winner()).isEqualTo(Color.WHITE);

        LibraryEvents.apply(game, new GameEvent.ResultCorrected("g1", "carol", f.winner() == null ? null : GameResult.of(Color.WHITE,
                "alice", GameResult.Reason.TIMEOUT), GameResult.of(null, null, GameResult.Reason.VOID), "no", T0), seq);
        assertThat(game.facts().winner()).isNull();
        assertThat(game.facts().reason()).isEqualTo("VOID");
        assertThat(game.record().winner()).isNull();
    }

    @Test
    void anImportedGameKeepsItsRecordsHeader() {
        LibraryGame game = LibraryEvents.start(created("g2", "p1", "p2", 0, Origin.Kind.IMPORTED, "sha256:ab"), 0);
        LibraryEvents.apply(game, new GameEvent.GameImported("g2", "ann", "x.sgf", "ab", new ImportedRecord("Go Seigen", "Honinbo Shusai",
                "5d", "9d", "1933-10-16,1934-01-29", "Oteai", "3", null, "Tokyo", "Japanese", "W+2", null, null, null),
                T0), 1);
        LibraryEvents.apply(game, new GameEvent.GameEnded("g2", new GameResult(Color.WHITE, "p2", GameResult.Reason.SCORE, null, "W+2"),
                T0), 2);
        GameFacts f = game.facts();
        assertThat(f.date()).isEqualTo(LocalDate.of(1933, 10, 16));
        assertThat(f.event()).isEqualTo("Oteai");
        assertThat(f.blackRank()).isEqualTo("5d");
        assertThat(f.margin()).isEqualTo(2.0);
        assertThat(f.origin()).isEqualTo(GameFacts.Origin.IMPORT);
        assertThat(f.record().pb()).isEqualTo("Go Seigen");
        assertThat(LibraryGame.date("1930")).isEqualTo(LocalDate.of(1930, 1, 1));
        assertThat(LibraryGame.date("1928-03")).isEqualTo(LocalDate.of(1928, 3, 1));
        assertThat(LibraryGame.date("Edo period")).isNull();
        assertThat(LibraryGame.date("1846-13-40")).isNull();
    }

    @Test
    void filtersCombineAndSortWithNullsLastAndPage() {
        List<GameFacts> games = List.of(
                facts("a", "kim", "lee", "ENDED", "BLACK", 3.5, LocalDate.of(2020, 1, 1), 120),
                facts("b", "lee", "kim", "ENDED", "WHITE", 10.5, LocalDate.of(2021, 1, 1), 200),
                facts("c", "kim", "ann", "LIVE", null, null, LocalDate.of(2022, 1, 1), 40),
                facts("d", "bob", "ann", "ENDED", "BLACK", null, LocalDate.of(2019, 1, 1), 90));
        assertThat(ids(query("player", "KIM").all(games))).as("newest first by default").containsExactly("c", "b", "a");
        assertThat(ids(query("player", "kim", "sort", "margin").all(games))).containsExactly("a", "b", "c");
        assertThat(ids(query("player", "kim", "sort", "-margin").all(games))).as("no margin last either way")
                .containsExactly("b", "a", "c");
        assertThat(ids(query("winner", "black", "from", "2019-06-01").all(games))).containsExactly("a");
        assertThat(ids(query("winner", "none").all(games))).as("a live game has no result yet").isEmpty();
        assertThat(ids(query("marginMin", "4", "marginMax", "10.5").all(games))).containsExactly("b");
        assertThat(ids(query("status", "live,ended", "movesMax", "100", "sort", "moves").all(games)))
                .containsExactly("c", "d");
        FactsPage second = query("sort", "date", "pageSize", "3", "page", "2").page(games);
        assertThat(ids(second.games())).containsExactly("c");
        assertThat(second.pages()).isEqualTo(2);
        assertThat(second.total()).isEqualTo(4);
        assertThatThrownBy(() -> query("pageSize", "3", "page", "3").page(games))
                .isInstanceOfSatisfying(LibraryQueryException.class, e -> {
                    assertThat(e.code()).isEqualTo("PAGE_OUT_OF_RANGE");
                    assertThat(e.properties()).containsEntry("pages", 2);
                });
        assertThat(query().page(List.of()).games()).as("page 1 of nothing is empty, not an error").isEmpty();
        assertThatThrownBy(() -> query("colour", "black")).isInstanceOfSatisfying(LibraryQueryException.class,
                e -> assertThat(e.code()).isEqualTo("UNKNOWN_FILTER"));
        assertThat(query("colour", "").all(games)).as("blank parameters are ignored").hasSize(4);
    }

    /** Issue 21: the event facet is the name the requesting context sent; games requested before it keep the reference. */
    @Test
    void aTournamentGameIsFoundByItsTournamentsName() throws Exception {
        LibraryGame named = LibraryEvents.start(created("g3", "alice", "bob", 0,
                new Origin(Origin.Kind.TOURNAMENT_PAIRING, "tournament/cup/round-2/board-3", "Spring Cup 2026")), 0);
        LibraryGame before = LibraryEvents.start(created("g4", "alice", "bob", 0, Origin.Kind.TOURNAMENT_PAIRING,
                "tournament/autumn/round-1/board-1"), 0);
        LibraryGame free = LibraryEvents.start(created("g5", "alice", "bob", 0, Origin.Kind.FREE, null), 0);
        List<GameFacts> games = List.of(named.facts(), before.facts(), free.facts());
        assertThat(named.facts().event()).isEqualTo("Spring Cup 2026");
        assertThat(named.facts().originReference()).isEqualTo("tournament/cup/round-2/board-3");
        assertThat(before.facts().event()).as("no name sent: the reference, as before").isEqualTo("tournament/autumn/round-1/board-1");
        assertThat(ids(query("event", "spring cup").all(games))).as("case-insensitive contains").containsExactly("g3");
        assertThat(ids(query("event", "autumn").all(games))).containsExactly("g4");
        assertThat(ids(query("origin", "tournament", "event", "2026").all(games))).containsExactly("g3");
        // a GameCreated stored before the name existed (Axon stores events with Jackson 2) reads without one
        Origin stored = new com.fasterxml.jackson.databind.ObjectMapper().readValue(
                "{\"kind\":\"TOURNAMENT_PAIRING\",\"reference\":\"t-7/r2/b1\"}", Origin.class);
        assertThat(stored).isEqualTo(new Origin(Origin.Kind.TOURNAMENT_PAIRING, "t-7/r2/b1", null));
    }

    private static FactsQuery query(String... pairs) {
        Map<String, List<String>> parameters = new LinkedHashMap<>();
        for (int i = 0; i < pairs.length; i += 2) {
            parameters.put(pairs[i], List.of(pairs[i + 1]));
        }
        return FactsQuery.parse(parameters);
    }

    private static List<String> ids(List<GameFacts> games) {
        List<String> ids = new ArrayList<>();
        games.forEach(g -> ids.add(g.gameId()));
        return ids;
    }

    private static GameFacts facts(String id, String black, String white, String status, String winner, Double margin,
                                   LocalDate date, int moves) {
        return new GameFacts(id, List.of(black, white), black, white, null, null, status, winner,
                winner == null ? null : "SCORE", null, margin, date, T0, null, 19, "japanese", 6.5, 0, moves,
                GameFacts.Origin.FREE, null, null, null, 1);
    }

    private static GameEvent.GameCreated created(String id, String black, String white, int handicap, Origin.Kind kind,
                                                 String reference) {
        return created(id, black, white, handicap, new Origin(kind, reference));
    }

    private static GameEvent.GameCreated created(String id, String black, String white, int handicap, Origin origin) {
        return new GameEvent.GameCreated(id, "alice", new Player("alice", "2d"), new Player("bob", "5k"), black, white,
                handicap >= 2 ? GameType.HANDICAP : GameType.HO_SUN, handicap, RulesChoice.preset("japanese"), 19, 0.5,
                TimeControl.NONE, true, true, origin, T0);
    }
}
