package org.openkifu.infra.ui;

import java.util.ArrayList;
import java.util.List;

import org.openkifu.infra.web.ActingUser;
import org.openkifu.infra.web.Paging;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

/**
 * {@code GET /api/me/notices}: what the signed-in player must know now, from every context's {@link NoticeSource},
 * newest first, one page at a time (docs/api.md, "Paging"; the body keeps its {@code {"notices":[...]}} shape, the next
 * page's cursor comes in {@code X-Next-Cursor}). Every page polls it (static/js/notices.js) and shows each notice
 * with its link.
 */
@RestController
public class NoticeController {

    private static final Logger LOG = LoggerFactory.getLogger(NoticeController.class);

    record Notices(List<Notice> notices) {
    }

    private final ObjectProvider<NoticeSource> sources;

    public NoticeController(ObjectProvider<NoticeSource> sources) {
        this.sources = sources;
    }

    @GetMapping("/api/me/notices")
    public ResponseEntity<Notices> notices(@ActingUser String user, @RequestParam(required = false) Integer limit,
            @RequestParam(required = false) String cursor) {
        Paging.Request page = Paging.Request.of(limit, cursor);
        // each source gives at most limit + 1 after the cursor: the page is the first limit of their merge, and
        // the one more says whether a next page exists
        List<Notice> all = new ArrayList<>();
        sources.orderedStream().forEach(source -> {
            try {
                all.addAll(source.noticesFor(user, page.after(), page.limit() + 1));
            } catch (RuntimeException e) {
                // one context's outage must not hide the others' notices
                LOG.warn("a notice source failed for {}: {}", user, e.toString());
            }
        });
        all.sort(NoticeSource.ORDER);
        List<Notice> shown = all.size() > page.limit() ? List.copyOf(all.subList(0, page.limit())) : all;
        String next = null;
        if (all.size() > page.limit()) {
            Notice last = shown.get(shown.size() - 1);
            next = new Paging.Cursor(NoticeSource.key(last), last.id()).encode();
        }
        return Paging.ok(next).body(new Notices(shown));
    }
}
