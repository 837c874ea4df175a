package org.openkifu.ladder.domain;

/**
 * The request ids the ladder context puts on its game requests. Each is derived from the thing that asks for the
 * game (the challenge, the accepted offer, the match), so a retried or redelivered request carries the same id and
 * the game context, which derives the game id from it, never creates a second game. A challenge's id doubles as the
 * game's origin reference: the finished game names its ladder and challenge, so the adapter can route it.
 */
public final class RequestIds {

    private static final String LADDER = "ladder/";
    private static final String CHALLENGE = "/challenge/";

    private RequestIds() {
    }

    public static String forChallenge(String ladderId, String challengeId) {
        return LADDER + ladderId + CHALLENGE + challengeId;
    }

    public static String forOffer(String offerId) {
        return "offer/" + offerId;
    }

    public static String forMatch(String poolId, String matchId) {
        return "match/" + poolId + "/" + matchId;
    }

    /** The ladder id in a challenge reference, or null when the reference is not one. */
    public static String ladderIdOf(String reference) {
        String[] parts = split(reference);
        return parts == null ? null : parts[0];
    }

    /** The challenge id in a challenge reference, or null when the reference is not one. */
    public static String challengeIdOf(String reference) {
        String[] parts = split(reference);
        return parts == null ? null : parts[1];
    }

    /** Ids end up inside references and request ids, where a slash would make them ambiguous. */
    public static void requireSimpleId(String id, String what) {
        if (id == null || id.isBlank() || id.contains("/")) {
            throw LadderRuleViolation.reject(LadderRuleViolation.INVALID_COMMAND,
                    "the " + what + " id is required and may not contain '/'");
        }
    }

    private static String[] split(String reference) {
        if (reference == null || !reference.startsWith(LADDER)) {
            return null;
        }
        String rest = reference.substring(LADDER.length());
        int at = rest.indexOf(CHALLENGE);
        if (at <= 0 || at + CHALLENGE.length() >= rest.length()) {
            return null;
        }
        String ladderId = rest.substring(0, at);
        String challengeId = rest.substring(at + CHALLENGE.length());
        return ladderId.contains("/") || challengeId.contains("/") ? null : new String[] {ladderId, challengeId};
    }
}
