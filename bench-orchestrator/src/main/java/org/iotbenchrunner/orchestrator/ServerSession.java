package org.iotbenchrunner.orchestrator;

import java.util.OptionalLong;
import org.iotbenchrunner.core.spi.Endpoint;

/**
 * A database server available for one database's scenarios. {@code pid} is present when the harness can
 * sample the server's processes.
 */
record ServerSession(String provider, Endpoint endpoint, OptionalLong pid, AutoCloseable stopper)
        implements AutoCloseable {

    @Override
    public void close() {
        try {
            stopper.close();
        } catch (Exception e) {
            System.err.println("warning: stopping the " + provider + " server failed: " + e.getMessage());
        }
    }
}
