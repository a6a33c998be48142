package org.iotbenchrunner.victoriametrics;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Path;
import org.iotbenchrunner.core.config.BenchmarkConfig;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class VictoriaMetricsLocalServerTest {
    @Test
    void saysHowToInstallAMissingBinary(@TempDir Path dir) {
        VictoriaMetricsLocalServer missing = new VictoriaMetricsLocalServer(dir.resolve("victoria-metrics"));
        assertThat(missing.unavailableReason()).hasValueSatisfying(reason -> assertThat(reason)
                .contains("no " + dir.resolve("victoria-metrics"), "setup/install-local-server.sh",
                        "VICTORIA_METRICS_BIN"));
        assertThatThrownBy(() -> missing.start(dir.resolve("work"), BenchmarkConfig.defaults()))
                .isInstanceOf(IllegalStateException.class);
    }

    @Test
    void runsOnItsWorkDirectoryAndLoopback() {
        VictoriaMetricsLocalServer server = new VictoriaMetricsLocalServer(Path.of("/opt/vm/victoria-metrics"));
        assertThat(server.command(Path.of("/w/data"), 18428, VictoriaMetricsFlags.exact())).containsExactly(
                "/opt/vm/victoria-metrics", "-storageDataPath=/w/data", "-httpListenAddr=127.0.0.1:18428",
                "-retentionPeriod=100y", "-search.disableCache=true", "-search.latencyOffset=0s",
                "-dedup.minScrapeInterval=1ms");
    }
}
