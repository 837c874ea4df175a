package org.openkifu.tournament.domain;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The h9 header prints OpenGotha's short names, whatever the constant is called (the scale suffix dropped). */
class TieBreakerShortNameTest {

    @ParameterizedTest
    @CsvSource({"NBW,NBW", "MMS,MMS", "SOS,SOS", "SOSW,SOS", "SOSM,SOS", "SODOSW,SODOS", "SOSOSW,SOSOS",
            "SOSOSM,SOSOS", "CUSS,CUSS", "CUSSW,CUSS", "SOSM1,SOS-1", "SOSW2,SOS-2", "SOS_1,SOS-1", "SOSW_2,SOS-2",
            "SOSMM1,SOS-1", "SODOS,SODOS", "SOSOS,SOSOS", "STS,STS"})
    void theScaleSuffixIsDropped(String constant, String shortName) {
        assertThat(TieBreaker.shortName(constant)).isEqualTo(shortName);
    }
}
