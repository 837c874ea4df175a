package org.openkifu.game;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.core.domain.JavaCall;
import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.domain.properties.HasOwner;
import java.time.Instant;
import org.junit.jupiter.api.Test;
import org.openkifu.game.domain.GameEvent;
import org.openkifu.game.domain.GameResult;
import org.openkifu.game.scoring.Scorer;

/**
 * The game context's model stays plain Java: no framework may leak in. The rules, the scorer and SGF are the go-engine
 * module (plain Java by construction, its EngineIsolationTest); the layers of every context, this one's included, are
 * checked together in infra/app's ContextBoundariesTest.
 */
class ArchitectureTest {

    private static final JavaClasses GAME = new ClassFileImporter()
            .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
            .importPackages("org.openkifu.game");

    @Test
    void goDomainDependsOnNoFramework() {
        noClasses()
                .that().resideInAPackage("org.openkifu.game.domain..")
                .should().dependOnClassesThat().resideInAnyPackage(
                        "org.springframework..", "org.axonframework..", "org.apache.kafka..", "com.mongodb..", "org.bson..",
                        "org.openkifu.infra..")
                .because("games and invitations are pure Java (docs/architecture.md)")
                .check(GAME);
    }

    @Test
    void gameDomainUsesNoSerializationLibrary() {
        // Snapshots and events are serialized by infra; the domain's records must not need annotations to be.
        noClasses().that().resideInAPackage("org.openkifu.game.domain..")
                .should().dependOnClassesThat().resideInAnyPackage("com.fasterxml.jackson..", "tools.jackson..")
                .check(GAME);
    }

    @Test
    void theDomainDoesNotKnowItsAxonShells() {
        noClasses().that().resideInAPackage("org.openkifu.game.domain..")
                .should().dependOnClassesThat().resideInAPackage("org.openkifu.game.application..")
                .check(GAME);
    }

    @Test
    void everyGameEndingIsDecidedInEndings() {
        noClasses().that().doNotHaveFullyQualifiedName("org.openkifu.game.domain.Endings")
                .should().callConstructor(GameEvent.GameEnded.class, String.class, GameResult.class, Instant.class)
                .because("one place decides how a game ends and what its result is (Endings, docs/game.md)")
                .check(GAME);
    }

    @Test
    void gamesAreCountedOnlyThroughTheScorersEntryPoint() {
        // Scorer counts a bare board: no handicap compensation, no pass stones. A game goes through GameScorer.score.
        noClasses().that().resideOutsideOfPackages("org.openkifu.game.scoring..")
                .should().callMethodWhere(JavaCall.Predicates.target(HasOwner.Predicates.With.owner(
                        JavaClass.Predicates.equivalentTo(Scorer.class))))
                .because("a game scores the same in the live game, imports, the CLI and the web views (docs/scoring.md)")
                .check(GAME);
    }
}
