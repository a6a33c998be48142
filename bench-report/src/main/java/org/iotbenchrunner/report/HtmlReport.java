package org.iotbenchrunner.report;

import java.io.IOException;
import java.nio.file.Files;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Base64;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Collectors;
import org.iotbenchrunner.core.result.ColdStart;
import org.iotbenchrunner.core.result.HarnessVersion;
import org.iotbenchrunner.core.result.HostInfo;
import org.iotbenchrunner.core.result.OperationResult;
import org.iotbenchrunner.core.result.RunResult;
import org.iotbenchrunner.core.result.ServerSetup;

/** Renders one self-contained page: tables, charts embedded as data URLs, and every run's environment. */
final class HtmlReport {
    /** What a page shows: the runs, the charts drawn from them, and an optional comparison of campaigns. */
    record Page(String source, ResultSet runs, Map<String, List<ChartFile>> scaleCharts,
            List<ChartFile> crossScaleCharts, Comparison comparison,
            Map<String, List<ChartFile>> comparisonCharts, Instant generatedAt, List<SourceSection> sources,
            java.nio.file.Path pageDir) {
    }

    private static final Metric[] SUMMARY_METRICS = {Metric.THROUGHPUT, Metric.AVG_LATENCY, Metric.P99_LATENCY,
        Metric.AVG_CPU, Metric.PEAK_CPU, Metric.AVG_MEMORY, Metric.PEAK_MEMORY, Metric.AVG_MEMORY_NO_CACHE,
        Metric.PEAK_MEMORY_NO_CACHE};
    private static final Metric[] DELTA_METRICS = {Metric.THROUGHPUT, Metric.AVG_LATENCY, Metric.P99_LATENCY,
        Metric.AVG_CPU, Metric.PEAK_MEMORY};

    private final Labels labels;
    private final StringBuilder out = new StringBuilder();

    private HtmlReport(Labels labels) {
        this.labels = labels;
    }

    static String render(Page page, Labels labels) throws IOException {
        return new HtmlReport(labels).page(page);
    }

    private String page(Page page) throws IOException {
        out.append(head(labels, labels.text("report.title"))).append("<p class=\"meta\">")
                .append(esc(labels.text("report.meta", page.source(), labels.dateTime(page.generatedAt()),
                        HarnessVersion.get(), harnessVersions(page.runs()))))
                .append("</p>\n<p>").append(esc(labels.text("report.howToRead"))).append("</p>\n</header>\n");
        toc(page);
        for (String scale : page.runs().scales()) {
            scaleSection(scale, page.runs().scale(scale), page.scaleCharts().getOrDefault(scale, List.of()));
        }
        if (!page.crossScaleCharts().isEmpty()) {
            section("scales", labels.text("section.scales"));
            out.append("<p>").append(esc(labels.text("section.scalesIntro"))).append("</p>\n");
            figures(page.crossScaleCharts());
            out.append("</section>\n");
        }
        if (page.comparison() != null) {
            comparisonSection(page.comparison(), page.comparisonCharts());
        }
        environment(page.runs());
        out.append(foot(labels));
        return out.toString();
    }

    /** A page's start, up to its title's heading: language, the shared style, and the header opened. */
    static String head(Labels labels, String title) {
        return "<!DOCTYPE html>\n<html lang=\"" + labels.language().locale().toLanguageTag()
                + "\">\n<head>\n<meta charset=\"utf-8\">\n<meta name=\"viewport\" content=\"width=device-width\">\n"
                + "<title>" + esc(title) + "</title>\n<style>" + CSS + "</style>\n</head>\n<body>\n<header>\n<h1>"
                + esc(title) + "</h1>\n";
    }

    /** A page's end: the footer and the script that tells a browser test how many images loaded. */
    static String foot(Labels labels) {
        return "<footer>" + esc(labels.text("report.footer", HarnessVersion.get())) + "</footer>\n<script>"
                + LOAD_CHECK + "</script>\n</body>\n</html>\n";
    }

