package org.openkifu.game;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import org.junit.jupiter.api.Test;

/** The Go domain (rules, scoring, SGF) stays plain Java: no framework may leak in. */
class ArchitectureTest {

    private static final JavaClasses GAME = new ClassFileImporter()
            .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
            .importPackages("org.openkifu.game");

    @Test
    void goDomainDependsOnNoFramework() {
        noClasses()
                .that().resideInAnyPackage("org.openkifu.game.rules..", "org.openkifu.game.scoring..", "org.openkifu.game.sgf..",
                        "org.openkifu.game.domain..", "org.openkifu.game.invitation..")
                .should().dependOnClassesThat().resideInAnyPackage(
                        "org.springframework..", "org.axonframework..", "org.apache.kafka..", "com.mongodb..", "org.bson..",
                        "org.openkifu.infra..")
                .because("the rules, the scorer, the SGF code and the game domain are pure Java (docs/architecture.md)")
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
    void engineAndScorerDoNotKnowTheGameAggregate() {
        noClasses().that().resideInAnyPackage("org.openkifu.game.rules..", "org.openkifu.game.scoring..", "org.openkifu.game.domain..")
                .should().dependOnClassesThat().resideInAPackage("org.openkifu.game.application..")
                .check(GAME);
        noClasses().that().resideInAnyPackage("org.openkifu.game.rules..", "org.openkifu.game.scoring..")
                .should().dependOnClassesThat().resideInAPackage("org.openkifu.game.domain..")
                .check(GAME);
    }
}
