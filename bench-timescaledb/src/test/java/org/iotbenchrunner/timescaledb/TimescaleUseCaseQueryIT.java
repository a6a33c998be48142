package org.iotbenchrunner.timescaledb;

import org.iotbenchrunner.core.config.ConfigLayers;
import org.iotbenchrunner.core.config.Scale;
import org.iotbenchrunner.core.testing.UseCaseQueryKit;

/** {@link UseCaseQueryKit}'s use-case queries on a real PostgreSQL + TimescaleDB ({@link TimescaleLocalServer}). */
class TimescaleUseCaseQueryIT extends UseCaseQueryKit {
    TimescaleUseCaseQueryIT() {
        super(new TimescaleLocalServer(), new TimescaleBinding(), new ConfigLayers().scale(Scale.TINY).build(),
                "timescaledb-local");
    }
}