    private void toc(Page page) {
        out.append("<nav><ul>");
        for (String scale : page.runs().scales()) {
            link("scale-" + scale, labels.text("section.scale", labels.scale(scale)));
        }
        if (!page.crossScaleCharts().isEmpty()) {
            link("scales", labels.text("section.scales"));
        }
        if (page.comparison() != null) {
            link("compare", labels.text("section.compare", page.comparison().nameA(), page.comparison().nameB()));
        }
        link("environment", labels.text("section.environment"));
        out.append("</ul></nav>\n");
    }

    private void scaleSection(String scale, ResultSet runs, List<ChartFile> charts) throws IOException {
        section("scale-" + scale, labels.text("section.scale", labels.scale(scale)));
        out.append("<h3>").append(esc(labels.text("winners.heading"))).append("</h3>\n");
        winners(Winners.of(runs));
        out.append("<h3>").append(esc(labels.text("summary.heading"))).append("</h3>\n");
        summary(runs);
        out.append("<h3>").append(esc(labels.text("charts.heading"))).append("</h3>\n");
        figures(charts);
        out.append("<h3>").append(esc(labels.text("latency.heading"))).append("</h3>\n<details><summary>")
                .append(esc(labels.text("latency.summary", runs.runs().size()))).append("</summary>\n");
        latency(runs);
        out.append("</details>\n</section>\n");
    }

    private void winners(List<Winners.Verdict> verdicts) {
        out.append("<table class=\"winners\"><thead>");
        headerRow(labels.text("col.test"), labels.text("winners.criterion"), labels.text("winners.winner"),
                labels.text("winners.value"), labels.text("winners.ahead"), labels.text("winners.notRanked"));
        out.append("</thead><tbody>\n");
        Map<String, Integer> wins = new TreeMap<>();
        for (Winners.Verdict v : verdicts) {
            if (v.best().size() == 1) {
                wins.merge(ResultSet.database(v.best().get(0)), 1, Integer::sum);
            }
            String notRanked = Winners.notRanked(v, labels);
            out.append("<tr><td>").append(esc(ResultSet.testLabel(v.test()))).append("</td><td>")
                    .append(esc(labels.metric(v.criterion()))).append("</td><td class=\"winner\">")
                    .append(esc(Winners.winner(v, labels))).append("</td><td class=\"num\">")
                    .append(esc(Winners.value(v, labels))).append("</td><td>").append(esc(Winners.margin(v, labels)))
                    .append("</td><td").append(notRanked.isEmpty() ? ">-" : " class=\"flag wrap\">\u26a0 " + esc(notRanked))
                    .append("</td></tr>\n");
        }
        out.append("</tbody></table>\n<p class=\"note\">").append(esc(labels.text("winners.rule")));
        if (!wins.isEmpty()) {
            out.append(" ").append(esc(labels.text("winners.count", wins.entrySet().stream()
                    .sorted(Map.Entry.<String, Integer>comparingByValue().reversed())
                    .map(e -> e.getKey() + " " + e.getValue()).collect(Collectors.joining(" \u00b7 ")))));
        }
        out.append("</p>\n");
    }

