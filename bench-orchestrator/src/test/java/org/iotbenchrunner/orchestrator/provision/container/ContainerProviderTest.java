package org.iotbenchrunner.orchestrator.provision.container;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.OptionalLong;
import org.iotbenchrunner.core.config.ConfigException;
import org.iotbenchrunner.core.config.ConfigLayers;
import org.iotbenchrunner.core.spi.ContainerSpec;
import org.iotbenchrunner.core.spi.DatabaseBinding;
import org.iotbenchrunner.core.spi.Endpoint;
import org.iotbenchrunner.core.spi.ServerOptions;
import org.iotbenchrunner.orchestrator.plan.DatabaseRegistry;
import org.junit.jupiter.api.Test;
import org.testcontainers.containers.GenericContainer;
import org.testcontainers.containers.wait.strategy.HostPortWaitStrategy;
import org.testcontainers.containers.wait.strategy.HttpWaitStrategy;
import org.testcontainers.containers.wait.strategy.LogMessageWaitStrategy;

/** Container definitions and options; nothing here talks to a Docker engine. */
class ContainerProviderTest {
    private static final long GIB = 1024L * 1024 * 1024;

    private static ContainerSpec spec(ContainerSpec.Readiness readiness, List<String> command) {
        return new ContainerSpec("example/db:1.0", Map.of("MODE", "bench"), command,
                new Endpoint("localhost", 7000, "u", "p", "test", null), readiness, Duration.ofSeconds(90),
                List.of("/data"), null);
    }

    private static DatabaseBinding binding(String id) {
        return new DatabaseRegistry().select(id).databases().get(0);
    }

    @Test
    void theContainerIsDefinedFromTheSpec() {
        GenericContainer<?> c = ContainerProvider.container(spec(new ContainerSpec.Readiness.ListeningPort(),
                List.of("bash", "-c", "exec server")), new ContainerOptions(Map.of(), OptionalLong.of(4 * GIB)), 40000);
        assertThat(c.getEnvMap()).containsExactlyEntriesOf(Map.of("MODE", "bench"));
        assertThat(c.getExposedPorts()).containsExactly(7000);
        assertThat(c.getCommandParts()).containsExactly("bash", "-c", "exec server");
        assertThat(ContainerProvider.container(spec(new ContainerSpec.Readiness.ListeningPort(), List.of()),
                ContainerOptions.DEFAULT, 40000).getCommandParts()).as("the image's own command").isEmpty();
    }

    @Test
    void theServerSetsReachTheBindingsRecipeSizedForTheContainer() {
        ContainerProvider provider = new ContainerProvider(ContainerOptions.DEFAULT, System.out, false);
        ServerOptions asked = ServerOptions.defaults().withServerSets(Map.of("work_mem", "8MB"));
        assertThat(provider.sized(asked).serverSets()).containsExactly(Map.entry("work_mem", "8MB"));
        ContainerSpec timescale = provider.spec(binding("timescaledb"), new ConfigLayers().build(),
                provider.sized(asked));
        assertThat(timescale.command()).containsExactly("postgres", "-c", "work_mem=8MB");
        assertThat(timescale.settings().applied()).containsExactly(Map.entry("work_mem", "8MB"));
    }

    @Test
    void eachReadinessHasItsWaitStrategy() {
        assertThat(ContainerProvider.waitStrategy(spec(new ContainerSpec.Readiness.ListeningPort(), List.of())))
                .isInstanceOf(HostPortWaitStrategy.class);
        assertThat(ContainerProvider.waitStrategy(spec(new ContainerSpec.Readiness.HttpOk("/health"), List.of())))
                .isInstanceOf(HttpWaitStrategy.class);
        assertThat(ContainerProvider.waitStrategy(spec(new ContainerSpec.Readiness.LogLine(".*ready.*", 2),
                List.of()))).isInstanceOf(LogMessageWaitStrategy.class);
    }

