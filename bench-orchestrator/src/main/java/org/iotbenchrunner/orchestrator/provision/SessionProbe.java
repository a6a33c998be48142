package org.iotbenchrunner.orchestrator.provision;

import java.time.Duration;
import org.iotbenchrunner.core.config.BenchmarkConfig;
import org.iotbenchrunner.core.spi.DatabaseBinding;
import org.iotbenchrunner.core.spi.DatabaseClient;
import org.iotbenchrunner.core.spi.Endpoint;
import org.iotbenchrunner.orchestrator.Bounded;

/**
 * Waits until the database's own client opens a session and gets the server's version: a server can accept
 * connections a while before it serves them (IoTDB's DataNode registering, PostgreSQL's init restart).
 */
public final class SessionProbe {
    private static final long RETRY_MILLIS = 500;
    private static final Duration MIN_ATTEMPT = Duration.ofSeconds(5);

    private SessionProbe() {
    }

    public static String await(DatabaseBinding binding, Endpoint endpoint, BenchmarkConfig config, Duration timeout)
            throws Exception {
        long deadline = System.nanoTime() + timeout.toNanos();
        while (true) {
            // a client that hangs in its first connection is given up at the deadline, like one that fails
            Duration left = Duration.ofNanos(Math.max(deadline - System.nanoTime(), MIN_ATTEMPT.toNanos()));
            try {
                return Bounded.call(binding.displayName() + "'s client opening a session", left, () -> {
                    try (DatabaseClient client = binding.open(endpoint, config)) {
                        return client.serverVersion();
                    }
                });
            } catch (Exception e) {
                if (System.nanoTime() > deadline) {
                    throw new IllegalStateException(binding.displayName() + " accepted no session within "
                            + timeout.toSeconds() + " s: " + e.getClass().getSimpleName() + ": " + e.getMessage(), e);
                }
                Thread.sleep(RETRY_MILLIS);
            }
        }
    }
}
