package org.openkifu.ladder.domain;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.openkifu.ladder.domain.player.PlayerEvent;
import org.openkifu.ladder.domain.player.PlayerEvolver;
import org.openkifu.ladder.domain.player.PlayerState;
import org.openkifu.ladder.domain.rating.Rating;

/**
 * The standings as players saw them at an instant, with the facts of that instant (docs/ladder.md, "Standings at a
 * past instant"): the order and each member's last activity and vacation from the ladder's events learned by then,
 * and each player's rank, promotion points and rating from their record's events learned by then. A later
 * correction is in neither. Pure: a fold of the two kinds of events.
 */
public final class PastStandings {

    /**
     * One rung at the instant.
     *
     * @param rank   the record's rank then; the rank the player joined with when the record had none
     * @param points promotion points then; null for a player without a rank in their record then
     * @param rating the rating then; null for a player not rated by then
     */
    public record Row(int rung, String userId, Rank rank, Integer points, Rating rating, Instant lastActiveAt,
                      Instant vacationUntil, boolean onVacation) {
    }

    private PastStandings() {
    }

    /**
     * @param ladderEvents every event of the ladder, oldest first
     * @param playerEvents every event of each member's record, oldest first (a member without a record: absent)
     */
    public static List<Row> at(List<? extends LadderEvent> ladderEvents,
            Map<String, ? extends List<? extends PlayerEvent>> playerEvents, Instant instant) {
        LadderState ladder = LadderEvolver.fold(ladderEvents.stream().filter(e -> !e.at().isAfter(instant))
                .map(e -> (LadderEvent) e).toList());
        if (ladder == null) {
            return List.of();
        }
        List<Row> rows = new ArrayList<>();
        for (String userId : ladder.rungs()) {
            Member m = ladder.members().get(userId);
            List<? extends PlayerEvent> events = playerEvents.containsKey(userId) ? playerEvents.get(userId) : List.of();
            PlayerState record = PlayerEvolver.fold(events.stream().filter(e -> !e.at().isAfter(instant)).toList());
            boolean ranked = record != null && record.rank() != null;
            rows.add(new Row(ladder.rungOf(userId), userId, ranked ? record.rank() : m.rank(),
                    ranked ? record.points().points() : null,
                    record != null && record.lastRatedAt() != null ? record.rating() : null, m.lastActiveAt(),
                    m.vacationUntil(), m.onVacation(instant)));
        }
        return rows;
    }
}
