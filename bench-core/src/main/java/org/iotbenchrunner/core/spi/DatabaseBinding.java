package org.iotbenchrunner.core.spi;

import java.util.EnumSet;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.iotbenchrunner.core.config.BenchmarkConfig;
import org.iotbenchrunner.core.config.ConfigKey;
import org.iotbenchrunner.core.config.OperationType;

/**
 * A database the harness can benchmark, found with {@link java.util.ServiceLoader}: how to connect to it
 * ({@link #open}), what it cannot run ({@link #unsupportedOperations()}), the capabilities it offers beyond the
 * iot-benchmark tests ({@link #useCases()}), and how to run a private server of it ({@link #container},
 * {@link #localServer()}). A new database must give {@link #id()}, {@link #displayName()}, {@link #clientInfo} and
 * {@link #open}; everything else has a default as far as the harness is concerned. The conformance kit also needs
 * {@link #localServer()}: a server the harness can restart, so a process of its own (a {@link LocalProcessServer}),
 * never an in-process one.
 */
public interface DatabaseBinding {
    /** The database-specific configuration keys ({@link ConfigKey#DATABASE_SPECIFIC}) this binding reads. */
    default Set<ConfigKey> ownKeys() {
        return Set.of();
    }


    /** The id used on the command line and in result paths, e.g. {@code timescaledb}. */
    String id();

    /** The name shown in tables, e.g. {@code TimescaleDB}. */
    String displayName();

    /** The colour of this database in charts, as {@code #RRGGBB}; null lets the report pick one from its palette. */
    default String chartColor() {
        return null;
    }

    /**
     * Whether {@code --db all} includes this database where it can run: true for databases; false for bindings that
     * measure something else (the noop binding measures the harness alone).
     */
    default boolean inAll() {
        return true;
    }

    /**
     * Each operation this database cannot run exactly as the workload defines it, with the reason a user reads when
     * a test needs it; empty: it runs all of them. The one place a binding declares what it can do: the reasons of
     * an {@link Unsupported} constant, whose {@link Unsupported#exception} its statement builders throw for them.
     */
    default Map<OperationType, String> unsupportedOperations() {
        return Map.of();
    }

    /**
     * The TSBS use cases capability, if this database can load and query them: its write path, the query types it
     * cannot run, and its use-case clients. Empty: it runs the iot-benchmark tests only.
     */
    default Optional<UseCaseSupport> useCases() {
        return Optional.empty();
    }

    /**
     * The cluster capability, if this database has an open cluster mode the harness can start here ({@code --nodes})
     * or a client that can be given several nodes ({@code --spread all-nodes}). Empty: one server per run, or an
     * external cluster reached round-robin.
     */
    default Optional<ClusterSupport> cluster() {
        return Optional.empty();
    }

    /**
     * Why {@code --nodes} cannot start a cluster of this database, in one line a user reads (e.g. which cluster mode
     * it has and where it can run); asked only when {@link #cluster()} has no launcher.
     */
    default String noClusterReason() {
        return displayName() + " has no open cluster mode the harness can start; point --provider external at "
                + "several nodes (--host a,b,c) instead";
    }

    /** Every operation but the {@link #unsupportedOperations()}. */
    default Set<OperationType> supportedOperations() {
        Set<OperationType> supported = EnumSet.allOf(OperationType.class);
        supported.removeAll(unsupportedOperations().keySet());
        return supported;
    }

    /**
     * What this database keeps of a device's timestamp written twice (out-of-order writes); the expected answers over
     * an out-of-order baseline follow it, and {@link RepeatedTimestamps.Kept#UNKNOWN} leaves them unchecked.
     */
    default RepeatedTimestamps repeatedTimestamps() {
        return RepeatedTimestamps.UNDECLARED;
    }

    /**
     * This database's defaults for workload keys the user did not set, when the model's defaults ask for what it
     * cannot store (e.g. text values of a numbers-only database): applied below the configuration file and
     * {@code --set}, said on the terminal and recorded with each result. Empty: the model's defaults.
     */
    default Map<ConfigKey, String> configDefaults() {
        return Map.of();
    }

    /** Rejects configurations this database cannot run, with a one-line {@code ConfigException}. */
    default void validate(BenchmarkConfig config) {
    }

    /** Facts about the client side recorded with every result: driver and version, write path. */
    Map<String, String> clientInfo(BenchmarkConfig config);

    /** Opens one connection for one client thread. */
    DatabaseClient open(Endpoint endpoint, BenchmarkConfig config) throws Exception;

    /**
     * The settings {@code --profile tuned} gives a server with {@code resources}, under the names the database
     * (or its container image) reads, for providers that configure a server from outside, e.g. as container
     * environment; empty when this database has no tuned profile. Local launchers apply the same values.
     */
    default Map<String, String> tunedSettings(ServerResources resources) {
        return Map.of();
    }

    /**
     * How to run this database in a container, if it has an image, as {@code request} asks: with a tuned profile,
     * the {@link #tunedSettings} for the request's resources applied through the container's command, environment
     * or configuration, and listed in the spec's settings with a command that reads them back.
     */
    default Optional<ContainerSpec> container(BenchmarkConfig config, ContainerRequest request) {
        return Optional.empty();
    }

    /** A server launcher for machines without Docker, if this database can be installed locally. */
    default Optional<LocalServer> localServer() {
        return Optional.empty();
    }
}
