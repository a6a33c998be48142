package org.iotbenchrunner.noop;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.atomic.AtomicLong;
import org.iotbenchrunner.core.config.BenchmarkConfig;
import org.iotbenchrunner.core.config.ConfigLayers;
import org.iotbenchrunner.core.config.OperationType;
import org.iotbenchrunner.core.config.Scale;
import org.iotbenchrunner.core.engine.BenchmarkEngine;
import org.iotbenchrunner.core.engine.Measurement;
import org.iotbenchrunner.core.engine.PacingClock;
import org.iotbenchrunner.core.engine.ProgressListener;
import org.iotbenchrunner.core.engine.RunOptions;
import org.iotbenchrunner.core.query.Query;
import org.iotbenchrunner.core.result.LatencySummary;
import org.iotbenchrunner.core.spi.DatabaseBinding;
import org.iotbenchrunner.core.spi.DatabaseClient;
import org.iotbenchrunner.core.spi.RowSink;
import org.iotbenchrunner.core.spi.Endpoint;
import org.iotbenchrunner.core.workload.Batch;
import org.iotbenchrunner.core.workload.DeviceSchema;
import org.junit.jupiter.api.Test;

/**
 * The classic coordinated-omission demonstration on the noop database: one client, 200 range queries of 1 ms,
 * and one stall of 1 s at the 21st. Time is a fake clock moved only by the queries and the schedule's waits,
 * so every number below is exact on any machine.
 */
class CoordinatedOmissionTest {
    private static final long MS = 1_000_000;

    /** Moves only when a query runs or the schedule waits (a wait jumps to its deadline). */
    static final class FakeClock implements PacingClock {
        final AtomicLong now = new AtomicLong(10_000 * MS);

        public long nanoTime() {
            return now.get();
        }

        public void sleepUntil(long deadlineNanos) {
            now.accumulateAndGet(deadlineNanos, Math::max);
        }
    }

    /** The noop database whose queries take 1 ms of the fake clock, the 21st of them 1 s. */
    record StallingNoop(FakeClock clock, NoopBinding noop) implements DatabaseBinding {
        public String id() {
            return "stalling-noop";
        }

        public String displayName() {
            return "noop with a stall";
        }

        public Set<OperationType> supportedOperations() {
            return noop.supportedOperations();
        }

        public Map<String, String> clientInfo(BenchmarkConfig config) {
            return noop.clientInfo(config);
        }

        public DatabaseClient open(Endpoint endpoint, BenchmarkConfig config) {
            DatabaseClient inner = noop.open(endpoint, config);
            AtomicLong queries = new AtomicLong();
            return new DatabaseClient() {
                public void cleanup() {
                }

                public void registerSchema(List<DeviceSchema> devices) {
                }

                public void insert(Batch batch) throws Exception {
                    inner.insert(batch);
                }

                public void query(Query query, RowSink sink) throws Exception {
                    clock.now.addAndGet(queries.incrementAndGet() == 21 ? 1000 * MS : MS);
                    inner.query(query, sink);
                }

                public String serverVersion() throws Exception {
                    return inner.serverVersion();
                }

                public void close() {
                    inner.close();
                }
            };
        }
    }

    private static Measurement run(RunOptions options) throws Exception {
        BenchmarkConfig config = new ConfigLayers().scale(Scale.TINY).assignment("DATA_CLIENT_NUMBER=1")
                .assignment("CLIENT_NUMBER=1").assignment("OPERATION_PROPORTION=0:0:1").assignment("LOOP=200")
                .build();
        FakeClock clock = new FakeClock();
        return new BenchmarkEngine(new StallingNoop(clock, new NoopBinding()), (Endpoint) null, clock)
                .run(config, ProgressListener.NONE, options);
    }

    @Test
    void closedLoopHidesTheStall() throws Exception {
        Measurement m = run(RunOptions.DEFAULT);
        LatencySummary service = m.total().latencyMs();
        assertThat(service.p99()).isCloseTo(1, within(0.01));
        assertThat(service.max()).isCloseTo(1000, within(1.0));
        assertThat(m.total().responseMs()).isNull();
    }

    /**
     * At 100 queries/s, queries 22 to 131 were due during the stall and waited behind it: query k (0-based)
     * ends at 1180 - 9k ms after its intended start. Service time does not see that; response time does.
     */
    @Test
    void openLoopShowsTheStallInResponseTimeButNotInServiceTime() throws Exception {
        Measurement m = run(RunOptions.DEFAULT.withRate(100));
        LatencySummary service = m.total().latencyMs();
        LatencySummary response = m.total().responseMs();
        assertThat(m.total().okOperations()).isEqualTo(200);
        assertThat(service.p50()).isCloseTo(1, within(0.01));
        assertThat(service.p99()).isCloseTo(1, within(0.01));
        assertThat(service.max()).isCloseTo(1000, within(1.0));
        // Sorted response times: 89 of 1 ms, then 10, 19, ..., 991 ms (110 queries), then the stalled 1000 ms.
        assertThat(response.p50()).isCloseTo(100, within(0.1));
        assertThat(response.p90()).isCloseTo(820, within(1.0));
        assertThat(response.max()).isCloseTo(1000, within(1.0));
        // Averages: (199 x 1 + 1000) / 200 for service; (89 x 1 + 110 x (991 + 10) / 2 + 1000) / 200 for response.
        assertThat(service.avg()).isCloseTo(5.995, within(1e-9));
        assertThat(response.avg()).isCloseTo(280.72, within(1e-9));
        assertThat(m.openLoop().maxLagMs()).isEqualTo(990);
        assertThat(m.openLoop().endLagMs()).as("caught up before the end").isZero();
        assertThat(m.openLoop().achievedOpsPerSecond()).isCloseTo(100, within(1e-9));
        assertThat(m.openLoop().behindSchedule()).isFalse();
    }
}
