package org.openkifu.infra.architecture;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import org.junit.jupiter.api.Test;

/**
 * The bounded contexts talk only through Kafka topics: none may import another's classes, and none may
 * know the adapters in infra. The Maven module graph already forbids most of this; the test keeps it so
 * if a module dependency is ever added for convenience. Checked here because only infra's class path
 * holds every context.
 */
class ContextBoundariesTest {

    private static final JavaClasses ALL = new ClassFileImporter()
            .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
            .importPackages("org.openkifu");

    private static final String GAME = "org.openkifu.game..";
    private static final String LADDER = "org.openkifu.ladder..";
    private static final String TOURNAMENT = "org.openkifu.tournament..";
    private static final String INFRA = "org.openkifu.infra..";

    @Test
    void noContextKnowsTheAdapters() {
        noClasses().that().resideInAnyPackage(GAME, LADDER, TOURNAMENT)
                .should().dependOnClassesThat().resideInAPackage(INFRA)
                .because("infra is the outer ring: it depends on the contexts, never the reverse")
                .check(ALL);
    }

    @Test
    void gameContextKnowsNoOtherContext() {
        noClasses().that().resideInAPackage(GAME)
                .should().dependOnClassesThat().resideInAnyPackage(LADDER, TOURNAMENT)
                .check(ALL);
    }

    @Test
    void ladderContextKnowsNoOtherContext() {
        noClasses().that().resideInAPackage(LADDER)
                .should().dependOnClassesThat().resideInAnyPackage(GAME, TOURNAMENT)
                .allowEmptyShould(true) // the ladder context has no classes yet
                .check(ALL);
    }

    @Test
    void tournamentContextKnowsNoOtherContext() {
        noClasses().that().resideInAPackage(TOURNAMENT)
                .should().dependOnClassesThat().resideInAnyPackage(GAME, LADDER)
                .allowEmptyShould(true) // the tournament context has no classes yet
                .check(ALL);
    }
}
