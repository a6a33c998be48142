package org.iotbenchrunner.orchestrator.usecase;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.LongAdder;

/**
 * What the workers of one load have done so far, counted as each batch returns: rows, metrics and batches written
 * and failed, the first distinct errors, and the window from the first {@code insertRows} call (on the loader's
 * nanosecond clock) to the last one's return.
 */
public final class LoadCounters {
    static final int ERRORS_KEPT = 5;

    private final LongAdder rows = new LongAdder();
    private final LongAdder metrics = new LongAdder();
    private final LongAdder batches = new LongAdder();
    private final LongAdder failedBatches = new LongAdder();
    private final LongAdder failedRows = new LongAdder();
    private final LongAdder failedMetrics = new LongAdder();
    private final AtomicLong firstStart = new AtomicLong(Long.MAX_VALUE);
    private final AtomicLong lastEnd = new AtomicLong(Long.MIN_VALUE);
    private final Set<String> errors = new LinkedHashSet<>();

    /** What the counters held at one moment; {@code elapsedSeconds} since the first insert (0 before it). */
    record Snapshot(long rows, long metrics, long batches, long failedBatches, long failedRows, long failedMetrics,
            double elapsedSeconds) {

        long doneRows() {
            return rows + failedRows;
        }
    }

    void started(long nanos) {
        firstStart.accumulateAndGet(nanos, Math::min);
    }

    void written(int batchRows, long batchMetrics, long endNanos) {
        rows.add(batchRows);
        metrics.add(batchMetrics);
        batches.increment();
        lastEnd.accumulateAndGet(endNanos, Math::max);
    }

    void failed(int batchRows, long batchMetrics, long endNanos, Exception error) {
        failedRows.add(batchRows);
        failedMetrics.add(batchMetrics);
        failedBatches.increment();
        lastEnd.accumulateAndGet(endNanos, Math::max);
        synchronized (errors) {
            if (errors.size() < ERRORS_KEPT) {
                errors.add(error.getClass().getSimpleName() + ": " + error.getMessage());
            }
        }
    }

    /** Whether any batch was sent: only then is there a window. */
    boolean anyInsert() {
        return firstStart.get() != Long.MAX_VALUE;
    }

    long firstStartNanos() {
        return firstStart.get();
    }

    long lastEndNanos() {
        return lastEnd.get();
    }

    List<String> errors() {
        synchronized (errors) {
            return new ArrayList<>(errors);
        }
    }

    Snapshot snapshot(long nowNanos) {
        long first = firstStart.get();
        double elapsed = first == Long.MAX_VALUE ? 0 : Math.max(0, nowNanos - first) / 1e9;
        return new Snapshot(rows.sum(), metrics.sum(), batches.sum(), failedBatches.sum(), failedRows.sum(),
                failedMetrics.sum(), elapsed);
    }
}
