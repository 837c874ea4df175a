package org.openkifu.game.library;

import org.openkifu.game.rules.Color;
import org.openkifu.game.rules.Point;

/**
 * A next move after the searched position or pattern, in the query's orientation and colours: how many hits continued
 * with it, and how many of those games Black and White won (in the query's colours). A {@code point} of null (with a
 * null {@code colour}) counts tenuki: the move after the hit was a pass or outside the region, or there was none.
 */
public record Continuation(Point point, Color colour, int count, int blackWins, int whiteWins) {
}
