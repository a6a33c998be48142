package org.iotbenchrunner.core.engine;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;
import static org.iotbenchrunner.core.engine.FakeClock.ms;

import java.nio.ByteBuffer;
import java.util.Base64;
import java.util.EnumMap;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.HdrHistogram.Histogram;
import org.iotbenchrunner.core.config.BenchmarkConfig;
import org.iotbenchrunner.core.config.ConfigLayers;
import org.iotbenchrunner.core.config.OperationType;
import org.iotbenchrunner.core.config.Scale;
import org.iotbenchrunner.core.query.Query;
import org.iotbenchrunner.core.result.LatencySummary;
import org.iotbenchrunner.core.result.OperationResult;
import org.iotbenchrunner.core.spi.DatabaseBinding;
import org.iotbenchrunner.core.spi.DatabaseClient;
import org.iotbenchrunner.core.spi.RowSink;
import org.iotbenchrunner.core.spi.Endpoint;
import org.iotbenchrunner.core.workload.Batch;
import org.iotbenchrunner.core.workload.DeviceSchema;
import org.junit.jupiter.api.Test;

/**
 * The engine in open loop, with one client on a fake clock that only the database's service times and the
 * schedule's waits move: every latency below is exact. The coordinated-omission demonstration with a stall
 * runs on the noop database (bench-noop's OpenLoopNoopTest).
 */
class OpenLoopEngineTest {
    private static final Endpoint NOWHERE = new Endpoint("127.0.0.1", 1, "u", "p", "test", null);

    /** Writes and range queries that each take {@code serviceMs} of the fake clock. */
    record TimedBinding(FakeClock clock, double serviceMs) implements DatabaseBinding {
        public String id() {
            return "timed";
        }

        public String displayName() {
            return "Timed";
        }

        public Map<OperationType, String> unsupportedOperations() {
            Map<OperationType, String> unsupported = new EnumMap<>(OperationType.class);
            EnumSet.complementOf(EnumSet.of(OperationType.INGESTION, OperationType.TIME_RANGE))
                    .forEach(op -> unsupported.put(op, "not in this test"));
            return unsupported;
        }

        public Map<String, String> clientInfo(BenchmarkConfig config) {
            return Map.of();
        }

        public DatabaseClient open(Endpoint endpoint, BenchmarkConfig config) {
            return new DatabaseClient() {
                public void cleanup() {
                }

                public void registerSchema(List<DeviceSchema> devices) {
                }

                public void insert(Batch batch) {
                    clock.advance(ms(serviceMs));
                }

                public void query(Query q, RowSink sink) {
                    clock.advance(ms(serviceMs));
                    Points.emit(sink, 7);
                }

                public String serverVersion() {
                    return "Timed 1.0";
                }

                public void close() {
                }
            };
        }
    }

    /** One client with 4 devices, half write loops (4 batches each) and half range queries. */
    private static BenchmarkConfig mixed(int loop) {
        return new ConfigLayers().scale(Scale.TINY).assignment("INIT_WAIT_TIME=0").assignment("DATA_CLIENT_NUMBER=1")
                .assignment("CLIENT_NUMBER=1").assignment("OPERATION_PROPORTION=1:0:1").assignment("LOOP=" + loop)
                .build();
    }

