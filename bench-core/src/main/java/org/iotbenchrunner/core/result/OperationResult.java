package org.iotbenchrunner.core.result;

import com.fasterxml.jackson.annotation.JsonInclude;
import java.util.List;

/**
 * Counts and latency of one operation type over a run. Throughput is ok points over the whole run's elapsed
 * time, as iot-benchmark defines it. {@code histogram} is the HdrHistogram of latencies in microseconds,
 * compressed and Base64-encoded, so that later tools can merge runs exactly. With {@code --verify},
 * {@code verifiedOperations} successful queries were checked against their expected answers,
 * {@code mismatches} of them differed (they still count as ok operations), and {@code mismatchExamples} keeps
 * the first few. {@code latencyMs} is service time (each operation's begin to end); only open-loop runs
 * ({@code --rate}) have {@code responseMs} and {@code responseHistogram}, the response time from each
 * operation's intended start (its slot in the schedule), which also counts the time it waited behind a
 * backlog; their {@code slowestThread} is 0 (not defined for response times). Both are absent from closed-loop
 * results. {@code values} is what the value check found (null unless values were checked). {@code failedLatencyMs}
 * is the latency of the failed operations, kept apart from the successful ones' (a query that failed after a
 * 300 s timeout is in no other histogram), encoded as {@code failedHistogram} so that shards merge it exactly; both
 * absent when nothing failed. The run's total has {@code intervalLog}: the
 * HdrHistogram interval log (HistogramLogWriter's text) of its successful operations in one-second intervals, and
 * {@code firstMs}: the latencies of the first {@link #FIRST_OPERATIONS} successful operations, in the order they
 * ended (after a cold restart, the cold ones).
 */
public record OperationResult(String operation, long okOperations, long failedOperations, long okPoints,
        long failedPoints, double throughput, LatencySummary latencyMs, List<String> errors, String histogram,
        long verifiedOperations, long mismatches, List<Mismatch> mismatchExamples,
        @JsonInclude(JsonInclude.Include.NON_NULL) LatencySummary responseMs,
        @JsonInclude(JsonInclude.Include.NON_NULL) String responseHistogram, ValueVerification values,
        @JsonInclude(JsonInclude.Include.NON_NULL) LatencySummary failedLatencyMs,
        @JsonInclude(JsonInclude.Include.NON_NULL) String intervalLog,
        @JsonInclude(JsonInclude.Include.NON_NULL) List<Double> firstMs,
        @JsonInclude(JsonInclude.Include.NON_NULL) String failedHistogram) {

    public static final int MAX_MISMATCH_EXAMPLES = 5;
    public static final int FIRST_OPERATIONS = 10;

    public OperationResult(String operation, long okOperations, long failedOperations, long okPoints,
            long failedPoints, double throughput, LatencySummary latencyMs, List<String> errors, String histogram,
            long verifiedOperations, long mismatches, List<Mismatch> mismatchExamples, LatencySummary responseMs,
            String responseHistogram, ValueVerification values, LatencySummary failedLatencyMs, String intervalLog,
            List<Double> firstMs) {
        this(operation, okOperations, failedOperations, okPoints, failedPoints, throughput, latencyMs, errors,
                histogram, verifiedOperations, mismatches, mismatchExamples, responseMs, responseHistogram, values,
                failedLatencyMs, intervalLog, firstMs, null);
    }

    public OperationResult {
        errors = errors == null ? List.of() : errors;
        mismatchExamples = mismatchExamples == null ? List.of() : mismatchExamples;
    }

    public OperationResult(String operation, long okOperations, long failedOperations, long okPoints,
            long failedPoints, double throughput, LatencySummary latencyMs, List<String> errors, String histogram,
            long verifiedOperations, long mismatches, List<Mismatch> mismatchExamples, LatencySummary responseMs,
            String responseHistogram, ValueVerification values) {
        this(operation, okOperations, failedOperations, okPoints, failedPoints, throughput, latencyMs, errors,
                histogram, verifiedOperations, mismatches, mismatchExamples, responseMs, responseHistogram, values,
                null, null, null);
    }

    /** A closed-loop result without a value check. */
    public OperationResult(String operation, long okOperations, long failedOperations, long okPoints,
            long failedPoints, double throughput, LatencySummary latencyMs, List<String> errors, String histogram,
            long verifiedOperations, long mismatches, List<Mismatch> mismatchExamples) {
        this(operation, okOperations, failedOperations, okPoints, failedPoints, throughput, latencyMs, errors,
                histogram, verifiedOperations, mismatches, mismatchExamples, null, null, null);
    }

    public OperationResult withValues(ValueVerification checked) {
        return new OperationResult(operation, okOperations, failedOperations, okPoints, failedPoints, throughput,
                latencyMs, errors, histogram, verifiedOperations, mismatches, mismatchExamples, responseMs,
                responseHistogram, checked, failedLatencyMs, intervalLog, firstMs, failedHistogram);
    }

    /** The run's total with its interval log and its first operations' latencies. */
    public OperationResult withTimeline(String log, List<Double> first) {
        return new OperationResult(operation, okOperations, failedOperations, okPoints, failedPoints, throughput,
                latencyMs, errors, histogram, verifiedOperations, mismatches, mismatchExamples, responseMs,
                responseHistogram, values, failedLatencyMs, log, List.copyOf(first), failedHistogram);
    }
}
