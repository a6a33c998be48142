package org.iotbenchrunner.timescaledb;

import java.sql.Connection;
import java.sql.SQLException;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import java.util.Properties;
import java.util.Set;
import org.iotbenchrunner.core.config.BenchmarkConfig;
import org.iotbenchrunner.core.config.ConfigException;
import org.iotbenchrunner.core.config.ConfigKey;
import org.iotbenchrunner.core.config.OperationType;
import org.iotbenchrunner.core.spi.DatabaseBinding;
import org.iotbenchrunner.core.spi.Endpoint;
import org.iotbenchrunner.core.spi.LocalServer;
import org.iotbenchrunner.core.spi.RepeatedTimestamps;
import org.iotbenchrunner.core.spi.ServerResources;
import org.iotbenchrunner.core.spi.Unsupported;
import org.iotbenchrunner.core.spi.UseCaseSupport;
import org.postgresql.Driver;
import org.postgresql.util.DriverInfo;
import org.iotbenchrunner.core.spi.ContainerRequest;
import org.iotbenchrunner.core.spi.ContainerSpec;

/** TimescaleDB through the PostgreSQL JDBC driver; the table is named after DB_NAME, as in iot-benchmark. */
public final class TimescaleBinding implements DatabaseBinding {

    @Override
    public String id() {
        return "timescaledb";
    }

    @Override
    public String displayName() {
        return "TimescaleDB";
    }

    @Override
    public String noClusterReason() {
        return "TimescaleDB multi-node was removed after 2.13: only an external multi-node cluster can be "
                + "targeted, with --provider external --host a,b,c";
    }

    /** The seed thesis's colour for TimescaleDB. */
    @Override
    public String chartColor() {
        return "#2E8BC0";
    }

    /** What TimescaleDB does not run, with the reason (docs/compatibility.md, TimescaleDB). */
    static final Unsupported<OperationType> UNSUPPORTED = new Unsupported<>("timescaledb",
            Map.of(OperationType.GROUP_BY_DESC, "the query shapes follow iot-benchmark's TimescaleDB module, which "
                    + "has no GROUP_BY_DESC statement (docs/compatibility.md, TimescaleDB)"));

    @Override
    public RepeatedTimestamps repeatedTimestamps() {
        return new RepeatedTimestamps(RepeatedTimestamps.Kept.LAST_WRITE,
                "the table is UNIQUE (device, time) and every write path upserts (ON CONFLICT DO UPDATE), "
                        + "keeping the last row of a timestamp repeated in a batch");
    }

    @Override
    public Map<OperationType, String> unsupportedOperations() {
        return UNSUPPORTED.reasons();
    }

    @Override
    public Set<ConfigKey> ownKeys() {
        return Set.of(ConfigKey.TIMESCALEDB_WRITE_MODE);
    }

    @Override
    public void validate(BenchmarkConfig config) {
        String precision = config.getString(ConfigKey.TIMESTAMP_PRECISION);
        if (!precision.equals("ms")) {
            throw new ConfigException("TIMESTAMP_PRECISION must be ms for timescaledb (got " + precision + ")");
        }
    }

    static final String COPY_RULE = "binary COPY for a batch whose timestamps rise strictly and are all newer than "
            + "the newest its client wrote to the device; any other batch by the fast upsert";

    /** Every TSBS use-case query type and the thermo study's q1-q4 run, by SQL ({@link TimescaleUseCaseQueries}). */
    @Override
    public Optional<UseCaseSupport> useCases() {
        return Optional.of(new UseCaseSupport(
                "binary COPY, one statement per batch and measurement, into one hypertable per measurement",
                this::open));
    }

    @Override
    public Map<String, String> clientInfo(BenchmarkConfig config) {
        Map<String, String> info = new LinkedHashMap<>();
        info.put("driver", "PostgreSQL JDBC");
        info.put("driverVersion", DriverInfo.DRIVER_VERSION);
        WriteMode mode = WriteMode.of(config);
        info.put("writePath", mode.id());
        if (mode == WriteMode.COPY) {
            info.put("writePathRule", COPY_RULE);
        }
        return info;
    }

    @Override
    public TimescaleClient open(Endpoint endpoint, BenchmarkConfig config) throws SQLException {
        Connection connection = connect(endpoint, endpoint.database());
        connection.setAutoCommit(true);
        return new TimescaleClient(connection, config.getString(ConfigKey.DB_NAME), WriteMode.of(config));
    }

    /** postgresql.conf names: a container passes them as {@code -c name=value} arguments of postgres. */
    @Override
    public Map<String, String> tunedSettings(ServerResources resources) {
        return PgTune.settings(resources);
    }

    @Override
    public Optional<ContainerSpec> container(BenchmarkConfig config, ContainerRequest request) {
        return Optional.of(TimescaleContainer.spec(config, request));
    }

    @Override
    public Optional<LocalServer> localServer() {
        return Optional.of(new TimescaleLocalServer());
    }

    /** Uses the driver class directly so it works whatever class loader loaded this binding. */
    static Connection connect(Endpoint endpoint, String database) throws SQLException {
        String host = endpoint.host().contains(":") ? "[" + endpoint.host() + "]" : endpoint.host();
        Properties properties = new Properties();
        properties.setProperty("user", endpoint.user());
        properties.setProperty("password", endpoint.password() == null ? "" : endpoint.password());
        properties.setProperty("ApplicationName", "iot-benchrunner");
        return new Driver().connect("jdbc:postgresql://" + host + ":" + endpoint.port() + "/" + database,
                properties);
    }
}
