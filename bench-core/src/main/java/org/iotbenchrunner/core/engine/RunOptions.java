package org.iotbenchrunner.core.engine;

import org.iotbenchrunner.core.result.Verification;
import org.iotbenchrunner.core.workload.OutOfOrder;

/**
 * How the engine measures a run beyond its configuration. The first {@code warmupOperations} loops of every client
 * run unmeasured, and the measured time starts once every client has finished them. With {@code verify}, every
 * successful query of a read-only run is checked, after the measured phase, against the expected answer for
 * {@code baselineRowsPerDevice} rows per device, written as {@code baselineShifts} moved them (null: in order; see
 * {@link org.iotbenchrunner.core.query.BaselineRows}): its point count, and for up to {@code valueQueries}
 * queries per operation and client ({@link Verification#ALL_QUERIES} = all, 0 = none) its rows and values, by
 * running it again; in a write run (out of order too, where the database declares what it keeps of a repeated
 * timestamp), each device's stored rows are counted against those the database
 * acknowledged ({@link StoredRowsCheck}). With {@code opsPerSecond} above 0 the measured phase runs open loop:
 * operations (one write batch or one query each) start on a fixed schedule of that many per second over all clients
 * (see {@link OperationSchedule}); 0 keeps iot-benchmark's closed loop. With {@code pregenerate}, each client
 * builds all its write batches before the clock starts (as TSBS loads pre-generated data), so the measured window
 * holds only serialisation and the database's work; without it, batches are built inline as iot-benchmark does.
 */
public record RunOptions(long warmupOperations, boolean verify, long baselineRowsPerDevice, double opsPerSecond,
        long valueQueries, boolean pregenerate, OutOfOrder baselineShifts) {
    /**
     * Every query of a tiny or small run (LOOP <= 1000 per client, so at most 1000 of one operation); at larger
     * scales, single-operation tests re-run 1000 queries per client, spread over the run.
     */
    public static final long DEFAULT_VALUE_QUERIES = 1000;
    public static final RunOptions DEFAULT = new RunOptions(0, false, 0, 0, DEFAULT_VALUE_QUERIES, false, null);

    public RunOptions {
        if (warmupOperations < 0) {
            throw new IllegalArgumentException("warm-up operations must be >= 0 (got " + warmupOperations + ")");
        }
        if (!(opsPerSecond >= 0) || Double.isInfinite(opsPerSecond)) {
            throw new IllegalArgumentException("rate must be a finite number of operations per second >= 0, "
                    + "0 for closed loop (got " + opsPerSecond + ")");
        }
        if (valueQueries < Verification.ALL_QUERIES) {
            throw new IllegalArgumentException("value queries must be >= 0 or ALL (got " + valueQueries + ")");
        }
    }

    /** Closed loop, values of up to {@link #DEFAULT_VALUE_QUERIES} queries checked when verifying. */
    public RunOptions(long warmupOperations, boolean verify, long baselineRowsPerDevice) {
        this(warmupOperations, verify, baselineRowsPerDevice, 0, DEFAULT_VALUE_QUERIES, false, null);
    }

    public RunOptions withWarmup(long operations) {
        return new RunOptions(operations, verify, baselineRowsPerDevice, opsPerSecond, valueQueries, pregenerate,
                baselineShifts);
    }

    /** Verifying against {@code rowsPerDevice} rows per device written in order. */
    public RunOptions verifying(long rowsPerDevice) {
        return verifying(rowsPerDevice, null);
    }

    /** Verifying against {@code rowsPerDevice} rows per device written as {@code shifts} moved them. */
    public RunOptions verifying(long rowsPerDevice, OutOfOrder shifts) {
        return new RunOptions(warmupOperations, true, rowsPerDevice, opsPerSecond, valueQueries, pregenerate, shifts);
    }

    /** Open loop at {@code total} operations per second over all clients. */
    public RunOptions withRate(double total) {
        return new RunOptions(warmupOperations, verify, baselineRowsPerDevice, total, valueQueries, pregenerate,
                baselineShifts);
    }

    public boolean openLoop() {
        return opsPerSecond > 0;
    }

    /** {@code queries} per operation and client whose values are checked; {@link Verification#ALL_QUERIES} = all. */
    public RunOptions withValueQueries(long queries) {
        return new RunOptions(warmupOperations, verify, baselineRowsPerDevice, opsPerSecond, queries, pregenerate,
                baselineShifts);
    }

    /** Batches built before the clock starts ({@code true}) or inline, as iot-benchmark does. */
    public RunOptions withPregeneration(boolean before) {
        return new RunOptions(warmupOperations, verify, baselineRowsPerDevice, opsPerSecond, valueQueries, before,
                baselineShifts);
    }
}
