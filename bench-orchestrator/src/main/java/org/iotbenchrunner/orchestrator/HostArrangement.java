package org.iotbenchrunner.orchestrator;

/**
 * How a campaign uses the host: whether its servers are {@code isolation} sequential or co-resident, the
 * {@code --campaign} preset that chose its settings (null: none), and the CPUs the harness is pinned to (null: any).
 */
record HostArrangement(Isolation isolation, CampaignPreset preset, CpuList harnessCpus) {
    static final HostArrangement DEFAULT = new HostArrangement(Isolation.SEQUENTIAL, null, null);

    String presetId() {
        return preset == null ? null : preset.id;
    }

    String harnessCpusText() {
        return harnessCpus == null ? null : harnessCpus.text();
    }
}
