package org.openkifu.ladder;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import org.junit.jupiter.api.Test;

/** The ladder domain stays plain Java, and the ladder context stays out of the game context's code. */
class ArchitectureTest {

    private static final JavaClasses LADDER = new ClassFileImporter()
            .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
            .importPackages("org.openkifu.ladder");

    @Test
    void theLadderDomainDependsOnNoFramework() {
        noClasses().that().resideInAPackage("org.openkifu.ladder.domain..")
                .should().dependOnClassesThat().resideInAnyPackage("org.springframework..", "org.axonframework..",
                        "org.apache.kafka..", "com.mongodb..", "org.bson..", "org.openkifu.infra..", "com.fasterxml.jackson..", "tools.jackson..")
                .because("ladders, ratings and the waiting room are pure Java (docs/architecture.md)")
                .check(LADDER);
    }

    @Test
    void theDomainDoesNotKnowItsAxonShells() {
        noClasses().that().resideInAPackage("org.openkifu.ladder.domain..")
                .should().dependOnClassesThat().resideInAPackage("org.openkifu.ladder.application..")
                .check(LADDER);
    }

    @Test
    void theLadderContextImportsNothingFromAnotherBoundedContext() {
        noClasses().that().resideInAPackage("org.openkifu.ladder..")
                .should().dependOnClassesThat().resideInAnyPackage("org.openkifu.game..", "org.openkifu.tournament..")
                .because("contexts talk only through published messages (docs/architecture.md)")
                .check(LADDER);
    }
}
