package org.openkifu.app.architecture;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import org.junit.jupiter.api.Test;

/**
 * The module map (docs/architecture.md): the platform ({@code org.openkifu.infra}) knows no context; each context
 * uses the platform from its application and adapter packages only, never from its domain; no context imports
 * another (they talk through Kafka contracts); nothing but the assembly knows the assembly. The Maven module graph
 * already forbids most of this; the test keeps it so if a module dependency is ever added for convenience. Checked
 * here because only the assembly's class path holds every module.
 */
class ContextBoundariesTest {

    private static final JavaClasses ALL = new ClassFileImporter()
            .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
            .importPackages("org.openkifu");

    private static final String GAME = "org.openkifu.game..";
    private static final String LADDER = "org.openkifu.ladder..";
    private static final String TOURNAMENT = "org.openkifu.tournament..";
    private static final String PLATFORM = "org.openkifu.infra..";
    private static final String APP = "org.openkifu.app..";

    /** The packages that hold a context's model: plain Java, whatever the context's adapters use. */
    private static final String[] DOMAINS = {
            "org.openkifu.game.rules..", "org.openkifu.game.scoring..", "org.openkifu.game.sgf..",
            "org.openkifu.game.domain..", "org.openkifu.game.domain.invitation..",
            "org.openkifu.ladder.domain..", "org.openkifu.tournament.domain.."};

    @Test
    void thePlatformKnowsNoContext() {
        noClasses().that().resideInAPackage(PLATFORM)
                .should().dependOnClassesThat().resideInAnyPackage(GAME, LADDER, TOURNAMENT, APP)
                .because("infra/platform is shared by every context: nothing in it may be specific to one")
                .check(ALL);
    }

    @Test
    void noContextKnowsTheAssembly() {
        noClasses().that().resideInAnyPackage(GAME, LADDER, TOURNAMENT)
                .should().dependOnClassesThat().resideInAPackage(APP)
                .check(ALL);
    }

    @Test
    void domainsUseNeitherThePlatformNorAFramework() {
        noClasses().that().resideInAnyPackage(DOMAINS)
                .should().dependOnClassesThat().resideInAnyPackage(PLATFORM, "org.springframework..",
                        "org.axonframework..", "org.apache.kafka..", "com.mongodb..", "org.bson..")
                .allowEmptyShould(true)
                .because("a context's model is plain Java; adapters translate at its edges")
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
                .allowEmptyShould(true) // until the ladder context has classes
                .check(ALL);
    }

    @Test
    void tournamentContextKnowsNoOtherContext() {
        noClasses().that().resideInAPackage(TOURNAMENT)
                .should().dependOnClassesThat().resideInAnyPackage(GAME, LADDER)
                .allowEmptyShould(true) // until the tournament context has classes
                .check(ALL);
    }
}
