package org.openkifu.game.library;

import org.openkifu.game.rules.Color;
import org.openkifu.game.rules.Point;

/**
 * A next move after the searched position or pattern, in the query's orientation and colours: how many hits continued
 * with it, and how many of those games Black and White won. A {@code point} of null counts tenuki (the region's
 * first later move came after moves elsewhere or passes, or never came).
 */
public record Continuation(Point point, Color colour, int count, int blackWins, int whiteWins) {
}
