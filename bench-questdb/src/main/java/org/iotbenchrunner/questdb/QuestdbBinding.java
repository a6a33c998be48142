package org.iotbenchrunner.questdb;

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
import org.iotbenchrunner.core.spi.ContainerRequest;
import org.iotbenchrunner.core.spi.ContainerSpec;
import org.iotbenchrunner.core.spi.DatabaseBinding;
import org.iotbenchrunner.core.spi.DatabaseClient;
import org.iotbenchrunner.core.spi.Endpoint;
import org.iotbenchrunner.core.spi.LocalServer;
import org.iotbenchrunner.core.spi.RepeatedTimestamps;
import org.iotbenchrunner.core.spi.ServerResources;
import org.iotbenchrunner.core.spi.UseCaseSupport;
import org.postgresql.Driver;
import org.postgresql.util.DriverInfo;

/**
 * QuestDB 7.3: writes through the official ILP client over HTTP, queries through PgJDBC on QuestDB's PostgreSQL wire
 * port (the endpoint). One WAL table named DB_NAME holds every device (see {@link QuestdbSql}). Every query type is
 * answered exactly, so none is unsupported.
 */
public final class QuestdbBinding implements DatabaseBinding {

    @Override
    public String id() {
        return "questdb";
    }

    @Override
    public RepeatedTimestamps repeatedTimestamps() {
        return new RepeatedTimestamps(RepeatedTimestamps.Kept.LAST_BATCH,
                "the table has DEDUP UPSERT KEYS(time, device): a later commit replaces the row; which of "
                        + "two rows of one ILP request it keeps is not documented");
    }

    @Override
    public String displayName() {
        return "QuestDB";
    }

    @Override
    public String noClusterReason() {
        return "QuestDB has no open cluster mode (replication is QuestDB Enterprise's): target a server with "
                + "--provider external";
    }

    /** A crimson near QuestDB's brand colour, apart from the other databases' blue, oranges and green. */
    @Override
    public String chartColor() {
        return "#A23154";
    }

    /** Every TSBS use-case query type and the thermo study's q1-q4 run, by SQL ({@link QuestdbUseCaseQueries}). */
    @Override
    public Optional<UseCaseSupport> useCases() {
        return Optional.of(new UseCaseSupport(
                "ILP over HTTP, one request per batch (a data file's lines over ILP/TCP with "
                        + "QUESTDB_ILP_TRANSPORT=tcp, as TSBS's loader), into one WAL table per measurement with SYMBOL "
                        + "tags (INT for an integer tag)",
                this::client));
    }

    /** QUESTDB_ILP_TRANSPORT: how a data file's lines go (http, answered per batch; tcp, as TSBS's loader). */
    @Override
    public Set<ConfigKey> ownKeys() {
        return Set.of(ConfigKey.QUESTDB_ILP_TRANSPORT);
    }

    static boolean linesOverTcp(BenchmarkConfig config) {
        return "tcp".equals(config.getString(ConfigKey.QUESTDB_ILP_TRANSPORT));
    }

    @Override
    public void validate(BenchmarkConfig config) {
        Precision.of(config);
        identifier(config, ConfigKey.DB_NAME, config.getString(ConfigKey.DB_NAME), "a table name");
        identifier(config, ConfigKey.SENSOR_NAME_PREFIX, config.getString(ConfigKey.SENSOR_NAME_PREFIX) + "0",
                "the start of column names");
        String function = config.getString(ConfigKey.QUERY_AGGREGATE_FUN);
        if (!QuestdbSql.IDENTIFIER.matcher(QuestdbSql.function(function)).matches()) {
            throw new ConfigException("QUERY_AGGREGATE_FUN=" + function + " is not supported by questdb: it must name "
                    + "an aggregate function such as count, sum, avg, max, min, first or last");
        }
    }

    private static void identifier(BenchmarkConfig config, ConfigKey key, String name, String what) {
        if (!QuestdbSql.IDENTIFIER.matcher(name).matches()) {
            throw new ConfigException(key + "=" + config.getString(key) + " is not supported by questdb: it is used as "
                    + what + ", which must be letters, digits and _ and not start with a digit");
        }
    }

    @Override
    public Map<String, String> clientInfo(BenchmarkConfig config) {
        Map<String, String> info = new LinkedHashMap<>();
        info.put("driver", "questdb-client (ILP over HTTP) + PostgreSQL JDBC");
        info.put("driverVersion", "questdb-client " + Versions.CLIENT + ", PgJDBC " + DriverInfo.DRIVER_VERSION);
        info.put("writePath", "ILP over HTTP, one request per batch, into a WAL table with DEDUP UPSERT KEYS(time, "
                + "device)" + (linesOverTcp(config) ? "; a data file's lines over ILP/TCP, unanswered, the rows "
                + "stored counted after the load" : ""));
        return info;
    }

    /**
     * Connects, waits until the writes before this client are applied (see {@link QuestdbClient}) and asks where ILP
     * goes (see {@link IlpAddress}).
     */
    @Override
    public DatabaseClient open(Endpoint endpoint, BenchmarkConfig config) throws Exception {
        return client(endpoint, config);
    }

    private QuestdbClient client(Endpoint endpoint, BenchmarkConfig config) throws Exception {
        Precision precision = Precision.of(config);
        Connection connection = connect(endpoint, config.getLong(ConfigKey.READ_OPERATION_TIMEOUT_MS));
        QuestdbClient client = new QuestdbClient(connection, config.getString(ConfigKey.DB_NAME), precision,
                new IlpAddress(endpoint.host(), config.getLong(ConfigKey.WRITE_OPERATION_TIMEOUT_MS)),
                linesOverTcp(config));
        try {
            client.awaitEveryTableApplied(QuestdbClient.APPLY_TIMEOUT);
            client.resolveIlp();
            return client;
        } catch (Exception e) {
            client.close();
            throw e;
        }
    }

    @Override
    public Map<String, String> tunedSettings(ServerResources resources) {
        return QuestdbTuning.settings(resources);
    }

    @Override
    public Optional<ContainerSpec> container(BenchmarkConfig config, ContainerRequest request) {
        return Optional.of(QuestdbContainer.spec(config, request));
    }

    @Override
    public Optional<LocalServer> localServer() {
        return Optional.of(new QuestdbLocalServer());
    }

    /** PgJDBC's driver class directly, so it works whatever class loader loaded this binding. */
    static Connection connect(Endpoint endpoint, long readTimeoutMs) throws SQLException {
        String host = endpoint.host().contains(":") ? "[" + endpoint.host() + "]" : endpoint.host();
        Properties properties = new Properties();
        properties.setProperty("user", endpoint.user() == null ? "admin" : endpoint.user());
        properties.setProperty("password", endpoint.password() == null ? "" : endpoint.password());
        properties.setProperty("ApplicationName", "iot-benchrunner");
        // QuestDB has no TLS on the wire: do not ask for it on every connection
        properties.setProperty("sslmode", "disable");
        properties.setProperty("socketTimeout", String.valueOf(Math.max(1, (readTimeoutMs + 999) / 1000)));
        String database = endpoint.database() == null || endpoint.database().isEmpty() ? "qdb" : endpoint.database();
        Connection connection = new Driver().connect("jdbc:postgresql://" + host + ":" + endpoint.port() + "/"
                + database, properties);
        if (connection == null) {
            throw new SQLException("PgJDBC did not accept the URL of " + endpoint);
        }
        connection.setAutoCommit(true);
        return connection;
    }
}
