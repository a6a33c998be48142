package org.iotbenchrunner.orchestrator.plan;

import org.iotbenchrunner.core.campaign.CampaignPreset;
import org.iotbenchrunner.core.campaign.Isolation;

/**
 * How a campaign uses the host: whether its servers are {@code isolation} sequential or co-resident, the
 * {@code --campaign} preset that chose its settings (null: none), and the CPUs the harness is pinned to (null: any).
 */
public record HostArrangement(Isolation isolation, CampaignPreset preset, CpuList harnessCpus) {
    public static final HostArrangement DEFAULT = new HostArrangement(Isolation.SEQUENTIAL, null, null);

    public String presetId() {
        return preset == null ? null : preset.id();
    }

    public String harnessCpusText() {
        return harnessCpus == null ? null : harnessCpus.text();
    }
}
