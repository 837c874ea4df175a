package org.openkifu.ladder.domain;

import static org.assertj.core.api.Assertions.assertThat;
import static org.openkifu.ladder.domain.LadderScript.p;

import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.openkifu.ladder.domain.PastStandings.Row;
import org.openkifu.ladder.domain.player.PlayerCommand;
import org.openkifu.ladder.domain.player.PlayerDecider;
import org.openkifu.ladder.domain.player.PlayerEvent;
import org.openkifu.ladder.domain.player.PlayerEvolver;
import org.openkifu.ladder.domain.player.PlayerState;
import org.openkifu.ladder.domain.player.RatingSnapshot;

/**
 * {@code ?at=}: the rows of three instants around a promotion and a correction carry the rank, points, rating and
 * last activity of that instant, whatever happened later.
 */
class PastStandingsTest {

    /** A player's record driven through the pure decider, keeping its events. */
    static final class Record {
        final String user;
        final List<PlayerEvent> events = new ArrayList<>();
        PlayerState state;

        Record(String user) {
            this.user = user;
        }

        void run(PlayerCommand c, Instant at) {
            for (PlayerEvent e : PlayerDecider.decide(c, state, at)) {
                state = PlayerEvolver.evolve(state, e);
                events.add(e);
            }
        }
    }

    @Test
    void rowsAtThreeInstantsAroundAPromotionAndACorrection() {
        LadderScript s = LadderScript.withPlayers(2, LadderSettings.defaults());
        Instant p1Joined = s.state().members().get(p(1)).joinedAt();
        Record r1 = new Record(p(1));
        Record r2 = new Record(p(2));
        r1.run(new PlayerCommand.SetRank(p(1), p(1), false, Rank.parse("5k")), LadderScript.T0);
        r2.run(new PlayerCommand.SetRank(p(2), p(2), false, Rank.parse("5k")), LadderScript.T0);
        // p2 wins nine free games against nine opponents: 95 points, one win from 4k
        for (int i = 0; i < 9; i++) {
            Instant end = LadderScript.T0.plusSeconds(10L * (i + 1));
            r2.run(new PlayerCommand.RecordGame(p(2), "game-events", new FinishedGame("free" + i,
                    FinishedGame.OriginKind.FREE, null, p(2), "x" + i, Rank.parse("5k"), Rank.parse("5k"), 19,
                    "japanese", 0, GameType.HO_SUN, true, true, p(2), FinishedGame.Reason.RESIGNATION, null, 150, end),
                    RatingSnapshot.UNRATED), end);
        }
        s.after(Duration.ofHours(1));
        Instant a = s.now();

        String c = s.challenge(p(2), p(1));
        Instant issued = s.now();
        s.win(c, p(2));
        Instant b = s.now();
        FinishedGame game = s.game(c, p(2), FinishedGame.Reason.RESIGNATION);
        r1.run(new PlayerCommand.RecordGame(p(1), "game-events", game, r2.state.ratingBefore(game.gameId())), b);
        r2.run(new PlayerCommand.RecordGame(p(2), "game-events", game, r1.state.ratingBefore(game.gameId())), b);

        s.correct(c, p(1), FinishedGame.Reason.RESIGNATION);
        Instant corrected = s.now();
        FinishedGame lost = game.withResult(p(1), FinishedGame.Reason.RESIGNATION, null);
        r1.run(new PlayerCommand.CorrectGame(p(1), "game-events", lost), corrected);
        r2.run(new PlayerCommand.CorrectGame(p(2), "game-events", lost), corrected);

        Map<String, List<PlayerEvent>> records = Map.of(p(1), r1.events, p(2), r2.events);
        List<Row> atA = PastStandings.at(s.events(), records, a);
        List<Row> atB = PastStandings.at(s.events(), records, b);
        List<Row> atC = PastStandings.at(s.events(), records, corrected);

        // before the game: p2 at 95 points, rated by nine wins; p1 never rated
        assertThat(atA).extracting(Row::userId).containsExactly(p(1), p(2));
        assertThat(atA.get(0).rank()).isEqualTo(Rank.parse("5k"));
        assertThat(atA.get(0).points()).isEqualTo(50);
        assertThat(atA.get(0).rating()).isNull();
        assertThat(atA.get(0).lastActiveAt()).isEqualTo(p1Joined);
        assertThat(atA.get(1).rank()).isEqualTo(Rank.parse("5k"));
        assertThat(atA.get(1).points()).isEqualTo(95);
        assertThat(atA.get(1).rating().rating()).isGreaterThan(1500);
        assertThat(atA.get(1).rating().deviation()).isLessThan(350);

        // after the win, as players saw it then (the later correction not included): p2 above, promoted to 4k
        assertThat(atB).extracting(Row::userId).containsExactly(p(2), p(1));
        assertThat(atB.get(0).rank()).isEqualTo(Rank.parse("4k"));
        assertThat(atB.get(0).points()).isEqualTo(50);
        assertThat(atB.get(0).rating().rating()).isGreaterThan(atA.get(1).rating().rating());
        assertThat(atB.get(0).lastActiveAt()).as("a counted game won").isEqualTo(b);
        assertThat(atB.get(1).points()).isEqualTo(45);
        assertThat(atB.get(1).rating().rating()).isLessThan(1500);
        assertThat(atB.get(1).lastActiveAt()).as("a counted game, lost but not on time").isEqualTo(b);

        // after the correction: p1 won; p2 back to 5k at 90
        assertThat(atC).extracting(Row::userId).containsExactly(p(1), p(2));
        assertThat(atC.get(0).points()).isEqualTo(55);
        assertThat(atC.get(0).rating().rating()).isGreaterThan(1500);
        assertThat(atC.get(0).lastActiveAt()).isEqualTo(b);
        assertThat(atC.get(1).rank()).isEqualTo(Rank.parse("5k"));
        assertThat(atC.get(1).points()).isEqualTo(90);
        assertThat(atC.get(1).rating().rating()).isLessThan(atA.get(1).rating().rating());
        assertThat(atC.get(1).rating()).isEqualTo(r2.state.rating());
        assertThat(atC.get(1).lastActiveAt()).isEqualTo(b);
        // and between issuing and the end, the challenge was p2's last sign of life
        assertThat(PastStandings.at(s.events(), records, issued).get(1).lastActiveAt()).isEqualTo(issued);
    }
}
