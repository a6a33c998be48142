package org.iotbenchrunner.influxdb;

import org.iotbenchrunner.core.config.BenchmarkConfig;
import org.iotbenchrunner.core.config.ConfigKey;
import org.iotbenchrunner.core.config.ConfigLayers;
import org.iotbenchrunner.core.config.Scale;
import org.iotbenchrunner.core.spi.DatabaseClient;
import org.iotbenchrunner.core.testing.PrivateServerKit;
import org.junit.jupiter.api.Test;

/**
 * TSBS's use-case queries on a real private InfluxDB 2.x (the influxd scripts/setup-influxdb2.sh builds): every Flux
 * script's answer over generated DevOps and IoT data sets and over hand-made trucks, compared with the expected
 * answers.
 */
class Influx2UseCaseQueryIT extends PrivateServerKit {
    private static final Influx2LocalServer LOCAL = new Influx2LocalServer();
    private static final Influx2Binding BINDING = new Influx2Binding();
    private static final BenchmarkConfig CONFIG = new ConfigLayers().scale(Scale.TINY)
            .set(ConfigKey.INFLUXDB_ORG, "bench").build();

    Influx2UseCaseQueryIT() {
        super(LOCAL, CONFIG, "influxdb-local");
    }

    @Test
    void answersEveryDevopsType() throws Exception {
        try (DatabaseClient client = BINDING.open(server().endpoint(), CONFIG)) {
            UseCaseQueryRuns.answersEveryTypeAsExpected(BINDING, client, UseCaseQueryRuns.DEVOPS);
        }
    }

    @Test
    void answersEveryIotType() throws Exception {
        try (DatabaseClient client = BINDING.open(server().endpoint(), CONFIG)) {
            UseCaseQueryRuns.answersEveryTypeAsExpected(BINDING, client, UseCaseQueryRuns.IOT);
        }
    }

    @Test
    void answersTheRareIotTypesOnAlteredRows() throws Exception {
        try (DatabaseClient client = BINDING.open(server().endpoint(), CONFIG)) {
            UseCaseQueryRuns.answersTheRareIotTypes(BINDING, client);
        }
    }

    @Test
    void answersTheNewestRowAndStandingTrucksTypesOnHandMadeTrucks() throws Exception {
        try (DatabaseClient client = BINDING.open(server().endpoint(), CONFIG)) {
            UseCaseQueryRuns.answersTheNewestRowAndStandingTrucksTypes(BINDING, client);
        }
    }
}
