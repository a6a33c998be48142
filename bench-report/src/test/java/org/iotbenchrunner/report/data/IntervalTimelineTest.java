package org.iotbenchrunner.report.data;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import org.HdrHistogram.Histogram;
import org.HdrHistogram.HistogramLogWriter;
import org.junit.jupiter.api.Test;

class IntervalTimelineTest {

    /** Two one-second intervals as the engine writes them: 100 fast operations, then 50 with a 200 ms stall. */
    @Test
    void eachIntervalGivesItsRateAndP99() {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        HistogramLogWriter writer = new HistogramLogWriter(new PrintStream(bytes, true, StandardCharsets.UTF_8));
        long start = 1_795_000_000_000L;
        writer.outputLogFormatVersion();
        writer.outputStartTime(start);
        writer.setBaseTime(start);
        writer.outputLegend();
        writer.outputIntervalHistogram(interval(start, start + 1000, 100, 2_000));
        Histogram stalled = interval(start + 1000, start + 2000, 49, 3_000);
        stalled.recordValue(200_000);
        writer.outputIntervalHistogram(stalled);

        IntervalTimeline timeline = IntervalTimeline.parse(bytes.toString(StandardCharsets.UTF_8));
        assertThat(timeline.points()).hasSize(2);
        assertThat(timeline.points().get(0).second()).isCloseTo(1.0, within(1e-9));
        assertThat(timeline.points().get(0).operationsPerSecond()).isCloseTo(100, within(1e-9));
        assertThat(timeline.points().get(0).p99Ms()).isCloseTo(2.0, within(0.01));
        assertThat(timeline.points().get(1).second()).isCloseTo(2.0, within(1e-9));
        assertThat(timeline.points().get(1).operationsPerSecond()).isCloseTo(50, within(1e-9));
        assertThat(timeline.points().get(1).p99Ms()).isCloseTo(200, within(0.2));
    }

    private static Histogram interval(long from, long to, int count, long micros) {
        Histogram h = new Histogram(3);
        for (int i = 0; i < count; i++) {
            h.recordValue(micros);
        }
        h.setStartTimeStamp(from);
        h.setEndTimeStamp(to);
        return h;
    }
}
