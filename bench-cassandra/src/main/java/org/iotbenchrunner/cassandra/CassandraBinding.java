package org.iotbenchrunner.cassandra;

import com.datastax.oss.driver.api.core.CqlSession;
import com.datastax.oss.driver.api.core.CqlSessionBuilder;
import com.datastax.oss.driver.api.core.config.DefaultDriverOption;
import com.datastax.oss.driver.api.core.config.DriverConfigLoader;
import com.datastax.oss.driver.api.core.session.Session;
import java.net.InetSocketAddress;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import org.iotbenchrunner.cassandra.usecase.CassandraUseCaseClient;
import org.iotbenchrunner.cassandra.usecase.CassandraUseCases;
import org.iotbenchrunner.core.config.BenchmarkConfig;
import org.iotbenchrunner.core.config.ConfigException;
import org.iotbenchrunner.core.config.ConfigKey;
import org.iotbenchrunner.core.config.OperationType;
import org.iotbenchrunner.core.spi.ContainerRequest;
import org.iotbenchrunner.core.spi.ContainerSpec;
import org.iotbenchrunner.core.spi.DatabaseBinding;
import org.iotbenchrunner.core.spi.DatabaseClient;
import org.iotbenchrunner.core.spi.Endpoint;
import org.iotbenchrunner.core.spi.LocalServer;
import org.iotbenchrunner.core.spi.ServerResources;
import org.iotbenchrunner.core.spi.Unsupported;
import org.iotbenchrunner.core.spi.UseCaseSupport;

/**
 * Apache Cassandra 5.0 through the DataStax/Apache java-driver-core 4.x: a keyspace named DB_NAME with one table, a
 * partition per device ({@link CassandraCql}), written by single-partition unlogged batches.
 */
public final class CassandraBinding implements DatabaseBinding {
    static final String LOCAL_DATACENTER = "datacenter1";
    private static final Duration CONNECT_TIMEOUT = Duration.ofSeconds(30);

    static final Unsupported<OperationType> UNSUPPORTED = new Unsupported<>("Cassandra", Map.of(
            OperationType.SET_OPERATION, "CQL has no set operations (UNION, INTERSECT, EXCEPT)"));

    @Override
    public String id() {
        return "cassandra";
    }

    @Override
    public String displayName() {
        return "Cassandra";
    }

    /** Cassandra's eye blue, apart from TimescaleDB's lighter blue and VictoriaMetrics' purple. */
    @Override
    public String chartColor() {
        return "#1287B1";
    }

    @Override
    public Map<OperationType, String> unsupportedOperations() {
        return UNSUPPORTED.reasons();
    }

    @Override
    public void validate(BenchmarkConfig config) {
        String precision = config.getString(ConfigKey.TIMESTAMP_PRECISION);
        if (!precision.equals("ms")) {
            throw new ConfigException("TIMESTAMP_PRECISION=" + precision + " is not supported by cassandra: only ms "
                    + "(CQL's timestamp, which time buckets need, is in milliseconds)");
        }
        String keyspace = config.getString(ConfigKey.DB_NAME);
        if (!keyspace.matches("[A-Za-z][A-Za-z0-9_]{0,47}")) {
            throw new ConfigException("DB_NAME=" + keyspace + " is not supported by cassandra: it names the keyspace, "
                    + "which must be a letter then up to 47 letters, digits or _");
        }
        String function = config.getString(ConfigKey.QUERY_AGGREGATE_FUN);
        if (!CassandraCql.supportedFunction(function)) {
            throw new ConfigException("QUERY_AGGREGATE_FUN=" + function + " is not supported by cassandra: CQL's "
                    + "aggregates are count, sum, avg, max and min");
        }
    }

    @Override
    public Map<String, String> clientInfo(BenchmarkConfig config) {
        Map<String, String> info = new LinkedHashMap<>();
        info.put("driver", "java-driver-core (CQL native protocol)");
        info.put("driverVersion", Session.OSS_DRIVER_COORDINATES.getVersion().toString());
        info.put("writePath", "one UNLOGGED BATCH of prepared INSERTs per batch, into the device's partition");
        return info;
    }

    /** Every use case loads; the study's thermo queries run, the TSBS ones are declared ({@link CassandraUseCases}). */
    @Override
    public Optional<UseCaseSupport> useCases() {
        return Optional.of(CassandraUseCases.support((endpoint, config) -> new CassandraUseCaseClient(
                session(endpoint, config), Duration.ofMillis(config.getLong(ConfigKey.READ_OPERATION_TIMEOUT_MS)))));
    }

    @Override
    public DatabaseClient open(Endpoint endpoint, BenchmarkConfig config) {
        validate(config);
        String keyspace = endpoint.database() == null || endpoint.database().isEmpty()
                ? config.getString(ConfigKey.DB_NAME) : endpoint.database();
        return new CassandraClient(session(endpoint, config), keyspace);
    }

    /**
     * A session bounded by the larger of WRITE_ and READ_OPERATION_TIMEOUT_MS per request; no schema or token
     * metadata (one node, statements name their keyspace), which makes connecting cheaper.
     */
    static CqlSession session(Endpoint endpoint, BenchmarkConfig config) {
        long requestMs = Math.max(config.getLong(ConfigKey.WRITE_OPERATION_TIMEOUT_MS),
                config.getLong(ConfigKey.READ_OPERATION_TIMEOUT_MS));
        ClassLoader loader = CassandraBinding.class.getClassLoader();
        DriverConfigLoader driverConfig = DriverConfigLoader.programmaticBuilder(loader)
                .withDuration(DefaultDriverOption.REQUEST_TIMEOUT, Duration.ofMillis(requestMs))
                .withDuration(DefaultDriverOption.CONNECTION_INIT_QUERY_TIMEOUT, CONNECT_TIMEOUT)
                .withDuration(DefaultDriverOption.CONNECTION_CONNECT_TIMEOUT, CONNECT_TIMEOUT)
                .withDuration(DefaultDriverOption.CONTROL_CONNECTION_TIMEOUT, CONNECT_TIMEOUT)
                .withDuration(DefaultDriverOption.CONTROL_CONNECTION_AGREEMENT_TIMEOUT, CONNECT_TIMEOUT)
                .withBoolean(DefaultDriverOption.METADATA_SCHEMA_ENABLED, false)
                .withBoolean(DefaultDriverOption.METADATA_TOKEN_MAP_ENABLED, false)
                .build();
        CqlSessionBuilder builder = CqlSession.builder()
                .withClassLoader(loader)
                .withConfigLoader(driverConfig)
                .addContactPoint(new InetSocketAddress(endpoint.host(), endpoint.port()))
                .withLocalDatacenter(LOCAL_DATACENTER);
        if (endpoint.user() != null && !endpoint.user().isEmpty()) {
            builder = builder.withAuthCredentials(endpoint.user(), endpoint.password() == null ? ""
                    : endpoint.password());
        }
        return builder.build();
    }

    @Override
    public Map<String, String> tunedSettings(ServerResources resources) {
        return CassandraTuning.tuned(resources);
    }

    @Override
    public Optional<ContainerSpec> container(BenchmarkConfig config, ContainerRequest request) {
        return Optional.of(CassandraContainer.spec(config, request, CassandraAssembly.inUserCache()));
    }

    @Override
    public Optional<LocalServer> localServer() {
        return Optional.of(new CassandraLocalServer());
    }
}
