package org.iotbenchrunner.victoriametrics;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.entry;

import java.util.List;
import java.util.Map;
import org.iotbenchrunner.core.config.ServerProfile;
import org.iotbenchrunner.core.spi.ServerOptions;
import org.iotbenchrunner.core.spi.ServerResources;
import org.junit.jupiter.api.Test;

class VictoriaMetricsFlagsTest {
    @Test
    void everyServerGetsTheFlagsForExactReads() {
        assertThat(VictoriaMetricsFlags.exact()).containsExactly(entry("retentionPeriod", "100y"),
                entry("search.disableCache", "true"), entry("search.latencyOffset", "0s"),
                entry("dedup.minScrapeInterval", "1ms"));
        assertThat(VictoriaMetricsFlags.applied(false, new ServerResources(1L << 30, 1)))
                .isEqualTo(VictoriaMetricsFlags.exact());
    }

    @Test
    void tunedSizesCachesForTheServersMemoryAndLetsEveryClientIn() {
        assertThat(VictoriaMetricsFlags.tuned(new ServerResources(10_000_000_000L, 2))).containsExactly(
                entry("memory.allowedBytes", "6000000000"), entry("search.maxConcurrentRequests", "16"),
                entry("maxConcurrentInserts", "16"));
        assertThat(VictoriaMetricsFlags.tuned(new ServerResources(64L << 30, 16))).contains(
                entry("search.maxConcurrentRequests", "32"), entry("maxConcurrentInserts", "64"));
        assertThat(VictoriaMetricsFlags.applied(true, new ServerResources(10_000_000_000L, 2)))
                .containsKeys("retentionPeriod", "memory.allowedBytes");
    }

    @Test
    void flagsBecomeArgumentsAndAreReadBackFromMetrics() {
        assertThat(VictoriaMetricsFlags.arguments(VictoriaMetricsFlags.exact())).containsExactly(
                "-retentionPeriod=100y", "-search.disableCache=true", "-search.latencyOffset=0s",
                "-dedup.minScrapeInterval=1ms");
        assertThat(VictoriaMetricsFlags.readBack(List.of("search.disableCache"), 8428)).containsExactly("sh", "-c",
                "wget -q -O - http://127.0.0.1:8428/metrics | sed -n -e 's/^flag{name=\"search\\.disableCache\", "
                        + "value=\"\\([^\"]*\\)\".*/search.disableCache=\\1/p'");
    }

    @Test
    void serverSetsGoOverTheTunedAndExactFlags() {
        ServerResources resources = new ServerResources(10_000_000_000L, 2);
        ServerOptions options = new ServerOptions(ServerProfile.TUNED, resources).withServerSets(Map.of(
                "dedup.minScrapeInterval", "1s", "search.maxUniqueTimeseries", "5000"));
        assertThat(VictoriaMetricsFlags.applied(options)).containsEntry("dedup.minScrapeInterval", "1s")
                .containsEntry("search.maxUniqueTimeseries", "5000").containsEntry("retentionPeriod", "100y")
                .containsAllEntriesOf(VictoriaMetricsFlags.tuned(resources));
    }

    @Test
    void readsBackOnlyTheFlagsTheServerShows() {
        String metrics = """
                vm_app_version{version="v1.79.5"} 1
                flag{name="dedup.minScrapeInterval", value="1s", is_set="true"} 1
                flag{name="dedup.minScrapeIntervalX", value="7", is_set="true"} 1
                flag{name="retentionPeriod", value="100y", is_set="true"} 1
                """;
        assertThat(VictoriaMetricsFlags.shown(metrics, List.of("retentionPeriod", "dedup.minScrapeInterval",
                "no.such.flag"))).containsExactly(entry("retentionPeriod", "100y"),
                        entry("dedup.minScrapeInterval", "1s"));
    }
}
