package org.iotbenchrunner.influxdb;

import org.iotbenchrunner.core.config.ConfigKey;
import org.iotbenchrunner.core.config.ConfigLayers;
import org.iotbenchrunner.core.config.Scale;

/**
 * {@link InfluxUseCaseQueryKit}'s use-case queries, as Flux scripts, on a real private InfluxDB 2.x (the influxd
 * scripts/setup.sh --for influxdb --mode local builds).
 */
class Influx2UseCaseQueryIT extends InfluxUseCaseQueryKit {
    Influx2UseCaseQueryIT() {
        super(new Influx2LocalServer(), new Influx2Binding(), new ConfigLayers().scale(Scale.TINY)
                .set(ConfigKey.INFLUXDB_ORG, "bench").build(), "influxdb-local");
    }
}
