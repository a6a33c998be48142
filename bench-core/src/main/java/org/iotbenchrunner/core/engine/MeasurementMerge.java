package org.iotbenchrunner.core.engine;

import java.time.Duration;
import java.time.Instant;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.TreeMap;
import java.util.function.Function;
import org.iotbenchrunner.core.config.OperationType;
import org.iotbenchrunner.core.result.HarnessUsage;
import org.iotbenchrunner.core.result.OpenLoop;
import org.iotbenchrunner.core.result.OperationResult;
import org.iotbenchrunner.core.result.PlannedWork;
import org.iotbenchrunner.core.result.Verification;

/**
 * The measurements of a run's client shards as one, exactly: the measured window from the earliest shard's start
 * (the start barrier's release) to the last shard's end, each operation merged by {@link OperationMerge} over that
 * window, interval logs by {@link IntervalLogMerge}, counts summed. Nothing is estimated: what only a shard that did
 * not report knew is missing, and {@code completedFraction} (given by the caller, who knows each shard's share)
 * says how much. The first operations' latencies of several processes have no common order and are left out.
 */
public final class MeasurementMerge {
    private MeasurementMerge() {
    }

    /**
     * {@code reported}: the measurements of the shards that reported (at least one); {@code schemaSeconds}: what the
     * coordinator's schema took; {@code completedFraction}: the loops done of the whole run's planned loops;
     * {@code planned}: the whole run's planned work (the shards' plans together, reported or not).
     */
    public static Measurement merge(List<Measurement> reported, double schemaSeconds, double completedFraction,
            PlannedWork planned) {
        if (reported.isEmpty()) {
            throw new IllegalArgumentException("no shard reported: nothing to merge");
        }
        Instant start = reported.stream().map(Measurement::startedAt).min(Comparator.naturalOrder()).orElseThrow();
        Instant end = reported.stream().map(Measurement::finishedAt).max(Comparator.naturalOrder()).orElseThrow();
        double elapsed = Duration.between(start, end).toNanos() / 1e9;
        List<OperationResult> operations = new java.util.ArrayList<>();
        for (OperationType type : OperationType.values()) {
            List<OperationResult> parts = reported.stream().flatMap(m -> m.operations().stream())
                    .filter(o -> o.operation().equals(type.reportName())).toList();
            if (!parts.isEmpty()) {
                operations.add(OperationMerge.merge(type.reportName(), parts, elapsed));
            }
        }
        OperationResult total = OperationMerge.merge("TOTAL", each(reported, Measurement::total), elapsed);
        total = new OperationResult(total.operation(), total.okOperations(), total.failedOperations(),
                total.okPoints(), total.failedPoints(), total.throughput(), total.latencyMs(), total.errors(),
                total.histogram(), total.verifiedOperations(), total.mismatches(), total.mismatchExamples(),
                total.responseMs(), total.responseHistogram(), total.values(), total.failedLatencyMs(),
                IntervalLogMerge.merge(each(reported, m -> m.total().intervalLog())), null, total.failedHistogram());
        return new Measurement(start, end, elapsed, schemaSeconds, reported.stream().anyMatch(Measurement::timedOut),
                completedFraction, operations, total, harness(reported, elapsed, total.okPoints()),
                reported.stream().map(Measurement::serverVersion).filter(Objects::nonNull).findFirst().orElse(null),
                verification(each(reported, Measurement::verification)),
                reported.stream().mapToLong(Measurement::rawBytesWritten).sum(),
                openLoop(each(reported, Measurement::openLoop)), planned,
                writeCounts(reported));
    }

    private static <T> List<T> each(List<Measurement> reported, Function<Measurement, T> part) {
        return reported.stream().map(part).toList();
    }

    /** The shards' harness processes together: CPU and heaps added, the CPU share over the merged window. */
    static HarnessUsage harness(List<Measurement> reported, double elapsed, long okPoints) {
        List<HarnessUsage> parts = each(reported, Measurement::harness);
        if (parts.stream().anyMatch(Objects::isNull)) {
            return null;
        }
        double cpu = parts.stream().mapToDouble(HarnessUsage::cpuSeconds).sum();
        boolean perPoint = parts.stream().allMatch(p -> p.cpuNanosPerPoint() != null) && okPoints > 0;
        return new HarnessUsage(cpu, elapsed > 0 ? cpu / elapsed * 100 : 0, perPoint ? cpu * 1e9 / okPoints : null,
                parts.get(0).generation(), sumOrNull(parts, HarnessUsage::generationCpuSeconds),
                parts.stream().map(HarnessUsage::pregenerationSeconds).filter(Objects::nonNull)
                        .max(Comparator.naturalOrder()).orElse(null),
                longSumOrNull(parts, HarnessUsage::peakHeapBytes), longSumOrNull(parts, HarnessUsage::maxHeapBytes),
                sumOrNull(parts, HarnessUsage::gcSeconds), longSumOrNull(parts, HarnessUsage::gcCount));
    }

    private static Double sumOrNull(List<HarnessUsage> parts, Function<HarnessUsage, Double> value) {
        return parts.stream().anyMatch(p -> value.apply(p) == null) ? null
                : parts.stream().mapToDouble(p -> value.apply(p)).sum();
    }

    private static Long longSumOrNull(List<HarnessUsage> parts, Function<HarnessUsage, Long> value) {
        return parts.stream().anyMatch(p -> value.apply(p) == null) ? null
                : parts.stream().mapToLong(p -> value.apply(p)).sum();
    }

    /** Counts added; the checks ran in parallel, so their time is the longest shard's. */
    static Verification verification(List<Verification> parts) {
        if (parts.stream().anyMatch(Objects::isNull)) {
            return null;
        }
        Verification first = parts.get(0);
        return new Verification(first.covers(), first.baselineRowsPerDevice(),
                parts.stream().mapToLong(Verification::verifiedOperations).sum(),
                parts.stream().mapToLong(Verification::mismatches).sum(),
                parts.stream().mapToDouble(Verification::seconds).max().orElse(0), first.valueQueryLimit(),
                parts.stream().mapToLong(Verification::valuesVerified).sum(),
                parts.stream().mapToLong(Verification::valueMismatches).sum(),
                parts.stream().mapToLong(Verification::valuesNotChecked).sum(),
                parts.stream().mapToDouble(Verification::valueSeconds).max().orElse(0));
    }

    /** The achieved rates are sums over clients already; lags are the largest of all clients'. */
    static OpenLoop openLoop(List<OpenLoop> parts) {
        if (parts.stream().anyMatch(Objects::isNull)) {
            return null;
        }
        return OpenLoop.of(parts.get(0).requestedOpsPerSecond(),
                parts.stream().mapToDouble(OpenLoop::achievedOpsPerSecond).sum(),
                parts.stream().mapToDouble(OpenLoop::endLagMs).max().orElse(0),
                parts.stream().mapToDouble(OpenLoop::maxLagMs).max().orElse(0));
    }

    private static Map<String, Long> writeCounts(List<Measurement> reported) {
        Map<String, Long> sum = new TreeMap<>();
        reported.forEach(m -> m.writeCounts().forEach((name, n) -> sum.merge(name, n, Long::sum)));
        return sum;
    }
}
