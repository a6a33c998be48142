package org.iotbenchrunner.core.engine;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import org.HdrHistogram.Histogram;
import org.HdrHistogram.HistogramLogWriter;
import org.HdrHistogram.Recorder;
import org.iotbenchrunner.core.result.OperationResult;

/**
 * The latency of every successful measured operation, cut into one-second intervals: an HdrHistogram interval log
 * (HistogramLogWriter's format, which HistogramLogAnalyzer reads, as does the report's timeline chart). Warm-up
 * decay, compaction stalls and GC pauses show in it where a whole-run histogram hides them. All clients record into
 * one {@link Recorder}; the engine's one-second ticker cuts the intervals. The first few latencies are also kept
 * one by one: after a cold restart they are the cold queries.
 */
final class IntervalLog {
    private final Recorder recorder = new Recorder(3);
    private final long[] firstNanos = new long[OperationResult.FIRST_OPERATIONS];
    private final AtomicInteger firstCount = new AtomicInteger();
    private final ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    private final HistogramLogWriter writer = new HistogramLogWriter(new PrintStream(bytes, true,
            StandardCharsets.UTF_8));
    private Histogram interval;

    /** When the measured phase begins: the log's start and base time. */
    synchronized void start(long epochMillis) {
        writer.outputComment("iot-benchrunner: latency of successful operations in microseconds, 1 s intervals");
        writer.outputLogFormatVersion();
        writer.outputStartTime(epochMillis);
        writer.setBaseTime(epochMillis);
        writer.outputLegend();
        recorder.reset();
    }

    void record(long nanos) {
        recorder.recordValue(Math.max(0, nanos / 1000));
        // a read first, so that the clients stop contending for the counter once the first few are kept
        if (firstCount.get() < firstNanos.length) {
            int i = firstCount.getAndIncrement();
            if (i < firstNanos.length) {
                firstNanos[i] = nanos;
            }
        }
    }

    /** The latencies (ms) of the first operations recorded, in the order they ended. */
    List<Double> firstMs() {
        int n = Math.min(firstCount.get(), firstNanos.length);
        return Arrays.stream(firstNanos, 0, n).mapToObj(ns -> ns / 1e6).toList();
    }

    /** Closes the current interval and writes it. */
    synchronized void tick() {
        interval = recorder.getIntervalHistogram(interval);
        writer.outputIntervalHistogram(interval);
    }

    /** The log, its last (partial) interval included. */
    synchronized String finish() {
        tick();
        return bytes.toString(StandardCharsets.UTF_8);
    }
}
