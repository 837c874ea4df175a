package org.openkifu.infra.ui;

import java.time.Instant;

/**
 * Something a signed-in player must know now, wherever they are on the site: every page shows it with a link, and
 * the page title counts the notices (docs/web.md, "Notices").
 *
 * @param id   stable while the notice stands (the page keeps its element, so a link being clicked is not replaced)
 * @param text one sentence for people
 * @param link the page that deals with it (same origin, e.g. {@code /games/42})
 * @param at   since when
 */
public record Notice(String id, String text, String link, Instant at) {
}
