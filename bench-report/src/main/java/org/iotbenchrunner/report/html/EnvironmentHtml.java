package org.iotbenchrunner.report.html;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Collectors;
import org.iotbenchrunner.core.result.ColdStart;
import org.iotbenchrunner.core.result.HostInfo;
import org.iotbenchrunner.core.result.OperationResult;
import org.iotbenchrunner.core.result.RunResult;
import org.iotbenchrunner.core.result.ServerSetup;
import org.iotbenchrunner.core.result.StorageDevice;
import org.iotbenchrunner.core.result.Verification;
import org.iotbenchrunner.report.data.ResultSet;
import org.iotbenchrunner.report.text.Labels;

/** The page's last section: every run's host, database, client, timing, checks and configuration, secrets hidden. */
final class EnvironmentHtml {
    /** What the template shows. */
    record View(String id, String title, String intro, List<Run> runs) {
    }

    /** One run: the line that names it, its facts, and its configuration ({@code configSummary} null: none). */
    record Run(String summary, List<Fact> facts, String configSummary, List<Fact> config) {
    }

    record Fact(String name, String value) {
    }

    private final Labels labels;

    private EnvironmentHtml(Labels labels) {
        this.labels = labels;
    }

    static View of(ResultSet runs, Labels labels) {
        EnvironmentHtml html = new EnvironmentHtml(labels);
        List<Run> views = runs.runs().stream().flatMap(rep -> runs.repetitions(rep).stream()).map(html::run).toList();
        return new View("environment", labels.text("section.environment"), labels.text("environment.intro"), views);
    }

    private Run run(RunResult r) {
        String summary = ResultSet.database(r) + " \u00b7 " + labels.test(ResultSet.test(r)) + " \u00b7 "
                + labels.scale(ResultSet.scaleOf(r))
                + (r.protocol() != null && r.protocol().runs() > 1 ? " \u00b7 " + labels.text("col.runs") + " "
                        + r.run() + "/" + r.protocol().runs() : "")
                + " \u2014 " + labels.status(r);
        Map<String, String> config = r.environment().config();
        if (config == null || config.isEmpty()) {
            return new Run(summary, facts(r), null, List.of());
        }
        List<Fact> shown = new TreeMap<>(config).entrySet().stream()
                .map(e -> new Fact(e.getKey(), secret(e.getKey()) ? "\u2022\u2022\u2022" : e.getValue())).toList();
        return new Run(summary, facts(r), labels.text("env.config", config.size()), shown);
    }

    private List<Fact> facts(RunResult r) {
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
        if (r.environment().storage() != null) {
            facts.put(labels.text("env.storage"), describe(r.environment().storage()));
        }
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
        verificationFacts(r, facts);
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
        r.operations().forEach(op -> operationFacts(op, facts));
        List<Fact> list = new ArrayList<>();
        facts.forEach((k, v) -> list.add(new Fact(k, v)));
        return list;
    }

    private void verificationFacts(RunResult r, Map<String, String> facts) {
        if (r.verification() == null) {
            return;
        }
        var v = r.verification();
        if (Verification.STORED_ROWS.equals(v.covers())) {
            facts.put(labels.text("env.verification"), labels.text("env.storedRowsFormat",
                    labels.integer(v.verifiedOperations()), labels.integer(v.mismatches()),
                    labels.integer(v.baselineRowsPerDevice()), labels.number(v.seconds(), 2)));
            return;
        }
        facts.put(labels.text("env.verification"), labels.text("env.verificationFormat", Verification.POINT_COUNTS,
                labels.integer(v.verifiedOperations()), labels.integer(v.mismatches()),
                labels.integer(v.baselineRowsPerDevice()), labels.number(v.seconds(), 2)));
        facts.put(labels.text("env.values"), !v.valuesChecked() ? labels.text("env.valuesOff")
                : labels.text("env.valuesFormat", labels.integer(v.valuesVerified()),
                        v.valueQueryLimit() < 0 ? labels.text("env.valuesAll")
                                : labels.text("env.valuesLimit", labels.integer(v.valueQueryLimit())),
                        labels.integer(v.valueMismatches()), labels.integer(v.valuesNotChecked()),
                        labels.number(v.valueSeconds(), 2)));
    }

    private void operationFacts(OperationResult op, Map<String, String> facts) {
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
            facts.put(labels.text("env.valuesNotChecked", op.operation()), labels.integer(op.values().notChecked())
                    + ": " + String.join(" | ", op.values().notCheckedReasons()));
        }
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

    private String describe(HostInfo h) {
        return h == null ? "-" : labels.text("env.hostFormat", h.hostname(), h.cores(), h.cpuModel(),
                labels.integer(h.memoryMb()), h.os() + " " + h.osVersion() + " " + orDash(h.arch()), h.javaVersion());
    }

    private String describe(StorageDevice s) {
        String kind = s.rotational() == null ? "-" : labels.text(s.rotational() ? "env.rotational"
                : "env.nonRotational");
        String device = labels.text("env.storageFormat", s.path(), orDash(s.device()), orDash(s.model()), kind,
                orDash(s.filesystem()), orDash(s.mountOptions()));
        StorageDevice.Baseline b = s.baseline();
        return b == null ? device : device + "; " + labels.text("env.storageBaseline",
                b.writeMbPerSecond() == null ? "-" : labels.number(b.writeMbPerSecond(), 1),
                b.readMbPerSecond() == null ? "-" : labels.number(b.readMbPerSecond(), 1),
                labels.integer(b.blockBytes() / 1024), labels.integer(b.totalBytes() / (1024 * 1024)), b.method());
    }

    /** Keys whose values must never reach a page that may be published. */
    private static boolean secret(String key) {
        String k = key.toUpperCase(Locale.ROOT);
        return k.contains("PASSWORD") || k.contains("TOKEN") || k.contains("AUTHORIZATION") || k.contains("SECRET");
    }

    private static String orDash(String s) {
        return s == null ? "-" : s;
    }
}
