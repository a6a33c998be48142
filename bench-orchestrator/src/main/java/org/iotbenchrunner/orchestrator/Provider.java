package org.iotbenchrunner.orchestrator;

import org.iotbenchrunner.core.config.BenchmarkConfig;
import org.iotbenchrunner.core.spi.DatabaseBinding;

/** Makes a server of one database available: started locally, in a container, or already running elsewhere. */
interface Provider {
    String name();

    /** Why this provider cannot serve {@code binding} here, or null if it can. */
    String unavailableReason(DatabaseBinding binding);

    ServerSession start(DatabaseBinding binding, BenchmarkConfig config) throws Exception;
}
