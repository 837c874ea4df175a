package org.openkifu.game.cli;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import org.junit.jupiter.api.Test;

/** The CLI sits on top: the domain (rules, scoring, SGF) never reaches up into it. */
class CliArchitectureTest {

    private static final JavaClasses GAME = new ClassFileImporter()
            .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
            .importPackages("org.openkifu.game");

    @Test
    void nothingInTheDomainDependsOnTheCli() {
        noClasses().that().resideOutsideOfPackage("org.openkifu.game.cli..")
                .should().dependOnClassesThat().resideInAPackage("org.openkifu.game.cli..")
                .check(GAME);
    }

    @Test
    void sgfDoesNotDependOnScoring() {
        noClasses().that().resideInAPackage("org.openkifu.game.sgf..")
                .should().dependOnClassesThat().resideInAPackage("org.openkifu.game.scoring..")
                .because("reading and replaying a record needs the rules only; the CLI joins scoring in")
                .check(GAME);
    }
}