    private void summary(ResultSet runs) {
        boolean openLoop = OpenLoopColumns.any(runs.runs());
        out.append("<table><thead>");
        List<String> header = new ArrayList<>(List.of(labels.text("col.db"), labels.text("col.test"),
                labels.text("col.time"), labels.text("col.throughput"), labels.text("col.avgLatency"),
                labels.text("col.p99Latency")));
        if (openLoop) {
            header.addAll(List.of(labels.text("col.responseAvg"), labels.text("col.responseP99"),
                    labels.text("col.rate")));
        }
        header.addAll(List.of(labels.text("col.avgCpu"), labels.text("col.peakCpu"), labels.text("col.avgMemory"),
                labels.text("col.peakMemory"), labels.text("col.avgMemoryNoCache"), labels.text("col.peakMemoryNoCache"),
                labels.text("col.harnessCpu"), labels.text("col.failedOps"),
                labels.text("col.status"), labels.text("col.disk"), labels.text("col.compression"),
                labels.text("col.runs"), labels.text("col.throughputCi"), labels.text("col.latencyCi")));
        headerRow(header.toArray(String[]::new));
        out.append("</thead><tbody>\n");
        for (RunResult r : runs.runs()) {
            List<RunResult> group = runs.repetitions(r);
            boolean flagged = ResultSet.flagged(r);
            boolean caution = !flagged && group.stream().anyMatch(x -> x.clientBound() || x.behindSchedule());
            out.append(flagged ? "<tr class=\"flagged\">" : caution ? "<tr class=\"caution\">" : "<tr>")
                    .append(td(ResultSet.database(r))).append(td(ResultSet.testLabel(ResultSet.test(r))))
                    .append(num(labels.number(median(group, RunResult::elapsedSeconds), 2)));
            for (Metric m : SUMMARY_METRICS) {
                out.append(num(labels.number(RunStats.of(group, m).median(), m)));
                if (m == Metric.P99_LATENCY && openLoop) {
                    openLoopCells(group);
                }
            }
            out.append(num(labels.number(RunStats.of(group, Metric.HARNESS_CPU).median(), 1)))
                    .append(num(r.total() == null ? "-"
                            : labels.integer(group.stream().mapToLong(RunResult::failedOperations).sum())))
                    .append("<td class=\"wrap\">").append(esc((flagged || caution ? "\u26a0 " : "")
                            + labels.status(r, group))).append("</td>")
                    .append(num(labels.number(RunStats.of(group, Metric.DISK).median(), Metric.DISK)))
                    .append(num(labels.number(RunStats.of(group, Metric.COMPRESSION).median(), Metric.COMPRESSION)))
                    .append(num(labels.integer(group.size())))
                    .append(num(interval(RunStats.of(group, Metric.THROUGHPUT), Metric.THROUGHPUT)))
                    .append(num(interval(RunStats.of(group, Metric.AVG_LATENCY), Metric.AVG_LATENCY)))
                    .append("</tr>\n");
        }
        out.append("</tbody></table>\n<p class=\"note\">").append(esc(labels.text("summary.units")
                + (openLoop ? " " + labels.text("summary.openLoopUnits") : "")))
                .append("</p>\n");
    }

    /** Response times beside latency, and the rate kept (achieved / requested ops/s), of open-loop runs. */
    private void openLoopCells(List<RunResult> group) {
        out.append(num(labels.number(RunStats.of(group, Metric.RESPONSE_AVG).median(), Metric.RESPONSE_AVG)))
                .append(num(labels.number(RunStats.of(group, Metric.RESPONSE_P99).median(), Metric.RESPONSE_P99)));
        double[] achieved = group.stream().filter(x -> x.openLoop() != null)
                .mapToDouble(x -> x.openLoop().achievedOpsPerSecond()).toArray();
        RunResult open = group.stream().filter(x -> x.openLoop() != null).findFirst().orElse(null);
        out.append(num(open == null ? "-" : labels.number(medianOf(achieved), 2) + " / "
                + labels.number(open.openLoop().requestedOpsPerSecond(), 2)));
    }

    private String interval(RunStats s, Metric m) {
        if (!s.hasInterval()) {
            return "-";
        }
        return "[" + labels.number(s.ciLow(), m) + ", " + labels.number(s.ciHigh(), m) + "] ("
                + labels.number(100 * s.cv(), 1) + " %)";
    }

    private static double median(List<RunResult> runs, java.util.function.ToDoubleFunction<RunResult> value) {
        return medianOf(runs.stream().mapToDouble(value).toArray());
    }

