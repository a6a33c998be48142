package org.iotbenchrunner.report.chart;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.iotbenchrunner.report.data.Comparison;
import org.iotbenchrunner.report.data.IntervalTimeline;
import org.iotbenchrunner.report.data.Metric;
import org.iotbenchrunner.report.data.ResultSet;
import org.iotbenchrunner.report.table.EffectTable;
import org.iotbenchrunner.report.table.OpenLoopColumns;
import org.iotbenchrunner.report.text.Labels;

/**
 * The report's own charts (beside the seed's), each written as a PNG in the output folder: one entry per part of a
 * page, drawn by {@link TestBars}, {@link RunTimelines}, {@link ScaleTrendLines}, {@link ComparisonCharts} and
 * {@link EffectBars}.
 */
public final class Charts {
    private final Labels labels;
    private final ChartFolder folder;

    public Charts(Labels labels, Path outDir) {
        this.labels = labels;
        this.folder = new ChartFolder(outDir);
    }

    /**
     * The charts of one scale: throughput, latency (and response time when a run was open loop), CPU, memory,
     * memory over time, out-of-order penalty.
     */
    public List<ChartFile> forScale(ResultSet runs, String scale) throws IOException {
        TestBars bars = new TestBars(labels, folder);
        RunTimelines timelines = new RunTimelines(labels, folder);
        List<ChartFile> files = new ArrayList<>();
        files.add(bars.perTest("throughput", runs, scale, List.of(Metric.THROUGHPUT), "axis.throughput"));
        files.add(bars.perTest("latency", runs, scale, List.of(Metric.AVG_LATENCY, Metric.P99_LATENCY),
                "axis.latency"));
        if (OpenLoopColumns.any(runs.runs())) {
            files.add(bars.perTest("response", runs, scale, List.of(Metric.RESPONSE_AVG, Metric.RESPONSE_P99),
                    "axis.latency"));
        }
        files.add(bars.perTest("cpu", runs, scale, List.of(Metric.AVG_CPU, Metric.PEAK_CPU), "axis.cpu"));
        files.add(bars.perTest("memory", runs, scale, List.of(Metric.AVG_MEMORY, Metric.PEAK_MEMORY), "axis.memory"));
        timelines.memory("memory-time-write", runs, scale, ResultSet::isWriteTest).ifPresent(files::add);
        timelines.intervals("ops-time-write", runs, scale, ResultSet::isWriteTest,
                IntervalTimeline.Point::operationsPerSecond, "axis.opsPerSecond").ifPresent(files::add);
        timelines.intervals("p99-time-write", runs, scale, ResultSet::isWriteTest, IntervalTimeline.Point::p99Ms,
                "axis.latency").ifPresent(files::add);
        timelines.intervals("p99-time-read", runs, scale, r -> !ResultSet.isWriteTest(r),
                IntervalTimeline.Point::p99Ms, "axis.latency").ifPresent(files::add);
        timelines.memory("memory-time-read", runs, scale, r -> !ResultSet.isWriteTest(r)).ifPresent(files::add);
        bars.outOfOrderPenalty(runs, scale).ifPresent(files::add);
        return files;
    }

    /** One line chart per metric across scales (only when more than one scale is present). */
    public List<ChartFile> acrossScales(ResultSet runs) throws IOException {
        return new ScaleTrendLines(labels, folder).draw(runs);
    }

    /** Campaign A beside B for one scale: throughput side by side, then the change of throughput and latency. */
    public List<ChartFile> comparison(Comparison comparison, String scale) throws IOException {
        return new ComparisonCharts(labels, folder).draw(comparison, scale);
    }

    /**
     * One database's effects at one scale ({@code rows}, every metric): for each test, the isolation and the
     * tuning effect on its criterion, signed so that above zero is better; none when neither was measured.
     */
    public Optional<ChartFile> effects(List<EffectTable.Row> rows, String scale) throws IOException {
        return new EffectBars(labels, folder).draw(rows, scale);
    }
}
