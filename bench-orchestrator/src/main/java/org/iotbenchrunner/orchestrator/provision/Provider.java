package org.iotbenchrunner.orchestrator.provision;

import org.iotbenchrunner.core.config.BenchmarkConfig;
import org.iotbenchrunner.core.result.StorageDevice;
import org.iotbenchrunner.core.spi.DatabaseBinding;
import org.iotbenchrunner.core.spi.ServerOptions;

/** Makes a server of one database available: started locally, in a container, or already running elsewhere. */
public interface Provider {
    String name();

    /** Why this provider cannot serve {@code binding} here, or null if it can. */
    String unavailableReason(DatabaseBinding binding);

    /**
     * Why this provider refuses {@code binding} as the command line asks it (a cluster it cannot start, a spread of
     * clients its driver cannot do), in one line; null when it does not. Checked before any server starts: a
     * campaign of one database fails on it, one of several skips that database.
     */
    default String refusal(DatabaseBinding binding) {
        return null;
    }

    /** Starts a server with the database's defaults. */
    default ServerSession start(DatabaseBinding binding, BenchmarkConfig config) throws Exception {
        return start(binding, config, ServerOptions.defaults());
    }

    /** Starts a server configured as {@code options} say, where this provider {@link #appliesProfiles()}. */
    ServerSession start(DatabaseBinding binding, BenchmarkConfig config, ServerOptions options) throws Exception;

    /**
     * Whether this provider may start a container for {@code binding}: only then does a campaign look for the
     * containers of ended runs, since asking the Docker engine costs the run CPU (docs/compatibility.md, the
     * harness's own CPU).
     */
    default boolean startsContainers(DatabaseBinding binding) {
        return true;
    }

    /** Whether this provider configures its servers for {@code --profile tuned}. */
    default boolean appliesProfiles() {
        return false;
    }

    /** Whether this provider can restart its servers with their data kept, for {@code --cache cold}. */
    default boolean restartsServers() {
        return false;
    }

    /**
     * The device the servers' data lives on (the data directory's place, with its baseline if one was asked), for
     * the results; null where the harness cannot see it (an external server).
     */
    default StorageDevice storage() {
        return null;
    }
}
