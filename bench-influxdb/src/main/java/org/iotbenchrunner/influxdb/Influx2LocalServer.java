package org.iotbenchrunner.influxdb;

import java.nio.file.Path;
import java.util.Optional;
import org.iotbenchrunner.core.config.BenchmarkConfig;
import org.iotbenchrunner.core.spi.LocalServer;
import org.iotbenchrunner.core.spi.RunningServer;
import org.iotbenchrunner.core.spi.ServerOptions;

/** InfluxDB 2.x cannot be installed from this machine's packages, so a local run fails fast and says why. */
final class Influx2LocalServer implements LocalServer {
    static final String REASON = "InfluxDB 2.x has no package for this machine: run it elsewhere and use "
            + "--provider external --host H --port P --token T (org from INFLUXDB_ORG), "
            + "or benchmark InfluxDB 1.x with --db influxdb1";

    @Override
    public Optional<String> unavailableReason() {
        return Optional.of(REASON);
    }

    @Override
    public RunningServer start(Path workDir, BenchmarkConfig config, ServerOptions options) {
        throw new IllegalStateException(REASON);
    }
}
