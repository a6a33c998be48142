package org.iotbenchrunner.core.engine;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.HdrHistogram.Histogram;
import org.iotbenchrunner.core.result.OperationResult;
import org.iotbenchrunner.core.result.PlannedWork;
import org.junit.jupiter.api.Test;

/** Shards' measurements merge exactly: every quantile is that of all recorded latencies in one histogram. */
class MeasurementMergeTest {
    private static final Instant T0 = Instant.parse("2026-01-01T00:00:00Z");

    /** A shard's INGESTION result over {@code values} (µs), {@code failed} of its operations failed. */
    private static OperationResult result(String name, long[] values, long[] failed, double elapsed) {
        Histogram ok = new Histogram(3);
        Histogram bad = new Histogram(3);
        long sum = 0;
        for (long v : values) {
            ok.recordValue(v);
            sum += v * 1000;
        }
        long failedSum = 0;
        for (long v : failed) {
            bad.recordValue(v);
            failedSum += v * 1000;
        }
        double slowest = sum / 1e6;
        return new OperationResult(name, values.length, failed.length, values.length * 100L, failed.length * 100L,
                values.length * 100L / elapsed, ResultAggregator.summary(ok, sum, values.length, slowest),
                List.of("E" + values.length), ResultAggregator.encode(ok), 0, 0, List.of(), null, null, null,
                failed.length == 0 ? null : ResultAggregator.summary(bad, failedSum, failed.length, 0), null, null,
                failed.length == 0 ? null : ResultAggregator.encode(bad));
    }

    private static Measurement shard(long[] values, long[] failed, long startMs, long endMs) {
        double elapsed = (endMs - startMs) / 1000.0;
        OperationResult op = result("INGESTION", values, failed, elapsed);
        OperationResult total = result("TOTAL", values, failed, elapsed);
        return new Measurement(T0.plusMillis(startMs), T0.plusMillis(endMs), elapsed, 0, false, 1, List.of(op),
                total, null, "v1", null, values.length * 10L, null, new PlannedWork((long) values.length, null),
                Map.of("rows", (long) values.length));
    }

    private static long[] latencies(Random random, int n, double scale) {
        long[] out = new long[n];
        for (int i = 0; i < n; i++) {
            out[i] = 1 + (long) Math.exp(random.nextGaussian() * 1.5 + Math.log(scale));
        }
        return out;
    }

    @Test
    void everyQuantileIsThatOfTheUnionOfTheShardsLatencies() {
        Random random = new Random(28);
        List<Measurement> shards = new ArrayList<>();
        Histogram union = new Histogram(3);
        Histogram failedUnion = new Histogram(3);
        long ok = 0;
        for (int s = 0; s < 4; s++) {
            long[] values = latencies(random, 5_000 + 1_000 * s, 200 * (s + 1));
            long[] failed = latencies(random, 10 * s, 50_000);
            for (long v : values) {
                union.recordValue(v);
            }
            for (long v : failed) {
                failedUnion.recordValue(v);
            }
            ok += values.length;
            shards.add(shard(values, failed, 10 * s, 2_000 + 100 * s));
        }
        Measurement merged = MeasurementMerge.merge(shards, 0.5, 1, new PlannedWork(ok, null));

        Histogram mergedHistogram = OperationMerge.decode(merged.total().histogram());
        for (double p : new double[]{0, 1, 10, 25, 50, 75, 90, 95, 99, 99.9, 99.99, 100}) {
            assertThat(mergedHistogram.getValueAtPercentile(p)).as("P" + p)
                    .isEqualTo(union.getValueAtPercentile(p));
        }
        assertThat(merged.total().latencyMs().p99()).isEqualTo(union.getValueAtPercentile(99) / 1000.0);
        assertThat(merged.operation(org.iotbenchrunner.core.config.OperationType.INGESTION).latencyMs().p999())
                .isEqualTo(union.getValueAtPercentile(99.9) / 1000.0);
        assertThat(merged.total().latencyMs().max()).isEqualTo(union.getMaxValue() / 1000.0);
        assertThat(OperationMerge.decode(merged.total().failedHistogram()).getValueAtPercentile(99))
                .isEqualTo(failedUnion.getValueAtPercentile(99));
        assertThat(merged.total().failedLatencyMs().p50()).isEqualTo(failedUnion.getValueAtPercentile(50) / 1000.0);
        assertThat(merged.total().okOperations()).isEqualTo(ok).isEqualTo(union.getTotalCount());
        assertThat(merged.total().failedOperations()).isEqualTo(failedUnion.getTotalCount());
    }

    @Test
    void theWindowRunsFromTheFirstStartToTheLastEndAndCountsAdd() {
        Random random = new Random(3);
        Measurement a = shard(latencies(random, 100, 100), new long[0], 0, 1_000);
        Measurement b = shard(latencies(random, 300, 100), new long[0], 20, 1_500);
        Measurement merged = MeasurementMerge.merge(List.of(a, b), 0.25, 0.75, new PlannedWork(400L, null));
        assertThat(merged.elapsedSeconds()).isEqualTo(1.5);
        assertThat(merged.startedAt()).isEqualTo(T0);
        assertThat(merged.total().okPoints()).isEqualTo(40_000);
        assertThat(merged.total().throughput()).isEqualTo(40_000 / 1.5);
        assertThat(merged.total().latencyMs().slowestThread())
                .isEqualTo(Math.max(a.total().latencyMs().slowestThread(), b.total().latencyMs().slowestThread()));
        double mean = (a.total().latencyMs().avg() * 100 + b.total().latencyMs().avg() * 300) / 400;
        assertThat(merged.total().latencyMs().avg()).isCloseTo(mean, org.assertj.core.data.Offset.offset(1e-9));
        assertThat(merged.total().errors()).containsExactly("E100", "E300");
        assertThat(merged.writeCounts()).isEqualTo(Map.of("rows", 400L));
        assertThat(merged.rawBytesWritten()).isEqualTo(4_000);
        assertThat(merged.completedFraction()).isEqualTo(0.75);
        assertThat(merged.schemaSeconds()).isEqualTo(0.25);
        assertThat(merged.total().firstMs()).as("no common order across processes").isNull();
    }
}
