package org.iotbenchrunner.core.engine;

import java.util.ArrayList;
import java.util.List;
import org.HdrHistogram.Histogram;

/**
 * Counts and latencies of one operation type on one client thread; merged after the run, so no locking.
 * {@code latencyMicros} holds service times (begin to end); in open loop, {@code responseMicros} holds response
 * times from each operation's intended start, which include the time it waited behind a backlog.
 */
final class OperationRecorder {
    static final int MAX_ERRORS = 5;

    final Histogram latencyMicros = new Histogram(3);
    long okOperations;
    long failedOperations;
    long okPoints;
    long failedPoints;
    long latencySumNanos;
    final Histogram responseMicros = new Histogram(3);
    long responseSumNanos;
    final List<String> errors = new ArrayList<>();
    final Histogram failedLatencyMicros = new Histogram(3);
    long failedLatencySumNanos;

    void ok(long nanos, long points) {
        okOperations++;
        okPoints += points;
        latencySumNanos += nanos;
        latencyMicros.recordValue(Math.max(0, nanos / 1000));
    }

    /** The response time of an operation {@link #ok} just recorded, measured from its intended start. */
    void response(long nanos) {
        // Measured from the schedule, not corrected afterwards: HdrHistogram's recordValueWithExpectedInterval
        // (like copyCorrectedForCoordinatedOmission) back-fills synthetic samples for requests a closed-loop
        // tester did not send during a stall. Here every delayed operation is really sent and timed from its
        // intended start, so back-filling on top would count the same stall twice.
        responseSumNanos += nanos;
        responseMicros.recordValue(Math.max(0, nanos / 1000));
    }

    void failed(long nanos, long points, Throwable error) {
        failedOperations++;
        failedPoints += points;
        failedLatencySumNanos += nanos;
        failedLatencyMicros.recordValue(Math.max(0, nanos / 1000));
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
