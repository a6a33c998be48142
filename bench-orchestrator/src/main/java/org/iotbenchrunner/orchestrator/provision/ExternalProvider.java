package org.iotbenchrunner.orchestrator.provision;

import java.util.Optional;
import org.iotbenchrunner.core.config.BenchmarkConfig;
import org.iotbenchrunner.core.spi.DatabaseBinding;
import org.iotbenchrunner.core.spi.Endpoint;
import org.iotbenchrunner.core.spi.ServerOptions;

/** A server someone else runs; the harness connects to it and samples nothing. */
public final class ExternalProvider implements Provider {
    private final Endpoint endpoint;

    public ExternalProvider(Endpoint endpoint) {
        this.endpoint = endpoint;
    }

    @Override
    public String name() {
        return "external";
    }

    @Override
    public String unavailableReason(DatabaseBinding binding) {
        return null;
    }

    @Override
    public ServerSession start(DatabaseBinding binding, BenchmarkConfig config, ServerOptions options) {
        return new ServerSession(name(), endpoint, null,
                "the external provider does not sample the server", Optional::empty, () -> { });
    }
}