    private static double medianOf(double[] values) {
        double[] v = java.util.Arrays.stream(values).sorted().toArray();
        return v.length % 2 == 1 ? v[v.length / 2] : (v[v.length / 2 - 1] + v[v.length / 2]) / 2;
    }

    private void latency(ResultSet runs) {
        boolean openLoop = OpenLoopColumns.any(runs.runs());
        out.append("<table><thead>");
        List<String> header = new ArrayList<>(List.of(labels.text("col.db"), labels.text("col.test"),
                labels.text("col.operation"), labels.text("col.okOps"), labels.text("col.failedOps"),
                labels.text("col.okPoints"), labels.text("col.failedPoints"), labels.text("col.avg"), "Min", "P10",
                "P25", "P50", "P75", "P90", "P95", "P99", labels.text("col.p999"), labels.text("col.max")));
        if (openLoop) {
            String resp = labels.text("col.response") + " ";
            List.of(labels.text("col.avg"), "Min", "P50", "P90", "P95", "P99", labels.text("col.p999"),
                    labels.text("col.max")).forEach(c -> header.add(resp + c));
        }
        headerRow(header.toArray(String[]::new));
        out.append("</thead><tbody>\n");
        for (RunResult r : runs.runs()) {
            for (OperationResult op : LatencyTable.rowsOf(r)) {
                var l = op.latencyMs();
                boolean timed = op.okOperations() > 0 && l != null;
                out.append(op.failedOperations() > 0 ? "<tr class=\"flagged\">" : "<tr>")
                        .append(td(ResultSet.database(r))).append(td(ResultSet.testLabel(ResultSet.test(r))))
                        .append(td(op.operation())).append(num(labels.integer(op.okOperations())))
                        .append(num(labels.integer(op.failedOperations()))).append(num(labels.integer(op.okPoints())))
                        .append(num(labels.integer(op.failedPoints())));
                for (double v : timed ? new double[]{l.avg(), l.min(), l.p10(), l.p25(), l.p50(), l.p75(), l.p90(),
                        l.p95(), l.p99(), l.p999(), l.max()} : new double[11]) {
                    out.append(num(timed ? labels.number(v, 2) : "-"));
                }
                if (openLoop) {
                    boolean responded = timed && op.responseMs() != null;
                    for (double v : responded ? OpenLoopColumns.values(op.responseMs())
                            : new double[OpenLoopColumns.LATENCY.length]) {
                        out.append(num(responded ? labels.number(v, 2) : "-"));
                    }
                }
                out.append("</tr>\n");
            }
        }
        out.append("</tbody></table>\n<p class=\"note\">").append(esc(labels.text("latency.units")
                + (openLoop ? " " + labels.text("latency.openLoopUnits") : "")))
                .append("</p>\n");
    }

