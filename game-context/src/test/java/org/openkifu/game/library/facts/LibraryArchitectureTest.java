package org.openkifu.game.library.facts;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import org.junit.jupiter.api.Test;

/** The library's facts model is plain Java, like the game domain it folds (docs/library.md). */
class LibraryArchitectureTest {

    private static final JavaClasses GAME = new ClassFileImporter()
            .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
            .importPackages("org.openkifu.game");

    @Test
    void theFactsModelDependsOnNoFramework() {
        noClasses().that().resideInAPackage("org.openkifu.game.library.facts..")
                .should().dependOnClassesThat().resideInAnyPackage("org.springframework..", "org.axonframework..",
                        "org.apache.kafka..", "com.mongodb..", "org.bson..", "org.openkifu.infra..",
                        "com.fasterxml.jackson..", "tools.jackson..", "org.openkifu.game.infrastructure..",
                        "org.openkifu.game.web..", "org.openkifu.game.application..")
                .check(GAME);
    }
}
