package org.iotbenchrunner.timescaledb;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.iotbenchrunner.core.config.BenchmarkConfig;
import org.iotbenchrunner.core.config.ConfigKey;
import org.iotbenchrunner.core.spi.ContainerRequest;
import org.iotbenchrunner.core.spi.ContainerSpec;
import org.iotbenchrunner.core.spi.Endpoint;
import org.iotbenchrunner.core.spi.LocalBuild;
import org.iotbenchrunner.core.spi.Secrets;

/**
 * The pinned TimescaleDB image, with PostgreSQL's default settings like the local server's, or pgtune's for
 * {@code --profile tuned} as {@code postgres -c} arguments (which the entrypoint passes to the server, and which
 * override postgresql.conf without touching its shared_preload_libraries), with {@code --server-set}'s GUCs over
 * them the same way; where it cannot be pulled,
 * bench-timescaledb/src/main/resources/docker/timescaledb builds an equivalent (PostgreSQL 15 and TimescaleDB 2.19 from Debian, the same environment).
 */
final class TimescaleContainer {
    static final String IMAGE = "timescale/timescaledb:2.19.3-pg15";
    private static final int PORT = 5432;
    private static final String USER = "postgres";
    /** The image's PGDATA: what --data-dir binds to the host. */
    static final String PGDATA = "/var/lib/postgresql/data";
    private static final Pattern MEMORY = Pattern.compile("\\d+(kB|MB|GB)");

    private TimescaleContainer() {
    }

    static ContainerSpec spec(BenchmarkConfig config, ContainerRequest request) {
        String password = Secrets.generate();
        String database = config.getString(ConfigKey.DB_NAME);
        Map<String, String> settings = request.server().settingsOver(request.tuned()
                ? PgTune.settings(request.server().resources()) : Map.of());
        return new ContainerSpec(IMAGE, Map.of(
                "POSTGRES_USER", USER,
                "POSTGRES_PASSWORD", password,
                "POSTGRES_DB", database,
                // no timescaledb-tune: the server runs with the settings the local server has for the same profile
                "NO_TS_TUNE", "true",
                "TIMESCALEDB_TELEMETRY", "off"),
                command(settings), new Endpoint("localhost", PORT, USER, password, database, null),
                // the entrypoint initialises on a temporary server that listens on no TCP port
                new ContainerSpec.Readiness.ListeningPort(), Duration.ofMinutes(2), List.of(PGDATA),
                LocalBuild.of("timescaledb", "2.19-pg15"), settings(settings));
    }

    /** Empty (the image's own {@code postgres}) without settings, as the baseline has always run. */
    static List<String> command(Map<String, String> settings) {
        if (settings.isEmpty()) {
            return List.of();
        }
        List<String> command = new ArrayList<>(List.of("postgres"));
        settings.forEach((name, value) -> command.addAll(List.of("-c", name + "=" + value)));
        return command;
    }

    static ContainerSpec.Settings settings(Map<String, String> applied) {
        if (applied.isEmpty()) {
            return ContainerSpec.Settings.NONE;
        }
        return new ContainerSpec.Settings(applied,
                List.of("psql", "-X", "-q", "-U", USER, "-d", "postgres", "-At", "-c", readBackSql(applied)));
    }

    /**
     * One {@code name=value} row per setting, in the order applied. SHOW prints a size in the largest unit that
     * divides it (2048MB as 2GB, 16384kB as 16MB), so sizes are computed from pg_settings in the unit applied;
     * other values are SHOW's. A setting the server does not know prints as {@code name=}.
     */
    static String readBackSql(Map<String, String> applied) {
        List<String> rows = new ArrayList<>();
        applied.forEach((name, value) -> rows.add("(" + (rows.size() + 1) + ", " + literal(name) + ", "
                + literal(unit(value)) + ")"));
        return "SELECT v.name || '=' || coalesce(CASE WHEN v.unit = '' THEN current_setting(v.name, true)"
                + " ELSE trim_scale(s.setting::numeric * CASE s.unit WHEN 'B' THEN 1 WHEN 'kB' THEN 1024"
                + " WHEN '8kB' THEN 8192 WHEN 'MB' THEN 1048576 END"
                + " / CASE v.unit WHEN 'kB' THEN 1024 WHEN 'MB' THEN 1048576 WHEN 'GB' THEN 1073741824 END)::text"
                + " || v.unit END, '')"
                + " FROM (VALUES " + String.join(", ", rows) + ") AS v(i, name, unit)"
                + " LEFT JOIN pg_settings s ON s.name = v.name ORDER BY v.i";
    }

    /** The unit of a size such as {@code 4608MB}, else empty. */
    private static String unit(String value) {
        Matcher m = MEMORY.matcher(value);
        return m.matches() ? m.group(1) : "";
    }

    private static String literal(String text) {
        return "'" + text.replace("'", "''") + "'";
    }
}
