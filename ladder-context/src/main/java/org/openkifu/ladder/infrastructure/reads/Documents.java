package org.openkifu.ladder.infrastructure.reads;

import java.time.Instant;
import java.util.Date;

import org.bson.Document;
import org.openkifu.ladder.domain.LadderSettings;
import org.openkifu.ladder.domain.Rank;
import org.openkifu.ladder.domain.TimeControl;

/** The ladder context's values in its read models' documents, and back. */
final class Documents {

    private Documents() {
    }

    static Date date(Instant instant) {
        return instant == null ? null : Date.from(instant);
    }

    static Instant instant(Document d, String field) {
        Date date = d.getDate(field);
        return date == null ? null : date.toInstant();
    }

    static String rank(Rank rank) {
        return rank == null ? null : rank.toString();
    }

    static Document timeControl(TimeControl t) {
        TimeControl tc = t == null ? TimeControl.NONE : t;
        return new Document("kind", tc.kind().name()).append("mainSeconds", tc.mainSeconds())
                .append("periods", tc.periods()).append("periodSeconds", tc.periodSeconds())
                .append("stonesPerPeriod", tc.stonesPerPeriod()).append("incrementSeconds", tc.incrementSeconds());
    }

    static TimeControl timeControl(Document d) {
        if (d == null) {
            return TimeControl.NONE;
        }
        return new TimeControl(TimeControl.Kind.valueOf(d.getString("kind")), number(d, "mainSeconds"),
                (int) number(d, "periods"), number(d, "periodSeconds"), (int) number(d, "stonesPerPeriod"),
                number(d, "incrementSeconds"));
    }

    static Document settings(LadderSettings s) {
        return new Document("joinPosition", s.joinPosition().name()).append("rangeUp", s.rangeUp())
                .append("rangeUpPercent", s.rangeUpPercent()).append("rangeDown", s.rangeDown())
                .append("maxOutgoingChallenges", s.maxOutgoingChallenges())
                .append("maxIncomingChallenges", s.maxIncomingChallenges())
                .append("incomingLimitTopRungs", s.incomingLimitTopRungs())
                .append("rematchWaitDays", s.rematchWaitDays()).append("declinePolicy", s.declinePolicy().name())
                .append("winnerPlacement", s.winnerPlacement().name()).append("timeLossDrop", s.timeLossDrop())
                .append("inactivityDays", s.inactivityDays()).append("maxVacationDays", s.maxVacationDays())
                .append("minMoves", s.minMoves()).append("pairGamesLimit", s.pairGamesLimit())
                .append("pairWindowDays", s.pairWindowDays());
    }

    static LadderSettings settings(Document d) {
        return new LadderSettings(LadderSettings.JoinPosition.valueOf(d.getString("joinPosition")),
                d.getInteger("rangeUp"), d.getInteger("rangeUpPercent"), d.getInteger("rangeDown"),
                d.getInteger("maxOutgoingChallenges"), d.getInteger("maxIncomingChallenges"),
                d.getInteger("incomingLimitTopRungs"), d.getInteger("rematchWaitDays"),
                LadderSettings.DeclinePolicy.valueOf(d.getString("declinePolicy")),
                LadderSettings.WinnerPlacement.valueOf(d.getString("winnerPlacement")), d.getInteger("timeLossDrop"),
                d.getInteger("inactivityDays"), d.getInteger("maxVacationDays"), d.getInteger("minMoves"),
                d.getInteger("pairGamesLimit"), d.getInteger("pairWindowDays")); // absent in older documents: defaults
    }

    static long number(Document d, String field) {
        Object value = d.get(field);
        return value instanceof Number n ? n.longValue() : 0;
    }

    static double decimal(Document d, String field) {
        Object value = d.get(field);
        return value instanceof Number n ? n.doubleValue() : 0;
    }
}
