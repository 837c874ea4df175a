package org.openkifu.game.infrastructure.reads;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import org.junit.jupiter.api.Test;

/** The read side (projection, hub, rebuild service) knows nothing of the web layer that serves it. */
class ReadsLayeringTest {

    @Test
    void readsAndProjectionsDoNotDependOnTheWebLayer() {
        JavaClasses classes = new ClassFileImporter().withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
                .importPackages("org.openkifu.infra.reads", "org.openkifu.infra.projection", "org.openkifu.infra.web");
        noClasses().that().resideInAnyPackage("org.openkifu.infra.reads..", "org.openkifu.infra.projection..")
                .should().dependOnClassesThat().resideInAPackage("org.openkifu.infra.web..")
                .check(classes);
    }
}
