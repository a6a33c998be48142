package org.iotbenchrunner.report.html;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.ToDoubleFunction;
import java.util.stream.Collectors;
import org.iotbenchrunner.core.result.OperationResult;
import org.iotbenchrunner.core.result.RunResult;
import org.iotbenchrunner.report.data.Metric;
import org.iotbenchrunner.report.data.ResultSet;
import org.iotbenchrunner.report.data.RunStats;
import org.iotbenchrunner.report.data.Winners;
import org.iotbenchrunner.report.table.LatencyTable;
import org.iotbenchrunner.report.table.OpenLoopColumns;
import org.iotbenchrunner.report.table.WinnersTable;
import org.iotbenchrunner.report.text.Labels;

/** One scale's part of the page: who wins, the summary with its confidence intervals, the charts, the latencies. */
final class ScaleHtml {
    /** What the template shows of one scale. */
    record View(String id, String title, String winnersHeading, HtmlTable winners, String summaryHeading,
            HtmlTable summary, String chartsHeading, List<HtmlFigure> charts, String latencyHeading,
            String latencySummary, HtmlTable latency, String nodesHeading, HtmlTable nodes) {
    }

    private static final Metric[] SUMMARY_METRICS = {Metric.THROUGHPUT, Metric.AVG_LATENCY, Metric.P99_LATENCY,
        Metric.AVG_CPU, Metric.PEAK_CPU, Metric.AVG_MEMORY, Metric.PEAK_MEMORY, Metric.AVG_MEMORY_NO_CACHE,
        Metric.PEAK_MEMORY_NO_CACHE};

    private final Labels labels;

    private ScaleHtml(Labels labels) {
        this.labels = labels;
    }

    static View of(String scale, ResultSet runs, List<HtmlFigure> charts, Labels labels) {
        ScaleHtml html = new ScaleHtml(labels);
        return new View("scale-" + scale, labels.text("section.scale", labels.scale(scale)),
                labels.text("winners.heading"), html.winners(Winners.of(runs)), labels.text("summary.heading"),
                html.summary(runs), labels.text("charts.heading"), charts, labels.text("latency.heading"),
                labels.text("latency.summary", runs.runs().size()), html.latency(runs), labels.text("nodes.heading"),
                NodesHtml.of(runs, labels));
    }

    private HtmlTable winners(List<Winners.Verdict> verdicts) {
        Map<String, Integer> wins = new TreeMap<>();
        List<HtmlTable.Row> rows = new ArrayList<>();
        for (Winners.Verdict v : verdicts) {
            if (v.best().size() == 1) {
                wins.merge(ResultSet.database(v.best().get(0)), 1, Integer::sum);
            }
            String notRanked = WinnersTable.notRanked(v, labels);
            rows.add(new HtmlTable.Row("", List.of(HtmlTable.Cell.text(labels.test(v.test())),
                    HtmlTable.Cell.text(labels.metric(v.criterion())),
                    new HtmlTable.Cell(WinnersTable.winner(v, labels), "winner", null),
                    HtmlTable.Cell.num(WinnersTable.value(v, labels)), HtmlTable.Cell.text(WinnersTable.margin(v, labels)),
                    notRanked.isEmpty() ? HtmlTable.Cell.text("-")
                            : new HtmlTable.Cell("\u26a0 " + notRanked, "flag wrap", null))));
        }
        String note = labels.text("winners.rule");
        if (!wins.isEmpty()) {
            note += " " + labels.text("winners.count", wins.entrySet().stream()
                    .sorted(Map.Entry.<String, Integer>comparingByValue().reversed())
                    .map(e -> e.getKey() + " " + e.getValue()).collect(Collectors.joining(" \u00b7 ")));
        }
        return new HtmlTable("winners", List.of(HtmlTable.heads(List.of(labels.text("col.test"),
                labels.text("winners.criterion"), labels.text("winners.winner"), labels.text("winners.value"),
                labels.text("winners.ahead"), labels.text("winners.notRanked")))), rows, note);
    }

