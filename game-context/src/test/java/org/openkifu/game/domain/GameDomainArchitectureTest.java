package org.openkifu.game.domain;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import org.junit.jupiter.api.Test;

/** The game domain is plain Java: frameworks live in the application shell and in infra. */
class GameDomainArchitectureTest {

    private static final JavaClasses GAME = new ClassFileImporter()
            .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
            .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_JARS)
            .importPackages("org.openkifu.game");

    @Test
    void domainRulesAndScoringImportNoFramework() {
        noClasses().that().resideInAnyPackage("org.openkifu.game.domain..", "org.openkifu.game.rules..", "org.openkifu.game.scoring..")
                .should().dependOnClassesThat().resideInAnyPackage("org.springframework..", "org.axonframework..",
                        "org.apache.kafka..", "com.mongodb..", "org.bson..", "com.fasterxml.jackson..", "tools.jackson..")
                .check(GAME);
    }

    @Test
    void theEngineAndScorerDoNotKnowTheGame() {
        noClasses().that().resideInAnyPackage("org.openkifu.game.rules..", "org.openkifu.game.scoring..")
                .should().dependOnClassesThat().resideInAnyPackage("org.openkifu.game.domain..", "org.openkifu.game.application..")
                .check(GAME);
    }

    @Test
    void theDomainDoesNotReachIntoTheAxonShell() {
        noClasses().that().resideInAPackage("org.openkifu.game.domain..")
                .should().dependOnClassesThat().resideInAPackage("org.openkifu.game.application..")
                .check(GAME);
    }
}
