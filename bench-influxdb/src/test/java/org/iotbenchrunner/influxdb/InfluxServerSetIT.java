package org.iotbenchrunner.influxdb;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.entry;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.iotbenchrunner.core.config.BenchmarkConfig;
import org.iotbenchrunner.core.spi.RunningServer;
import org.iotbenchrunner.core.spi.ServerOptions;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;

/** Private InfluxDB servers started with {@code --server-set} settings report them as influxd shows them. */
class InfluxServerSetIT {
    @Test
    void influx1ReadsItsSettingsBackThroughInfluxdConfig() throws Exception {
        Influx1LocalServer local = new Influx1LocalServer();
        local.requireAvailable();
        ServerOptions options = ServerOptions.defaults().withServerSets(Map.of(
                "data.cache-max-memory-size", "64m", "coordinator.write-timeout", "17s", "data.no-such-key", "1"));
        try (RunningServer server = local.start(Files.createTempDirectory("influx1-server-set-"),
                BenchmarkConfig.defaults(), options)) {
            // influxd ignores a key it does not know: it is not shown, so not recorded
            assertThat(server.settings()).containsOnly(entry("data.cache-max-memory-size", "67108864"),
                    entry("coordinator.write-timeout", "17s"));
        }
    }

    @Test
    void influx2ReadsItsSettingsBackFromApiV2Config() throws Exception {
        Influx2LocalServer local = new Influx2LocalServer();
        Assumptions.assumeTrue(local.unavailableReason().isEmpty(), () -> local.unavailableReason().get());
        Path workDir = Files.createTempDirectory("influx2-server-set-");
        ServerOptions options = ServerOptions.defaults().withServerSets(Map.of(
                "storage-cache-max-memory-size", "67108864", "INFLUXD_QUERY_CONCURRENCY", "3"));
        try (RunningServer server = local.start(workDir, BenchmarkConfig.defaults(), options)) {
            assertThat(server.settings()).containsOnly(entry("storage-cache-max-memory-size", "67108864"),
                    entry("INFLUXD_QUERY_CONCURRENCY", "3"));
        }
    }
}
