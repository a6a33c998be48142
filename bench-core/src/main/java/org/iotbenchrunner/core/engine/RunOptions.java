package org.iotbenchrunner.core.engine;

import org.iotbenchrunner.core.result.Verification;

/**
 * How the engine measures a run beyond its configuration. The first {@code warmupOperations} loops of every
 * client run unmeasured, and the measured time starts once every client has finished them. With
 * {@code verify}, every successful query of a read-only run is checked, after the measured phase, against the
 * expected answer for {@code baselineRowsPerDevice} in-order rows per device: its point count, and for up to
 * {@code valueQueries} queries per operation and client ({@link Verification#ALL_QUERIES} = all, 0 = none) its
 * rows and values, by running it again.
 */
public record RunOptions(long warmupOperations, boolean verify, long baselineRowsPerDevice, long valueQueries) {
    /**
     * Every query of a tiny or small run (LOOP <= 1000 per client, so at most 1000 of one operation); at larger
     * scales, single-operation tests re-run 1000 queries per client, spread over the run.
     */
    public static final long DEFAULT_VALUE_QUERIES = 1000;
    public static final RunOptions DEFAULT = new RunOptions(0, false, 0, DEFAULT_VALUE_QUERIES);

    public RunOptions {
        if (warmupOperations < 0) {
            throw new IllegalArgumentException("warm-up operations must be >= 0 (got " + warmupOperations + ")");
        }
        if (valueQueries < Verification.ALL_QUERIES) {
            throw new IllegalArgumentException("value queries must be >= 0 or ALL (got " + valueQueries + ")");
        }
    }

    public RunOptions(long warmupOperations, boolean verify, long baselineRowsPerDevice) {
        this(warmupOperations, verify, baselineRowsPerDevice, DEFAULT_VALUE_QUERIES);
    }

    public RunOptions withWarmup(long operations) {
        return new RunOptions(operations, verify, baselineRowsPerDevice, valueQueries);
    }

    public RunOptions verifying(long rowsPerDevice) {
        return new RunOptions(warmupOperations, true, rowsPerDevice, valueQueries);
    }

    /** {@code queries} per operation and client whose values are checked; {@link Verification#ALL_QUERIES} = all. */
    public RunOptions withValueQueries(long queries) {
        return new RunOptions(warmupOperations, verify, baselineRowsPerDevice, queries);
    }
}
