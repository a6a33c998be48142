package org.iotbenchrunner.influxdb;

import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.iotbenchrunner.core.config.BenchmarkConfig;
import org.iotbenchrunner.core.config.ConfigKey;
import org.iotbenchrunner.core.spi.ContainerRequest;
import org.iotbenchrunner.core.spi.ContainerSpec;
import org.iotbenchrunner.core.spi.Endpoint;
import org.iotbenchrunner.core.spi.LocalBuild;
import org.iotbenchrunner.core.spi.Secrets;

/**
 * The pinned InfluxDB images: 2.x set up on first start with a fresh token, 1.x without authentication. Where 1.8
 * cannot be pulled, the module's docker/influxdb1 recipe builds Debian's InfluxDB 1.6.7 with the same settings, and docker/influxdb2 an
 * image around the influxd 2.7.11 that scripts/setup.sh --for influxdb --mode local builds.
 * Both read their settings from the environment, which is how {@code --profile tuned} applies {@link InfluxTuning}.
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
    static ContainerSpec v2(BenchmarkConfig config, ContainerRequest request) {
        String token = Secrets.generate();
        String password = Secrets.generate();
        Map<String, String> tuned = InfluxTuning.influx2(request.server());
        Map<String, String> env = new LinkedHashMap<>(Map.of(
                "DOCKER_INFLUXDB_INIT_MODE", "setup",
                "DOCKER_INFLUXDB_INIT_USERNAME", USER,
                "DOCKER_INFLUXDB_INIT_PASSWORD", password,
                "DOCKER_INFLUXDB_INIT_ORG", config.getString(ConfigKey.INFLUXDB_ORG),
                "DOCKER_INFLUXDB_INIT_BUCKET", "setup",
                "DOCKER_INFLUXDB_INIT_ADMIN_TOKEN", token,
                "INFLUXD_REPORTING_DISABLED", "true"));
        env.putAll(InfluxTuning.influx2Variables(tuned));
        return new ContainerSpec(IMAGE_2, env,
                List.of(), new Endpoint("localhost", PORT, USER, password, config.getString(ConfigKey.DB_NAME), token),
                new ContainerSpec.Readiness.HttpOk("/health"), STARTUP, List.of("/var/lib/influxdb2/engine"),
                localBuild(new Influx2LocalServer()),
                tuned.isEmpty() ? ContainerSpec.Settings.NONE
                        : new ContainerSpec.Settings(tuned, List.of("sh", "-c", influx2ReadBack(tuned.keySet()))));
    }

    /**
     * Where the pinned image cannot be pulled, the module's docker/influxdb2 recipe builds one around the influxd that
     * scripts/setup.sh --for influxdb --mode local builds for the local server, placed in the build context as {@code influxd/}.
     */
    static LocalBuild localBuild(Influx2LocalServer distribution) {
        return new LocalBuild("influxdb2", "2.7.11", distribution.unavailableReason().isPresent() ? Map.of()
                : Map.of("influxd", distribution.binary().getParent()), distribution.unavailableReason().orElse(null));
    }

    /**
     * The running server's configuration (GET /api/v2/config with the operator token the setup created, as JSON
     * with one {@code "option": value} line each), each setting's line printed as {@code setting=value}, the setting
     * being an option or its INFLUXD_ variable; wget is busybox's in the upstream image.
     */
    static String influx2ReadBack(Iterable<String> variables) {
        StringBuilder sed = new StringBuilder();
        for (String variable : variables) {
            String key = InfluxTuning.influx2Option(variable);
            sed.append(" -e 's/^[[:space:]]*\"").append(key).append("\": *\\([^,]*\\),*$/")
                    .append(variable).append("=\\1/p'");
        }
        return "wget -q -O - --header \"Authorization: Token $DOCKER_INFLUXDB_INIT_ADMIN_TOKEN\" http://localhost:"
                + PORT + "/api/v2/config | sed -n" + sed;
    }

    /**
     * Like the local influxd: authentication, usage reporting, query and HTTP logs and the {@code _internal}
     * monitor store off (the image maps INFLUXDB_SECTION_KEY variables to its configuration); disk is its data
     * and WAL directories.
     */
    static ContainerSpec v1(BenchmarkConfig config, ContainerRequest request) {
        Map<String, String> tuned = InfluxTuning.influx1(request.server());
        Map<String, String> env = new LinkedHashMap<>(Map.of(
                "INFLUXDB_REPORTING_DISABLED", "true",
                "INFLUXDB_HTTP_AUTH_ENABLED", "false",
                "INFLUXDB_DATA_QUERY_LOG_ENABLED", "false",
                "INFLUXDB_HTTP_LOG_ENABLED", "false",
                "INFLUXDB_MONITOR_STORE_ENABLED", "false"));
        tuned.forEach((key, value) -> env.put(influx1Variable(key), value));
        return new ContainerSpec(IMAGE_1, env, List.of(),
                new Endpoint("localhost", PORT, "", "", config.getString(ConfigKey.DB_NAME), null),
                new ContainerSpec.Readiness.HttpOk("/ping"), STARTUP,
                List.of("/var/lib/influxdb/data", "/var/lib/influxdb/wal"), LocalBuild.of("influxdb1", "1.6.7"),
                tuned.isEmpty() ? ContainerSpec.Settings.NONE
                        : new ContainerSpec.Settings(tuned, List.of("sh", "-c", influx1ReadBack(tuned.keySet()))));
    }

    /** influxd 1.x reads {@code [section] key} from INFLUXDB_SECTION_KEY (dashes as underscores) over the file. */
    static String influx1Variable(String sectionKey) {
        return "INFLUXDB_" + sectionKey.toUpperCase(Locale.ROOT).replace('.', '_').replace('-', '_');
    }

    /**
     * The server cannot show its configuration, so this prints what {@code influxd config} makes of the same file
     * and environment the server read at start (sizes in bytes), as {@code section.key=value}.
     */
    static String influx1ReadBack(Iterable<String> sectionKeys) {
        return "influxd config 2>/dev/null | awk -v keys='" + String.join(" ", sectionKeys) + "' '"
                + "BEGIN { n = split(keys, k, \" \"); for (i = 1; i <= n; i++) wanted[k[i]] = 1 } "
                + "/^\\[/ { section = $1; gsub(/[][]/, \"\", section); next } "
                + "$2 == \"=\" && ((section \".\" $1) in wanted) { v = $0; sub(/^[^=]*= */, \"\", v); "
                + "gsub(/\"/, \"\", v); print section \".\" $1 \"=\" v }'";
    }
}
