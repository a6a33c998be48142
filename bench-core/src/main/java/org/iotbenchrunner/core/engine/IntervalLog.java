package org.iotbenchrunner.core.engine;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import org.HdrHistogram.Histogram;
import org.HdrHistogram.HistogramLogWriter;
import org.HdrHistogram.Recorder;

/**
 * The latency of every successful measured operation, cut into one-second intervals: an HdrHistogram interval log
 * (HistogramLogWriter's format, which HistogramLogAnalyzer reads, as does the report's timeline chart). Warm-up
 * decay, compaction stalls and GC pauses show in it where a whole-run histogram hides them. All clients record into
 * one {@link Recorder}; the engine's one-second ticker cuts the intervals.
 */
final class IntervalLog {
    private final Recorder recorder = new Recorder(3);
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
