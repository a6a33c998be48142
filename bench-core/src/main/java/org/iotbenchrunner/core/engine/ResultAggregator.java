package org.iotbenchrunner.core.engine;

import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import org.HdrHistogram.Histogram;
import org.iotbenchrunner.core.config.OperationType;
import org.iotbenchrunner.core.result.LatencySummary;
import org.iotbenchrunner.core.result.OperationResult;

/**
 * Merges every client's recorders into one result per operation type and one total; in open loop also their
 * response times, into a second histogram and summary (service and response times are never mixed).
 */
final class ResultAggregator {
    private final List<OperationResult> operations = new ArrayList<>();
    private final OperationResult total;

    /**
     * {@code check} holds the verification counts, or is null when answers were not verified. With
     * {@code openLoop}, every result also carries the response-time summary and histogram.
     */
    ResultAggregator(List<ClientRunner> runners, double elapsedSeconds, AnswerCheck check, boolean openLoop) {
        List<OperationRecorder> all = new ArrayList<>();
        List<Double> allSlowest = new ArrayList<>();
        AnswerCheck.Counts totalCounts = new AnswerCheck.Counts();
        for (OperationType op : OperationType.values()) {
            List<OperationRecorder> perClient = runners.stream()
                    .map(r -> r.recorders.get(op)).filter(r -> r != null).toList();
            if (!perClient.isEmpty()) {
                AnswerCheck.Counts counts = check == null ? new AnswerCheck.Counts() : check.of(op);
                operations.add(merge(op.reportName(), perClient, elapsedSeconds, slowest(perClient), counts,
                        openLoop));
                all.addAll(perClient);
                totalCounts.verified += counts.verified;
                totalCounts.mismatches += counts.mismatches;
                counts.examples.stream().limit(OperationResult.MAX_MISMATCH_EXAMPLES - totalCounts.examples.size())
                        .forEach(totalCounts.examples::add);
            }
        }
        for (ClientRunner runner : runners) {
            allSlowest.add(runner.recorders.values().stream().mapToLong(r -> r.latencySumNanos).sum() / 1e6);
        }
        this.total = merge("TOTAL", all, elapsedSeconds, allSlowest.stream().mapToDouble(d -> d).max().orElse(0),
                totalCounts, openLoop);
    }

    List<OperationResult> operations() {
        return List.copyOf(operations);
    }

    OperationResult total() {
        return total;
    }

    private static double slowest(List<OperationRecorder> perClient) {
        return perClient.stream().mapToLong(r -> r.latencySumNanos).max().orElse(0) / 1e6;
    }

    private static OperationResult merge(String name, List<OperationRecorder> parts, double elapsed, double slowest,
            AnswerCheck.Counts verification, boolean openLoop) {
        Histogram histogram = new Histogram(3);
        Histogram response = new Histogram(3);
        Histogram failedLatency = new Histogram(3);
        long ok = 0, failed = 0, okPoints = 0, failedPoints = 0, sumNanos = 0, responseSumNanos = 0;
        long failedSumNanos = 0;
        List<String> errors = new ArrayList<>();
        for (OperationRecorder r : parts) {
            histogram.add(r.latencyMicros);
            ok += r.okOperations;
            failed += r.failedOperations;
            okPoints += r.okPoints;
            failedPoints += r.failedPoints;
            sumNanos += r.latencySumNanos;
            response.add(r.responseMicros);
            responseSumNanos += r.responseSumNanos;
            failedLatency.add(r.failedLatencyMicros);
            failedSumNanos += r.failedLatencySumNanos;
            r.errors.stream().filter(e -> !errors.contains(e) && errors.size() < OperationRecorder.MAX_ERRORS)
                    .forEach(errors::add);
        }
        LatencySummary latency = summary(histogram, sumNanos, ok, slowest);
        // Slowest thread (a client's total busy time) has no meaning for response times, which overlap.
        LatencySummary responseMs = openLoop ? summary(response, responseSumNanos, ok, 0) : null;
        return new OperationResult(name, ok, failed, okPoints, failedPoints, elapsed > 0 ? okPoints / elapsed : 0,
                latency, List.copyOf(errors), encode(histogram), verification.verified, verification.mismatches,
                List.copyOf(verification.examples), responseMs, openLoop ? encode(response) : null, null,
                failed == 0 ? null : summary(failedLatency, failedSumNanos, failed, 0), null, null,
                failed == 0 ? null : encode(failedLatency));
    }

    static LatencySummary summary(Histogram h, long sumNanos, long ok, double slowest) {
        return ok == 0 ? LatencySummary.EMPTY : new LatencySummary(sumNanos / 1e6 / ok, ms(h.getMinValue()),
                quantile(h, 10), quantile(h, 25), quantile(h, 50), quantile(h, 75), quantile(h, 90),
                quantile(h, 95), quantile(h, 99), quantile(h, 99.9), ms(h.getMaxValue()), slowest);
    }

    private static double quantile(Histogram h, double percentile) {
        return ms(h.getValueAtPercentile(percentile));
    }

    private static double ms(long micros) {
        return micros / 1000.0;
    }

    static String encode(Histogram histogram) {
        ByteBuffer buffer = ByteBuffer.allocate(histogram.getNeededByteBufferCapacity());
        int length = histogram.encodeIntoCompressedByteBuffer(buffer);
        return Base64.getEncoder().encodeToString(java.util.Arrays.copyOf(buffer.array(), length));
    }
}
