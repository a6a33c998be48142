package org.iotbenchrunner.core.spi;

import java.nio.file.Path;
import java.util.Optional;
import org.iotbenchrunner.core.config.BenchmarkConfig;

/** Starts a private server of one database from binaries installed on this machine. */
public interface LocalServer {

    /** Why a server cannot be started here (binaries missing, how to install them), or empty if it can. */
    Optional<String> unavailableReason();

    /** Throws {@link IllegalStateException} with the {@link #unavailableReason()}, if there is one. */
    default void requireAvailable() {
        Optional<String> reason = unavailableReason();
        if (reason.isPresent()) {
            throw new IllegalStateException(reason.get());
        }
    }

    /** Starts a fresh server with the database's defaults; see {@link #start(Path, BenchmarkConfig, ServerOptions)}. */
    default RunningServer start(Path workDir, BenchmarkConfig config) throws Exception {
        return start(workDir, config, ServerOptions.defaults());
    }

    /**
     * Starts a fresh server with its data under {@code workDir}, on a free loopback port, configured as
     * {@code options} say; the server reports what it applied in {@link RunningServer#settings()}.
     */
    RunningServer start(Path workDir, BenchmarkConfig config, ServerOptions options) throws Exception;
}
