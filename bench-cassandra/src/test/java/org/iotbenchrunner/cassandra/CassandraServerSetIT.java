package org.iotbenchrunner.cassandra;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.entry;

import java.nio.file.Files;
import java.util.Map;
import org.iotbenchrunner.core.config.BenchmarkConfig;
import org.iotbenchrunner.core.spi.RunningServer;
import org.iotbenchrunner.core.spi.ServerOptions;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/** A private Cassandra node started with {@code --server-set} yaml keys shows them in system_views.settings. */
@Tag("long") // a node takes about a minute to start here; CassandraIT already starts one in CI
class CassandraServerSetIT {
    @Test
    void requestedKeysAreReadBackFromTheRunningNode() throws Exception {
        CassandraLocalServer local = new CassandraLocalServer();
        local.requireAvailable();
        ServerOptions options = ServerOptions.defaults().withServerSets(Map.of(
                "concurrent_writes", "12", "commitlog_sync_period", "5000ms"));
        try (RunningServer server = local.start(Files.createTempDirectory("cassandra-server-set-"),
                BenchmarkConfig.defaults(), options)) {
            assertThat(server.settings()).contains(entry("concurrent_writes", "12"),
                    entry("commitlog_sync_period", "5000ms")).containsKey(CassandraTuning.HEAP);
        }
    }
}
