package org.openkifu.tournament;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import org.junit.jupiter.api.Test;

/** The tournament domain stays plain Java, and the tournament context knows no other bounded context's code. */
class ArchitectureTest {

    private static final JavaClasses TOURNAMENT = new ClassFileImporter()
            .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
            .importPackages("org.openkifu.tournament");

    @Test
    void theDomainDependsOnNoFramework() {
        noClasses().that().resideInAPackage("org.openkifu.tournament.domain..")
                .should().dependOnClassesThat().resideInAnyPackage("org.springframework..", "org.axonframework..",
                        "org.apache.kafka..", "com.mongodb..", "org.bson..", "org.openkifu.infra..", "com.fasterxml.jackson..", "tools.jackson..")
                .because("the tournament domain is pure Java; infra serializes and wires it (docs/tournaments.md)")
                .check(TOURNAMENT);
    }

    @Test
    void theDomainDoesNotKnowItsAxonShells() {
        noClasses().that().resideInAPackage("org.openkifu.tournament.domain..")
                .should().dependOnClassesThat().resideInAPackage("org.openkifu.tournament.application..")
                .check(TOURNAMENT);
    }

    @Test
    void theTournamentContextImportsNothingFromOtherContexts() {
        noClasses().that().resideInAPackage("org.openkifu.tournament..")
                .should().dependOnClassesThat().resideInAnyPackage("org.openkifu.game..", "org.openkifu.ladder..")
                .because("contexts talk only through published contracts (docs/architecture.md)")
                .check(TOURNAMENT);
    }
}
