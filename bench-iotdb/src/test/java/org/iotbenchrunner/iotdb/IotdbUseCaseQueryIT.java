package org.iotbenchrunner.iotdb;

import org.iotbenchrunner.core.config.ConfigLayers;
import org.iotbenchrunner.core.config.Scale;
import org.iotbenchrunner.core.testing.UseCaseQueryKit;

/**
 * {@link UseCaseQueryKit}'s use-case queries on a private IoTDB ({@link IotdbLocalServer}, from the distribution
 * IOTDB_HOME points at, else IoTDB 2.0.1-beta's assembled jars; skipped with the reason where there is none).
 */
class IotdbUseCaseQueryIT extends UseCaseQueryKit {
    private static final IotdbBinding BINDING = new IotdbBinding();

    IotdbUseCaseQueryIT() {
        super(new IotdbLocalServer(), BINDING, new ConfigLayers().scale(Scale.TINY)
                .databaseDefaults(BINDING.configDefaults()).build(), "iotdb-local");
    }
}
