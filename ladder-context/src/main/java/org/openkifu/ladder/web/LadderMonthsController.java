package org.openkifu.ladder.web;

import java.time.Clock;
import java.time.YearMonth;
import java.time.ZoneOffset;
import java.time.format.DateTimeParseException;
import java.util.List;

import org.openkifu.infra.web.ApiException;
import org.openkifu.ladder.application.LadderHistory;
import org.openkifu.ladder.domain.LadderEvent;
import org.openkifu.ladder.domain.LadderMonths;
import org.openkifu.ladder.domain.Standings;
import org.openkifu.ladder.web.LadderViewsJson.HallOfFameView;
import org.openkifu.ladder.web.LadderViewsJson.Holder;
import org.openkifu.ladder.web.LadderViewsJson.Snapshot;
import org.openkifu.ladder.web.LadderViewsJson.SnapshotRung;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

/**
 * A ladder's monthly snapshots and its hall of fame (docs/ladder.md, "Monthly snapshots and the hall of fame"):
 * computed from the ladder's stored events by {@link LadderMonths}, for months that are over (UTC).
 */
@RestController
public class LadderMonthsController {

    static final int DEFAULT_TOP = 3;
    static final int MAX_TOP = 10;

    private final LadderHistory history;
    private final Clock clock;

    public LadderMonthsController(LadderHistory history, Clock clock) {
        this.history = history;
        this.clock = clock;
    }

    /** The standings at the end of {@code month} (yyyy-MM; default: the last month that is over). */
    @GetMapping("/api/ladders/{id}/snapshots")
    public Snapshot snapshot(@PathVariable String id, @RequestParam(required = false) String month) {
        List<LadderEvent> events = events(id);
        YearMonth last = lastMonthOver();
        YearMonth m = month == null ? last : month(month);
        if (m.isAfter(last)) {
            throw ApiException.badRequest("MONTH_NOT_OVER", "the snapshot of " + m + " is taken when the month is over;"
                    + " the standings now are at /api/ladders/" + id + "/standings");
        }
        return view(id, LadderMonths.snapshot(events, m));
    }

    @GetMapping("/api/ladders/{id}/hall-of-fame")
    public HallOfFameView hallOfFame(@PathVariable String id, @RequestParam(required = false) Integer top) {
        int n = top == null ? DEFAULT_TOP : top;
        if (n < 1 || n > MAX_TOP) {
            throw ApiException.badRequest("INVALID_TOP", "top is 1 to " + MAX_TOP + " rungs, not " + n);
        }
        List<LadderEvent> events = events(id);
        LadderMonths.HallOfFame h = LadderMonths.hallOfFame(events, n, lastMonthOver());
        return new HallOfFameView(id, n, h.months().stream().map(s -> view(id, s)).toList(),
                h.holders().stream().map(x -> new Holder(x.userId(), x.monthsFirst(), x.monthsInTop(), x.bestRung()))
                        .toList());
    }

    private List<LadderEvent> events(String id) {
        List<LadderEvent> events = history.ladderEvents(id);
        if (events.isEmpty()) {
            throw LadderController.notFound(id);
        }
        return events;
    }

    private YearMonth lastMonthOver() {
        return YearMonth.from(clock.instant().atZone(ZoneOffset.UTC)).minusMonths(1);
    }

    private static YearMonth month(String text) {
        try {
            return YearMonth.parse(text);
        } catch (DateTimeParseException e) {
            throw ApiException.badRequest("INVALID_MONTH", "'" + text + "' is not a month such as 2026-10");
        }
    }

    private static Snapshot view(String id, LadderMonths.Snapshot s) {
        return new Snapshot(id, s.month().toString(), s.endsAt(), s.rungs().stream().map(LadderMonthsController::rung)
                .toList());
    }

    private static SnapshotRung rung(Standings.Rung r) {
        return new SnapshotRung(r.number(), r.userId(), r.rank() == null ? null : r.rank().toString());
    }
}
