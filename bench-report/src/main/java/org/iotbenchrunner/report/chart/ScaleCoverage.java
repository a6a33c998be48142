package org.iotbenchrunner.report.chart;

import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;
import org.iotbenchrunner.report.data.Metric;
import org.iotbenchrunner.report.data.ResultSet;
import org.iotbenchrunner.report.text.Labels;

/**
 * Which tests and metrics a campaign measured at enough scales to be drawn across them (SeedChart 6 to 15), and, when
 * it did not, the reason the page gives instead of the chart.
 */
final class ScaleCoverage {
    private final Labels labels;
    private final ScalePoints points;

    ScaleCoverage(Labels labels, ScalePoints points) {
        this.labels = labels;
        this.points = points;
    }

    /** The read tests of the seed this campaign ran. */
    List<String> readTests() {
        return ScalePoints.READ_TESTS.stream().filter(points::hasTest).toList();
    }

    /** Why no read test's average latency can be drawn across scales, if none can. */
    Optional<String> lackingReads(List<String> tests) {
        if (tests.isEmpty()) {
            return Optional.of(labels.text("cross.missing.reads", ChartText.tests(labels, ScalePoints.READ_TESTS)));
        }
        return tests.stream().anyMatch(t -> points.atTwoScales(t, Metric.AVG_LATENCY)) ? Optional.empty()
                : Optional.of(oneScaleOnly(tests, Metric.AVG_LATENCY));
    }

    /** Why a test's metric cannot be drawn across scales, if it cannot. */
    Optional<String> lacking(String test, Metric metric) {
        if (!points.hasTest(test)) {
            return Optional.of(labels.text("cross.missing.test", labels.test(test)));
        }
        if (points.scalesMeasured(test, metric).isEmpty()) {
            return Optional.of(labels.text("cross.missing.metric", labels.test(test), labels.metric(metric)));
        }
        return points.atTwoScales(test, metric) ? Optional.empty() : Optional.of(oneScaleOnly(List.of(test), metric));
    }

    /** Whether a value drawn of the tests' metric is a mean of repetitions. */
    boolean repeated(List<String> tests, Metric metric) {
        return points.scales().stream().anyMatch(s -> points.databases().stream().anyMatch(db -> tests.stream()
                .anyMatch(t -> points.at(s, db, t, metric).map(p -> p.runs() > 1).orElse(false))));
    }

    private String oneScaleOnly(List<String> tests, Metric metric) {
        Set<String> found = new LinkedHashSet<>();
        tests.forEach(t -> found.addAll(points.scalesMeasured(t, metric)));
        return labels.text("cross.missing.oneScale", ChartText.tests(labels, tests),
                found.stream().sorted(ResultSet::compareScales).map(labels::scale).collect(Collectors.joining(", ")));
    }
}
