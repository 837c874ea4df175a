package org.openkifu.ladder.domain;

import java.time.Instant;
import java.util.Optional;

/**
 * Whether a challenge would be accepted now, asked of the decider itself: the page's "can I challenge this player,
 * and if not, why" is the very decision {@code IssueChallenge} would get, never a second copy of the rules.
 */
public final class ChallengeProbe {

    /** Not a UUID, so never the id of a real challenge (the API gives UUIDs), and never stored. */
    static final String PROBE_ID = "probe";

    private ChallengeProbe() {
    }

    /** Empty when {@code challenger} may challenge {@code defender} now; else the refusal the command would get. */
    public static Optional<LadderRuleViolation> refusal(LadderState s, String challenger, String defender, Instant now) {
        try {
            LadderDecider.decide(new LadderCommand.IssueChallenge(s.ladderId(), PROBE_ID, challenger, defender, null,
                    null), s, now);
            return Optional.empty();
        } catch (LadderRuleViolation e) {
            return Optional.of(e);
        }
    }
}
