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
                .that().resideInAnyPackage("org.openkifu.game.rules..", "org.openkifu.game.scoring..", "org.openkifu.game.sgf..")
                .should().dependOnClassesThat().resideInAnyPackage(
                        "org.springframework..", "org.axonframework..", "org.apache.kafka..", "com.mongodb..", "org.bson..")
                .because("the rules, the scorer and the SGF code are pure Java (DESIGN.md)")
                .check(GAME);
    }
}
