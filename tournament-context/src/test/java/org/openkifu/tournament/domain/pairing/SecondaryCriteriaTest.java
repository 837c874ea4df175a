package org.openkifu.tournament.domain.pairing;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.openkifu.tournament.domain.HandicapPolicy;
import org.openkifu.tournament.domain.PairingRules;
import org.openkifu.tournament.domain.PairingRules.SeedSystem;
import org.openkifu.tournament.domain.Rank;
import org.openkifu.tournament.domain.TournamentSettings;
import org.openkifu.tournament.domain.TournamentViolation;
import org.openkifu.tournament.domain.pairing.SwissPairing.Candidate;
import org.openkifu.tournament.domain.pairing.SwissPairing.RoundContext;

/**
 * Club and country avoidance, draw-up/draw-down balance, the seeding systems and the colour rules on constructed
 * fields, with the expected pairings worked out by hand from docs/tournaments.md's table. Candidates are listed best
 * placed first; nobody has met.
 */
class SecondaryCriteriaTest {

    private static final Rank KYU = Rank.parse("5k");
    private static final RoundContext LATER = new RoundContext(PairingRules.OPENGOTHA, 3, "cup");

    private static Candidate player(String id, double score, String club, String country) {
        return new Candidate(id, score, KYU, 0, false, 0, 0, club, country, false);
    }

    private static Candidate player(String id, double score) {
        return player(id, score, null, null);
    }

    private static List<Set<String>> pairs(List<Candidate> field, RoundContext ctx) {
        return SwissPairing.pair(field, Set.of(), HandicapPolicy.NONE, ctx).boards().stream()
                .map(b -> Set.of(b.blackUserId(), b.whiteUserId())).toList();
    }

    private static RoundContext rules(Integer countryGap, Integer clubGap, SeedSystem later) {
        return new RoundContext(new PairingRules(countryGap, clubGap, null, null, null, null, null, later), 3, "cup");
    }

    @Test
    void clubMatesInOneGroupAreKeptApartWhereSeedingWouldPairThem() {
        // fold in a group of four wants a-d and b-c; a and d are of one club. Of the others, a-c + b-d is one place
        // from fold on each board (2) and a-b + c-d two (4)
        List<Candidate> field = List.of(player("a", 2, "Ams", "NL"), player("b", 2, "Utr", "NL"),
                player("c", 2, "Ber", "DE"), player("d", 2, "Ams", "NL"));
        assertThat(pairs(field, rules(0, 3, null))).containsExactly(Set.of("a", "c"), Set.of("b", "d"));
        assertThat(pairs(field, rules(0, 0, null))).containsExactly(Set.of("a", "d"), Set.of("b", "c"));
    }

    @Test
    void aClubPairCostsAsMuchAsThreePointsOfDifferenceOnOneBoard() {
        // two club mates alone in their group, two players below: meeting them costs two boards of d points each
        List<Candidate> twoApart = List.of(player("a", 3, "Ams", null), player("b", 3, "Ams", null),
                player("c", 1), player("d", 1));
        // 2 points on two boards (2 x 2^2 = 8 point^2) is less than one board of 3 points (9): they are kept apart
        assertThat(pairs(twoApart, LATER)).doesNotContain(Set.of("a", "b"));
        List<Candidate> threeApart = List.of(player("a", 4, "Ams", null), player("b", 4, "Ams", null),
                player("c", 1), player("d", 1));
        // 3 points on two boards (18) is more than 9: they meet
        assertThat(pairs(threeApart, LATER)).containsExactly(Set.of("a", "b"), Set.of("c", "d"));
    }

    @Test
    void compatriotsRatherMeetThanFloatTwoBoardsOnePointButNotHalfAPoint() {
        List<Candidate> halfPoint = List.of(player("a", 2, null, "NL"), player("b", 2, null, "NL"),
                player("c", 1.5, null, "DE"), player("d", 1.5, null, "FR"));
        // two boards of half a point (2 x 1^2 half points = 2) against one compatriot pair (4 + 1/2): kept apart
        assertThat(pairs(halfPoint, LATER)).doesNotContain(Set.of("a", "b"));
        List<Candidate> onePoint = List.of(player("a", 2, null, "NL"), player("b", 2, null, "NL"),
                player("c", 1, null, "DE"), player("d", 1, null, "FR"));
        // two boards of a point (2 x 2^2 = 8) against 4 + 1/2: they meet
        assertThat(pairs(onePoint, LATER)).containsExactly(Set.of("a", "b"), Set.of("c", "d"));
    }

    @Test
    void anExemptPlayerIsNotKeptApartFromClubMates() {
        // as the first test, but a is at the McMahon bar: every pair of a costs what a club pair costs (all four have
        // clubs), so fold decides: a-d and b-c
        List<Candidate> field = List.of(new Candidate("a", 2, KYU, 0, false, 0, 0, "Ams", "NL", true),
                player("b", 2, "Utr", "NL"), player("c", 2, "Ber", "DE"), player("d", 2, "Ams", "NL"));
        assertThat(pairs(field, rules(0, 3, null))).containsExactly(Set.of("a", "d"), Set.of("b", "c"));
    }

    private static Candidate floated(String id, double score, int lastFloat) {
        return new Candidate(id, score, KYU, 0, false, 0, lastFloat, null, null, false);
    }

