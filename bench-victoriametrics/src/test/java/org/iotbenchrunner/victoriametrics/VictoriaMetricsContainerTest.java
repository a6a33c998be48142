package org.iotbenchrunner.victoriametrics;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.OptionalLong;
import org.iotbenchrunner.core.config.BenchmarkConfig;
import org.iotbenchrunner.core.config.ServerProfile;
import org.iotbenchrunner.core.spi.ContainerRequest;
import org.iotbenchrunner.core.spi.ContainerSpec;
import org.iotbenchrunner.core.spi.ServerOptions;
import org.iotbenchrunner.core.spi.ServerResources;
import org.junit.jupiter.api.Test;

class VictoriaMetricsContainerTest {
    private final VictoriaMetricsBinding binding = new VictoriaMetricsBinding();

    @Test
    void thePinnedImageRunsWithTheFlagsForExactReads() {
        ContainerSpec spec = binding.container(BenchmarkConfig.defaults(), ContainerRequest.defaults()).orElseThrow();
        assertThat(spec.image()).isEqualTo("victoriametrics/victoria-metrics:v1.79.5");
        assertThat(spec.env()).isEmpty();
        assertThat(spec.command()).containsExactly("-storageDataPath=/victoria-metrics-data", "-httpListenAddr=:8428",
                "-retentionPeriod=100y", "-search.disableCache=true", "-search.latencyOffset=0s",
                "-dedup.minScrapeInterval=1ms");
        assertThat(spec.inside().port()).isEqualTo(8428);
        assertThat(spec.inside().database()).isEqualTo("test");
        assertThat(spec.readiness()).isEqualTo(new ContainerSpec.Readiness.HttpOk("/health"));
        assertThat(spec.dataDirectories()).containsExactly("/victoria-metrics-data");
        assertThat(spec.localBuild().recipe()).isEqualTo("victoriametrics");
        assertThat(spec.localBuild().version()).isEqualTo("1.79.5");
        assertThat(spec.localBuild().missing()).isNull();
        assertThat(spec.settings().applied()).isEqualTo(VictoriaMetricsFlags.exact());
        assertThat(spec.settings().readBack()).hasSize(3).first().isEqualTo("sh");
    }

    @Test
    void theTunedProfileIsSizedForTheContainersResources() {
        ServerResources limits = new ServerResources(4L << 30, 2);
        ContainerSpec spec = binding.container(BenchmarkConfig.defaults(), new ContainerRequest(
                new ServerOptions(ServerProfile.TUNED, limits), OptionalLong.of(4L << 30))).orElseThrow();
        assertThat(spec.command()).contains("-memory.allowedBytes=" + (4L << 30) / 100 * 60,
                "-search.maxConcurrentRequests=16", "-maxConcurrentInserts=16");
        assertThat(spec.settings().applied()).containsAllEntriesOf(binding.tunedSettings(limits))
                .containsAllEntriesOf(VictoriaMetricsFlags.exact());
        assertThat(spec.settings().readBack().get(2)).contains("memory\\.allowedBytes");
    }

    @Test
    void serverSetsAreFlagsOverTheTunedOnesAndAreReadBack() {
        ServerResources limits = new ServerResources(4L << 30, 2);
        ContainerSpec spec = binding.container(BenchmarkConfig.defaults(), new ContainerRequest(
                new ServerOptions(ServerProfile.TUNED, limits).withServerSets(java.util.Map.of(
                        "maxConcurrentInserts", "3", "search.maxQueryDuration", "90s")),
                OptionalLong.of(4L << 30))).orElseThrow();
        assertThat(spec.command()).contains("-maxConcurrentInserts=3", "-search.maxQueryDuration=90s",
                "-search.maxConcurrentRequests=16", "-retentionPeriod=100y").doesNotContain("-maxConcurrentInserts=16");
        assertThat(spec.settings().applied()).containsEntry("maxConcurrentInserts", "3")
                .containsEntry("search.maxQueryDuration", "90s").containsKey("memory.allowedBytes");
        assertThat(spec.settings().readBack().get(2)).contains("search\\.maxQueryDuration", "maxConcurrentInserts");
    }

    @Test
    void theRecipeIsOnTheClasspathWhereTheOrchestratorLooks() throws IOException {
        try (InputStream dockerfile = getClass().getResourceAsStream("/docker/victoriametrics/Dockerfile")) {
            assertThat(dockerfile).isNotNull();
            String text = new String(dockerfile.readAllBytes(), StandardCharsets.UTF_8);
            assertThat(text).contains("FROM debian:bookworm-slim", "apt-get install -y --no-install-recommends "
                    + "victoria-metrics wget", "ENTRYPOINT [\"/usr/bin/victoria-metrics\"]");
        }
    }
}