    private HtmlTable summary(ResultSet runs) {
        boolean openLoop = OpenLoopColumns.any(runs.runs());
        List<String> header = new ArrayList<>(List.of(labels.text("col.db"), labels.text("col.test"),
                labels.text("col.time"), labels.text("col.throughput"), labels.text("col.avgLatency"),
                labels.text("col.p99Latency")));
        if (openLoop) {
            header.addAll(List.of(labels.text("col.responseAvg"), labels.text("col.responseP99"),
                    labels.text("col.rate")));
        }
        header.addAll(List.of(labels.text("col.avgCpu"), labels.text("col.peakCpu"), labels.text("col.avgMemory"),
                labels.text("col.peakMemory"), labels.text("col.avgMemoryNoCache"),
                labels.text("col.peakMemoryNoCache"),
                labels.text("col.harnessCpu"), labels.text("col.failedOps"), labels.text("col.status"),
                labels.text("col.disk"), labels.text("col.compression"), labels.text("col.diskRead"),
                labels.text("col.diskWritten"), labels.text("col.writeAmplification"), labels.text("col.runs"),
                labels.text("col.throughputCi"), labels.text("col.latencyCi")));
        List<HtmlTable.Row> rows = runs.runs().stream().map(r -> summaryRow(runs, r, openLoop)).toList();
        return HtmlTable.of(header, rows, labels.text("summary.units")
                + (openLoop ? " " + labels.text("summary.openLoopUnits") : ""));
    }

    private HtmlTable.Row summaryRow(ResultSet runs, RunResult r, boolean openLoop) {
        List<RunResult> group = runs.repetitions(r);
        boolean flagged = ResultSet.flagged(r);
        boolean caution = !flagged && group.stream().anyMatch(x -> x.clientBound() || x.behindSchedule());
        List<HtmlTable.Cell> cells = new ArrayList<>(List.of(HtmlTable.Cell.text(ResultSet.database(r)),
                HtmlTable.Cell.text(labels.test(ResultSet.test(r))),
                HtmlTable.Cell.num(labels.number(median(group, RunResult::elapsedSeconds), 2))));
        for (Metric m : SUMMARY_METRICS) {
            cells.add(HtmlTable.Cell.num(labels.number(RunStats.of(group, m).median(), m)));
            if (m == Metric.P99_LATENCY && openLoop) {
                cells.addAll(openLoopCells(group));
            }
        }
        cells.add(HtmlTable.Cell.num(labels.number(RunStats.of(group, Metric.HARNESS_CPU).median(), 1)));
        cells.add(HtmlTable.Cell.num(r.total() == null ? "-"
                : labels.integer(group.stream().mapToLong(RunResult::failedOperations).sum())));
        cells.add(new HtmlTable.Cell((flagged || caution ? "\u26a0 " : "") + labels.status(r, group), "wrap", null));
        cells.add(HtmlTable.Cell.num(labels.number(RunStats.of(group, Metric.DISK).median(), Metric.DISK)));
        cells.add(HtmlTable.Cell.num(labels.number(RunStats.of(group, Metric.COMPRESSION).median(),
                Metric.COMPRESSION)));
        for (Metric io : new Metric[]{Metric.DISK_READ, Metric.DISK_WRITTEN, Metric.WRITE_AMPLIFICATION}) {
            cells.add(HtmlTable.Cell.num(labels.number(RunStats.of(group, io).median(), io)));
        }
        cells.add(HtmlTable.Cell.num(labels.integer(group.size())));
        cells.add(HtmlTable.Cell.num(interval(RunStats.of(group, Metric.THROUGHPUT), Metric.THROUGHPUT)));
        cells.add(HtmlTable.Cell.num(interval(RunStats.of(group, Metric.AVG_LATENCY), Metric.AVG_LATENCY)));
        return new HtmlTable.Row(flagged ? "flagged" : caution ? "caution" : "", cells);
    }

