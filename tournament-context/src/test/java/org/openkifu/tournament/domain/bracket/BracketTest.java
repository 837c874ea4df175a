package org.openkifu.tournament.domain.bracket;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.openkifu.tournament.domain.bracket.Bracket.BracketMatch;
import org.openkifu.tournament.domain.bracket.Bracket.Seed;
import org.openkifu.tournament.domain.bracket.Bracket.Stage;

class BracketTest {

    private static List<String> firstRound(Bracket b) {
        return b.matches().values().stream().filter(m -> m.stage() == Stage.WINNERS && m.stageRound() == 1)
                .map(m -> ((Seed) m.top()).seed() + "-" + ((Seed) m.bottom()).seed() + (m.round() == 0 ? " bye" : ""))
                .toList();
    }

    @Test
    void eightPlayersPlayFourMatchesWithoutByes() {
        assertThat(firstRound(Bracket.build(false, 8))).containsExactly("1-8", "4-5", "2-7", "3-6");
        assertThat(Bracket.build(false, 8).plannedRounds()).isEqualTo(3);
    }

    @Test
    void byesGoToTheTopSeeds() {
        assertThat(firstRound(Bracket.build(false, 5))).containsExactly("1-8 bye", "4-5", "2-7 bye", "3-6 bye");
        assertThat(firstRound(Bracket.build(false, 6))).containsExactly("1-8 bye", "4-5", "2-7 bye", "3-6");
        assertThat(firstRound(Bracket.build(false, 7))).containsExactly("1-8 bye", "4-5", "2-7", "3-6");
        assertThat(Bracket.build(false, 5).matches().get("W2-2").round())
                .as("seeds 2 and 3 both had byes: they rest in round 1 and meet in round 2").isEqualTo(2);
        assertThat(firstRound(Bracket.build(false, 12))).containsExactly("1-16 bye", "8-9", "4-13 bye", "5-12",
                "2-15 bye", "7-10", "3-14 bye", "6-11");
    }

    @ParameterizedTest
    @CsvSource({"2,1", "3,2", "5,3", "8,3", "9,4", "12,4", "16,4"})
    void singleEliminationPlansOneRoundPerHalving(int players, int rounds) {
        Bracket b = Bracket.build(false, players);
        assertThat(b.plannedRounds()).isEqualTo(rounds);
        long played = b.matches().values().stream().filter(m -> m.round() > 0).count();
        assertThat(played).as("every player but the champion loses once").isEqualTo(players - 1);
    }

    @Test
    void doubleEliminationOfEightHasALosersBracketOfFourRoundsAndAGrandFinal() {
        Bracket b = Bracket.build(true, 8);
        assertThat(b.matches().keySet()).containsExactly("W1-1", "W1-2", "W1-3", "W1-4", "W2-1", "W2-2", "W3-1",
                "L1-1", "L1-2", "L2-1", "L2-2", "L3-1", "L4-1", "GF");
        BracketMatch drop = b.matches().get("L2-1");
        assertThat(drop.top()).isEqualTo(new Bracket.WinnerOf("L1-1"));
        assertThat(drop.bottom()).as("drop-ins come in reverse order").isEqualTo(new Bracket.LoserOf("W2-2"));
        assertThat(b.matches().get("L4-1").bottom()).isEqualTo(new Bracket.LoserOf("W3-1"));
        assertThat(b.matches().get("GF").top()).isEqualTo(new Bracket.WinnerOf("W3-1"));
        assertThat(b.matches().get("GF").bottom()).isEqualTo(new Bracket.WinnerOf("L4-1"));
        // round 1 W1; round 2 W2 + L1; round 3 W3 + L2; round 4 L3; round 5 L4; round 6 the grand final
        assertThat(b.matchesInRound(2)).extracting(BracketMatch::id).containsExactly("W2-1", "W2-2", "L1-1", "L1-2");
        assertThat(b.matchesInRound(3)).extracting(BracketMatch::id).containsExactly("W3-1", "L2-1", "L2-2");
        assertThat(b.matchesInRound(6)).extracting(BracketMatch::id).containsExactly("GF");
        assertThat(b.plannedRounds()).isEqualTo(6);
        long played = b.matches().values().stream().filter(m -> m.round() > 0).count();
        assertThat(played).as("everybody but the champion loses twice, the final's loser once: 2n - 2").isEqualTo(14);
    }

    @Test
    void doubleEliminationWithByesSkipsTheMatchesOfMissingPlayers() {
        Bracket b = Bracket.build(true, 5);
        long played = b.matches().values().stream().filter(m -> m.round() > 0).count();
        assertThat(played).isEqualTo(2 * 5 - 2);
        assertThat(b.matches().get("L1-2").round()).as("both losers of byes are missing").isZero();
        assertThat(b.matches().get("GF").round()).isEqualTo(b.plannedRounds());
    }
}
