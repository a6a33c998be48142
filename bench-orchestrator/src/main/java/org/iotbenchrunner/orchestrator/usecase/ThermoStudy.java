package org.iotbenchrunner.orchestrator.usecase;

import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Locale;
import org.iotbenchrunner.core.usecase.ThermoDevices;
import org.iotbenchrunner.core.usecase.UseCaseSpec;
import org.iotbenchrunner.core.usecase.query.UseCaseQueryGenerator;
import org.iotbenchrunner.core.usecase.query.UseCaseQueryType;

/**
 * The TDengine/Cassandra study's data set (seed 002: 10,000 devices, 10,000 rows each, one a second from
 * 1563249700000 ms) and the share of it this host loads by default: its write grid loads the whole data set once
 * per cell, 49 cells by default, and 49 loads of 10<sup>8</sup> rows take days here, so the preset keeps the first
 * {@value #HOST_DEVICES} devices and their first {@value #HOST_ROWS} rows (10<sup>5</sup> rows a cell).
 */
public final class ThermoStudy {
    static final int DEVICES = ThermoDevices.STUDY_DEVICES;
    static final int ROWS_PER_DEVICE = ThermoDevices.STUDY_ROWS_PER_DEVICE;
    static final Instant START = ThermoDevices.STUDY_START;
    static final Duration INTERVAL = ThermoDevices.STUDY_INTERVAL;
    static final int HOST_DEVICES = 100;
    static final int HOST_ROWS = 1_000;

    /**
     * The most points of the types' sweeps, which core's query generator steps through in order (q1 at
     * {@code devgroup = 0, 10, ..., 90}, q2-q4 at {@code devgroup < 10, 20, ..., 100}); 1 for types without one.
     */
    public static int sweepPoints(List<UseCaseQueryType> types) {
        return types.stream().filter(UseCaseQueryType::thermo).mapToInt(t -> UseCaseQueryGenerator.sweep(t).size())
                .max().orElse(1);
    }

    private ThermoStudy() {
    }

    /** The study's data set cut to this host's share, and the result's scaling text saying so and why. */
    public static PresetFit.Fitted toHost(UseCaseSpec original, WriteGrid grid) {
        UseCaseSpec host = new UseCaseSpec(original.useCase(), original.seed(), HOST_DEVICES, original.start(),
                original.start().plus(original.interval().multipliedBy(HOST_ROWS)), original.interval());
        long studyRows = (long) original.scale() * rowsPerDevice(original);
        return new PresetFit.Fitted(host, String.format(Locale.ROOT, "scaled to the first %,d of the study's %,d "
                + "devices and their first %,d of %,d rows (%,d of %,d rows): the write grid loads the whole data set "
                + "on a cleared database in each of its %d cells, and that many loads of the study's rows take days "
                + "on this host; --use-case-scale and --timestamp-end change it", HOST_DEVICES, original.scale(),
                HOST_ROWS, rowsPerDevice(original), (long) HOST_DEVICES * HOST_ROWS, studyRows, grid.cells().size()));
    }

    private static long rowsPerDevice(UseCaseSpec spec) {
        return Duration.between(spec.start(), spec.end()).toNanos() / spec.interval().toNanos();
    }
}
