package org.iotbenchrunner.core.result;

import java.util.List;

/**
 * Counts and latency of one operation type over a run. Throughput is ok points over the whole run's elapsed
 * time, as iot-benchmark defines it. {@code histogram} is the HdrHistogram of latencies in microseconds,
 * compressed and Base64-encoded, so that later tools can merge runs exactly.
 */
public record OperationResult(String operation, long okOperations, long failedOperations, long okPoints,
        long failedPoints, double throughput, LatencySummary latencyMs, List<String> errors, String histogram) {
}
