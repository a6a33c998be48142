package org.iotbenchrunner.core.engine;

import java.util.ArrayList;
import java.util.List;
import org.HdrHistogram.Histogram;

/** Counts and latencies of one operation type on one client thread; merged after the run, so no locking. */
final class OperationRecorder {
    static final int MAX_ERRORS = 5;

    final Histogram latencyMicros = new Histogram(3);
    long okOperations;
    long failedOperations;
    long okPoints;
    long failedPoints;
    long latencySumNanos;
    final List<String> errors = new ArrayList<>();

    void ok(long nanos, long points) {
        okOperations++;
        okPoints += points;
        latencySumNanos += nanos;
        latencyMicros.recordValue(Math.max(0, nanos / 1000));
    }

    void failed(long points, Throwable error) {
        failedOperations++;
        failedPoints += points;
        if (errors.size() < MAX_ERRORS) {
            String message = describe(error);
            if (!errors.contains(message)) {
                errors.add(message);
            }
        }
    }

    static String describe(Throwable error) {
        String message = error.getMessage() == null ? "" : error.getMessage().strip();
        int newline = message.indexOf('\n');
        if (newline >= 0) {
            message = message.substring(0, newline);
        }
        return error.getClass().getSimpleName() + (message.isEmpty() ? "" : ": " + message);
    }
}
