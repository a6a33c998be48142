package org.iotbenchrunner.influxdb;

import org.iotbenchrunner.core.config.BenchmarkConfig;
import org.iotbenchrunner.core.config.ConfigLayers;
import org.iotbenchrunner.core.config.Scale;
import org.iotbenchrunner.core.spi.DatabaseClient;
import org.iotbenchrunner.core.testing.PrivateServerKit;
import org.junit.jupiter.api.Test;

/**
 * TSBS's use-case queries on a real private InfluxDB 1.x: every InfluxQL statement's answer over generated DevOps
 * and IoT data sets and over hand-made trucks, compared with the expected answers.
 */
class Influx1UseCaseQueryIT extends PrivateServerKit {
    private static final Influx1LocalServer LOCAL = new Influx1LocalServer();
    private static final Influx1Binding BINDING = new Influx1Binding();
    private static final BenchmarkConfig CONFIG = new ConfigLayers().scale(Scale.TINY).build();

    Influx1UseCaseQueryIT() {
        super(LOCAL, CONFIG, "influxdb1-local");
    }

    @Test
    void answersEveryDevopsType() throws Exception {
        try (DatabaseClient client = BINDING.open(server().endpoint(), CONFIG)) {
            UseCaseQueryRuns.answersEveryTypeAsExpected(BINDING, client, UseCaseQueryRuns.DEVOPS);
        }
    }

    @Test
    void answersEveryIotTypeButTheDrivingSessions() throws Exception {
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