    /** Response times beside latency, and the rate kept (achieved / requested ops/s), of open-loop runs. */
    private List<HtmlTable.Cell> openLoopCells(List<RunResult> group) {
        double[] achieved = group.stream().filter(x -> x.openLoop() != null)
                .mapToDouble(x -> x.openLoop().achievedOpsPerSecond()).toArray();
        RunResult open = group.stream().filter(x -> x.openLoop() != null).findFirst().orElse(null);
        return List.of(HtmlTable.Cell.num(labels.number(RunStats.of(group, Metric.RESPONSE_AVG).median(),
                        Metric.RESPONSE_AVG)),
                HtmlTable.Cell.num(labels.number(RunStats.of(group, Metric.RESPONSE_P99).median(),
                        Metric.RESPONSE_P99)),
                HtmlTable.Cell.num(open == null ? "-" : labels.number(medianOf(achieved), 2) + " / "
                        + labels.number(open.openLoop().requestedOpsPerSecond(), 2)));
    }

    /** The 95 % confidence interval and the coefficient of variation, e.g. "[1.00, 2.00] (5.0 %)". */
    private String interval(RunStats s, Metric m) {
        if (!s.hasInterval()) {
            return "-";
        }
        return "[" + labels.number(s.ciLow(), m) + ", " + labels.number(s.ciHigh(), m) + "] ("
                + labels.number(100 * s.cv(), 1) + " %)";
    }

    private static double median(List<RunResult> runs, ToDoubleFunction<RunResult> value) {
        return medianOf(runs.stream().mapToDouble(value).toArray());
    }

    private static double medianOf(double[] values) {
        double[] v = Arrays.stream(values).sorted().toArray();
        return v.length % 2 == 1 ? v[v.length / 2] : (v[v.length / 2 - 1] + v[v.length / 2]) / 2;
    }

    private HtmlTable latency(ResultSet runs) {
        boolean openLoop = OpenLoopColumns.any(runs.runs());
        List<String> header = new ArrayList<>(List.of(labels.text("col.db"), labels.text("col.test"),
                labels.text("col.operation"), labels.text("col.okOps"), labels.text("col.failedOps"),
                labels.text("col.okPoints"), labels.text("col.failedPoints"), labels.text("col.avg"), "Min", "P10",
                "P25", "P50", "P75", "P90", "P95", "P99", labels.text("col.p999"), labels.text("col.max")));
        if (openLoop) {
            String resp = labels.text("col.response") + " ";
            List.of(labels.text("col.avg"), "Min", "P50", "P90", "P95", "P99", labels.text("col.p999"),
                    labels.text("col.max")).forEach(c -> header.add(resp + c));
        }
        List<HtmlTable.Row> rows = new ArrayList<>();
        for (RunResult r : runs.runs()) {
            for (OperationResult op : LatencyTable.rowsOf(r)) {
                rows.add(latencyRow(r, op, openLoop));
            }
        }
        return HtmlTable.of(header, rows, labels.text("latency.units")
                + (openLoop ? " " + labels.text("latency.openLoopUnits") : ""));
    }

    private HtmlTable.Row latencyRow(RunResult r, OperationResult op, boolean openLoop) {
        var l = op.latencyMs();
        boolean timed = op.okOperations() > 0 && l != null;
        List<HtmlTable.Cell> cells = new ArrayList<>(List.of(HtmlTable.Cell.text(ResultSet.database(r)),
                HtmlTable.Cell.text(labels.test(ResultSet.test(r))), HtmlTable.Cell.text(op.operation()),
                HtmlTable.Cell.num(labels.integer(op.okOperations())),
                HtmlTable.Cell.num(labels.integer(op.failedOperations())),
                HtmlTable.Cell.num(labels.integer(op.okPoints())),
                HtmlTable.Cell.num(labels.integer(op.failedPoints()))));
        for (double v : timed ? new double[]{l.avg(), l.min(), l.p10(), l.p25(), l.p50(), l.p75(), l.p90(),
            l.p95(), l.p99(), l.p999(), l.max()} : new double[11]) {
            cells.add(HtmlTable.Cell.num(timed ? labels.number(v, 2) : "-"));
        }
        if (openLoop) {
            boolean responded = timed && op.responseMs() != null;
            for (double v : responded ? OpenLoopColumns.values(op.responseMs())
                    : new double[OpenLoopColumns.LATENCY.length]) {
                cells.add(HtmlTable.Cell.num(responded ? labels.number(v, 2) : "-"));
            }
        }
        return new HtmlTable.Row(op.failedOperations() > 0 ? "flagged" : "", cells);
    }
}