    @Test
    void theMiddleOfEachGroupFloatsUnlessItFloatedTheSameWayLastRound() {
        // groups of three at 2 and 1 points: one player floats down, one up; OpenGotha's default floats the middles
        List<Candidate> plain = List.of(floated("a", 2, 0), floated("b", 2, 0), floated("c", 2, 0),
                floated("d", 1, 0), floated("e", 1, 0), floated("f", 1, 0));
        assertThat(pairs(plain, LATER)).containsExactlyInAnyOrder(Set.of("a", "c"), Set.of("b", "e"), Set.of("d", "f"));
        // b floated down last round and e up: now a or c floats down (they tie), and d or f up
        List<Candidate> again = List.of(floated("a", 2, 0), floated("b", 2, -1), floated("c", 2, 0),
                floated("d", 1, 0), floated("e", 1, 1), floated("f", 1, 0));
        List<Set<String>> p = pairs(again, LATER);
        Set<String> bWith = p.stream().filter(s -> s.contains("b")).findFirst().orElseThrow();
        Set<String> eWith = p.stream().filter(s -> s.contains("e")).findFirst().orElseThrow();
        assertThat(bWith).isSubsetOf("a", "b", "c");
        assertThat(eWith).isSubsetOf("d", "e", "f");
        // with the balance off the middles float again
        RoundContext off = new RoundContext(new PairingRules(null, null, null, null, false, null, null, null), 3, "cup");
        assertThat(pairs(again, off)).contains(Set.of("b", "e"));
    }

    private static List<Candidate> group(int n) {
        return java.util.stream.IntStream.rangeClosed(1, n).mapToObj(i -> player("s" + i, 1)).toList();
    }

    @Test
    void splitAndFoldPairsTheFirstWithTheLast() {
        assertThat(pairs(group(8), rules(null, null, SeedSystem.SPLIT_AND_FOLD))).containsExactly(Set.of("s1", "s8"),
                Set.of("s2", "s7"), Set.of("s3", "s6"), Set.of("s4", "s5"));
    }

    @Test
    void splitAndSlipPairsTheTopHalfWithTheBottomHalfInOrder() {
        assertThat(pairs(group(6), rules(null, null, SeedSystem.SPLIT_AND_SLIP))).containsExactly(Set.of("s1", "s4"),
                Set.of("s2", "s5"), Set.of("s3", "s6"));
    }

    @Test
    void splitAndRandomPairsAcrossTheHalvesTheSameWayForTheSameTournamentAndRound() {
        RoundContext first = new RoundContext(PairingRules.OPENGOTHA, 1, "cup-1");
        List<Set<String>> p = pairs(group(8), first);
        Set<String> top = Set.of("s1", "s2", "s3", "s4");
        assertThat(p).hasSize(4).allSatisfy(pair -> assertThat(pair.stream().filter(top::contains)).hasSize(1));
        assertThat(pairs(group(8), new RoundContext(PairingRules.OPENGOTHA, 1, "cup-1"))).isEqualTo(p);
        // round 2 and later: split and fold by default
        assertThat(pairs(group(4), new RoundContext(PairingRules.OPENGOTHA, 2, "cup-1")))
                .containsExactly(Set.of("s1", "s4"), Set.of("s2", "s3"));
    }

    private static Candidate coloured(String id, int balance, int streak) {
        return new Candidate(id, 1, KYU, balance, false, streak, 0, null, null, false);
    }

    @Test
    void twoPlayersWhoBothNeedWhiteDoNotMeetWhenTheGroupAllowsIt() {
        // a and d had two Blacks running (balance -2): fold's a-d would give one of them a third; a-c + b-d is next
        List<Candidate> field = List.of(coloured("a", -2, -2), coloured("b", 0, 1), coloured("c", 0, -1),
                coloured("d", -2, -2));
        SwissPairing.Result r = SwissPairing.pair(field, Set.of(), HandicapPolicy.NONE, LATER);
        assertThat(r.boards()).extracting(b -> Set.of(b.blackUserId(), b.whiteUserId()))
                .containsExactly(Set.of("a", "c"), Set.of("b", "d"));
        assertThat(r.boards()).extracting(SwissPairing.PairedBoard::whiteUserId).containsExactly("a", "d");
    }

    @Test
    void pairingRulesOutOfRangeAreInvalidSettings() {
        assertThatThrownBy(() -> TournamentSettings.swiss(3).withPairing(new PairingRules(null, 11, null, null, null,
                null, null, null)).validated()).isInstanceOf(TournamentViolation.class)
                .extracting(e -> ((TournamentViolation) e).code()).isEqualTo(TournamentViolation.INVALID_SETTINGS);
        assertThatThrownBy(() -> TournamentSettings.swiss(3).withPairing(new PairingRules(-1, null, null, null, null,
                null, null, null)).validated()).isInstanceOf(TournamentViolation.class);
        assertThat(TournamentSettings.swiss(3).withPairing(new PairingRules(0, 10, null, null, null, null, 30, null))
                .validated().pairing().sameClubGap()).isEqualTo(10);
    }

    @Test
    void levelBalancesGiveBlackToWhoeverHadWhiteLast() {
        // both level; x had White last, y Black: x takes Black (the lower-placed would otherwise)
        SwissPairing.Result r = SwissPairing.pair(List.of(coloured("x", 0, 1), coloured("y", 0, -1)), Set.of(),
                HandicapPolicy.NONE, LATER);
        assertThat(r.boards().get(0).blackUserId()).isEqualTo("x");
    }
}