    private void comparisonSection(Comparison c, Map<String, List<ChartFile>> charts) throws IOException {
        section("compare", labels.text("section.compare", c.nameA(), c.nameB()));
        out.append("<p class=\"setup\">").append(esc(labels.text("compare.setup", c.nameA(), setupOf(c, false),
                c.nameB(), setupOf(c, true)))).append("</p>\n");
        out.append("<p>").append(esc(labels.text("compare.intro", c.nameA(), c.nameB()))).append("</p>\n");
        if (c.pairs().isEmpty()) {
            out.append("<p class=\"flag\">").append(esc(labels.text("compare.none"))).append("</p>\n");
        }
        for (String scale : c.scales()) {
            out.append("<h3>").append(esc(labels.text("section.scale", labels.scale(scale)))).append("</h3>\n");
            out.append("<table><thead><tr><th>").append(esc(labels.text("col.db"))).append("</th><th>")
                    .append(esc(labels.text("col.test"))).append("</th>");
            for (Metric m : DELTA_METRICS) {
                out.append("<th colspan=\"3\">").append(esc(labels.metricWithUnit(m))).append("</th>");
            }
            out.append("</tr><tr><th></th><th></th>");
            for (int i = 0; i < DELTA_METRICS.length; i++) {
                out.append("<th>").append(esc(c.nameA())).append("</th><th>").append(esc(c.nameB()))
                        .append("</th><th>\u0394 %</th>");
            }
            out.append("</tr></thead><tbody>\n");
            for (Comparison.Pair p : c.pairs(scale)) {
                boolean flagged = ResultSet.flagged(p.a()) || ResultSet.flagged(p.b());
                out.append(flagged ? "<tr class=\"flagged\">" : "<tr>").append(td(ResultSet.database(p.a())))
                        .append(td(ResultSet.testLabel(p.test()) + (flagged ? " \u26a0" : "")));
                for (Metric m : DELTA_METRICS) {
                    double d = p.delta(m);
                    out.append(num(labels.number(m.of(p.a()), m))).append(num(labels.number(m.of(p.b()), m)))
                            .append("<td class=\"num\" style=\"background:").append(heat(p, m)).append("\">")
                            .append(esc(labels.change(d))).append("</td>");
                }
                out.append("</tr>\n");
            }
            out.append("</tbody></table>\n<p class=\"note\">").append(esc(labels.text("compare.legend")))
                    .append("</p>\n");
            figures(charts.getOrDefault(scale, List.of()));
        }
        out.append("</section>\n");
    }

    /** Green when B is better than A, red when worse, stronger with the size of the change (full at 100 %). */
    private static String heat(Comparison.Pair p, Metric m) {
        double d = p.delta(m);
        if (!Double.isFinite(d) || d == 0) {
            return "transparent";
        }
        double strength = Math.min(1, Math.abs(d) / 100);
        int lightness = (int) Math.round(96 - 36 * strength);
        return "hsl(" + (p.improved(m) ? 130 : 0) + ",60%," + lightness + "%)";
    }

