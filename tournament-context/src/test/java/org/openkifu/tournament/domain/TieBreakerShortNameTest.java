package org.openkifu.tournament.domain;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The h9 header prints OpenGotha's short names: the scale suffix dropped, SOS-1 with its dash. */
class TieBreakerShortNameTest {

    @ParameterizedTest
    @CsvSource({"NBW,NBW", "MMS,MMS", "SOS,SOS", "SODOS,SODOS", "SOSOS,SOSOS", "SOS_1,SOS-1", "SOS_2,SOS-2",
            "CUSS,CUSS", "SOSW,SOS", "SOSW_1,SOS-1", "SOSW_2,SOS-2", "SODOSW,SODOS", "SOSOSW,SOSOS", "CUSSW,CUSS"})
    void theScaleSuffixIsDropped(TieBreaker criterion, String shortName) {
        assertThat(criterion.shortName()).isEqualTo(shortName);
    }
}
