package org.iotbenchrunner.core.engine;

import java.time.Instant;
import java.util.List;
import java.util.Map;
import org.iotbenchrunner.core.config.OperationType;
import org.iotbenchrunner.core.result.HarnessUsage;
import org.iotbenchrunner.core.result.OpenLoop;
import org.iotbenchrunner.core.result.OperationResult;
import org.iotbenchrunner.core.result.PlannedWork;
import org.iotbenchrunner.core.result.Verification;

/**
 * What the engine measured in one run. {@code verification} is null when answers were not verified;
 * {@code rawBytesWritten} is the raw size of every row written successfully, warm-up included (see
 * {@link org.iotbenchrunner.core.result.DiskFootprint}); {@code openLoop} is null in closed loop;
 * {@code planned} is what the run set out to measure; {@code writeCounts}, summed over clients, how they wrote where
 * the database has several ways (empty otherwise).
 */
public record Measurement(Instant startedAt, Instant finishedAt, double elapsedSeconds, double schemaSeconds,
        boolean timedOut, double completedFraction, List<OperationResult> operations, OperationResult total,
        HarnessUsage harness, String serverVersion, Verification verification, long rawBytesWritten,
        OpenLoop openLoop, PlannedWork planned, Map<String, Long> writeCounts) {

    /** The result of one operation type; throws when the run did not include it. */
    public OperationResult operation(OperationType type) {
        return operations.stream().filter(o -> o.operation().equals(type.reportName())).findFirst().orElseThrow();
    }
}