    private void environment(ResultSet runs) {
        section("environment", labels.text("section.environment"));
        out.append("<p>").append(esc(labels.text("environment.intro"))).append("</p>\n");
        for (RunResult r : runs.runs().stream().flatMap(rep -> runs.repetitions(rep).stream()).toList()) {
            out.append("<details><summary>").append(esc(ResultSet.database(r) + " \u00b7 "
                    + ResultSet.testLabel(ResultSet.test(r)) + " \u00b7 " + labels.scale(ResultSet.scaleOf(r))
                    + (r.protocol() != null && r.protocol().runs() > 1 ? " \u00b7 " + labels.text("col.runs") + " "
                            + r.run() + "/" + r.protocol().runs() : "")
                    + " \u2014 " + labels.status(r))).append("</summary>\n<table class=\"kv\"><tbody>\n");
            RunResult.Measurement measured = r.measurement();
            RunResult.Resources used = r.resources();
            Map<String, String> facts = new LinkedHashMap<>();
            facts.put(labels.text("env.status"), labels.status(r));
            facts.put(labels.text("env.started"), labels.dateTime(measured.startedAt()));
            facts.put(labels.text("env.finished"), labels.dateTime(measured.finishedAt()));
            facts.put(labels.text("env.elapsed"), labels.number(measured.elapsedSeconds(), 2) + " s");
            facts.put(labels.text("env.schema"), labels.number(measured.schemaSeconds(), 2) + " s");
            facts.put(labels.text("env.completed"), labels.number(100 * measured.completedFraction(), 1) + " %");
            facts.put(labels.text("env.harness"), r.identity().harnessVersion());
            facts.put(labels.text("env.database"), ResultSet.database(r) + " " + orDash(r.database().serverVersion())
                    + " (" + orDash(r.database().provider()) + ")");
            if (r.database().client() != null) {
                r.database().client().forEach((k, v) -> facts.put(labels.text("env.client") + " " + k, v));
            }
            facts.put(labels.text("env.host"), describe(r.environment().host()));
            if (used.server() != null) {
                facts.put(labels.text("env.resources"), used.server().source()
                        + (used.server().note() == null ? "" : " \u2014 " + used.server().note()) + " \u00b7 "
                        + labels.text("env.samples", used.server().samples().size()));
            }
            if (used.harness() != null) {
                facts.put(labels.text("env.harnessCpu"), labels.number(used.harness().cpuSeconds(), 1) + " s, "
                        + labels.number(used.harness().avgCpuPercent(), 1) + " %");
            }
            if (r.clientBound()) {
                facts.put(labels.text("env.clientBound"), orDash(r.clientBoundReason()));
            } else if (r.hostSaturated()) {
                facts.put(labels.text("env.hostSaturated"), orDash(r.hostSaturation().reason()));
            }
            if (r.openLoop() != null) {
                var o = r.openLoop();
                facts.put(labels.text("env.openLoop"), labels.text("env.openLoopFormat",
                        labels.number(o.requestedOpsPerSecond(), 2), labels.number(o.achievedOpsPerSecond(), 2),
                        labels.number(o.endLagMs(), 2), labels.number(o.maxLagMs(), 2)));
            }
            setupFacts(r, facts);
            if (r.protocol() != null) {
                facts.put(labels.text("env.protocol"), labels.text("env.protocolFormat", r.protocol().campaign(),
                        r.run(), Math.max(1, r.protocol().runs()), labels.integer(r.protocol().warmupOperations()),
                        r.protocol().verify()));
            }
            if (r.verification() != null) {
                var v = r.verification();
                facts.put(labels.text("env.verification"), labels.text("env.verificationFormat",
                        org.iotbenchrunner.core.result.Verification.POINT_COUNTS,
                        labels.integer(v.verifiedOperations()), labels.integer(v.mismatches()),
                        labels.integer(v.baselineRowsPerDevice()), labels.number(v.seconds(), 2)));
                facts.put(labels.text("env.values"), !v.valuesChecked() ? labels.text("env.valuesOff")
                        : labels.text("env.valuesFormat", labels.integer(v.valuesVerified()),
                                v.valueQueryLimit() < 0 ? labels.text("env.valuesAll")
                                        : labels.text("env.valuesLimit", labels.integer(v.valueQueryLimit())),
                                labels.integer(v.valueMismatches()), labels.integer(v.valuesNotChecked()),
                                labels.number(v.valueSeconds(), 2)));
            }
            if (r.disk() != null) {
                var d = r.disk();
                facts.put(labels.text("env.disk"), d.diskBytes() == null ? d.method()
                        : labels.text("env.diskFormat", labels.integer(d.diskBytes()) + " B",
                                labels.integer(d.rawBytes()) + " B", labels.number(d.compressionRatio(), 2),
                                d.method()));
            }
            if (r.error() != null) {
                facts.put(labels.text("env.error"), r.error());
            }
            for (OperationResult op : r.operations()) {
                if (op.errors() != null && !op.errors().isEmpty()) {
                    facts.put(labels.text("env.errors", op.operation()), String.join(" | ", op.errors()));
                }
                if (!op.mismatchExamples().isEmpty()) {
                    facts.put(labels.text("env.mismatches", op.operation()), op.mismatchExamples().stream()
                            .map(x -> x.query() + ": " + x.expected() + " \u2192 " + x.actual())
                            .collect(Collectors.joining(" | ")));
                }
                if (op.values() != null && !op.values().examples().isEmpty()) {
                    facts.put(labels.text("env.valueMismatches", op.operation()), op.values().examples().stream()
                            .map(x -> x.query() + ": " + x.difference()).collect(Collectors.joining(" | ")));
                }
                if (op.values() != null && op.values().notChecked() > 0) {
                    facts.put(labels.text("env.valuesNotChecked", op.operation()), labels.integer(
                            op.values().notChecked()) + ": " + String.join(" | ", op.values().notCheckedReasons()));
                }
            }
            facts.forEach((k, v) -> out.append("<tr><th>").append(esc(k)).append("</th><td>").append(esc(v))
                    .append("</td></tr>\n"));
            out.append("</tbody></table>\n");
            Map<String, String> config = r.environment().config();
            if (config != null && !config.isEmpty()) {
                out.append("<details class=\"config\"><summary>").append(esc(labels.text("env.config",
                        config.size()))).append("</summary>\n<table class=\"kv\"><tbody>\n");
                new TreeMap<>(config).forEach((k, v) -> out.append("<tr><th>").append(esc(k)).append("</th><td>")
                        .append(esc(secret(k) ? "\u2022\u2022\u2022" : v)).append("</td></tr>\n"));
                out.append("</tbody></table></details>\n");
            }
            out.append("</details>\n");
        }
        out.append("</section>\n");
    }

