package org.iotbenchrunner.timescaledb;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.Optional;
import org.iotbenchrunner.core.spi.RealServers;
import org.assertj.core.api.SoftAssertions;
import org.iotbenchrunner.core.config.BenchmarkConfig;
import org.iotbenchrunner.core.config.ConfigLayers;
import org.iotbenchrunner.core.config.Scale;
import org.iotbenchrunner.core.config.ServerProfile;
import org.iotbenchrunner.core.spi.RunningServer;
import org.iotbenchrunner.core.spi.ServerOptions;
import org.iotbenchrunner.core.spi.ServerResources;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * The tuned profile, before and after a restart, on a real local PostgreSQL + TimescaleDB server; the default
 * profile and everything else a server must do are {@link TimescaleIT}'s.
 */
class TimescaleServerIT {
    private static final TimescaleLocalServer LOCAL = new TimescaleLocalServer();
    private static final BenchmarkConfig CONFIG = new ConfigLayers().scale(Scale.TINY).build();

    @BeforeEach
    void requireServer() {
        Optional<String> unavailable = LOCAL.unavailableReason();
        RealServers.require("timescaledb-local", unavailable);
    }

    @Test
    void theTunedProfileIsInEffectOnTheRunningServer() throws Exception {
        ServerResources resources = new ServerResources(2 * ServerResources.GIB, 2);
        try (RunningServer server = LOCAL.start(workDir(), CONFIG,
                new ServerOptions(ServerProfile.TUNED, resources))) {
            assertThat(server.settings()).isEqualTo(PgTune.settings(resources)).containsKey("shared_buffers");
            try (Connection c = TimescaleBinding.connect(server.endpoint(), "postgres")) {
                SoftAssertions softly = new SoftAssertions();
                for (var setting : server.settings().entrySet()) {
                    softly.assertThat(shown(c, setting.getKey())).as(setting.getKey())
                            .isEqualTo(normalised(c, setting.getValue()));
                }
                softly.assertAll();
                assertThat(shown(c, "shared_buffers")).isEqualTo(normalised(c, "512MB"));
            }
        }
    }

    /**
     * A fast shutdown (SIGINT to the postmaster, not SIGTERM's smart shutdown, which would wait for the open session)
     * and a new postmaster with the same tuned settings. That the data is kept is the conformance kit's check.
     */
    @Test
    void aRestartKeepsTheTunedSettingsAndEndsOpenConnections() throws Exception {
        ServerResources resources = new ServerResources(ServerResources.GIB, 2);
        try (RunningServer server = LOCAL.start(workDir(), CONFIG,
                new ServerOptions(ServerProfile.TUNED, resources))) {
            Connection before = TimescaleBinding.connect(server.endpoint(), server.endpoint().database());
            long pid = server.pid();

            long begin = System.nanoTime();
            server.restart();
            double seconds = (System.nanoTime() - begin) / 1e9;

            assertThat(seconds).as("restart seconds: the open session did not hold up the stop").isLessThan(20);
            assertThat(server.pid()).isNotEqualTo(pid);
            assertThat(ProcessHandle.of(pid).map(ProcessHandle::isAlive)).isNotEqualTo(Optional.of(true));
            assertThatThrownBy(() -> before.createStatement().executeQuery("SELECT 1"))
                    .isInstanceOf(SQLException.class);
            before.close();
            try (Connection after = TimescaleBinding.connect(server.endpoint(), server.endpoint().database())) {
                assertThat(shown(after, "shared_buffers")).isEqualTo(normalised(after, "256MB"));
            }
        }
    }

    /** Postgres runs as its own OS user, who cannot enter JUnit's private temporary folders. */
    private static Path workDir() throws java.io.IOException {
        return Files.createTempDirectory("timescale-server-it-");
    }

    private static String shown(Connection c, String name) throws SQLException {
        try (PreparedStatement p = c.prepareStatement("SELECT current_setting(?)")) {
            p.setString(1, name);
            try (ResultSet rs = p.executeQuery()) {
                rs.next();
                return normalised(c, rs.getString(1));
            }
        }
    }

    /** Memory sizes as bytes (postgres shows 16384kB as 16MB), anything else as given. */
    private static String normalised(Connection c, String value) throws SQLException {
        if (!value.matches("\\d+(kB|MB|GB)")) {
            return value;
        }
        try (PreparedStatement p = c.prepareStatement("SELECT pg_size_bytes(?)")) {
            p.setString(1, value);
            try (ResultSet rs = p.executeQuery()) {
                rs.next();
                return rs.getLong(1) + " bytes";
            }
        }
    }
}
