package org.openkifu.infra.ui;

import java.util.List;

/**
 * A context's notices for a player (a game waiting for them, later a ladder challenge...). The platform gathers every
 * source's notices for {@code GET /api/me/notices}; it knows no context, each context registers its source as a bean.
 */
@FunctionalInterface
public interface NoticeSource {

    /** The user's current notices; a source that fails is left out of the answer, not the whole answer. */
    List<Notice> noticesFor(String userId);
}
