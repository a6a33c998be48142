package org.iotbenchrunner.report.chart;

import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import org.iotbenchrunner.core.config.Scenario;
import org.iotbenchrunner.core.result.HostInfo;
import org.iotbenchrunner.core.result.RunResult;
import org.iotbenchrunner.report.data.Metric;
import org.iotbenchrunner.report.data.ResultSet;
import org.iotbenchrunner.report.data.RunStats;

/**
 * What one campaign measured across its scales (smallest first), per database and test, and the numbers the
 * cross-scale charts derive from it: the change from one scale to another, a growth against the data's growth.
 */
final class ScalePoints {
    /** The seed's five read tests, in execution order. */
    static final List<String> READ_TESTS = List.of(Scenario.READ.id(), Scenario.LATEST_POINT.id(),
            Scenario.DOWNSAMPLE.id(), Scenario.RANGE_QUERY.id(), Scenario.VALUE_FILTER.id());

    /**
     * A value at one scale: the run's, or over repetitions their mean with the half width of its 95 % confidence
     * interval ({@code ciHalf} NaN without repetitions); {@code flagged} when a run behind it is.
     */
    record Point(double value, double ciHalf, int runs, boolean flagged) {
        boolean hasInterval() {
            return Double.isFinite(ciHalf);
        }
    }

    /**
     * How a value grew from one scale to a later one ({@code factor}: last over first), against the growth of the
     * data between them ({@code dataRatio}, NaN when unknown).
     */
    record Growth(String fromScale, String toScale, double first, double last, double factor, double dataRatio,
            Trend trend) {
    }

    /** The seed's reading of a latency across scales: about constant, or growing with the data, or neither. */
    enum Trend {
        /** Within ±50 % of the first scale's value. */
        CONSTANT,
        /** Grew by half to twice the data's growth. */
        LINEAR,
        /** Grew, by less than half the data's growth. */
        SUBLINEAR,
        /** Grew by more than twice the data's growth. */
        SUPERLINEAR,
        /** Grew, but the data's growth is not known. */
        GREW,
        /** Fell below half the first scale's value. */
        FELL;

        String id() {
            return name().toLowerCase(Locale.ROOT);
        }
    }

    private final ResultSet campaign;
    private final List<String> scales;

    ScalePoints(ResultSet campaign) {
        this.campaign = campaign;
        this.scales = campaign.scales().stream().sorted(ResultSet::compareScales).toList();
    }

    List<String> scales() {
        return scales;
    }

    List<String> databases() {
        return campaign.databases();
    }

    Map<String, String> colors() {
        return campaign.colors();
    }

    String databaseName(String db) {
        return campaign.databaseName(db);
    }

    boolean hasTest(String test) {
        return campaign.tests().contains(test);
    }

    Optional<RunResult> run(String scale, String db, String test) {
        return campaign.find(scale, db, test);
    }

    /** The metric of a test at a scale; empty when not run or not measured. */
    Optional<Point> at(String scale, String db, String test, Metric metric) {
        return run(scale, db, test).flatMap(r -> point(r, metric));
    }

    /** The metric across every scale, null where it is missing. */
    List<Point> across(String db, String test, Metric metric) {
        return scales.stream().map(s -> at(s, db, test, metric).orElse(null)).toList();
    }

    /** Whether some database measured the metric of the test at two scales or more. */
    boolean atTwoScales(String test, Metric metric) {
        return databases().stream()
                .anyMatch(db -> across(db, test, metric).stream().filter(Objects::nonNull).count() > 1);
    }

    /** The scales at which some database measured the metric of the test. */
    List<String> scalesMeasured(String test, Metric metric) {
        return scales.stream().filter(s -> databases().stream().anyMatch(db -> at(s, db, test, metric).isPresent()))
                .toList();
    }

    /** The largest peak server memory over the tests of a scale, with the interval of the test that holds it. */
    Optional<Point> peakMemory(String scale, String db) {
        return campaign.scale(scale).runs().stream().filter(r -> ResultSet.dbKey(r).equals(db))
                .map(r -> point(r, Metric.PEAK_MEMORY)).flatMap(Optional::stream)
                .max(Comparator.comparingDouble(Point::value));
    }

