package org.iotbenchrunner.orchestrator.provision;

import java.util.List;
import java.util.Optional;
import org.iotbenchrunner.core.config.BenchmarkConfig;
import org.iotbenchrunner.core.spi.DatabaseBinding;
import org.iotbenchrunner.core.spi.Endpoint;
import org.iotbenchrunner.core.spi.ServerOptions;
import org.iotbenchrunner.core.spi.Spread;
import org.iotbenchrunner.core.spi.Target;
import org.iotbenchrunner.orchestrator.plan.NodeRequest;

/**
 * A server someone else runs, of one node or several ({@code --host a,b,c}: clients spread over them as asked); the
 * harness connects to it and samples nothing.
 */
public final class ExternalProvider implements Provider {
    private final List<Endpoint> endpoints;
    private final NodeRequest nodes;

    public ExternalProvider(Endpoint endpoint) {
        this(List.of(endpoint), NodeRequest.SINGLE);
    }

    public ExternalProvider(List<Endpoint> endpoints, NodeRequest nodes) {
        this.endpoints = List.copyOf(endpoints);
        this.nodes = nodes;
    }

    @Override
    public String name() {
        return "external";
    }

    @Override
    public boolean startsContainers(DatabaseBinding binding) {
        return false;
    }

    @Override
    public String unavailableReason(DatabaseBinding binding) {
        return refusal(binding);
    }

    @Override
    public String refusal(DatabaseBinding binding) {
        return endpoints.size() > 1 ? nodes.spreadRefusal(binding, endpoints.size()) : null;
    }

    @Override
    public ServerSession start(DatabaseBinding binding, BenchmarkConfig config, ServerOptions options) {
        Spread spread = nodes.spread();
        String described = endpoints.size() == 1 ? name()
                : name() + ", " + endpoints.size() + " nodes, " + spread.id();
        return new ServerSession(described, endpoints.get(0), null,
                "the external provider does not sample the server", Optional::empty, () -> { })
                .withTarget(new Target(endpoints, spread));
    }
}
