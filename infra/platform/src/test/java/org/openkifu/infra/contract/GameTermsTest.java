package org.openkifu.infra.contract;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/**
 * The platform's reader of the published game terms, on its own (the game context's GameTermsContractTest checks that
 * the file agrees with the game's validation): the file is on the classpath, aliases and goals resolve, what is not
 * given is not checked, and the sentences are filled in.
 */
class GameTermsTest {

    private static final GameTerms TERMS = GameTerms.published();

    private static GameTerms.Terms terms(String rules, Integer size, Double komi, GameTerms.Clock clock) {
        return new GameTerms.Terms(rules, size, komi, null, clock);
    }

    @Test
    void theContractIsPackedIntoThePlatform() {
        assertThat(TERMS.presets()).contains("japanese", "chinese", "capture-go").doesNotContain("gomoku");
        assertThat(TERMS.schema().path("$id").asString()).endsWith("/contracts/game/v1/GameTerms.schema.json");
    }

    @Test
    void presetsResolveLikeTheGame() {
        assertThat(TERMS.refusal(terms(" Japanese ", 19, null, null))).isEmpty();
        assertThat(TERMS.refusal(terms("iyt", 13, null, null))).isEmpty();
        assertThat(TERMS.refusal(terms("atari-go:5", 9, null, null))).isEmpty();
        assertThat(TERMS.refusal(terms("japanese:5", 9, null, null)))
                .contains("rule set 'japanese' takes no parameter, but 'japanese:5' gives one");
        assertThat(TERMS.refusal(terms("capture-go:0", 9, null, null)))
                .contains("'capture-go:0': the capture goal must be a whole number of stones, 1 or more");
        assertThat(TERMS.refusal(terms("capture-go:3", 26, null, null))).contains("rule set 'capture-go:3' does not play on 26x26");
        assertThat(TERMS.refusal(terms("gomoku", 19, null, null)).orElseThrow()).startsWith("unknown rule set 'gomoku'; known: ");
    }

    @Test
    void whatIsNotGivenIsNotChecked() {
        assertThat(TERMS.refusal(terms(null, null, null, null))).isEmpty();
        assertThat(TERMS.refusal(terms(null, 400, null, null))).as("sizes depend on the preset").isEmpty();
        assertThat(TERMS.refusal(terms(null, null, 7.0, null))).isEmpty();
    }

    @Test
    void clocksAndKomiGetTheGamesSentences() {
        assertThat(TERMS.refusal(terms("japanese", 19, 6.3, null))).contains("komi is a multiple of 0.5 (e.g. 6.5 or 7), not 6.3");
        assertThat(TERMS.refusal(terms("japanese", 19, -151.0, null)))
                .contains("komi must be a number between -150 and 150, not -151.0");
        assertThat(TERMS.refusal(terms("japanese", 19, null, new GameTerms.Clock("CANADIAN", 0, 0, 3600, 100, 0)))).isEmpty();
        assertThat(TERMS.refusal(terms("japanese", 19, null, new GameTerms.Clock("CANADIAN", 0, 0, 3601, 100, 0))))
                .contains("a Canadian period lasts 1 to 60 minutes, not 3601 s");
        assertThat(TERMS.refusal(terms("japanese", 19, null, new GameTerms.Clock("JAPANESE_BYOYOMI", 600, 0, 30, 0, 0))))
                .contains("a byoyomi period lasts 10 to 60 seconds, not 30");
        assertThat(TERMS.refusal(terms("japanese", 19, null, new GameTerms.Clock("ABSOLUTE", 600, 0, 0, 0, 5))))
                .contains("ABSOLUTE has no increment");
        assertThat(TERMS.refusal(terms("japanese", 19, null, new GameTerms.Clock("NONE", 1, 0, 0, 0, 0))))
                .contains("an untimed game takes no time settings");
        assertThat(TERMS.refusal(terms("japanese", 19, null, new GameTerms.Clock(null, 0, 0, 0, 0, 0))))
                .contains("the time control kind is required (NONE for an untimed game)");
    }
}
