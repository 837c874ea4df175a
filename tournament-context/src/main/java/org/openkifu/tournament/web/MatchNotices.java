package org.openkifu.tournament.web;

import java.util.List;

import com.mongodb.client.model.Filters;
import org.openkifu.infra.ui.Notice;
import org.openkifu.infra.ui.NoticeSource;
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

    @Override
    public List<Notice> noticesFor(String userId) {
        return store.list(TournamentReadStore.MATCHES,
                        Filters.and(Filters.eq("inviteeUserId", userId), Filters.eq("status", "PROPOSED")),
                        MatchDocuments.Match.class).stream()
                .map(m -> new Notice("match-proposed:" + m.matchId(), text(m), "/matches/" + m.matchId(),
                        m.proposedAt()))
                .toList();
    }

    static String text(MatchDocuments.Match m) {
        MatchDocuments.Terms t = m.terms();
        return m.inviterUserId() + " proposes a two-game match (" + t.size() + "×" + t.size() + ", " + t.rules()
                + (t.rated() ? ", rated" : "") + "): accept or decline it.";
    }
}
