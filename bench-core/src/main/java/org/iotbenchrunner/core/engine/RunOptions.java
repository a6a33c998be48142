package org.iotbenchrunner.core.engine;

/**
 * How the engine measures a run beyond its configuration. The first {@code warmupOperations} loops of every
 * client run unmeasured, and the measured time starts once every client has finished them. With
 * {@code verify}, every successful query of a read-only run is checked, after the measured phase, against the
 * expected answer for {@code baselineRowsPerDevice} in-order rows per device. With {@code opsPerSecond} above
 * 0 the measured phase runs open loop: operations (one write batch or one query each) start on a fixed
 * schedule of that many per second over all clients (see {@link OperationSchedule}); 0 keeps iot-benchmark's
 * closed loop.
 */
public record RunOptions(long warmupOperations, boolean verify, long baselineRowsPerDevice, double opsPerSecond) {
    public static final RunOptions DEFAULT = new RunOptions(0, false, 0, 0);

    public RunOptions {
        if (warmupOperations < 0) {
            throw new IllegalArgumentException("warm-up operations must be >= 0 (got " + warmupOperations + ")");
        }
        if (!(opsPerSecond >= 0) || Double.isInfinite(opsPerSecond)) {
            throw new IllegalArgumentException("rate must be a finite number of operations per second >= 0, "
                    + "0 for closed loop (got " + opsPerSecond + ")");
        }
    }

    /** Closed loop. */
    public RunOptions(long warmupOperations, boolean verify, long baselineRowsPerDevice) {
        this(warmupOperations, verify, baselineRowsPerDevice, 0);
    }

    public RunOptions withWarmup(long operations) {
        return new RunOptions(operations, verify, baselineRowsPerDevice, opsPerSecond);
    }

    public RunOptions verifying(long rowsPerDevice) {
        return new RunOptions(warmupOperations, true, rowsPerDevice, opsPerSecond);
    }

    /** Open loop at {@code total} operations per second over all clients. */
    public RunOptions withRate(double total) {
        return new RunOptions(warmupOperations, verify, baselineRowsPerDevice, total);
    }

    public boolean openLoop() {
        return opsPerSecond > 0;
    }
}
