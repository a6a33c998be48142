package org.iotbenchrunner.report;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.stream.Collectors;
import org.iotbenchrunner.core.result.RunResult;

/**
 * Who wins each test of one scale: the highest throughput for write tests, the lowest average latency for
 * read tests, among runs that completed with no failed operation. Equal values are a tie; anything else wins.
 */
final class Winners {
    private Winners() {
    }

    /** {@code best} holds one run, several on a tie, none when no run qualifies. */
    record Verdict(String test, Metric criterion, List<RunResult> best, RunResult runnerUp,
            List<RunResult> notRanked) {

        boolean tie() {
            return best.size() > 1;
        }

        double value() {
            return best.isEmpty() ? Double.NaN : criterion.of(best.get(0));
        }

        /** How many times better the winner is than the runner-up (NaN without one). */
        double margin() {
            if (best.isEmpty() || runnerUp == null) {
                return Double.NaN;
            }
            double other = criterion.of(runnerUp);
            return criterion.higherIsBetter() ? value() / other : other / value();
        }
    }

    static List<Verdict> of(ResultSet scale) {
        List<Verdict> verdicts = new ArrayList<>();
        for (String test : scale.tests()) {
            Metric criterion = ResultSet.isWriteTest(test) ? Metric.THROUGHPUT : Metric.AVG_LATENCY;
            List<RunResult> runs = scale.runs().stream().filter(r -> ResultSet.test(r).equals(test)).toList();
            List<RunResult> ranked = runs.stream().filter(r -> !ResultSet.flagged(r))
                    .filter(r -> Double.isFinite(criterion.of(r))).sorted(order(criterion)).toList();
            List<RunResult> notRanked = runs.stream().filter(r -> !ranked.contains(r)).toList();
            List<RunResult> best = ranked.isEmpty() ? List.of() : ranked.stream()
                    .filter(r -> criterion.of(r) == criterion.of(ranked.get(0))).toList();
            RunResult runnerUp = ranked.size() > best.size() ? ranked.get(best.size()) : null;
            verdicts.add(new Verdict(test, criterion, best, runnerUp, notRanked));
        }
        return verdicts;
    }

    private static Comparator<RunResult> order(Metric criterion) {
        Comparator<RunResult> byValue = Comparator.comparingDouble(criterion::of);
        return (criterion.higherIsBetter() ? byValue.reversed() : byValue).thenComparing(ResultSet::database);
    }

    static String winner(Verdict v, Labels labels) {
        if (v.best().isEmpty()) {
            return labels.text("winners.none");
        }
        String names = v.best().stream().map(ResultSet::database).collect(Collectors.joining(", "));
        return v.tie() ? labels.text("winners.tie", names) : names;
    }

    static String value(Verdict v, Labels labels) {
        return v.best().isEmpty() ? "-" : labels.number(v.value(), v.criterion()) + " " + labels.text(
                v.criterion().unitKey());
    }

    static String margin(Verdict v, Labels labels) {
        if (v.best().isEmpty()) {
            return "-";
        }
        if (v.runnerUp() == null) {
            return labels.text("winners.alone");
        }
        return labels.text("winners.margin", labels.number(v.margin(), 2), ResultSet.database(v.runnerUp()));
    }

    static String notRanked(Verdict v, Labels labels) {
        return v.notRanked().stream().map(r -> ResultSet.database(r) + ": " + labels.status(r))
                .collect(Collectors.joining("; "));
    }

    static String markdown(String scale, List<Verdict> verdicts, Labels labels) {
        StringBuilder out = new StringBuilder("# ").append(labels.text("winners.title", scale)).append("\n\n");
        String[] header = {labels.text("col.test"), labels.text("winners.criterion"), labels.text("winners.winner"),
            labels.text("winners.value"), labels.text("winners.ahead"), labels.text("winners.notRanked")};
        out.append(Markdown.row(header)).append(Markdown.rule(header.length));
        for (Verdict v : verdicts) {
            out.append(Markdown.row(ResultSet.testLabel(v.test()), labels.metric(v.criterion()), winner(v, labels),
                    value(v, labels), margin(v, labels), notRanked(v, labels).isEmpty() ? "-"
                            : notRanked(v, labels)));
        }
        out.append('\n').append(labels.text("winners.rule")).append('\n');
        return out.toString();
    }
}
