package org.iotbenchrunner.core.spi;

import java.nio.file.Path;
import java.util.Optional;
import org.iotbenchrunner.core.config.BenchmarkConfig;

/** Starts a private server of one database from binaries installed on this machine. */
public interface LocalServer {

    /** Why a server cannot be started here (binaries missing, how to install them), or empty if it can. */
    Optional<String> unavailableReason();

    /** Starts a fresh server with its data under {@code workDir}, on a free loopback port. */
    RunningServer start(Path workDir, BenchmarkConfig config) throws Exception;
}
