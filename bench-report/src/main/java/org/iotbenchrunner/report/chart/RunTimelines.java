package org.iotbenchrunner.report.chart;

import java.io.IOException;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;
import java.util.function.Predicate;
import java.util.function.ToDoubleFunction;
import org.iotbenchrunner.core.result.RunResult;
import org.iotbenchrunner.report.data.IntervalTimeline;
import org.iotbenchrunner.report.data.ResultSet;
import org.iotbenchrunner.report.text.Labels;
import org.knowm.xchart.XYChart;
import org.knowm.xchart.XYSeries;
import org.knowm.xchart.style.markers.SeriesMarkers;

/** The report's charts over the seconds of a run: server memory, and a figure of each second of the interval log. */
final class RunTimelines {
    private final Labels labels;
    private final ChartFolder folder;

    RunTimelines(Labels labels, ChartFolder folder) {
        this.labels = labels;
        this.folder = folder;
    }

    /** The server's memory samples of the chosen runs; none when no run has two. */
    Optional<ChartFile> memory(String id, ResultSet runs, String scale, Predicate<RunResult> which)
            throws IOException {
        return lines(id, runs, scale, which, "axis.memory", r -> r.resources().server() == null ? List.of()
                : r.resources().server().samples().stream().map(s -> new double[]{s.second(), s.memoryMb()})
                        .toList());
    }

    /** A value of each one-second interval of the measured phase, from the run's interval log. */
    Optional<ChartFile> intervals(String id, ResultSet runs, String scale, Predicate<RunResult> which,
            ToDoubleFunction<IntervalTimeline.Point> value, String axis) throws IOException {
        return lines(id, runs, scale, which, axis, r -> IntervalTimeline.of(r).points().stream()
                .map(p -> new double[]{p.second(), value.applyAsDouble(p)}).filter(xy -> Double.isFinite(xy[1]))
                .toList());
    }

    /** One line per chosen run with more than one point: colour by database, stroke by test. */
    private Optional<ChartFile> lines(String id, ResultSet runs, String scale, Predicate<RunResult> which,
            String axis, Function<RunResult, List<double[]>> points) throws IOException {
        List<RunResult> chosen = runs.runs().stream().filter(which).filter(r -> points.apply(r).size() > 1).toList();
        if (chosen.isEmpty()) {
            return Optional.empty();
        }
        XYChart chart = ChartStyle.lines(labels.text("chart." + id, labels.scale(scale)), labels.text("axis.seconds"),
                labels.text(axis), labels);
        List<String> dbs = runs.databases();
        List<String> tests = chosen.stream().map(ResultSet::test).distinct()
                .sorted(Comparator.comparing(ResultSet::scenarioOrder)).toList();
        for (RunResult r : chosen) {
            List<double[]> xy = points.apply(r);
            String name = (dbs.size() > 1 ? ResultSet.database(r) + ChartText.SEP : "")
                    + ResultSet.testLabel(ResultSet.test(r)) + (ResultSet.flagged(r) ? ChartText.FLAG : "");
            XYSeries series = chart.addSeries(name, xy.stream().map(p -> p[0]).toList(),
                    xy.stream().map(p -> p[1]).toList());
            int testIndex = tests.indexOf(ResultSet.test(r));
            series.setLineColor(dbs.size() > 1 ? ChartStyle.color(ResultSet.dbKey(r), dbs, runs.colors())
                    : ChartStyle.color(testIndex));
            series.setLineStyle(dbs.size() > 1 ? ChartStyle.stroke(testIndex) : ChartStyle.stroke(0));
            series.setMarker(SeriesMarkers.NONE);
        }
        return Optional.of(folder.save(id, scale, chart, ChartText.flagNote(labels, chosen)));
    }
}
