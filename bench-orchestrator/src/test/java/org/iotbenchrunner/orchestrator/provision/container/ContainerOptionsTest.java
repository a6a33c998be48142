package org.iotbenchrunner.orchestrator.provision.container;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.Map;
import java.util.OptionalLong;
import org.iotbenchrunner.core.config.ConfigException;
import org.iotbenchrunner.core.spi.ServerResources;
import org.iotbenchrunner.core.campaign.CampaignPreset;
import org.iotbenchrunner.orchestrator.plan.CpuList;
import org.junit.jupiter.api.Test;

class ContainerOptionsTest {
    private static final long GIB = 1L << 30;
    private static final ContainerOptions.HostLimits TWO_CORES = new ContainerOptions.HostLimits(2, 24 * GIB);
    private static final List<String> IDS = List.of("timescaledb");

    private static ContainerOptions parse(String memory, String cpus, String cpuset, String shape) {
        return ContainerOptions.parse(List.of(), IDS, memory, cpus, cpuset, shape, TWO_CORES);
    }

    @Test
    void aShapeTheHostCanGiveBecomesLimitsAndExplicitOnesReplaceItsParts() {
        ContainerOptions m5 = parse(null, null, null, "m5.large");
        assertThat(m5.memoryLimitBytes()).hasValue(8 * GIB);
        assertThat(m5.cpus()).isEqualTo(2.0);
        assertThat(m5.describeLimits()).isEqualTo("memory limit 8192 MiB, 2 CPUs (shape m5.large: the benchANT "
                + "ranking's m5.large: 2 vCPU, 8 GiB)");
        assertThat(parse("4g", "1.5", "1", "m5.large").describeLimits()).startsWith("memory limit 4096 MiB, 1.5 CPUs, "
                + "cpuset 1 (shape m5.large");
    }

    @Test
    void aShapeOrLimitBeyondTheHostIsRefusedInOneLine() {
        assertThatThrownBy(() -> parse(null, null, null, "thesis")).isInstanceOf(ConfigException.class)
                .hasMessage("--shape thesis needs 6 CPUs and 28 GiB (the seed thesis's host: 6 cores, each container "
                        + "capped at 28 GB); this host has 2 CPUs and 24.0 GiB");
        assertThatThrownBy(() -> parse(null, null, null, "tsbs-vm")).hasMessageStartingWith("--shape tsbs-vm needs 4 CPUs");
        assertThatThrownBy(() -> parse(null, "3", null, null))
                .hasMessage("--cpus must be a number of CPUs from 0.01 to this host's 2 (got 3)");
        assertThatThrownBy(() -> parse(null, null, "0-2", null))
                .hasMessage("--cpuset must list CPUs of this host (0-1) such as 0 or 0-1,3 (got 0-2)");
        assertThatThrownBy(() -> CpuList.parse("--harness-cpus", "x", 2)).hasMessage("--harness-cpus must list CPUs "
                + "of this host (0-1) such as 0 or 0-1,3 (got x)");
    }

    @Test
    void aTunedContainerIsSizedForItsLimits() {
        ContainerProvider limited = new ContainerProvider(parse("4g", null, "1", null), System.out, false);
        assertThat(limited.resources(new ServerResources(18 * GIB, 2), 2)).isEqualTo(new ServerResources(4 * GIB, 1));
        ContainerProvider free = new ContainerProvider(ContainerOptions.DEFAULT, System.out, false);
        assertThat(free.resources(new ServerResources(18 * GIB, 2), 2)).isEqualTo(new ServerResources(18 * GIB, 2));
        ContainerProvider capAboveHost = new ContainerProvider(new ContainerOptions(Map.of(),
                OptionalLong.of(21 * GIB)), System.out, false);
        assertThat(capAboveHost.resources(new ServerResources(18 * GIB, 2), 2).memoryBytes())
                .as("never more than beside the harness").isEqualTo(18 * GIB);
    }

    @Test
    void theRerunCapIsTheSeedsShareOfASmallerHost() {
        assertThat(CampaignPreset.rerunCapBytes(64 * GIB)).isEqualTo(28 * GIB);
        assertThat(CampaignPreset.rerunCapBytes(24 * GIB)).isEqualTo(21 * GIB);
        assertThat(CampaignPreset.parseList("all")).hasSize(4);
        assertThat(CampaignPreset.parseList("rerun,original")).containsExactly(CampaignPreset.RERUN,
                CampaignPreset.ORIGINAL);
    }
}
