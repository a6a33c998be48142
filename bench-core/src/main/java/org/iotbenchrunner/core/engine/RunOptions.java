package org.iotbenchrunner.core.engine;

/**
 * How the engine measures a run beyond its configuration. The first {@code warmupOperations} loops of every
 * client run unmeasured, and the measured time starts once every client has finished them. With
 * {@code verify}, every successful query of a read-only run is checked, after the measured phase, against the
 * expected answer for {@code baselineRowsPerDevice} in-order rows per device.
 */
public record RunOptions(long warmupOperations, boolean verify, long baselineRowsPerDevice) {
    public static final RunOptions DEFAULT = new RunOptions(0, false, 0);

    public RunOptions {
        if (warmupOperations < 0) {
            throw new IllegalArgumentException("warm-up operations must be >= 0 (got " + warmupOperations + ")");
        }
    }

    public RunOptions withWarmup(long operations) {
        return new RunOptions(operations, verify, baselineRowsPerDevice);
    }

    public RunOptions verifying(long rowsPerDevice) {
        return new RunOptions(warmupOperations, true, rowsPerDevice);
    }
}
