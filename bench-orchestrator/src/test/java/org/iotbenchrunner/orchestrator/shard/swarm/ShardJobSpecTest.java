package org.iotbenchrunner.orchestrator.shard.swarm;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The docker service create arguments of a shard job; nothing here talks to Docker. */
class ShardJobSpecTest {

    @Test
    void aJobRunsEveryTaskAtOnceOnTheHostNetworkNeverRestartedAndLabelled() {
        ShardJobSpec spec = new ShardJobSpec("iot-benchrunner-shards-r1-7", "iot-benchrunner/harness:0.1-abc", 4,
                Map.of("org.iotbenchrunner.owner", "7:1:host"), List.of("shard", "--coordinator", "10.0.0.5:4711",
                "--run", "r1"), false);

        assertThat(String.join(" ", spec.createArgs())).isEqualTo("service create --detach --quiet"
                + " --name iot-benchrunner-shards-r1-7 --mode replicated-job --replicas 4 --max-concurrent 4"
                + " --restart-condition none --network host --label org.iotbenchrunner.owner=7:1:host"
                + " --container-label org.iotbenchrunner.owner=7:1:host iot-benchrunner/harness:0.1-abc"
                + " shard --coordinator 10.0.0.5:4711 --run r1");
    }

    @Test
    void aPushedImageIsRunWithTheRegistrysCredentials() {
        ShardJobSpec spec = ShardJobSpec.of("r", "registry:5000/iot-benchrunner/harness:1", 2, Map.of(), "h:1", true);

        List<String> args = spec.createArgs();
        assertThat(args).contains("--with-registry-auth");
        assertThat(args.indexOf("--with-registry-auth")).isLessThan(args.indexOf(spec.image()));
    }

    @Test
    void theServiceNameIsADnsLabelMadeOfTheRunAndThePid() {
        assertThat(ShardJobSpec.serviceName("Run_2026-11-27T20:00", 42))
                .isEqualTo("iot-benchrunner-shards-run-2026-11-27t20-00-42");
        String longName = ShardJobSpec.serviceName("x".repeat(200), 123456);
        assertThat(longName).hasSizeLessThanOrEqualTo(63).endsWith("-123456").matches("[a-z0-9-]+");
        assertThat(ShardJobSpec.serviceName("___", 1)).isEqualTo("iot-benchrunner-shards-run-1");
    }

    @Test
    void aJobWithoutTasksIsRefused() {
        assertThatThrownBy(() -> ShardJobSpec.of("r", "i", 0, Map.of(), "h:1", false))
                .hasMessageContaining("at least one task (got 0)");
    }
}
