package org.iotbenchrunner.influxdb;

import org.iotbenchrunner.core.config.BenchmarkConfig;
import org.iotbenchrunner.core.spi.DatabaseBinding;
import org.iotbenchrunner.core.spi.LocalServer;
import org.iotbenchrunner.core.spi.UseCaseClient;
import org.iotbenchrunner.core.testing.PrivateServerKit;
import org.iotbenchrunner.core.testing.UseCaseLoading;
import org.junit.jupiter.api.Test;

/**
 * The use-case queries on a real private InfluxDB, the same for 1.x and 2.x ({@link UseCaseQueryRuns}): every
 * statement's answer over generated DevOps, IoT and thermo data sets and over hand-made trucks, compared with the
 * expected answers; thermo's q1-q4 also over hand-made devices ({@link ThermoQueryRuns}). A subclass names its
 * binding, local server, config and server name.
 */
abstract class InfluxUseCaseQueryKit extends PrivateServerKit {
    private final DatabaseBinding binding;

    InfluxUseCaseQueryKit(LocalServer local, DatabaseBinding binding, BenchmarkConfig config, String serverName) {
        super(local, config, serverName);
        this.binding = binding;
    }

    @Test
    void answersEveryDevopsType() throws Exception {
        try (UseCaseClient client = open()) {
            UseCaseQueryRuns.answersEveryTypeAsExpected(binding, client, UseCaseQueryRuns.DEVOPS);
        }
    }

    @Test
    void answersEveryIotType() throws Exception {
        try (UseCaseClient client = open()) {
            UseCaseQueryRuns.answersEveryTypeAsExpected(binding, client, UseCaseQueryRuns.IOT);
        }
    }

    @Test
    void answersEveryThermoTypeOverTheWholeSweep() throws Exception {
        try (UseCaseClient client = open()) {
            UseCaseQueryRuns.answersEveryTypeAsExpected(binding, client, UseCaseQueryRuns.THERMO,
                    UseCaseQueryRuns.THERMO_SWEEP);
        }
    }

    @Test
    void answersTheRareIotTypesOnAlteredRows() throws Exception {
        try (UseCaseClient client = open()) {
            UseCaseQueryRuns.answersTheRareIotTypes(binding, client);
        }
    }

    @Test
    void answersTheNewestRowAndStandingTrucksTypesOnHandMadeTrucks() throws Exception {
        try (UseCaseClient client = open()) {
            UseCaseQueryRuns.answersTheNewestRowAndStandingTrucksTypes(binding, client);
        }
    }

    @Test
    void answersEveryThermoTypeOnHandMadeDevices() throws Exception {
        try (UseCaseClient client = open()) {
            ThermoQueryRuns.answersEveryTypeOnHandMadeDevices(binding, client);
        }
    }

    private UseCaseClient open() throws Exception {
        return UseCaseLoading.open(binding, server().endpoint(), config());
    }
}
