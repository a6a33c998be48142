package org.iotbenchrunner.timescaledb;

import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.iotbenchrunner.core.config.BenchmarkConfig;
import org.iotbenchrunner.core.config.ConfigKey;
import org.iotbenchrunner.core.spi.ContainerSpec;
import org.iotbenchrunner.core.spi.Endpoint;
import org.iotbenchrunner.core.spi.LocalBuild;
import org.iotbenchrunner.core.spi.Secrets;

/**
 * The pinned TimescaleDB image, with PostgreSQL's default settings like the local server's; where it cannot be pulled,
 * docker/timescaledb builds an equivalent (PostgreSQL 15 and TimescaleDB 2.19 from Debian, the same environment).
 */
final class TimescaleContainer {
    static final String IMAGE = "timescale/timescaledb:2.19.3-pg15";
    private static final int PORT = 5432;
    private static final String USER = "postgres";

    private TimescaleContainer() {
    }

    static ContainerSpec spec(BenchmarkConfig config) {
        String password = Secrets.generate();
        String database = config.getString(ConfigKey.DB_NAME);
        return new ContainerSpec(IMAGE, Map.of(
                "POSTGRES_USER", USER,
                "POSTGRES_PASSWORD", password,
                "POSTGRES_DB", database,
                // baseline: no timescaledb-tune, so the server runs with the settings the local server has
                "NO_TS_TUNE", "true",
                "TIMESCALEDB_TELEMETRY", "off"),
                List.of(), new Endpoint("localhost", PORT, USER, password, database, null),
                // the entrypoint initialises on a temporary server that listens on no TCP port
                new ContainerSpec.Readiness.ListeningPort(), Duration.ofMinutes(2), List.of(),
                LocalBuild.of("timescaledb", "2.19-pg15"));
    }
}
