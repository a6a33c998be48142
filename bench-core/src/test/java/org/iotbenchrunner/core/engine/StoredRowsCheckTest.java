package org.iotbenchrunner.core.engine;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicBoolean;
import org.iotbenchrunner.core.config.BenchmarkConfig;
import org.iotbenchrunner.core.config.ConfigLayers;
import org.iotbenchrunner.core.config.Scale;
import org.iotbenchrunner.core.query.Query;
import org.iotbenchrunner.core.result.Mismatch;
import org.iotbenchrunner.core.result.Verification;
import org.iotbenchrunner.core.spi.DatabaseBinding;
import org.iotbenchrunner.core.spi.DatabaseClient;
import org.iotbenchrunner.core.spi.Endpoint;
import org.iotbenchrunner.core.spi.RepeatedTimestamps;
import org.iotbenchrunner.core.spi.RowSink;
import org.iotbenchrunner.core.workload.Batch;
import org.junit.jupiter.api.Test;

/** The stored-rows check of a write run, against an in-memory stand-in that counts what it keeps. */
class StoredRowsCheckTest {
    private static final Endpoint NOWHERE = new Endpoint("127.0.0.1", 1, "u", "p", "test", null);

    /** Keeps a row count per device; optionally acknowledges d_0's first batch without keeping it. */
    static class CountingStore extends InMemoryBinding {
        final Map<String, Long> rows = new ConcurrentHashMap<>();
        final AtomicBoolean loseFirstOfD0;

        CountingStore(boolean loseFirstOfD0) {
            super("counting-store");
            this.loseFirstOfD0 = new AtomicBoolean(loseFirstOfD0);
        }

        public DatabaseClient open(Endpoint endpoint, BenchmarkConfig config) {
            return new InMemoryClient() {
                @Override
                public void insert(Batch batch) {
                    if (batch.device().name().equals("d_0") && loseFirstOfD0.getAndSet(false)) {
                        return;
                    }
                    rows.merge(batch.device().name(), (long) batch.rowCount(), Long::sum);
                }

                @Override
                public void query(Query query, RowSink sink) {
                    String device = query.devices().get(0).name();
                    sink.row(device, Long.MIN_VALUE);
                    query.sensors().forEach(s -> sink.value(s.name(), rows.getOrDefault(device, 0L)));
                }
            };
        }
    }

    private static BenchmarkConfig tiny(String... sets) {
        ConfigLayers layers = new ConfigLayers().scale(Scale.TINY).assignment("INIT_WAIT_TIME=0")
                .assignment("OPERATION_PROPORTION=1:0:0:0:0:0:0:0:0:0:0:0:0");
        for (String s : sets) {
            layers.assignment(s);
        }
        return layers.build();
    }

    private static Measurement write(DatabaseBinding binding, BenchmarkConfig config) throws Exception {
        return new BenchmarkEngine(binding, NOWHERE).run(config, ProgressListener.NONE, RunOptions.DEFAULT.verifying(0));
    }

    @Test
    void everyDeviceHoldsWhatWasAcknowledged() throws Exception {
        Measurement m = write(new CountingStore(false), tiny());
        Verification v = m.verification();
        assertThat(v.covers()).isEqualTo(Verification.STORED_ROWS);
        assertThat(v.verifiedOperations()).as("one count per device").isEqualTo(4);
        assertThat(v.baselineRowsPerDevice()).isEqualTo(20 * 10);
        assertThat(v.mismatches()).isZero();
        assertThat(m.total().verifiedOperations()).isEqualTo(4);
    }

    @Test
    void aCountThatFailsLeavesItsDeviceUncheckedAndSaysWhy() throws Exception {
        CountingStore timesOut = new CountingStore(false) {
            @Override
            public DatabaseClient open(Endpoint endpoint, BenchmarkConfig config) {
                DatabaseClient kept = super.open(endpoint, config);
                return new InMemoryClient() {
                    @Override
                    public void insert(Batch batch) throws Exception {
                        kept.insert(batch);
                    }

                    @Override
                    public void query(Query query, RowSink sink) {
                        throw new IllegalStateException("read timeout");
                    }
                };
            }
        };
        Verification v = write(timesOut, tiny()).verification();
        assertThat(v.verifiedOperations()).isZero();
        assertThat(v.devicesNotChecked()).isEqualTo(4);
        assertThat(v.notCheckedReason()).isEqualTo("IllegalStateException: read timeout");
    }

    @Test
    void anAcknowledgedBatchTheDatabaseLostIsAMismatchOfItsDevice() throws Exception {
        Measurement m = write(new CountingStore(true), tiny());
        assertThat(m.total().failedOperations()).as("the database acknowledged it").isZero();
        assertThat(m.verification().mismatches()).isOne();
        Mismatch lost = m.total().mismatchExamples().get(0);
        assertThat(lost.expected()).isEqualTo(200 * 4);
        assertThat(lost.actual()).isEqualTo(190 * 4);
        assertThat(lost.query()).startsWith("AGG_RANGE count(s_0, s_1, s_2, s_3) of d_0");
    }

    /** Keeps the distinct timestamps of each device, as a database that keeps one row per timestamp does. */
    static class DistinctStore extends InMemoryBinding {
        final Map<String, java.util.NavigableSet<Long>> times = new ConcurrentHashMap<>();

        DistinctStore() {
            super("distinct-store");
        }

        @Override
        public RepeatedTimestamps repeatedTimestamps() {
            return RepeatedTimestamps.lastWrite("a set of timestamps");
        }

        public DatabaseClient open(Endpoint endpoint, BenchmarkConfig config) {
            return new InMemoryClient() {
                @Override
                public void insert(Batch batch) {
                    java.util.NavigableSet<Long> kept = times.computeIfAbsent(batch.device().name(),
                            d -> new java.util.concurrent.ConcurrentSkipListSet<>());
                    for (int r = 0; r < batch.rowCount(); r++) {
                        kept.add(batch.timestamp(r));
                    }
                }

                @Override
                public void query(Query query, RowSink sink) {
                    Query.AggRangeQuery count = (Query.AggRangeQuery) query;
                    String device = query.devices().get(0).name();
                    long stored = times.get(device).subSet(count.start(), true, count.end(), true).size();
                    sink.row(device, Long.MIN_VALUE);
                    query.sensors().forEach(s -> sink.value(s.name(), stored));
                }
            };
        }
    }

    @Test
    void outOfOrderWritesAreCountedAsTheDistinctTimestampsWritten() throws Exception {
        for (String mode : new String[]{"POISSON", "BATCH"}) {
            DistinctStore store = new DistinctStore();
            Measurement m = write(store, tiny("IS_OUT_OF_ORDER=true", "OUT_OF_ORDER_MODE=" + mode,
                    "OUT_OF_ORDER_RATIO=0.5", "LAMBDA=3", "MAX_K=30"));
            Verification v = m.verification();
            assertThat(v.covers()).isEqualTo(Verification.STORED_ROWS);
            assertThat(v.verifiedOperations()).isEqualTo(4);
            assertThat(v.mismatches()).as(mode).isZero();
            assertThat(store.times.get("d_0")).as("rows landed on one timestamp").hasSizeLessThan(200);
        }
    }

    @Test
    void outOfOrderWritesToADatabaseThatKeepsAnUnknownWriteAreNotChecked() throws Exception {
        Measurement m = write(new CountingStore(true), tiny("IS_OUT_OF_ORDER=true", "OUT_OF_ORDER_RATIO=0.2"));
        assertThat(m.verification()).isNull();
    }
}
