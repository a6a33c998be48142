package org.iotbenchrunner.victoriametrics;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.entry;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.iotbenchrunner.core.config.BenchmarkConfig;
import org.iotbenchrunner.core.spi.RunningServer;
import org.iotbenchrunner.core.spi.ServerOptions;
import org.junit.jupiter.api.Test;

/** A private VictoriaMetrics started with {@code --server-set} flags reports them as the running server shows them. */
class VictoriaMetricsServerSetIT {
    @Test
    void requestedFlagsAreReadBackFromTheRunningServer() throws Exception {
        VictoriaMetricsLocalServer local = new VictoriaMetricsLocalServer();
        local.requireAvailable();
        Path workDir = Files.createTempDirectory("victoriametrics-server-set-");
        ServerOptions options = ServerOptions.defaults().withServerSets(Map.of(
                "search.maxQueryDuration", "97s", "dedup.minScrapeInterval", "2ms"));
        try (RunningServer server = local.start(workDir, BenchmarkConfig.defaults(), options)) {
            // the server's own rendering of 97s: what is recorded is read back, not echoed
            assertThat(server.settings()).contains(entry("search.maxQueryDuration", "1m37s"),
                    entry("dedup.minScrapeInterval", "2ms"), entry("retentionPeriod", "100y"));
        }
    }

    @Test
    void anUnknownFlagStopsTheServerWithItsError() throws Exception {
        VictoriaMetricsLocalServer local = new VictoriaMetricsLocalServer();
        local.requireAvailable();
        Path workDir = Files.createTempDirectory("victoriametrics-server-set-");
        ServerOptions options = ServerOptions.defaults().withServerSets(Map.of("no.such.flag", "1"));
        org.assertj.core.api.Assertions.assertThatThrownBy(() -> local.start(workDir, BenchmarkConfig.defaults(),
                options).close()).hasStackTraceContaining("no.such.flag");
    }
}
