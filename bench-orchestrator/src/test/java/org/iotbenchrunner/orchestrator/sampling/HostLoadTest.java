package org.iotbenchrunner.orchestrator.sampling;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.iotbenchrunner.core.result.HarnessUsage;
import org.iotbenchrunner.core.result.HostSaturation;
import org.iotbenchrunner.core.result.ResourceSample;
import org.iotbenchrunner.core.result.ResourceUsage;
import org.junit.jupiter.api.Test;

class HostLoadTest {
    private static ResourceUsage server(double cpu) {
        return ResourceUsage.of("process-tree (PSS)", List.of(new ResourceSample(1, cpu, 100)));
    }

    private static HarnessUsage harness(double cpu) {
        return new HarnessUsage(cpu / 100, cpu);
    }

    @Test
    void theHarnessAloneNearTheHostsCapacityIsClientBound() {
        HostLoad b = HostLoad.of(harness(185), ResourceUsage.none("noop has no server process"), 2);
        assertThat(b.clientBound()).isTrue();
        assertThat(b.clientBoundReason())
                .isEqualTo("the harness used 185.0 % CPU, at least 90 % of the host's 200 % (2 cores)");
        assertThat(b.saturation().saturated()).isTrue();
        assertThat(HostLoad.of(harness(179), ResourceUsage.none("external"), 2).clientBound()).isFalse();
        assertThat(HostLoad.of(harness(360), server(10), 4).clientBound()).isTrue();
    }

    @Test
    void aSaturatedHostIsClientBoundWhenTheHarnessUsedAtLeastAsMuchAsTheServer() {
        HostLoad b = HostLoad.of(harness(100), server(85), 2);
        assertThat(b.clientBound()).isTrue();
        assertThat(b.clientBoundReason()).isEqualTo("harness 100.0 % + server 85.0 % = 185.0 % CPU, at least 90 % of "
                + "the host's 200 % (2 cores), and the harness used at least as much as the server");
        assertThat(HostLoad.of(harness(100), server(60), 2).clientBound()).as("the host was not saturated").isFalse();
        assertThat(HostLoad.of(harness(100), server(60), 2).clientBoundReason()).isNull();
    }

    @Test
    void aHostTheServerFilledIsSaturatedButNotClientBound() {
        HostLoad b = HostLoad.of(harness(85), server(100), 2);
        assertThat(b.clientBound()).isFalse();
        assertThat(b.saturation()).isEqualTo(new HostSaturation(true,
                "harness 85.0 % + server 100.0 % = 185.0 % CPU, at least 90 % of the host's 200 % (2 cores)"));
        assertThat(HostLoad.of(harness(100), server(60), 2).saturation()).isEqualTo(new HostSaturation(false, null));
        assertThat(HostLoad.of(harness(50), ResourceUsage.none("external"), 2).saturation())
                .as("unknown without server samples").isNull();
    }
}
