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
        return RunResult.builder().harnessVersion("test").status(RunStatus.COMPLETED).scenario(scenario)
                .scale("small")
                .database(new DatabaseInfo(db, db.equals("timescaledb") ? "TimescaleDB" : db, "1.0", "local", Map.of()))
                .host(new HostInfo("host", 2, 24000, "cpu", "Linux", "6", "amd64", "17")).config(Map.of("LOOP", "1"))
                .startedAt(Instant.parse("2026-11-22T00:00:00Z")).finishedAt(Instant.parse("2026-11-22T00:00:02Z"))
                .elapsedSeconds(2.0).schemaSeconds(0.1).completedFraction(1.0).operations(List.of(op)).total(op)
                .server(ResourceUsage.of("process-tree (PSS)", List.of(new ResourceSample(1, 50, 100),
                        new ResourceSample(2, 150, 300))))
                .harness(new HarnessUsage(1.0, 50.0)).protocol(Protocol.single("2026-11-22T00:00:00Z")).build();
    }

    /** {@code run} as an open-loop run: every operation's response times are its latencies x 10, p99 40 ms. */
    public static RunResult openLoop(RunResult run, OpenLoop schedule) {
        List<OperationResult> ops = run.operations().stream().map(ResultSamples::withResponse).toList();
        return run.toBuilder().operations(ops).total(withResponse(run.total())).openLoop(schedule).build();
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
