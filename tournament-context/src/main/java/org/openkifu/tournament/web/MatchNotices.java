package org.openkifu.tournament.web;

import java.util.List;

import com.mongodb.client.model.Filters;
import org.bson.conversions.Bson;
import org.openkifu.infra.ui.Notice;
import org.openkifu.infra.ui.NoticeSource;
import org.openkifu.infra.web.Paging;
import org.openkifu.tournament.infrastructure.reads.MatchDocuments;
import org.openkifu.tournament.infrastructure.reads.TournamentReadStore;
import org.springframework.stereotype.Component;

/**
 * A two-game match proposed to this player and not yet answered is a notice on every page (docs/web.md, "Notices"),
 * linking to the match's page with its Accept and Decline buttons. Before, the invitee learned of it only by opening
 * the matches page. Read from the matches read model, so it goes once the match is accepted or declined.
 */
@Component
public class MatchNotices implements NoticeSource {

    private final TournamentReadStore store;

    public MatchNotices(TournamentReadStore store) {
        this.store = store;
    }

    static final String PREFIX = "match-proposed:";

    @Override
    public List<Notice> noticesFor(String userId) {
        return noticesFor(userId, null, Paging.MAX_LIMIT);
    }

    /** One page from the read model (newest proposal first, ties by match id): a flood of proposals stays bounded. */
    @Override
    public List<Notice> noticesFor(String userId, Paging.Cursor after, int limit) {
        return store.page(TournamentReadStore.MATCHES, proposedTo(userId), "proposedAt",
                        new Paging.Request(limit, NoticeSource.within(PREFIX, after)), MatchDocuments.Match.class)
                .items().stream()
                .map(m -> new Notice(PREFIX + m.matchId(), text(m), "/matches/" + m.matchId(), m.proposedAt()))
                .toList();
    }

    private static Bson proposedTo(String userId) {
        return Filters.and(Filters.eq("inviteeUserId", userId), Filters.eq("status", "PROPOSED"));
    }

    static String text(MatchDocuments.Match m) {
        MatchDocuments.Terms t = m.terms();
        return m.inviterUserId() + " proposes a two-game match (" + t.size() + "×" + t.size() + ", " + t.rules()
                + (t.rated() ? ", rated" : "") + "): accept or decline it.";
    }
}
