package org.openkifu.app.architecture;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.classes;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static com.tngtech.archunit.library.Architectures.layeredArchitecture;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.library.Architectures.LayeredArchitecture;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.openkifu.infra.ui.SitePage;
import org.springframework.stereotype.Controller;
import org.springframework.web.bind.annotation.RestController;

/**
 * The module map (docs/architecture.md): the platform ({@code org.openkifu.infra}) knows no context; each context
 * uses the platform from its application and adapter packages only, never from its domain; no context imports
 * another (they talk through Kafka contracts); nothing but the assembly knows the assembly. The Maven module graph
 * already forbids most of this; the test keeps it so if a module dependency is ever added for convenience. Checked
 * here because only the assembly's class path holds every module.
 *
 * <p>Inside a context, one shape for all three ({@link #layersOf}): {@code domain} (the model, plain Java), then
 * {@code application} (the Axon shells and services), {@code infrastructure} (projections, Kafka, Mongo, sweeps) and
 * {@code web} (controllers), each layer using only those before it. The Go engine (rules, scoring, SGF, the analyst
 * CLI, the library's board search) is a module of its own, used by the game context's layers; its own test keeps
 * it plain Java (game-context/go-engine, EngineIsolationTest).
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

    /**
     * A context's layers: the model first, each later layer free to use the ones before it and nobody using a later
     * one. Every layer must hold classes (ArchUnit fails on an empty one, so a renamed package cannot make the rule pass
     * vacuously). Only dependencies between two layers count: the assembly importing a configuration, or the game
     * library (outside the four, while it grows) using the domain, are not a layer's business.
     */
    static LayeredArchitecture layersOf(String context) {
        String root = "org.openkifu." + context + ".";
        return layeredArchitecture().consideringOnlyDependenciesInLayers()
                .layer("Domain").definedBy(root + "domain..")
                .layer("Application").definedBy(root + "application..")
                .layer("Infrastructure").definedBy(root + "infrastructure..")
                .layer("Web").definedBy(root + "web..")
                .whereLayer("Web").mayNotBeAccessedByAnyLayer()
                .whereLayer("Infrastructure").mayOnlyBeAccessedByLayers("Web")
                .whereLayer("Application").mayOnlyBeAccessedByLayers("Infrastructure", "Web")
                .whereLayer("Domain").mayOnlyBeAccessedByLayers("Application", "Infrastructure", "Web");
    }

    @ParameterizedTest
    @ValueSource(strings = {"game", "ladder", "tournament"})
    void eachContextIsLayered(String context) {
        layersOf(context).because("every context has the same layers (docs/architecture.md)").check(ALL);
    }

    @ParameterizedTest
    @ValueSource(strings = {"game", "ladder", "tournament"})
    void eachDomainUsesNeitherThePlatformNorAFramework(String context) {
        noClasses().that().resideInAPackage("org.openkifu." + context + ".domain..")
                .should().dependOnClassesThat().resideInAnyPackage(PLATFORM, "org.springframework..",
                        "org.axonframework..", "org.apache.kafka..", "com.mongodb..", "org.bson..")
                .because("a context's model is plain Java; adapters translate at its edges")
                .check(ALL);
    }

    @Test
    void everyPageControllerIsASitePageAndNoApiControllerIs() {
        classes().that().areAnnotatedWith(Controller.class).should().beAnnotatedWith(SitePage.class)
                .because("SitePages gives every page's template who is signed in (SitePage)")
                .check(ALL);
        noClasses().that().areMetaAnnotatedWith(RestController.class).should().beAnnotatedWith(SitePage.class)
                .because("an API call renders no page: the pages' model attributes would be work for nothing")
                .check(ALL);
    }

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