    @Test
    void onScheduleResponseTimeEqualsServiceTimeForEveryOperationType() throws Exception {
        FakeClock clock = new FakeClock(ms(1_000));
        Measurement m = new BenchmarkEngine(new TimedBinding(clock, 2), NOWHERE, clock)
                .run(mixed(40), ProgressListener.NONE, RunOptions.DEFAULT.withRate(100));
        assertThat(m.operations()).extracting(OperationResult::operation).containsExactly("INGESTION", "TIME_RANGE");
        for (OperationResult op : concat(m.operations(), m.total())) {
            assertThat(op.responseMs()).as(op.operation()).isNotNull();
            assertThat(op.responseMs().p50()).isEqualTo(op.latencyMs().p50()).isEqualTo(2.0);
            assertThat(op.responseMs().max()).isEqualTo(op.latencyMs().max());
            assertThat(op.responseMs().avg()).isCloseTo(2.0, within(1e-9));
            assertThat(decode(op.responseHistogram()).getTotalCount()).isEqualTo(op.okOperations());
            assertThat(decode(op.histogram()).getTotalCount()).isEqualTo(op.okOperations());
        }
        OperationResult ingestion = m.operations().get(0);
        OperationResult range = m.operations().get(1);
        assertThat(ingestion.okOperations() % 4).as("one operation per write batch").isZero();
        assertThat(m.total().okOperations()).isEqualTo(ingestion.okOperations() + range.okOperations());
        // One slot per batch or query, every 10 ms: the last one starts at (n - 1) x 10 ms and takes 2 ms.
        assertThat(m.elapsedSeconds()).isCloseTo((m.total().okOperations() - 1) * 0.010 + 0.002, within(1e-9));
        assertThat(m.openLoop().achievedOpsPerSecond()).isCloseTo(100, within(1e-9));
        assertThat(m.openLoop().requestedOpsPerSecond()).isEqualTo(100);
        assertThat(m.openLoop().maxLagMs()).isZero();
        assertThat(m.openLoop().behindSchedule()).isFalse();
    }

    @Test
    void aDatabaseSlowerThanTheRateFallsBehindAndItsResponseTimesGrow() throws Exception {
        FakeClock clock = new FakeClock(ms(1_000));
        Measurement m = new BenchmarkEngine(new TimedBinding(clock, 15), NOWHERE, clock)
                .run(mixed(40), ProgressListener.NONE, RunOptions.DEFAULT.withRate(100));
        long n = m.total().okOperations();
        LatencySummary service = m.total().latencyMs();
        LatencySummary response = m.total().responseMs();
        assertThat(service.max()).isCloseTo(15.0, within(0.015));
        // Operation k starts at 15k ms, intended at 10k ms: its response time is 5k + 15 ms.
        assertThat(response.max()).isCloseTo(5 * (n - 1) + 15, within(0.001 * (5 * n + 15)));
        assertThat(response.avg()).isCloseTo(2.5 * (n - 1) + 15, within(1e-6));
        assertThat(m.openLoop().achievedOpsPerSecond()).isCloseTo(n / (0.015 * (n - 1) + 0.010), within(1e-6));
        assertThat(m.openLoop().endLagMs()).isCloseTo(5.0 * (n - 1), within(1e-6));
        assertThat(m.openLoop().behindSchedule()).isTrue();
    }

    @Test
    void closedLoopResultsHaveNoResponseTimesAndTheWarmUpIsNotScheduled() throws Exception {
        FakeClock clock = new FakeClock(ms(1_000));
        Measurement closed = new BenchmarkEngine(new TimedBinding(clock, 2), NOWHERE, clock)
                .run(mixed(10), ProgressListener.NONE);
        assertThat(closed.openLoop()).isNull();
        assertThat(concat(closed.operations(), closed.total())).allSatisfy(op -> {
            assertThat(op.responseMs()).isNull();
            assertThat(op.responseHistogram()).isNull();
        });

        Measurement warmed = new BenchmarkEngine(new TimedBinding(clock, 2), NOWHERE, clock)
                .run(mixed(40), ProgressListener.NONE, RunOptions.DEFAULT.withWarmup(10).withRate(100));
        assertThat(decode(warmed.total().responseHistogram()).getTotalCount())
                .isEqualTo(warmed.total().okOperations());
        assertThat(warmed.openLoop().maxLagMs()).as("the schedule starts after the warm-up").isZero();
    }

    private static List<OperationResult> concat(List<OperationResult> ops, OperationResult total) {
        return java.util.stream.Stream.concat(ops.stream(), java.util.stream.Stream.of(total)).toList();
    }

    private static Histogram decode(String base64) throws Exception {
        return Histogram.decodeFromCompressedByteBuffer(ByteBuffer.wrap(Base64.getDecoder().decode(base64)), 0);
    }
}
