package org.openkifu.tournament.domain;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.tuple;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.openkifu.tournament.domain.standings.McMahon;
import org.openkifu.tournament.domain.standings.ScoreCards;
import org.openkifu.tournament.domain.standings.StandingsRow;

/** Tournament ranks run from 30k (OpenGotha's lowest) to 9p; club events with beginners fit. */
class RankRangeTest {

    @Test
    void kyuRanksGoDownToThirtyKyu() {
        assertThat(Rank.parse("30k").value()).isZero();
        assertThat(Rank.parse("25K").value()).isEqualTo(5);
        assertThat(Rank.parse("19k").value()).isEqualTo(11);
        assertThat(Rank.parse("18k").value()).isEqualTo(12);
        for (String bad : List.of("31k", "0k", "10d", "40k")) {
            assertThatThrownBy(() -> Rank.parse(bad)).as(bad).isInstanceOfSatisfying(TournamentViolation.class, v -> {
                assertThat(v.code()).isEqualTo(TournamentViolation.INVALID_RANK);
                assertThat(v.getMessage()).contains("30k..1k");
            });
        }
    }

    @Test
    void ofValueClampsToThirtyKyuAndNinePro() {
        assertThat(Rank.ofValue(-4)).isEqualTo(Rank.parse("30k"));
        assertThat(Rank.ofValue(0)).isEqualTo(Rank.parse("30k"));
        assertThat(Rank.ofValue(7)).isEqualTo(Rank.parse("23k"));
        assertThat(Rank.ofValue(29)).isEqualTo(Rank.parse("1k"));
        assertThat(Rank.ofValue(60)).isEqualTo(Rank.parse("9p"));
    }

    @Test
    void theMcMahonFloorMayBeBelowEighteenKyu() {
        Rank bar = Rank.parse("1d");
        assertThat(McMahon.startScore(Rank.parse("30k"), bar, Rank.parse("25k"))).isEqualTo(5);
        assertThat(McMahon.startScore(Rank.parse("22k"), bar, Rank.parse("25k"))).isEqualTo(8);
        assertThat(McMahon.startScore(Rank.parse("30k"), bar, Rank.parse("30k"))).isZero();
        assertThat(TournamentSettings.mcMahon(3, bar, Rank.parse("30k")).validated().mcMahonFloor())
                .isEqualTo(Rank.parse("30k"));
    }

    @Test
    void beginnersAreAdmittedPairedAndPlaced() {
        TournamentSettings settings = TournamentSettings.mcMahon(2, Rank.parse("1d"), Rank.parse("28k"))
                .withHandicap(HandicapPolicy.byRank(9, 0))
                .withLimits(Rank.parse("30k"), null, null, null, 0);
        TournamentScript t = TournamentScript.withPlayers(settings,
                entrant("a", "20k"), entrant("b", "24k"), entrant("c", "27k"), entrant("d", "30k")).start(1);
        // start scores 10, 6, 3 and the floor 2; pairing by MMS: a-b, c-d; handicap by rank: 4 and 3 stones
        List<Board> boards = t.state().round(1).boards().stream().map(TournamentState.BoardState::board).toList();
        assertThat(boards).extracting(Board::blackUserId, Board::whiteUserId, Board::handicap)
                .containsExactly(tuple("b", "a", 4), tuple("d", "c", 3));
        t.playRound((black, white) -> black); // the beginners with Black win
        List<StandingsRow> table = ScoreCards.standings(t.state());
        // MMS: a 10, b 7, c 3, d 3; SOS a (White): b's 7 + 4, b: a's 10 − 4, c (White): d's 3 + 3, d: c's 3 − 3
        assertThat(table).extracting(StandingsRow::place, StandingsRow::userId, StandingsRow::startScore,
                StandingsRow::mms, StandingsRow::sos).containsExactly(
                        tuple(1, "a", 10, 10.0, 11.0), tuple(2, "b", 6, 7.0, 6.0), tuple(3, "c", 3, 3.0, 6.0),
                        tuple(4, "d", 2, 3.0, 0.0));
    }

    private static Entrant entrant(String id, String rank) {
        return new Entrant(id, "Player " + id.toUpperCase(), Rank.parse(rank), null, "NL", "Ams");
    }
}
