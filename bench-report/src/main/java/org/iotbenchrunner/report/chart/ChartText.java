package org.iotbenchrunner.report.chart;

import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.iotbenchrunner.core.result.RunResult;
import org.iotbenchrunner.report.data.Metric;
import org.iotbenchrunner.report.data.ResultSet;
import org.iotbenchrunner.report.text.Labels;

/** The words charts share: the mark of a flagged name, the separator of a name's parts, and notes and lists joined. */
public final class ChartText {
    /** After a series' or category's name when a run behind it is flagged. */
    public static final String FLAG = " *";
    /** Between the parts of a series' name, e.g. {@code IoTDB · original}. */
    public static final String SEP = " \u00b7 ";

    private ChartText() {
    }

    /** The non-blank notes, one sentence after another; null when there are none. */
    public static String notes(String... parts) {
        String joined = Stream.of(parts).filter(p -> p != null && !p.isBlank()).collect(Collectors.joining(" "));
        return joined.isEmpty() ? null : joined;
    }

    /** The tests' names, e.g. {@code WRITE, READ}. */
    static String tests(Labels labels, List<String> tests) {
        return tests.stream().map(labels::test).collect(Collectors.joining(", "));
    }

    static String metrics(Labels labels, List<Metric> metrics) {
        return metrics.stream().map(labels::metric).collect(Collectors.joining(", "));
    }

    /** Why a chart at one scale is missing: no series has any of {@code metrics} in any of {@code tests} there. */
    static String noneAtScale(Labels labels, List<Metric> metrics, List<String> tests, String scale) {
        return labels.text("seed.scaleCharts.missing", metrics(labels, metrics), tests(labels, tests),
                labels.scale(scale));
    }

    /** Each test's label, marked when a run of it is flagged. */
    static List<String> flaggedTests(List<String> tests, ResultSet runs) {
        return tests.stream().map(t -> ResultSet.testLabel(t) + (runs.runs().stream()
                .anyMatch(r -> ResultSet.test(r).equals(t) && ResultSet.flagged(r)) ? FLAG : "")).toList();
    }

    /** The note on the flag mark when a run drawn is flagged; null otherwise. */
    static String flagNote(Labels labels, List<RunResult> runs) {
        return runs.stream().anyMatch(ResultSet::flagged) ? labels.text("note.flagged") : null;
    }
}
