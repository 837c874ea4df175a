package org.openkifu.game;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.classes;
import static org.assertj.core.api.Assertions.assertThat;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import org.junit.jupiter.api.Test;

/**
 * The Go engine (rules, scoring, SGF, the analyst CLI and the library's board search: {@code library},
 * {@code library.board} and the facts model {@code library.facts}) needs nothing but Java: the game context, the game library's index and the CLI all use
 * it, and it builds and tests alone in seconds (docs/architecture.md, "The Go
 * engine module"). Its pom has no runtime dependency; this keeps the code so, whatever a test class path holds.
 */
class EngineIsolationTest {

    static final String[] ENGINE = {"org.openkifu.game.rules..", "org.openkifu.game.scoring..",
            "org.openkifu.game.sgf..", "org.openkifu.game.cli..", "org.openkifu.game.library",
            "org.openkifu.game.library.board..", "org.openkifu.game.library.facts.."};

    private static final JavaClasses ENGINE_CLASSES = new ClassFileImporter()
            .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
            .importPackages("org.openkifu.game");

    @Test
    void theEngineUsesOnlyJavaAndItself() {
        classes().that().resideInAnyPackage(ENGINE)
                .should().onlyDependOnClassesThat().resideInAnyPackage(concat("java..", ENGINE))
                .because("the engine is plain Java with no dependency at all (go-engine/pom.xml)")
                .check(ENGINE_CLASSES);
    }

    @Test
    void theModuleHoldsOnlyTheEnginesPackages() {
        // A class of the game context's model put here by mistake would pass the rule above if it used only Java.
        // The library's facts model (library.facts) is here so that the analyst CLI searches without the game
        // context; the fold of the game's events into it (library.events) stays in the game context.
        assertThat(ENGINE_CLASSES).isNotEmpty().allSatisfy(c -> assertThat(c.getPackageName())
                .matches("org\\.openkifu\\.game\\.((rules|scoring|sgf|cli)(\\..*)?|library|library\\.(board|facts)(\\..*)?)"));
    }

    private static String[] concat(String first, String... rest) {
        String[] all = new String[rest.length + 1];
        all[0] = first;
        System.arraycopy(rest, 0, all, 1, rest.length);
        return all;
    }
}
