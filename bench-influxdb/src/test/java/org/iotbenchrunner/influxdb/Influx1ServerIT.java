package org.iotbenchrunner.influxdb;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import org.iotbenchrunner.core.spi.RealServers;
import org.influxdb.InfluxDB;
import org.influxdb.InfluxDBFactory;
import org.iotbenchrunner.core.config.ConfigLayers;
import org.iotbenchrunner.core.config.Scale;
import org.iotbenchrunner.core.config.ServerProfile;
import org.iotbenchrunner.core.spi.RunningServer;
import org.iotbenchrunner.core.spi.ServerOptions;
import org.iotbenchrunner.core.spi.ServerResources;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The tuned profile on a real local influxd 1.x (restarts and closing are in the conformance checks of
 * {@link Influx1IT}).
 */
class Influx1ServerIT {
    private static final Path BINARY = Path.of(Optional.ofNullable(System.getenv("INFLUXD_BIN"))
            .orElse("/usr/bin/influxd"));
    private static final Influx1LocalServer LOCAL = new Influx1LocalServer(BINARY);

    @BeforeEach
    void requireServer() {
        Optional<String> unavailable = LOCAL.unavailableReason();
        RealServers.require("influxdb1-local", unavailable);
    }

    /**
     * InfluxDB 1.x cannot show its running configuration, so: the server started from the generated file, and
     * influxd itself parses that file to the tuned value ({@code influxd config} prints what it read).
     */
    @Test
    void theTunedCacheSizeIsInTheConfigurationTheServerRuns(@TempDir Path tmp)
            throws Exception {
        ServerResources resources = new ServerResources(2 * ServerResources.GIB, 2);
        Path workDir = tmp.resolve("influxd");
        try (RunningServer server = LOCAL.start(workDir, new ConfigLayers().scale(Scale.TINY).build(),
                new ServerOptions(ServerProfile.TUNED, resources))) {
            assertThat(server.settings()).containsExactly(
                    Map.entry("data.cache-max-memory-size", String.valueOf(512 * ServerResources.MIB)));
            Path configFile = workDir.resolve("influxdb.conf");
            assertThat(Files.readString(configFile)).contains("cache-max-memory-size = 536870912");
            Process parse = new ProcessBuilder(BINARY.toString(), "config", "-config", configFile.toString())
                    .redirectErrorStream(true).start();
            String parsed = new String(parse.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
            assertThat(parse.waitFor(30, TimeUnit.SECONDS)).isTrue();
            assertThat(parsed).contains("cache-max-memory-size = 536870912");
            try (InfluxDB influx = InfluxDBFactory.connect("http://127.0.0.1:" + server.endpoint().port())) {
                assertThat(influx.ping().isGood()).isTrue();
            }
        }
        assertThat(workDir).doesNotExist();
    }
}
