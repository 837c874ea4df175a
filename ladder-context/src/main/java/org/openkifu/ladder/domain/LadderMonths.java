package org.openkifu.ladder.domain;

import java.time.Instant;
import java.time.YearMonth;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Monthly snapshots and the hall of fame (as Dragon Go Server keeps them), computed from the ladder's events, never
 * stored. A month's snapshot is the standings at the month's last instant (UTC) with every correction known now
 * applied ({@link Standings#correctedAt}): the past as it should have been, so the hall of fame credits the player
 * the corrected result put there. The hall of fame lists, for each month that is over, who held the top rungs at its
 * end, and per player how many month ends they held rung 1 and the top rungs. Decisions: docs/ladder.md, "Monthly
 * snapshots and the hall of fame".
 */
public final class LadderMonths {

    /** A month's end. {@code rungs} from the top; empty for a month before the ladder existed. */
    public record Snapshot(YearMonth month, Instant endsAt, List<Standings.Rung> rungs) {
        public Snapshot {
            rungs = List.copyOf(rungs);
        }
    }

    /**
     * @param monthsFirst month ends at which the player held rung 1
     * @param monthsInTop month ends at which the player held one of the top rungs
     * @param bestRung    the best rung they held at a month end
     */
    public record Holder(String userId, int monthsFirst, int monthsInTop, int bestRung) {
    }

    /** {@code months} newest first, each cut to the top rungs; {@code holders} most months at rung 1 first. */
    public record HallOfFame(int top, List<Snapshot> months, List<Holder> holders) {
    }

    private LadderMonths() {
    }

    /** The first instant after the month: a snapshot holds the events the ladder learned strictly before it. */
    public static Instant endOf(YearMonth month) {
        return month.plusMonths(1).atDay(1).atStartOfDay().toInstant(ZoneOffset.UTC);
    }

    public static Snapshot snapshot(List<? extends LadderEvent> events, YearMonth month) {
        Instant end = endOf(month);
        return new Snapshot(month, end, Standings.correctedAt(events, end.minusNanos(1)).rungs());
    }

    /** The month the ladder was created in (UTC). */
    public static YearMonth firstMonth(List<? extends LadderEvent> events) {
        return YearMonth.from(events.get(0).at().atZone(ZoneOffset.UTC));
    }

    /**
     * Every month from the ladder's first to {@code lastMonth} (the last month that is over), and who held the top
     * {@code top} rungs at each end. A month in progress is not in it: its end has not come.
     */
    public static HallOfFame hallOfFame(List<? extends LadderEvent> events, int top, YearMonth lastMonth) {
        List<Snapshot> months = new ArrayList<>();
        Map<String, int[]> tally = new LinkedHashMap<>(); // user -> {monthsFirst, monthsInTop, bestRung}
        for (YearMonth m = lastMonth; !m.isBefore(firstMonth(events)); m = m.minusMonths(1)) {
            Snapshot s = snapshot(events, m);
            List<Standings.Rung> best = s.rungs().subList(0, Math.min(top, s.rungs().size()));
            months.add(new Snapshot(m, s.endsAt(), best));
            for (Standings.Rung r : best) {
                int[] t = tally.computeIfAbsent(r.userId(), u -> new int[] {0, 0, Integer.MAX_VALUE});
                t[0] += r.number() == 1 ? 1 : 0;
                t[1]++;
                t[2] = Math.min(t[2], r.number());
            }
        }
        List<Holder> holders = new ArrayList<>();
        tally.forEach((user, t) -> holders.add(new Holder(user, t[0], t[1], t[2])));
        holders.sort(Comparator.comparingInt(Holder::monthsFirst).reversed()
                .thenComparing(Comparator.comparingInt(Holder::monthsInTop).reversed())
                .thenComparingInt(Holder::bestRung).thenComparing(Holder::userId));
        return new HallOfFame(top, months, holders);
    }
}
