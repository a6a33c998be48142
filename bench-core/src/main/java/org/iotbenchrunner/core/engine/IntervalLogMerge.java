package org.iotbenchrunner.core.engine;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.HdrHistogram.EncodableHistogram;
import org.HdrHistogram.Histogram;
import org.HdrHistogram.HistogramLogReader;
import org.HdrHistogram.HistogramLogWriter;

/**
 * Several shards' interval logs as one: the k-th one-second interval of every shard (each counted from its own
 * measured start, which the start barrier releases together) added into the k-th interval of the merged log, which
 * spans from the earliest of them to the latest; every recorded latency is in exactly one merged interval.
 */
final class IntervalLogMerge {
    private IntervalLogMerge() {
    }

    /** The merged log; null when no shard has one. */
    static String merge(List<String> logs) {
        List<List<Histogram>> shards = logs.stream().filter(l -> l != null).map(IntervalLogMerge::intervals).toList();
        if (shards.isEmpty()) {
            return null;
        }
        int length = shards.stream().mapToInt(List::size).max().orElse(0);
        long base = shards.stream().filter(s -> !s.isEmpty()).mapToLong(s -> s.get(0).getStartTimeStamp()).min()
                .orElse(0);
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        HistogramLogWriter writer = new HistogramLogWriter(new PrintStream(bytes, true, StandardCharsets.UTF_8));
        writer.outputComment("iot-benchrunner: latency of successful operations in microseconds, 1 s intervals, "
                + shards.size() + " client shards merged");
        writer.outputLogFormatVersion();
        writer.outputStartTime(base);
        writer.setBaseTime(base);
        writer.outputLegend();
        for (int k = 0; k < length; k++) {
            Histogram interval = new Histogram(3);
            long start = Long.MAX_VALUE;
            long end = Long.MIN_VALUE;
            for (List<Histogram> shard : shards) {
                if (k < shard.size()) {
                    Histogram h = shard.get(k);
                    interval.add(h);
                    start = Math.min(start, h.getStartTimeStamp());
                    end = Math.max(end, h.getEndTimeStamp());
                }
            }
            interval.setStartTimeStamp(start);
            interval.setEndTimeStamp(end);
            writer.outputIntervalHistogram(interval);
        }
        return bytes.toString(StandardCharsets.UTF_8);
    }

    /** A log's intervals with absolute time stamps (ms since the epoch). */
    private static List<Histogram> intervals(String log) {
        HistogramLogReader reader = new HistogramLogReader(new ByteArrayInputStream(
                log.getBytes(StandardCharsets.UTF_8)));
        List<Histogram> out = new ArrayList<>();
        for (EncodableHistogram h = reader.nextIntervalHistogram(); h != null; h = reader.nextIntervalHistogram()) {
            out.add((Histogram) h);
        }
        return out;
    }
}
