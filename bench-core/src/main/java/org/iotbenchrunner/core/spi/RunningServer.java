package org.iotbenchrunner.core.spi;

import java.util.List;
import java.util.Map;
import java.util.Optional;

/** A server started by the harness. Closing it stops the server and deletes its data. */
public interface RunningServer extends AutoCloseable {
    Endpoint endpoint();

    /** The process whose tree holds the server, for resource sampling; -1 when there is no server process. */
    long pid();

    /** Every process tree of the server (a server of several nodes has several), for resource sampling. */
    default List<Long> processes() {
        return pid() > 0 ? List.of(pid()) : List.of();
    }

    /**
     * Every node of a server of several nodes, in start order, for per-node sampling and sizing; empty for a server
     * of one node (described by {@link #endpoint()} and {@link #pid()}).
     */
    default List<ServerNode> nodes() {
        return List.of();
    }

    /**
     * The copies of each datum a server of several nodes keeps (e.g. IoTDB's data_replication_factor, a keyspace's
     * replication_factor), as its launcher set it; empty for one node or when the launcher cannot tell.
     */
    default Optional<Integer> replicationFactor() {
        return Optional.empty();
    }

    /** Where clients reach the server: every node that takes clients, or the one {@link #endpoint()}. */
    default List<Endpoint> endpoints() {
        List<Endpoint> clientNodes = nodes().stream().map(ServerNode::endpoint).filter(e -> e != null).toList();
        return clientNodes.isEmpty() ? java.util.Collections.singletonList(endpoint()) : clientNodes;
    }

    /**
     * The size of the server's data on disk (e.g. its data directories), when the client cannot measure it
     * through {@link DatabaseClient#diskSize()}. Called after each write test.
     */
    default Optional<DiskSize> diskSize() {
        return Optional.empty();
    }

    /**
     * Every setting the launcher chose that shapes performance (memory, caches, parallelism), under the
     * database's own names, in the order applied; empty when the server runs on its defaults.
     */
    default Map<String, String> settings() {
        return Map.of();
    }

    /**
     * The memory and cores the launcher sized a tuned server for, when not the host's share beside the harness
     * (a container sized for its limits); empty: the options' resources.
     */
    default Optional<ServerResources> sizedFor() {
        return Optional.empty();
    }

    /**
     * Which server runs and where its binaries came from, when the launcher has a choice of them (e.g. {@code IoTDB
     * 2.0.1-beta, assembled from Maven Central jars (...)}); results record it with the provider.
     */
    default Optional<String> origin() {
        return Optional.empty();
    }

    /** Whether {@link #restart()} is supported. */
    default boolean restartable() {
        return false;
    }

    /**
     * Stops the server and starts it again with the same configuration, data, endpoint and credentials, and
     * returns once it accepts connections; open client connections do not survive it. {@link #pid()} may change.
     */
    default void restart() throws Exception {
        throw new UnsupportedOperationException("this server cannot be restarted by the harness");
    }

    @Override
    void close();
}
