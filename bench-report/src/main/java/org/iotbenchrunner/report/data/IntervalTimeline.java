package org.iotbenchrunner.report.data;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.HdrHistogram.EncodableHistogram;
import org.HdrHistogram.Histogram;
import org.HdrHistogram.HistogramLogReader;
import org.iotbenchrunner.core.result.RunResult;

/** A run's interval log read back: per one-second interval, when it ended, operations per second and P99. */
public record IntervalTimeline(List<Point> points) {

    /** {@code second}: the interval's end since the measured phase began. */
    public record Point(double second, double operationsPerSecond, double p99Ms) {
    }

    public static IntervalTimeline of(RunResult r) {
        String log = r.total() == null ? null : r.total().intervalLog();
        return log == null ? new IntervalTimeline(List.of()) : parse(log);
    }

    static IntervalTimeline parse(String log) {
        HistogramLogReader reader = new HistogramLogReader(new ByteArrayInputStream(
                log.getBytes(StandardCharsets.UTF_8)));
        List<Point> points = new ArrayList<>();
        long first = -1;
        for (EncodableHistogram e = reader.nextIntervalHistogram(); e != null; e = reader.nextIntervalHistogram()) {
            Histogram h = (Histogram) e;
            first = first < 0 ? h.getStartTimeStamp() : first;
            double seconds = (h.getEndTimeStamp() - h.getStartTimeStamp()) / 1000.0;
            if (seconds <= 0) {
                continue;
            }
            points.add(new Point((h.getEndTimeStamp() - first) / 1000.0, h.getTotalCount() / seconds,
                    h.getTotalCount() == 0 ? Double.NaN : h.getValueAtPercentile(99) / 1000.0));
        }
        return new IntervalTimeline(points);
    }
}
