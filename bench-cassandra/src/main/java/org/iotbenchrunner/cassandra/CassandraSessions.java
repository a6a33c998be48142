package org.iotbenchrunner.cassandra;

import com.datastax.oss.driver.api.core.CqlSession;
import com.datastax.oss.driver.api.core.CqlSessionBuilder;
import com.datastax.oss.driver.api.core.config.DefaultDriverOption;
import com.datastax.oss.driver.api.core.config.DriverExecutionProfile;
import com.datastax.oss.driver.api.core.config.ProgrammaticDriverConfigLoaderBuilder;
import com.datastax.oss.driver.api.core.loadbalancing.NodeDistance;
import java.net.InetSocketAddress;
import java.time.Duration;
import java.util.List;
import org.iotbenchrunner.core.config.BenchmarkConfig;
import org.iotbenchrunner.core.config.ConfigKey;
import org.iotbenchrunner.core.spi.Endpoint;

/**
 * Driver sessions, bounded by the larger of WRITE_ and READ_OPERATION_TIMEOUT_MS per request. {@link #oneNode}: every
 * request to the node the endpoint names (the driver would discover a ring from it and spread requests over it; a
 * round-robin client must talk to its node only), without schema or token metadata, which makes connecting cheaper.
 * {@link #allNodes}: every node a contact point, with the token map (and the schema of the keyspace, whose replication
 * it needs) so that the driver's default policy sends each request to a replica of its partition.
 */
final class CassandraSessions {
    static final String LOCAL_DATACENTER = "datacenter1";
    private static final Duration CONNECT_TIMEOUT = Duration.ofSeconds(30);

    private CassandraSessions() {
    }

    static CqlSession oneNode(Endpoint endpoint, BenchmarkConfig config) {
        InetSocketAddress node = new InetSocketAddress(endpoint.host(), endpoint.port());
        ProgrammaticDriverConfigLoaderBuilder driverConfig = driverConfig(config)
                .withBoolean(DefaultDriverOption.METADATA_SCHEMA_ENABLED, false)
                .withBoolean(DefaultDriverOption.METADATA_TOKEN_MAP_ENABLED, false);
        // the contacted node keeps the contact point's address (whatever it broadcasts), so this matches it alone
        return builder(driverConfig, endpoint)
                .addContactPoint(node)
                .withNodeDistanceEvaluator(DriverExecutionProfile.DEFAULT_NAME,
                        (candidate, dc) -> node.equals(candidate.getEndPoint().resolve()) ? null : NodeDistance.IGNORED)
                .build();
    }

    static CqlSession allNodes(List<Endpoint> nodes, BenchmarkConfig config, String keyspace) {
        ProgrammaticDriverConfigLoaderBuilder driverConfig = driverConfig(config)
                .withBoolean(DefaultDriverOption.METADATA_SCHEMA_ENABLED, true)
                .withStringList(DefaultDriverOption.METADATA_SCHEMA_REFRESHED_KEYSPACES, List.of(keyspace))
                .withBoolean(DefaultDriverOption.METADATA_TOKEN_MAP_ENABLED, true);
        CqlSessionBuilder builder = builder(driverConfig, nodes.get(0));
        for (Endpoint node : nodes) {
            builder = builder.addContactPoint(new InetSocketAddress(node.host(), node.port()));
        }
        return builder.build();
    }

    private static ProgrammaticDriverConfigLoaderBuilder driverConfig(BenchmarkConfig config) {
        long requestMs = Math.max(config.getLong(ConfigKey.WRITE_OPERATION_TIMEOUT_MS),
                config.getLong(ConfigKey.READ_OPERATION_TIMEOUT_MS));
        return com.datastax.oss.driver.api.core.config.DriverConfigLoader.programmaticBuilder(loader())
                .withDuration(DefaultDriverOption.REQUEST_TIMEOUT, Duration.ofMillis(requestMs))
                .withDuration(DefaultDriverOption.CONNECTION_INIT_QUERY_TIMEOUT, CONNECT_TIMEOUT)
                .withDuration(DefaultDriverOption.CONNECTION_CONNECT_TIMEOUT, CONNECT_TIMEOUT)
                .withDuration(DefaultDriverOption.CONTROL_CONNECTION_TIMEOUT, CONNECT_TIMEOUT)
                .withDuration(DefaultDriverOption.CONTROL_CONNECTION_AGREEMENT_TIMEOUT, CONNECT_TIMEOUT);
    }

    /** The credentials, if the endpoint has a user (every node of a ring shares them). */
    private static CqlSessionBuilder builder(ProgrammaticDriverConfigLoaderBuilder driverConfig, Endpoint endpoint) {
        CqlSessionBuilder builder = CqlSession.builder()
                .withClassLoader(loader())
                .withConfigLoader(driverConfig.build())
                .withLocalDatacenter(LOCAL_DATACENTER);
        if (endpoint.user() != null && !endpoint.user().isEmpty()) {
            builder = builder.withAuthCredentials(endpoint.user(), endpoint.password() == null ? ""
                    : endpoint.password());
        }
        return builder;
    }

    private static ClassLoader loader() {
        return CassandraBinding.class.getClassLoader();
    }
}
