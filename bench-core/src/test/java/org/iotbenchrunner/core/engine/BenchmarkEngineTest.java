package org.iotbenchrunner.core.engine;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.atomic.AtomicLong;
import org.iotbenchrunner.core.config.BenchmarkConfig;
import org.iotbenchrunner.core.config.ConfigLayers;
import org.iotbenchrunner.core.config.OperationType;
import org.iotbenchrunner.core.config.Scale;
import org.iotbenchrunner.core.query.Query;
import org.iotbenchrunner.core.result.OperationResult;
import org.iotbenchrunner.core.spi.DatabaseBinding;
import org.iotbenchrunner.core.spi.DatabaseClient;
import org.iotbenchrunner.core.spi.Endpoint;
import org.iotbenchrunner.core.workload.Batch;
import org.iotbenchrunner.core.workload.DeviceSchema;
import org.junit.jupiter.api.Test;

/** Engine bookkeeping against an in-memory stand-in; real databases are covered by each module's IT. */
class BenchmarkEngineTest {
    private static final Endpoint NOWHERE = new Endpoint("127.0.0.1", 1, "u", "p", "test", null);

    /** Accepts writes, fails every third one, answers each range query with 7 points. */
    static final class CountingBinding implements DatabaseBinding {
        final AtomicLong writes = new AtomicLong();
        final List<String> calls = new ArrayList<>();
        long sleepMillis;

        public String id() {
            return "counting";
        }

        public String displayName() {
            return "Counting";
        }

        public Set<OperationType> supportedOperations() {
            return EnumSet.of(OperationType.INGESTION, OperationType.TIME_RANGE);
        }

        public Map<String, String> clientInfo(BenchmarkConfig config) {
            return Map.of();
        }

        public DatabaseClient open(Endpoint endpoint, BenchmarkConfig config) {
            return new DatabaseClient() {
                public void cleanup() {
                    synchronized (calls) {
                        calls.add("cleanup");
                    }
                }

                public void registerSchema(List<DeviceSchema> devices) {
                    synchronized (calls) {
                        calls.add("schema " + devices.size());
                    }
                }

                public void insert(Batch batch) throws InterruptedException {
                    Thread.sleep(sleepMillis);
                    if (writes.incrementAndGet() % 3 == 0) {
                        throw new IllegalStateException("disk full\nsecond line");
                    }
                }

                public long rangeQuery(Query.RangeQuery q) {
                    return 7;
                }

                public String serverVersion() {
                    return "Counting 1.0";
                }

                public void close() {
                }
            };
        }
    }

    private static BenchmarkConfig config(String... sets) {
        ConfigLayers layers = new ConfigLayers().scale(Scale.TINY).assignment("INIT_WAIT_TIME=0");
        for (String s : sets) {
            layers.assignment(s);
        }
        return layers.build();
    }

    @Test
    void countsOkAndFailedWritesWithTheirPoints() throws Exception {
        CountingBinding binding = new CountingBinding();
        List<Progress> progress = new ArrayList<>();
        Measurement m = new BenchmarkEngine(binding, NOWHERE).run(config(), progress::add);
        OperationResult ingestion = m.operations().get(0);
        long batches = 4 * 20;
        assertThat(ingestion.okOperations() + ingestion.failedOperations()).isEqualTo(batches);
        assertThat(ingestion.failedOperations()).isEqualTo(batches / 3);
        assertThat(ingestion.okPoints()).isEqualTo(ingestion.okOperations() * 10 * 4);
        assertThat(ingestion.failedPoints()).isEqualTo(ingestion.failedOperations() * 10 * 4);
        assertThat(ingestion.errors()).containsExactly("IllegalStateException: disk full");
        assertThat(ingestion.throughput()).isEqualTo(ingestion.okPoints() / m.elapsedSeconds());
        assertThat(m.total().okOperations()).isEqualTo(ingestion.okOperations());
        assertThat(m.completedFraction()).isEqualTo(1.0);
        assertThat(m.timedOut()).isFalse();
        assertThat(binding.calls).containsExactly("cleanup", "schema 4");
        assertThat(progress).last().extracting(Progress::doneLoops).isEqualTo(40L);
        assertThat(m.serverVersion()).isEqualTo("Counting 1.0");
    }

    @Test
    void queriesCountReturnedPointsAndSkipSchema() throws Exception {
        CountingBinding binding = new CountingBinding();
        Measurement m = new BenchmarkEngine(binding, NOWHERE).run(config("OPERATION_PROPORTION=0:0:1"),
                ProgressListener.NONE);
        assertThat(m.operations()).extracting(OperationResult::operation).containsExactly("TIME_RANGE");
        assertThat(m.total().okOperations()).isEqualTo(40);
        assertThat(m.total().okPoints()).isEqualTo(280);
        assertThat(binding.calls).isEmpty();
    }

    @Test
    void testMaxTimeStopsTheRunAndMarksItTimedOut() throws Exception {
        CountingBinding binding = new CountingBinding();
        binding.sleepMillis = 20;
        Measurement m = new BenchmarkEngine(binding, NOWHERE).run(config("TEST_MAX_TIME=200"), ProgressListener.NONE);
        assertThat(m.timedOut()).isTrue();
        assertThat(m.completedFraction()).isGreaterThan(0).isLessThan(1);
    }

    @Test
    void unsupportedOperationsAreRejectedBeforeAnythingRuns() {
        CountingBinding binding = new CountingBinding();
        assertThatThrownBy(() -> new BenchmarkEngine(binding, NOWHERE).run(config("OPERATION_PROPORTION=1:0:0:0:1"),
                ProgressListener.NONE)).hasMessageStartingWith("OPERATION_PROPORTION asks for [AGG_RANGE], which "
                        + "counting does not support");
        assertThat(binding.calls).isEmpty();
    }
}
