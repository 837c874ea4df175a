package org.openkifu.game.domain;

import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import org.openkifu.game.domain.GameCommand.CreateGame;
import org.openkifu.game.rules.Point;

/** Test data: players, a start instant, creation commands, and a script that runs commands through decide/evolve. */
public final class Games {

    public static final String ID = "game-1";
    public static final String ALICE = "alice";
    public static final String BOB = "bob";
    public static final String CAROL = "carol";
    public static final Instant T0 = Instant.parse("2026-11-22T10:00:00Z");

    private Games() {
    }

    public static Point p(int x, int y) {
        return new Point(x, y);
    }

    /** Alice (owner) Black, Bob White, untimed, Japanese rules on 9x9, no take-back. */
    public static Create create() {
        return new Create();
    }

    /** A mutable builder for CreateGame with sensible defaults. */
    public static final class Create {
        String gameId = ID;
        Player owner = Player.of(ALICE);
        Player opponent = Player.of(BOB);
        String black = ALICE;
        String white = BOB;
        GameType type;
        Integer handicap;
        RulesChoice rules = RulesChoice.preset("japanese");
        int size = 9;
        TimeControl time = TimeControl.NONE;
        boolean takeBack;
        boolean rated = true;
        Origin origin = Origin.FREE;

        public Create rules(String preset) {
            rules = RulesChoice.preset(preset);
            return this;
        }

        public Create rules(RulesChoice choice) {
            rules = choice;
            return this;
        }

        public Create size(int s) {
            size = s;
            return this;
        }

        public Create time(TimeControl tc) {
            time = tc;
            return this;
        }

        public Create unrated() {
            rated = false;
            return this;
        }

        public Create takeBack() {
            takeBack = true;
            return this;
        }

        public Create ranks(String ownerRank, String opponentRank) {
            owner = new Player(owner.userId(), ownerRank);
            opponent = new Player(opponent.userId(), opponentRank);
            return this;
        }

        public Create nigiri() {
            black = null;
            white = null;
            return this;
        }

        public Create colours(String b, String w) {
            black = b;
            white = w;
            return this;
        }

        public Create type(GameType t, Integer stones) {
            type = t;
            handicap = stones;
            return this;
        }

        public Create origin(Origin o) {
            origin = o;
            return this;
        }

        public Create players(Player o, Player p) {
            owner = o;
            opponent = p;
            return this;
        }

        public CreateGame command() {
            return new CreateGame(gameId, owner == null ? null : owner.userId(), owner, opponent, black, white, type,
                    handicap, rules, size, time, takeBack, rated, origin);
        }
    }

    /** Runs commands through the pure decider at chosen instants, keeping the events and the live state. */
    public static final class Script {
        private GameState state;
        private final List<GameEvent> events = new ArrayList<>();
        private Instant now;

        public Script(Instant start) {
            now = start;
        }

        public static Script of(GameCommand... commands) {
            Script s = new Script(T0);
            for (GameCommand c : commands) {
                s.run(c);
            }
            return s;
        }

        public Script after(Duration d) {
            now = now.plus(d);
            return this;
        }

        public Script at(Instant t) {
            now = t;
            return this;
        }

        public Instant now() {
            return now;
        }

        public List<GameEvent> run(GameCommand c) {
            List<GameEvent> decided = GameDecider.decide(c, state, now);
            for (GameEvent e : decided) {
                state = GameEvolver.evolve(state, e);
                events.add(e);
            }
            return decided;
        }

        public Script then(GameCommand c) {
            run(c);
            return this;
        }

        public Script play(String user, int x, int y) {
            return then(new GameCommand.PlayStone(ID, user, p(x, y)));
        }

        public Script pass(String user) {
            return then(new GameCommand.Pass(ID, user));
        }

        /** Both players have the game open now (the creator, Alice, arrived by creating it): the clocks may start. */
        public Script arrived() {
            then(new GameCommand.ArriveAtGame(ID, ALICE));
            return then(new GameCommand.ArriveAtGame(ID, BOB));
        }

        public GameState state() {
            return state;
        }

        public List<GameEvent> events() {
            return List.copyOf(events);
        }
    }
}
