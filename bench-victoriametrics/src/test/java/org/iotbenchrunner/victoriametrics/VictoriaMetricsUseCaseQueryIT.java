package org.iotbenchrunner.victoriametrics;

import java.util.Set;
import org.iotbenchrunner.core.config.ConfigLayers;
import org.iotbenchrunner.core.config.Scale;
import org.iotbenchrunner.core.testing.UseCaseQueryKit;
import org.iotbenchrunner.core.usecase.query.UseCaseQueryType;

/**
 * {@link UseCaseQueryKit}'s use-case queries on a real private VictoriaMetrics ({@link VictoriaMetricsLocalServer}):
 * every type MetricsQL can express; the others are named with their reasons. The rows are asked on a client opened
 * after the load.
 */
class VictoriaMetricsUseCaseQueryIT extends UseCaseQueryKit {
    private static final VictoriaMetricsBinding BINDING = new VictoriaMetricsBinding();

    VictoriaMetricsUseCaseQueryIT() {
        super(new VictoriaMetricsLocalServer(), BINDING, new ConfigLayers().scale(Scale.TINY)
                .databaseDefaults(BINDING.configDefaults()).build(), "victoriametrics-local");
    }

    @Override
    protected Set<UseCaseQueryType> typesNotRun() {
        return VmUseCaseQueries.UNSUPPORTED.reasons().keySet();
    }

    @Override
    protected boolean asksOnAFreshClient() {
        return true;
    }
}