    private void figures(List<ChartFile> charts) throws IOException {
        out.append(figuresOf(charts));
    }

    /** The charts embedded as data URLs, so that the page needs no other file. */
    static String figuresOf(List<ChartFile> charts) throws IOException {
        StringBuilder html = new StringBuilder("<div class=\"charts\">\n");
        for (ChartFile chart : charts) {
            String data = Base64.getEncoder().encodeToString(Files.readAllBytes(chart.file()));
            html.append("<figure id=\"").append(esc(chart.id())).append("\"><img src=\"data:image/png;base64,")
                    .append(data).append("\" alt=\"").append(esc(chart.title())).append("\" width=\"")
                    .append(ChartStyle.WIDTH).append("\" data-file=\"").append(esc(chart.file().getFileName()
                            .toString())).append("\"><figcaption>").append(esc(chart.title()));
            if (chart.note() != null) {
                html.append(" \u2014 <span class=\"note\">").append(esc(chart.note())).append("</span>");
            }
            html.append("</figcaption></figure>\n");
        }
        return html.append("</div>\n").toString();
    }

    private void section(String id, String title) {
        out.append("<section id=\"").append(id).append("\">\n<h2>").append(esc(title)).append("</h2>\n");
    }

    private void link(String id, String text) {
        out.append("<li><a href=\"#").append(id).append("\">").append(esc(text)).append("</a></li>");
    }

    private void headerRow(String... cells) {
        out.append("<tr>");
        for (String c : cells) {
            out.append("<th>").append(esc(c)).append("</th>");
        }
        out.append("</tr>");
    }

    private static String td(String text) {
        return "<td>" + esc(text) + "</td>";
    }

    private static String num(String text) {
        return "<td class=\"num\">" + esc(text) + "</td>";
    }

    private static String harnessVersions(ResultSet runs) {
        return runs.runs().stream().map(r -> r.identity().harnessVersion()).distinct()
                .collect(Collectors.joining(", "));
    }

    private String describe(HostInfo h) {
        return h == null ? "-" : labels.text("env.hostFormat", h.hostname(), h.cores(), h.cpuModel(),
                labels.integer(h.memoryMb()), h.os() + " " + h.osVersion() + " " + orDash(h.arch()), h.javaVersion());
    }

    private static boolean secret(String key) {
        String k = key.toUpperCase(Locale.ROOT);
        return k.contains("PASSWORD") || k.contains("TOKEN") || k.contains("AUTHORIZATION") || k.contains("SECRET");
    }

    /** The profile and cache mode of one side, e.g. "profile tuned, cache warm" (several if its runs differ). */
    private String setupOf(Comparison c, boolean b) {
        List<String> setups = c.setups(b).stream().map(s -> s == null ? labels.text("compare.setupUnknown")
                : labels.text("env.setupFormat", s.profile(), s.cache())).distinct().toList();
        return setups.isEmpty() ? "-" : String.join(" / ", setups);
    }

