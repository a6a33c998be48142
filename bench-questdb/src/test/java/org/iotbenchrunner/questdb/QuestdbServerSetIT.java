package org.iotbenchrunner.questdb;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.entry;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.iotbenchrunner.core.config.BenchmarkConfig;
import org.iotbenchrunner.core.spi.RunningServer;
import org.iotbenchrunner.core.spi.ServerOptions;
import org.junit.jupiter.api.Test;

/** A private QuestDB started with {@code --server-set} keys reports them as SHOW PARAMETERS and its JVM show them. */
class QuestdbServerSetIT {
    @Test
    void requestedKeysAreReadBackFromTheRunningServer() throws Exception {
        QuestdbLocalServer local = new QuestdbLocalServer();
        local.requireAvailable();
        Path workDir = Files.createTempDirectory("questdb-server-set-");
        ServerOptions options = ServerOptions.defaults().withServerSets(Map.of(
                "cairo.max.uncommitted.rows", "12345", "-Xmx", "300m"));
        try (RunningServer server = local.start(workDir, BenchmarkConfig.defaults(), options)) {
            assertThat(server.settings()).containsOnly(entry("cairo.max.uncommitted.rows", "12345"),
                    entry("-Xmx", "300m"));
        }
    }
}
