package org.iotbenchrunner.core.engine;

import java.time.Instant;
import java.util.List;
import org.iotbenchrunner.core.result.HarnessUsage;
import org.iotbenchrunner.core.result.OperationResult;

/** What the engine measured in one run. */
public record Measurement(Instant startedAt, Instant finishedAt, double elapsedSeconds, double schemaSeconds,
        boolean timedOut, double completedFraction, List<OperationResult> operations, OperationResult total,
        HarnessUsage harness, String serverVersion) {
}
