package org.openkifu.game.scoring;

import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.openkifu.game.rules.Point;

/**
 * Compares the estimator with the GNU Go verdicts stored in {@code .final} files (no GNU Go needed).
 * Run: {@code java -cp target/classes:target/test-classes org.openkifu.game.scoring.OfflineAgreement [DIR] [-v]}
 */
public final class OfflineAgreement {

    public static void main(String[] args) {
        Path dir = args.length > 0 && !args[0].startsWith("-") ? Path.of(args[0]) : FinishedGame.CORPUS;
        boolean verbose = List.of(args).contains("-v");
        Agreement total = new Agreement();
        int games = 0;
        int sameResult = 0;
        for (FinishedGame game : FinishedGame.corpus(dir)) {
            Set<Point> ours = DeadStoneEstimator.estimate(game.board());
            games++;
            String result = Scorer.score(game.board(), ours, org.openkifu.game.rules.ScoringMethod.TERRITORY,
                    game.komi(), game.prisoners()).sgfResult();
            if (result.equals(game.gnugoScore())) {
                sameResult++;
            } else if (verbose) {
                System.out.println(game.name() + " result " + result + ", GNU Go " + game.gnugoScore());
            }
            boolean same = total.add(game.board().size(), ours, game.gnugoDead());
            if (!same && verbose) {
                Set<Point> missed = new HashSet<>(game.gnugoDead());
                missed.removeAll(ours);
                Set<Point> extra = new HashSet<>(ours);
                extra.removeAll(game.gnugoDead());
                System.out.println(game.name() + " missed " + gtp(missed, game.board().size()) + " extra " + gtp(extra, game.board().size()));
                System.out.println(Scorer.score(game.board(), ours, org.openkifu.game.rules.ScoringMethod.TERRITORY, game.komi(), game.prisoners()).ownership());
            }
        }
        System.out.println(total.report());
        System.out.printf("Same result as GNU Go's final_score (territory counting, estimator's dead stones): %d of %d games%n",
                sameResult, games);
    }

    static String gtp(Set<Point> points, int size) {
        return points.stream().map(p -> p.toGtp(size)).sorted().toList().toString();
    }
}
