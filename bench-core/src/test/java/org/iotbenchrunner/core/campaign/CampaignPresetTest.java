package org.iotbenchrunner.core.campaign;

import static org.assertj.core.api.Assertions.assertThat;

import org.iotbenchrunner.core.config.ServerProfile;
import org.junit.jupiter.api.Test;

/** The presets as the orchestrator runs them and the report once defined them on its own: the same four. */
class CampaignPresetTest {
    @Test
    void theFourPresetsSeparateIsolationFromTuning() {
        assertThat(CampaignPreset.ids()).containsExactly("original", "isolated-default", "coresident-tuned", "rerun");
        assertThat(CampaignPreset.values()).filteredOn(CampaignPreset::coResident)
                .containsExactly(CampaignPreset.ORIGINAL, CampaignPreset.CORESIDENT_TUNED);
        assertThat(CampaignPreset.values()).filteredOn(CampaignPreset::tuned)
                .containsExactly(CampaignPreset.CORESIDENT_TUNED, CampaignPreset.RERUN);
        assertThat(CampaignPreset.values()).filteredOn(CampaignPreset::memoryCapped)
                .containsExactly(CampaignPreset.RERUN);
        assertThat(CampaignPreset.RERUN.profile()).isEqualTo(ServerProfile.TUNED);
        assertThat(Isolation.of("Co-Resident")).isEqualTo(Isolation.CO_RESIDENT);
    }
}
