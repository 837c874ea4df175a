package org.openkifu.game.sgf;

/**
 * How much one SGF file may hold; reading stops beyond it with a stable code. Reading, replaying and writing are
 * linear in the input whatever these say (docs/sgf.md, "Limits and cost"): the limits bound memory (a node costs
 * about a hundred bytes of heap for two bytes of input) and keep trees shallow and nodes small for any code that
 * walks them.
 *
 * @param maxBytes             the file's size in bytes ({@link #TOO_LARGE}); for text already decoded, in characters
 * @param maxNodes             nodes in the whole file, every game tree and variation included ({@link #TOO_MANY_NODES})
 * @param maxDepth             game trees open at once, i.e. variations nested in variations ({@link #TOO_DEEP})
 * @param maxPropertiesPerNode properties in one node ({@link #TOO_MANY_PROPERTIES})
 */
public record SgfLimits(int maxBytes, int maxNodes, int maxDepth, int maxPropertiesPerNode) {

    public static final String TOO_LARGE = "SGF_TOO_LARGE";
    public static final String TOO_MANY_NODES = "SGF_TOO_MANY_NODES";
    public static final String TOO_DEEP = "SGF_TOO_DEEP";
    public static final String TOO_MANY_PROPERTIES = "SGF_TOO_MANY_PROPERTIES";

    /**
     * What {@link SgfReader} allows unless told otherwise. 100,000 nodes is seventy times the longest game the replay
     * plays (1,394 moves) and holds commented collections; no editor nests variations 10,000 deep (even one that opens
     * a variation per move stays under the 1,394 moves); FF[4] defines about 80 properties, so 1,000 in one node is
     * room for any application's own.
     */
    public static final SgfLimits DEFAULT = new SgfLimits(16 * 1024 * 1024, 100_000, 10_000, 1_000);

    /**
     * An imported record: as {@link #DEFAULT}, at most 2 MiB, the API's own cap per record
     * ({@code openkifu.import.max-record-bytes}, docs/api.md), a hundred times the longest record of the corpus.
     */
    public static final SgfLimits IMPORT = new SgfLimits(2 * 1024 * 1024, 100_000, 10_000, 1_000);

    public SgfLimits {
        if (maxBytes < 1 || maxNodes < 1 || maxDepth < 1 || maxPropertiesPerNode < 1) {
            throw new IllegalArgumentException("SGF limits are at least 1");
        }
    }
}
