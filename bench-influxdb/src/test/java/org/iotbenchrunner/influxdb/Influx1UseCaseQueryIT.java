package org.iotbenchrunner.influxdb;

import java.nio.file.Files;
import org.iotbenchrunner.core.config.BenchmarkConfig;
import org.iotbenchrunner.core.config.ConfigLayers;
import org.iotbenchrunner.core.config.Scale;
import org.iotbenchrunner.core.spi.DatabaseClient;
import org.iotbenchrunner.core.spi.RealServers;
import org.iotbenchrunner.core.spi.RunningServer;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;

/**
 * TSBS's use-case queries on a real private InfluxDB 1.x: every InfluxQL statement's answer over generated DevOps
 * and IoT data sets and over hand-made trucks, compared with the expected answers.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class Influx1UseCaseQueryIT {
    private static final Influx1LocalServer LOCAL = new Influx1LocalServer();
    private static final Influx1Binding BINDING = new Influx1Binding();
    private static final BenchmarkConfig CONFIG = new ConfigLayers().scale(Scale.TINY).build();

    private RunningServer server;

    @BeforeAll
    void startServer() throws Exception {
        if (LOCAL.unavailableReason().isEmpty()) {
            server = LOCAL.start(Files.createTempDirectory("influxdb1-usecase-query-"), CONFIG);
        }
    }

    @AfterAll
    void stopServer() {
        if (server != null) {
            server.close();
        }
    }

    @BeforeEach
    void requireServer() {
        RealServers.require("influxdb1-local", LOCAL.unavailableReason());
    }

    @Test
    void answersEveryDevopsType() throws Exception {
        try (DatabaseClient client = BINDING.open(server.endpoint(), CONFIG)) {
            UseCaseQueryRuns.answersEveryTypeAsExpected(BINDING, client, UseCaseQueryRuns.DEVOPS);
        }
    }

    @Test
    void answersEveryIotTypeButTheDrivingSessions() throws Exception {
        try (DatabaseClient client = BINDING.open(server.endpoint(), CONFIG)) {
            UseCaseQueryRuns.answersEveryTypeAsExpected(BINDING, client, UseCaseQueryRuns.IOT);
        }
    }

    @Test
    void answersTheRareIotTypesOnAlteredRows() throws Exception {
        try (DatabaseClient client = BINDING.open(server.endpoint(), CONFIG)) {
            UseCaseQueryRuns.answersTheRareIotTypes(BINDING, client);
        }
    }

    @Test
    void answersTheNewestRowAndStandingTrucksTypesOnHandMadeTrucks() throws Exception {
        try (DatabaseClient client = BINDING.open(server.endpoint(), CONFIG)) {
            UseCaseQueryRuns.answersTheNewestRowAndStandingTrucksTypes(BINDING, client);
        }
    }
}
