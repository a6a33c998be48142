package org.iotbenchrunner.core.engine;

import java.util.concurrent.atomic.LongAdder;

/** Live totals shared by all client threads, read only for progress reports. */
final class EngineCounters {
    private final LongAdder loops = new LongAdder();
    private final LongAdder okOperations = new LongAdder();
    private final LongAdder failedOperations = new LongAdder();
    private final LongAdder okPoints = new LongAdder();

    void loopDone() {
        loops.increment();
    }

    void ok(long points) {
        okOperations.increment();
        okPoints.add(points);
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
