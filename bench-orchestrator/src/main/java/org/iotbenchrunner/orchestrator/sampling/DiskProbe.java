package org.iotbenchrunner.orchestrator.sampling;

import java.util.Optional;
import org.iotbenchrunner.core.config.BenchmarkConfig;
import org.iotbenchrunner.core.spi.DatabaseBinding;
import org.iotbenchrunner.core.spi.DatabaseClient;
import org.iotbenchrunner.core.spi.DiskSize;
import org.iotbenchrunner.core.spi.Endpoint;
import org.iotbenchrunner.orchestrator.provision.ServerSession;

/**
 * The database's size on disk after writing, asked of a fresh client first (it may flush or checkpoint), then of
 * the server's files where the provider sees them; never inside a sampled window. The same for a write test and a
 * use case's load.
 */
public final class DiskProbe {
    /** The size measured, or null with the reason it was not. */
    public record Outcome(DiskSize size, String reason) {
    }

    /** What a fresh client, opened on the server's endpoint, is asked: the benchmark's size, or a use case's. */
    public interface ClientQuestion {
        Optional<DiskSize> ask(Endpoint endpoint) throws Exception;
    }

    private DiskProbe() {
    }

    public static Outcome measure(DatabaseBinding binding, ServerSession session, BenchmarkConfig config) {
        return measure(binding, session, endpoint -> {
            try (DatabaseClient admin = binding.open(endpoint, config)) {
                return admin.diskSize();
            }
        });
    }

    public static Outcome measure(DatabaseBinding binding, ServerSession session, ClientQuestion question) {
        try {
            Optional<DiskSize> size = question.ask(session.endpoint());
            if (size.isEmpty()) {
                size = session.diskSize().get();
            }
            return size.map(s -> new Outcome(s, null)).orElseGet(() -> new Outcome(null, binding.displayName()
                    + " offers no size measurement with the " + session.provider() + " provider"));
        } catch (Exception e) {
            return new Outcome(null, "measuring failed: " + e.getClass().getSimpleName() + ": " + e.getMessage());
        }
    }
}
