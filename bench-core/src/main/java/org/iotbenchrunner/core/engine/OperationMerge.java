package org.iotbenchrunner.core.engine;

import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import java.util.function.Function;
import org.HdrHistogram.Histogram;
import org.iotbenchrunner.core.result.LatencySummary;
import org.iotbenchrunner.core.result.Mismatch;
import org.iotbenchrunner.core.result.OperationResult;
import org.iotbenchrunner.core.result.ValueVerification;

/**
 * One operation's results from several client shards as one: every encoded HdrHistogram (service, response and
 * failed latency) decoded and added, so every quantile is that of all recorded latencies together; counts, points
 * and latency sums added; the slowest thread the slowest of all; errors and examples united up to their bounds;
 * throughput the ok points over the merged window.
 */
final class OperationMerge {
    private OperationMerge() {
    }

    static OperationResult merge(String name, List<OperationResult> parts, double elapsedSeconds) {
        long ok = sum(parts, OperationResult::okOperations);
        long failed = sum(parts, OperationResult::failedOperations);
        long okPoints = sum(parts, OperationResult::okPoints);
        Histogram service = add(parts, OperationResult::histogram);
        Histogram response = add(parts, OperationResult::responseHistogram);
        Histogram failedLatency = add(parts, OperationResult::failedHistogram);
        boolean openLoop = parts.stream().anyMatch(p -> p.responseHistogram() != null);
        double slowest = parts.stream().mapToDouble(p -> p.latencyMs().slowestThread()).max().orElse(0);
        LatencySummary latency = ResultAggregator.summary(service, sumNanos(parts, OperationResult::latencyMs,
                OperationResult::okOperations), ok, slowest);
        LatencySummary responseMs = openLoop ? ResultAggregator.summary(response, sumNanos(parts,
                OperationResult::responseMs, OperationResult::okOperations), ok, 0) : null;
        LatencySummary failedMs = failed == 0 ? null : ResultAggregator.summary(failedLatency, sumNanos(parts,
                OperationResult::failedLatencyMs, OperationResult::failedOperations), failed, 0);
        ValueVerification values = parts.stream().map(OperationResult::values).filter(v -> v != null)
                .reduce(ValueVerification::plus).orElse(null);
        return new OperationResult(name, ok, failed, okPoints, sum(parts, OperationResult::failedPoints),
                elapsedSeconds > 0 ? okPoints / elapsedSeconds : 0, latency, united(parts), ResultAggregator.encode(
                        service), sum(parts, OperationResult::verifiedOperations),
                sum(parts, OperationResult::mismatches), examples(parts), responseMs,
                openLoop ? ResultAggregator.encode(response) : null, values, failedMs, null, null,
                failed == 0 ? null : ResultAggregator.encode(failedLatency));
    }

    /** The histogram {@code encoded} holds (Base64 of HdrHistogram's compressed form), or an empty one for null. */
    static Histogram decode(String encoded) {
        if (encoded == null) {
            return new Histogram(3);
        }
        try {
            return Histogram.decodeFromCompressedByteBuffer(ByteBuffer.wrap(Base64.getDecoder().decode(encoded)), 0);
        } catch (java.util.zip.DataFormatException e) {
            throw new IllegalArgumentException("an encoded histogram does not decode: " + e.getMessage(), e);
        }
    }

    private static Histogram add(List<OperationResult> parts, Function<OperationResult, String> encoded) {
        Histogram sum = new Histogram(3);
        parts.forEach(p -> sum.add(decode(encoded.apply(p))));
        return sum;
    }

    private static long sum(List<OperationResult> parts, java.util.function.ToLongFunction<OperationResult> count) {
        return parts.stream().mapToLong(count).sum();
    }

    /** The parts' latency sums in nanoseconds, from each one's mean and count. */
    private static long sumNanos(List<OperationResult> parts, Function<OperationResult, LatencySummary> summary,
            java.util.function.ToLongFunction<OperationResult> count) {
        double nanos = 0;
        for (OperationResult p : parts) {
            LatencySummary s = summary.apply(p);
            nanos += s == null ? 0 : s.avg() * 1e6 * count.applyAsLong(p);
        }
        return Math.round(nanos);
    }

    private static List<String> united(List<OperationResult> parts) {
        List<String> errors = new ArrayList<>();
        parts.stream().flatMap(p -> p.errors().stream())
                .filter(e -> !errors.contains(e) && errors.size() < OperationRecorder.MAX_ERRORS).forEach(errors::add);
        return List.copyOf(errors);
    }

    private static List<Mismatch> examples(List<OperationResult> parts) {
        return parts.stream().flatMap(p -> p.mismatchExamples().stream())
                .limit(OperationResult.MAX_MISMATCH_EXAMPLES).toList();
    }
}
