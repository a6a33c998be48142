package org.iotbenchrunner.core.result;

import java.time.Instant;
import java.util.List;
import java.util.Map;

/** Hand-made result documents for tests of code that formats results (shared through the test-jar). */
public final class ResultSamples {
    private ResultSamples() {
    }

    public static RunResult run(String db, String scenario, long failed) {
        OperationResult op = new OperationResult("INGESTION", 10, failed, 1000, failed * 100, 500.0,
                new LatencySummary(2, 1, 1, 1, 2, 2, 3, 3, 4, 4, 5, 20), List.of(), "", 0, 0, List.of());
        return new RunResult(RunResult.SCHEMA_VERSION, "test", RunStatus.COMPLETED, null, scenario, "small",
                new DatabaseInfo(db, db.equals("timescaledb") ? "TimescaleDB" : db, "1.0", "local", Map.of()),
                new HostInfo("host", 2, 24000, "cpu", "Linux", "6", "amd64", "17"), Map.of("LOOP", "1"),
                Instant.parse("2026-11-22T00:00:00Z"), Instant.parse("2026-11-22T00:00:02Z"), 2.0, 0.1, 1.0,
                List.of(op), op, ResourceUsage.of("process-tree (PSS)", List.of(new ResourceSample(1, 50, 100),
                        new ResourceSample(2, 150, 300))), new HarnessUsage(1.0, 50.0), null, false, null, null,
                Protocol.single("2026-11-22T00:00:00Z"));
    }

    /** {@code run} as an open-loop run: every operation's response times are its latencies x 10, p99 40 ms. */
    public static RunResult openLoop(RunResult run, OpenLoop schedule) {
        List<OperationResult> ops = run.operations().stream().map(ResultSamples::withResponse).toList();
        return new RunResult(run.schemaVersion(), run.harnessVersion(), run.status(), run.error(), run.scenario(),
                run.scale(), run.database(), run.host(), run.config(), run.startedAt(), run.finishedAt(),
                run.elapsedSeconds(), run.schemaSeconds(), run.completedFraction(), ops, withResponse(run.total()),
                run.server(), run.harness(), run.verification(), run.clientBound(), run.clientBoundReason(),
                run.disk(), run.protocol(), run.setup(), schedule);
    }

    private static OperationResult withResponse(OperationResult o) {
        LatencySummary l = o.latencyMs();
        LatencySummary response = new LatencySummary(10 * l.avg(), 10 * l.min(), 10 * l.p10(), 10 * l.p25(),
                10 * l.p50(), 10 * l.p75(), 10 * l.p90(), 10 * l.p95(), 10 * l.p99(), 10 * l.p999(), 10 * l.max(), 0);
        return new OperationResult(o.operation(), o.okOperations(), o.failedOperations(), o.okPoints(),
                o.failedPoints(), o.throughput(), l, o.errors(), o.histogram(), o.verifiedOperations(),
                o.mismatches(), o.mismatchExamples(), response, "", o.values());
    }
}