    @Test
    void anImageOptionReplacesThePinnedImageOfThatDatabaseOnly() {
        ContainerOptions options = ContainerOptions.parse(List.of("iotdb=apache/iotdb:1.3.2-standalone"), "4g",
                new DatabaseRegistry().withContainer());
        ContainerProvider provider = new ContainerProvider(options, System.out, false);
        ContainerSpec iotdb = provider.spec(binding("iotdb"), new ConfigLayers().build());
        assertThat(iotdb.image()).isEqualTo("apache/iotdb:1.3.2-standalone");
        assertThat(iotdb.command()).as("the memory limit reaches the binding").isNotEmpty();
        assertThat(iotdb.localBuild()).as("no recipe builds an image the user named").isNull();
        assertThat(provider.describe(new ContainerImages.Resolved(iotdb.image(), "sha256:0123456789abcdef0123",
                "pulled"))).isEqualTo("docker (apache/iotdb:1.3.2-standalone, image 0123456789ab, pulled, "
                        + "memory limit 4096 MiB)");
        assertThat(provider.spec(binding("timescaledb"), new ConfigLayers().build()).image())
                .isEqualTo("timescale/timescaledb:2.19.3-pg15");
        assertThat(provider.unavailableReason(binding("noop"))).isEqualTo(
                "noop has no container image; use --provider local or external");
    }

    @Test
    void containerCapableDatabasesAreEveryDatabaseButNoop() {
        assertThat(new DatabaseRegistry().withContainer()).doesNotContain("noop")
                .containsExactlyInAnyOrderElementsOf(new DatabaseRegistry().all());
    }

    @Test
    void memorySizesReadLikeDockers() {
        assertThat(ContainerOptions.memoryBytes("4g")).isEqualTo(4 * GIB);
        assertThat(ContainerOptions.memoryBytes("4GB")).isEqualTo(4 * GIB);
        assertThat(ContainerOptions.memoryBytes("1.5g")).isEqualTo(3 * GIB / 2);
        assertThat(ContainerOptions.memoryBytes("512m")).isEqualTo(512L * 1024 * 1024);
        assertThat(ContainerOptions.memoryBytes("6291456")).isEqualTo(6L * 1024 * 1024);
        for (String bad : List.of("4x", "", "-1g", "5m", "g", "4 g b")) {
            assertThatThrownBy(() -> ContainerOptions.memoryBytes(bad)).isInstanceOf(ConfigException.class)
                    .hasMessage("--mem-limit must be a size such as 512m or 4g, at least 6m (got " + bad + ")");
        }
    }

    @Test
    void diskUsageLinesAreSummed() {
        assertThat(ContainerDisk.parseKib("1204\t/var/lib/influxdb/data\n36\t/var/lib/influxdb/wal\n")).isEqualTo(1240);
    }

    @Test
    void theEnginesErrorMessageIsShownAlone() {
        assertThat(ContainerImages.dockerMessage(new RuntimeException("Status 500: {\"message\":\"Get \\\"https://"
                + "registry-1.docker.io/v2/\\\": dial tcp: lookup registry-1.docker.io: no such host\"}\n")))
                .isEqualTo("Get \"https://registry-1.docker.io/v2/\": dial tcp: lookup registry-1.docker.io: no such host");
        assertThat(ContainerImages.dockerMessage(new RuntimeException("plain\nsecond line"))).isEqualTo("plain");
    }

    @Test
    void anImagesRegistryIsReadAsTheEngineReadsIt() {
        assertThat(ContainerImages.registryOf("timescale/timescaledb:2.19.3-pg15")).isEqualTo("docker.io");
        assertThat(ContainerImages.registryOf("debian:bookworm-slim")).isEqualTo("docker.io");
        assertThat(ContainerImages.registryOf("quay.io/influxdb/influxdb:v2")).isEqualTo("quay.io");
        assertThat(ContainerImages.registryOf("127.0.0.1:5000/silent/db:1.0")).isEqualTo("127.0.0.1:5000");
        assertThat(ContainerImages.registryOf("localhost/db:1")).isEqualTo("localhost");
    }
}
