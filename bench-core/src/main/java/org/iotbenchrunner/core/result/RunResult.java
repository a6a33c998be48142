package org.iotbenchrunner.core.result;

import java.time.Instant;
import java.util.List;
import java.util.Map;

/**
 * One run of one scenario on one database: what was asked (config), what was done (operations) and what
 * failed. {@code completedFraction} is the share of planned client loops that ran (below 1 when timed out
 * or crashed). {@code total} aggregates all operations of the run.
 */
public record RunResult(int schemaVersion, String harnessVersion, RunStatus status, String error,
        String scenario, String scale, DatabaseInfo database, HostInfo host, Map<String, String> config,
        Instant startedAt, Instant finishedAt, double elapsedSeconds, double schemaSeconds,
        double completedFraction, List<OperationResult> operations, OperationResult total,
        ResourceUsage server, HarnessUsage harness) {

    public static final int SCHEMA_VERSION = 1;

    public long failedOperations() {
        return total == null ? 0 : total.failedOperations();
    }

    public RunResult withStatus(RunStatus newStatus, String newError) {
        return new RunResult(schemaVersion, harnessVersion, newStatus, newError, scenario, scale, database, host,
                config, startedAt, finishedAt, elapsedSeconds, schemaSeconds, completedFraction, operations, total,
                server, harness);
    }
}