    private void setupFacts(RunResult r, Map<String, String> facts) {
        ServerSetup setup = r.environment().setup();
        if (setup == null) {
            return;
        }
        facts.put(labels.text("env.setup"), labels.text("env.setupFormat", setup.describeProfile(), setup.cache()));
        if (!setup.settings().isEmpty()) {
            facts.put(labels.text("env.settings", setup.settings().size()), setup.settings().entrySet().stream()
                    .map(e -> e.getKey() + "=" + e.getValue()).collect(Collectors.joining(", ")));
        }
        ColdStart cold = setup.coldStart();
        if (cold != null) {
            facts.put(labels.text("env.coldStart"), (cold.serverRestarted()
                    ? labels.text("env.coldRestarted", labels.number(cold.restartSeconds(), 1))
                    : labels.text("env.coldNotRestarted", orDash(cold.restartNote()))) + "; "
                    + (cold.pageCacheDropped() ? labels.text("env.pageCacheDropped", orDash(cold.pageCacheNote()))
                            : labels.text("env.pageCacheNotDropped", orDash(cold.pageCacheNote()))));
        }
    }

    private static String orDash(String s) {
        return s == null ? "-" : s;
    }

    static String esc(String s) {
        if (s == null) {
            return "";
        }
        return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace("\"", "&quot;");
    }

    private static final String LOAD_CHECK = "window.addEventListener('load',function(){var i=Array.prototype"
            + ".slice.call(document.images);document.body.setAttribute('data-images-loaded',i.filter(function(x)"
            + "{return x.complete&&x.naturalWidth>0;}).length+'/'+i.length);});";

    private static final String CSS = """
            body{font-family:"DejaVu Sans",system-ui,sans-serif;margin:0 auto;max-width:1280px;padding:0 24px 48px;\
            color:#212121;line-height:1.45}
            header{border-bottom:3px solid #1565C0;margin-bottom:12px}
            h1{margin:24px 0 4px}h2{margin-top:40px;border-bottom:1px solid #ccc;padding-bottom:4px}
            h2::first-letter{text-transform:uppercase}
            h3{margin-top:28px}
            .meta,.note,footer{color:#616161;font-size:0.9em}
            nav ul{display:flex;flex-wrap:wrap;gap:4px 18px;padding:0;list-style:none}
            table{border-collapse:collapse;margin:8px 0;font-size:0.86em;display:block;overflow-x:auto}
            th,td{border:1px solid #ddd;padding:4px 8px;text-align:left;vertical-align:top}
            thead th{background:#eceff1;position:sticky;top:0}
            tbody tr:nth-child(even){background:#fafafa}
            td{white-space:nowrap}
            td.num{text-align:right;font-variant-numeric:tabular-nums}
            td.wrap{white-space:normal;min-width:16em}
            td.winner{font-weight:bold;color:#1b5e20}
            tr.flagged td,.flag{background:#fff3e0;color:#bf360c}
            tr.caution td{background:#fffde7}
            td.better{background:#e8f5e9;color:#1b5e20}td.worse{background:#ffebee;color:#b71c1c}
            td.weak{color:#757575;background:none}
            .charts{display:grid;grid-template-columns:1fr;gap:18px;justify-items:center}
            figure{margin:0;border:1px solid #e0e0e0;padding:6px;background:#fff;width:100%;max-width:1000px;            box-sizing:border-box}
            figure img{width:100%;height:auto;display:block}
            figcaption{font-size:0.85em;color:#424242;margin-top:4px}
            details{margin:6px 0;border:1px solid #e0e0e0;padding:4px 10px;background:#fcfcfc}
            summary{cursor:pointer;font-weight:bold}
            details.config summary{font-weight:normal}
            table.kv th{background:#f5f5f5;white-space:nowrap}
            table.kv td{white-space:normal;overflow-wrap:anywhere}
            footer{margin-top:40px;border-top:1px solid #ccc;padding-top:8px}
            """;
}
