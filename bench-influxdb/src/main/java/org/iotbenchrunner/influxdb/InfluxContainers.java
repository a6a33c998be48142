package org.iotbenchrunner.influxdb;

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
 * The pinned InfluxDB images: 2.x set up on first start with a fresh token, 1.x without authentication. Where 1.8
 * cannot be pulled, docker/influxdb1 builds Debian's InfluxDB 1.6.7 with the same settings; 2.x has no recipe here.
 */
final class InfluxContainers {
    static final String IMAGE_2 = "influxdb:2.7.11-alpine";
    static final String IMAGE_1 = "influxdb:1.8.10";
    private static final int PORT = 8086;
    private static final String USER = "bench";
    private static final Duration STARTUP = Duration.ofMinutes(2);

    private InfluxContainers() {
    }

    /**
     * The image's setup mode creates the user, the organisation INFLUXDB_ORG and the admin token; its
     * initial bucket is a placeholder, as the harness creates (and drops) the bucket DB_NAME itself. /health
     * answers only once the final server is up: setup runs on a temporary one bound to another port.
     */
    static ContainerSpec v2(BenchmarkConfig config) {
        String token = Secrets.generate();
        String password = Secrets.generate();
        return new ContainerSpec(IMAGE_2, Map.of(
                "DOCKER_INFLUXDB_INIT_MODE", "setup",
                "DOCKER_INFLUXDB_INIT_USERNAME", USER,
                "DOCKER_INFLUXDB_INIT_PASSWORD", password,
                "DOCKER_INFLUXDB_INIT_ORG", config.getString(ConfigKey.INFLUXDB_ORG),
                "DOCKER_INFLUXDB_INIT_BUCKET", "setup",
                "DOCKER_INFLUXDB_INIT_ADMIN_TOKEN", token,
                "INFLUXD_REPORTING_DISABLED", "true"),
                List.of(), new Endpoint("localhost", PORT, USER, password, config.getString(ConfigKey.DB_NAME), token),
                new ContainerSpec.Readiness.HttpOk("/health"), STARTUP, List.of("/var/lib/influxdb2/engine"), null);
    }

    /**
     * Like the local influxd: authentication, usage reporting, query and HTTP logs and the {@code _internal}
     * monitor store off (the image maps INFLUXDB_SECTION_KEY variables to its configuration); disk is its data
     * and WAL directories.
     */
    static ContainerSpec v1(BenchmarkConfig config) {
        return new ContainerSpec(IMAGE_1, Map.of(
                "INFLUXDB_REPORTING_DISABLED", "true",
                "INFLUXDB_HTTP_AUTH_ENABLED", "false",
                "INFLUXDB_DATA_QUERY_LOG_ENABLED", "false",
                "INFLUXDB_HTTP_LOG_ENABLED", "false",
                "INFLUXDB_MONITOR_STORE_ENABLED", "false"), List.of(),
                new Endpoint("localhost", PORT, "", "", config.getString(ConfigKey.DB_NAME), null),
                new ContainerSpec.Readiness.HttpOk("/ping"), STARTUP,
                List.of("/var/lib/influxdb/data", "/var/lib/influxdb/wal"), LocalBuild.of("influxdb1", "1.6.7"));
    }
}
