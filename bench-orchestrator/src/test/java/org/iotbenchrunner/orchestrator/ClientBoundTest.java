package org.iotbenchrunner.orchestrator;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.iotbenchrunner.core.result.HarnessUsage;
import org.iotbenchrunner.core.result.ResourceSample;
import org.iotbenchrunner.core.result.ResourceUsage;
import org.junit.jupiter.api.Test;

class ClientBoundTest {
    private static ResourceUsage server(double cpu) {
        return ResourceUsage.of("process-tree (PSS)", List.of(new ResourceSample(1, cpu, 100)));
    }

    private static HarnessUsage harness(double cpu) {
        return new HarnessUsage(cpu / 100, cpu);
    }

    @Test
    void theHarnessAloneNearTheHostsCapacityIsClientBound() {
        ClientBound b = ClientBound.of(harness(185), ResourceUsage.none("noop has no server process"), 2);
        assertThat(b.bound()).isTrue();
        assertThat(b.reason()).isEqualTo("the harness used 185.0 % CPU, at least 90 % of the host's 200 % (2 cores)");
        assertThat(ClientBound.of(harness(179), ResourceUsage.none("external"), 2).bound()).isFalse();
        assertThat(ClientBound.of(harness(360), server(10), 4).bound()).isTrue();
    }

    @Test
    void aSaturatedHostIsClientBoundWhenTheHarnessUsedAtLeastAsMuchAsTheServer() {
        ClientBound b = ClientBound.of(harness(100), server(85), 2);
        assertThat(b.bound()).isTrue();
        assertThat(b.reason()).isEqualTo("harness 100.0 % + server 85.0 % = 185.0 % CPU, at least 90 % of the "
                + "host's 200 % (2 cores), and the harness used at least as much as the server");
        assertThat(ClientBound.of(harness(85), server(100), 2).bound()).as("the server was the larger user")
                .isFalse();
        assertThat(ClientBound.of(harness(100), server(60), 2).bound()).as("the host was not saturated").isFalse();
        assertThat(ClientBound.of(harness(100), server(60), 2).reason()).isNull();
    }
}
