package org.iotbenchrunner.core.engine;

import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import org.HdrHistogram.Histogram;
import org.iotbenchrunner.core.config.OperationType;
import org.iotbenchrunner.core.result.LatencySummary;
import org.iotbenchrunner.core.result.OperationResult;

/** Merges every client's recorders into one result per operation type and one total. */
final class ResultAggregator {
    private final List<OperationResult> operations = new ArrayList<>();
    private final OperationResult total;

    /** {@code check} holds the verification counts, or is null when answers were not verified. */
    ResultAggregator(List<ClientRunner> runners, double elapsedSeconds, AnswerCheck check) {
        List<OperationRecorder> all = new ArrayList<>();
        List<Double> allSlowest = new ArrayList<>();
        AnswerCheck.Counts totalCounts = new AnswerCheck.Counts();
        for (OperationType op : OperationType.values()) {
            List<OperationRecorder> perClient = runners.stream()
                    .map(r -> r.recorders.get(op)).filter(r -> r != null).toList();
            if (!perClient.isEmpty()) {
                AnswerCheck.Counts counts = check == null ? new AnswerCheck.Counts() : check.of(op);
                operations.add(merge(op.reportName(), perClient, elapsedSeconds, slowest(perClient), counts));
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
                totalCounts);
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
            AnswerCheck.Counts verification) {
        Histogram histogram = new Histogram(3);
        long ok = 0, failed = 0, okPoints = 0, failedPoints = 0, sumNanos = 0;
        List<String> errors = new ArrayList<>();
        for (OperationRecorder r : parts) {
            histogram.add(r.latencyMicros);
            ok += r.okOperations;
            failed += r.failedOperations;
            okPoints += r.okPoints;
            failedPoints += r.failedPoints;
            sumNanos += r.latencySumNanos;
            r.errors.stream().filter(e -> !errors.contains(e) && errors.size() < OperationRecorder.MAX_ERRORS)
                    .forEach(errors::add);
        }
        LatencySummary latency = ok == 0 ? LatencySummary.EMPTY : new LatencySummary(
                sumNanos / 1e6 / ok, ms(histogram.getMinValue()), quantile(histogram, 10), quantile(histogram, 25),
                quantile(histogram, 50), quantile(histogram, 75), quantile(histogram, 90), quantile(histogram, 95),
                quantile(histogram, 99), quantile(histogram, 99.9), ms(histogram.getMaxValue()), slowest);
        return new OperationResult(name, ok, failed, okPoints, failedPoints, elapsed > 0 ? okPoints / elapsed : 0,
                latency, List.copyOf(errors), encode(histogram), verification.verified, verification.mismatches,
                List.copyOf(verification.examples));
    }

    private static double quantile(Histogram h, double percentile) {
        return ms(h.getValueAtPercentile(percentile));
    }

    private static double ms(long micros) {
        return micros / 1000.0;
    }

    private static String encode(Histogram histogram) {
        ByteBuffer buffer = ByteBuffer.allocate(histogram.getNeededByteBufferCapacity());
        int length = histogram.encodeIntoCompressedByteBuffer(buffer);
        return Base64.getEncoder().encodeToString(java.util.Arrays.copyOf(buffer.array(), length));
    }
}
