package org.iotbenchrunner.influxdb;

import org.iotbenchrunner.core.config.ConfigLayers;
import org.iotbenchrunner.core.config.Scale;

/** {@link InfluxUseCaseQueryKit}'s use-case queries, as InfluxQL statements, on a real private InfluxDB 1.x. */
class Influx1UseCaseQueryIT extends InfluxUseCaseQueryKit {
    Influx1UseCaseQueryIT() {
        super(new Influx1LocalServer(), new Influx1Binding(), new ConfigLayers().scale(Scale.TINY).build(),
                "influxdb1-local");
    }
}