    /**
     * The points a database's WRITE test planned (written, where the plan was not recorded) at a scale; NaN when
     * neither is known (a published source publishes no counts).
     */
    double dataPoints(String scale, String db) {
        return run(scale, db, Scenario.WRITE.id()).map(ScalePoints::points).orElse(Double.NaN);
    }

    /** The cores of the host the runs of a test were measured on; empty when not recorded or not the same. */
    Optional<Integer> hostCores(String test) {
        List<Integer> cores = campaign.runs().stream().filter(r -> ResultSet.test(r).equals(test))
                .map(r -> r.environment().host()).filter(h -> h != null && h.cores() > 0).map(HostInfo::cores)
                .distinct().toList();
        return cores.size() == 1 ? Optional.of(cores.get(0)) : Optional.empty();
    }

    /** The run's metric, over its repetitions when there are several. */
    Optional<Point> point(RunResult run, Metric metric) {
        List<RunResult> runs = campaign.repetitions(run);
        boolean flagged = runs.stream().anyMatch(ResultSet::flagged);
        if (runs.size() < 2) {
            double v = metric.of(run);
            return Double.isFinite(v) ? Optional.of(new Point(v, Double.NaN, 1, flagged)) : Optional.empty();
        }
        RunStats stats = RunStats.of(runs, metric);
        if (stats.n() == 0) {
            return Optional.empty();
        }
        double half = stats.hasInterval() ? (stats.ciHigh() - stats.ciLow()) / 2 : Double.NaN;
        return Optional.of(new Point(stats.mean(), half, stats.n(), flagged));
    }

    /** The change from {@code from} to {@code to} in percent of {@code from}; NaN unless both are known. */
    static double change(double from, double to) {
        return Double.isFinite(from) && Double.isFinite(to) && from != 0 ? (to - from) / from * 100 : Double.NaN;
    }

    /** {@code to} over {@code from}; NaN unless both are known and positive. */
    static double ratio(double from, double to) {
        return Double.isFinite(from) && Double.isFinite(to) && from > 0 && to > 0 ? to / from : Double.NaN;
    }

    /**
     * How the metric of a test grew from the first scale that measured it to the last, against the growth of the
     * database's data between the same scales; empty without two positive values.
     */
    Optional<Growth> growth(String db, String test, Metric metric) {
        List<Point> across = across(db, test, metric);
        int from = 0;
        while (from < across.size() && across.get(from) == null) {
            from++;
        }
        int to = across.size() - 1;
        while (to > from && across.get(to) == null) {
            to--;
        }
        if (to <= from) {
            return Optional.empty();
        }
        double data = ratio(dataPoints(scales.get(from), db), dataPoints(scales.get(to), db));
        return growth(scales.get(from), scales.get(to), across.get(from).value(), across.get(to).value(), data);
    }

    static Optional<Growth> growth(String fromScale, String toScale, double first, double last, double dataRatio) {
        double factor = ratio(first, last);
        return Double.isNaN(factor) ? Optional.empty()
                : Optional.of(new Growth(fromScale, toScale, first, last, factor, dataRatio, trend(factor, dataRatio)));
    }

    static Trend trend(double factor, double dataRatio) {
        if (Math.abs(factor - 1) <= 0.5) {
            return Trend.CONSTANT;
        }
        if (factor < 1) {
            return Trend.FELL;
        }
        if (Double.isNaN(dataRatio)) {
            return Trend.GREW;
        }
        double againstData = factor / dataRatio;
        return againstData < 0.5 ? Trend.SUBLINEAR : againstData > 2 ? Trend.SUPERLINEAR : Trend.LINEAR;
    }

    private static double points(RunResult write) {
        if (write.planned() != null && write.planned().points() != null && write.planned().points() > 0) {
            return write.planned().points();
        }
        return write.total() != null && write.total().okPoints() > 0 ? write.total().okPoints() : Double.NaN;
    }
}
