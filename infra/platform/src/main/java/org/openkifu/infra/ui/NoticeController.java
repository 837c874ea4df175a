package org.openkifu.infra.ui;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

import org.openkifu.infra.web.ActingUser;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RestController;

/**
 * {@code GET /api/me/notices}: what the signed-in player must know now, from every context's {@link NoticeSource},
 * newest first. Every page polls it (static/js/notices.js) and shows each notice with its link.
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
    public Notices notices(@ActingUser String user) {
        List<Notice> all = new ArrayList<>();
        sources.orderedStream().forEach(source -> {
            try {
                all.addAll(source.noticesFor(user));
            } catch (RuntimeException e) {
                // one context's outage must not hide the others' notices
                LOG.warn("a notice source failed for {}: {}", user, e.toString());
            }
        });
        all.sort(Comparator.comparing(Notice::at, Comparator.nullsLast(Comparator.reverseOrder())));
        return new Notices(all);
    }
}
