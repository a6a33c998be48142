package org.iotbenchrunner.core.engine;

import java.util.concurrent.atomic.LongAdder;

/** Live totals shared by all client threads, read for progress reports, and the interval log of latencies. */
final class EngineCounters {
    final IntervalLog intervals = new IntervalLog();
    private final LongAdder loops = new LongAdder();
    private final LongAdder okOperations = new LongAdder();
    private final LongAdder failedOperations = new LongAdder();
    private final LongAdder okPoints = new LongAdder();

    void loopDone() {
        loops.increment();
    }

    void ok(long points, long nanos) {
        okOperations.increment();
        okPoints.add(points);
        intervals.record(nanos);
    }

    void failed() {
        failedOperations.increment();
    }

    long loops() {
        return loops.sum();
    }

    Progress snapshot(long totalLoops, double elapsedSeconds) {
        return new Progress(loops.sum(), totalLoops, okOperations.sum(), failedOperations.sum(), okPoints.sum(),
                elapsedSeconds);
    }
}
