package org.iotbenchrunner.cassandra;

import com.datastax.oss.driver.api.core.session.Session;
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
import org.iotbenchrunner.core.spi.ClusterSupport;
import org.iotbenchrunner.core.spi.ContainerRequest;
import org.iotbenchrunner.core.spi.ContainerSpec;
import org.iotbenchrunner.core.spi.DatabaseBinding;
import org.iotbenchrunner.core.spi.DatabaseClient;
import org.iotbenchrunner.core.spi.Endpoint;
import org.iotbenchrunner.core.spi.LocalServer;
import org.iotbenchrunner.core.spi.RepeatedTimestamps;
import org.iotbenchrunner.core.spi.ServerResources;
import org.iotbenchrunner.core.spi.Unsupported;
import org.iotbenchrunner.core.spi.UseCaseSupport;

/**
 * Apache Cassandra 5.0 through the DataStax/Apache java-driver-core 4.x: a keyspace named DB_NAME with one table, a
 * partition per device ({@link CassandraCql}), written by single-partition unlogged batches.
 */
public final class CassandraBinding implements DatabaseBinding {

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
    public RepeatedTimestamps repeatedTimestamps() {
        return new RepeatedTimestamps(RepeatedTimestamps.Kept.LAST_BATCH,
                "PRIMARY KEY ((device), time) upserts and the later client timestamp wins; the rows of one "
                        + "UNLOGGED BATCH share a write timestamp, and of two at one time each column keeps the "
                        + "larger value");
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
        info.put("consistency", RingReplication.RULE);
        info.put("routing", "round-robin: each client's requests to its node only, which coordinates them; all "
                + "nodes: the driver's token-aware policy, to a replica of each partition");
        return info;
    }

    /** Every use case loads; the study's thermo queries run, the TSBS ones are declared ({@link CassandraUseCases}). */
    @Override
    public Optional<UseCaseSupport> useCases() {
        return Optional.of(CassandraUseCases.support((endpoint, config) -> new CassandraUseCaseClient(
                CassandraSessions.oneNode(endpoint, config), Duration.ofMillis(config.getLong(ConfigKey.READ_OPERATION_TIMEOUT_MS)))));
    }

    @Override
    public DatabaseClient open(Endpoint endpoint, BenchmarkConfig config) {
        validate(config);
        return new CassandraClient(CassandraSessions.oneNode(endpoint, config), keyspace(endpoint, config));
    }

    private static String keyspace(Endpoint endpoint, BenchmarkConfig config) {
        return endpoint.database() == null || endpoint.database().isEmpty()
                ? config.getString(ConfigKey.DB_NAME) : endpoint.database();
    }

    /** An N-node ring started here ({@link RingLauncher}); a client given every node routes by token. */
    @Override
    public Optional<ClusterSupport> cluster() {
        return Optional.of(new ClusterSupport("N-node ring", new RingLauncher(),
                (nodes, config) -> new CassandraClient(CassandraSessions.allNodes(nodes, config, keyspace(
                        nodes.get(0), config)), keyspace(nodes.get(0), config))));
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
