package org.iotbenchrunner.core.engine;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.atomic.AtomicLong;
import org.iotbenchrunner.core.config.BenchmarkConfig;
import org.iotbenchrunner.core.config.ConfigLayers;
import org.iotbenchrunner.core.config.OperationType;
import org.iotbenchrunner.core.config.Scale;
import org.iotbenchrunner.core.query.ExpectedAnswers;
import org.iotbenchrunner.core.query.ExpectedValues;
import org.iotbenchrunner.core.query.Query;
import org.iotbenchrunner.core.query.QueryAnswer;
import org.iotbenchrunner.core.result.OperationResult;
import org.iotbenchrunner.core.result.PlannedWork;
import org.iotbenchrunner.core.result.Verification;
import org.iotbenchrunner.core.spi.DatabaseBinding;
import org.iotbenchrunner.core.spi.DatabaseClient;
import org.iotbenchrunner.core.spi.RowSink;
import org.iotbenchrunner.core.spi.Endpoint;
import org.iotbenchrunner.core.spi.WrongAnswerBinding;
import org.iotbenchrunner.core.workload.Batch;
import org.iotbenchrunner.core.workload.DataGenerator;
import org.iotbenchrunner.core.workload.DeviceSchema;
import org.iotbenchrunner.core.workload.WorkloadSchema;
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

                public void query(Query q, RowSink sink) {
                    if (sink.labelled()) {
                        throw new UnsupportedOperationException("this database client returns no answer contents");
                    }
                    Points.emit(sink, 7);
                }

                public String serverVersion() {
                    return "Counting 1.0";
                }

                public void close() {
                }
            };
        }
    }

    /**
     * Answers every query with its expected point count for LOOP x BATCH rows per device, plus {@code offset}
     * for queries of {@code wrongType}, and fails every 10th query of {@code failingType}; its answers' contents are
     * the expected ones.
     */
    static final class AnsweringBinding implements DatabaseBinding {
        final OperationType wrongType;
        final long offset;
        final OperationType failingType;
        final AtomicLong queries = new AtomicLong();
        final AtomicLong answers = new AtomicLong();

        AnsweringBinding(OperationType wrongType, long offset, OperationType failingType) {
            this.wrongType = wrongType;
            this.offset = offset;
            this.failingType = failingType;
        }

        public String id() {
            return "answering";
        }

        public String displayName() {
            return "Answering";
        }

        public Map<String, String> clientInfo(BenchmarkConfig config) {
            return Map.of();
        }

        public DatabaseClient open(Endpoint endpoint, BenchmarkConfig config) {
            DataGenerator data = new DataGenerator(config, new WorkloadSchema(config));
            ExpectedAnswers expected = new ExpectedAnswers(data, config.loop() * config.batchSize());
            ExpectedValues values = new ExpectedValues(data, config.loop() * config.batchSize());
            AtomicLong failing = new AtomicLong();
            return new DatabaseClient() {
                public void cleanup() {
                }

                public void registerSchema(List<DeviceSchema> devices) {
                }

                public void insert(Batch batch) {
                }

                public void query(Query q, RowSink sink) {
                    if (sink.labelled()) {
                        answers.incrementAndGet();
                        for (QueryAnswer.Row row : values.of(q, false).asQueryAnswer().rows()) {
                            sink.row(row.device(), row.time());
                            row.values().forEach(sink::value);
                        }
                        return;
                    }
                    queries.incrementAndGet();
                    if (q.type() == failingType && failing.incrementAndGet() % 10 == 0) {
                        throw new IllegalStateException("timeout");
                    }
                    Points.emit(sink, expected.points(q) + (q.type() == wrongType ? offset : 0));
                }

                public String serverVersion() {
                    return "Answering 1.0";
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
        assertThat(ingestion.failedLatencyMs()).as("failed writes have a latency histogram of their own")
                .isNotNull();
        assertThat(ingestion.failedLatencyMs().max()).isPositive();
        assertThat(m.total().failedLatencyMs()).isNotNull();
        assertThat(m.total().intervalLog()).as("the interval log of the measured phase")
                .contains("#[StartTime: ", "\"StartTimestamp\",\"Interval_Length\"");
        assertThat(m.total().firstMs()).hasSize(OperationResult.FIRST_OPERATIONS).allSatisfy(ms ->
                assertThat(ms).isPositive());
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
        assertThat(m.planned()).as("what the run set out to do, beside what it did")
                .isEqualTo(new PlannedWork(4L * 20, 4L * 20 * 10 * 4));
        assertThat(m.total().okPoints()).isLessThan(m.planned().points());
    }

    @Test
    void theWorkPlannedLeavesOutTheWarmupAndHasNoPointCountForQueries() throws Exception {
        Measurement m = new BenchmarkEngine(new CountingBinding(), NOWHERE)
                .run(config(), ProgressListener.NONE, RunOptions.DEFAULT.withWarmup(3));
        long attempted = m.total().okOperations() + m.total().failedOperations();
        assertThat(m.planned().operations()).isEqualTo(4 * (20 - 3)).isEqualTo(attempted);
        assertThat(m.planned().points()).isEqualTo(attempted * 10 * 4);
        assertThat(BenchmarkEngine.planned(config(ALL_QUERIES), 10)).as("a query loop is one query per client")
                .isEqualTo(new PlannedWork(2 * 10L, null));
        assertThat(BenchmarkEngine.planned(config("OPERATION_PROPORTION=1:1:0:0:0:0:0:0:0:0:0:0:0"), 10))
                .as("a mix leaves the operation count to chance").isEqualTo(new PlannedWork(null, null));
    }

    private static final String ALL_QUERIES = "OPERATION_PROPORTION=0:1:1:1:1:1:1:1:1:1:1:1:1";

    @Test
    void verifiedAnswersOfACorrectDatabaseHaveNoMismatch() throws Exception {
        BenchmarkConfig config = config(ALL_QUERIES, "LOOP=60", "QUERY_SENSOR_NUM=2");
        Measurement m = new BenchmarkEngine(new AnsweringBinding(null, 0, null), NOWHERE)
                .run(config, ProgressListener.NONE, RunOptions.DEFAULT.verifying(60 * 10));
        assertThat(m.verification()).isNotNull();
        assertThat(m.verification().covers()).isEqualTo("point counts and values");
        assertThat(m.verification().baselineRowsPerDevice()).isEqualTo(600);
        assertThat(m.verification().verifiedOperations()).isEqualTo(2 * 60);
        assertThat(m.verification().mismatches()).isZero();
        assertThat(m.verification().valueQueryLimit()).isEqualTo(RunOptions.DEFAULT_VALUE_QUERIES);
        assertThat(m.verification().valuesVerified()).isEqualTo(2 * 60);
        assertThat(m.verification().valueMismatches()).as("%s", m.total().values()).isZero();
        assertThat(m.verification().valuesNotChecked()).as("%s", m.total().values()).isZero();
        assertThat(m.total().verifiedOperations()).isEqualTo(120);
        assertThat(m.total().mismatches()).isZero();
        assertThat(m.total().values().verified()).isEqualTo(120);
        assertThat(m.operations()).allSatisfy(op -> {
            assertThat(op.verifiedOperations()).isEqualTo(op.okOperations());
            assertThat(op.values().verified()).isEqualTo(op.okOperations());
            assertThat(op.values().mismatches()).isZero();
        });
        assertThat(m.total().okPoints()).isPositive();
    }

    /** Right point counts, one wrong value per answer of one type: caught as value mismatches, not failures. */
    @Test
    void aWrongValueIsCaughtWhileItsPointCountIsRight() throws Exception {
        BenchmarkConfig config = config(ALL_QUERIES, "LOOP=60", "QUERY_SENSOR_NUM=2");
        DatabaseBinding wrong = WrongAnswerBinding.wrongValues(new AnsweringBinding(null, 0, null),
                OperationType.AGG_RANGE);
        Measurement m = new BenchmarkEngine(wrong, NOWHERE).run(config, ProgressListener.NONE,
                RunOptions.DEFAULT.verifying(60 * 10));
        OperationResult aggRange = m.operation(OperationType.AGG_RANGE);
        assertThat(aggRange.okOperations()).isPositive();
        assertThat(aggRange.failedOperations()).isZero();
        assertThat(aggRange.mismatches()).as("point counts are right").isZero();
        assertThat(aggRange.values().verified()).isEqualTo(aggRange.okOperations());
        assertThat(aggRange.values().mismatches()).isEqualTo(aggRange.okOperations());
        assertThat(aggRange.values().examples()).hasSize((int) Math.min(5, aggRange.okOperations())).allSatisfy(x -> {
            assertThat(x.query()).startsWith("AGG_RANGE count(s_");
            assertThat(x.difference()).matches("d_\\d+ s_\\d+: expected \\d+, got \\d+\\.0");
        });
        assertThat(m.operations()).filteredOn(o -> !o.operation().equals("AGG_RANGE"))
                .allSatisfy(o -> assertThat(o.values().mismatches()).isZero());
        assertThat(m.verification().valueMismatches()).isEqualTo(aggRange.okOperations());
        assertThat(m.verification().mismatches()).isZero();
        assertThat(m.total().values().mismatches()).isEqualTo(aggRange.okOperations());
    }

    @Test
    void aDatabaseWithoutAnswerContentsHasItsValuesReportedAsNotChecked() throws Exception {
        Measurement m = new BenchmarkEngine(new CountingBinding(), NOWHERE).run(config("OPERATION_PROPORTION=0:0:1"),
                ProgressListener.NONE, RunOptions.DEFAULT.verifying(200));
        assertThat(m.verification().covers()).isEqualTo("point counts");
        assertThat(m.verification().valuesVerified()).isZero();
        assertThat(m.verification().valuesNotChecked()).isEqualTo(40);
        assertThat(m.total().values().notCheckedReasons())
                .containsExactly("this database client returns no answer contents");
    }

    @Test
    void valueChecksAreLimitedPerOperationAndClientOrTurnedOff() throws Exception {
        BenchmarkConfig config = config("OPERATION_PROPORTION=0:0:1:0:0:0:0:0:1", "LOOP=60");
        AnsweringBinding binding = new AnsweringBinding(null, 0, null);
        Measurement limited = new BenchmarkEngine(binding, NOWHERE).run(config, ProgressListener.NONE,
                RunOptions.DEFAULT.verifying(600).withValueQueries(7));
        assertThat(binding.queries.get()).isEqualTo(120);
        assertThat(binding.answers.get()).as("7 + 7 queries again per client").isEqualTo(28);
        assertThat(limited.operations()).allSatisfy(o -> assertThat(o.values().verified()).isEqualTo(14));
        assertThat(limited.verification().valueQueryLimit()).isEqualTo(7);
        assertThat(limited.verification().verifiedOperations()).as("counts are always all checked").isEqualTo(120);

        Measurement off = new BenchmarkEngine(binding, NOWHERE).run(config, ProgressListener.NONE,
                RunOptions.DEFAULT.verifying(600).withValueQueries(0));
        assertThat(off.verification().valueQueryLimit()).isZero();
        assertThat(off.verification().valuesChecked()).isFalse();
        assertThat(off.verification().covers()).isEqualTo("point counts");
        assertThat(off.operations()).allSatisfy(o -> assertThat(o.values()).isNull());
    }

    @Test
    void limitedValueChecksAreSpreadEvenlyOverTheRun() {
        List<Long> chosen = new ArrayList<>();
        for (long i = 0; i < 10; i++) {
            if (ValueCheck.selected(i, 10, 3)) {
                chosen.add(i);
            }
        }
        assertThat(chosen).containsExactly(3L, 6L, 9L);
        assertThat(java.util.stream.LongStream.range(0, 1000).filter(i -> ValueCheck.selected(i, 1000, 999)).count())
                .isEqualTo(999);
        assertThat(ValueCheck.selected(5, 6, 6)).isTrue();
        assertThat(ValueCheck.selected(12345, 99999, -1)).isTrue();
    }

    @Test
    void aWrongAnswerIsCountedAsAMismatchNotAFailure() throws Exception {
        BenchmarkConfig config = config(ALL_QUERIES, "LOOP=120");
        AnsweringBinding wrong = new AnsweringBinding(OperationType.AGG_VALUE, 1, OperationType.TIME_RANGE);
        Measurement m = new BenchmarkEngine(wrong, NOWHERE)
                .run(config, ProgressListener.NONE, RunOptions.DEFAULT.verifying(120 * 10));
        OperationResult aggValue = m.operation(OperationType.AGG_VALUE);
        assertThat(aggValue.okOperations()).isPositive();
        assertThat(aggValue.failedOperations()).isZero();
        assertThat(aggValue.mismatches()).isEqualTo(aggValue.okOperations());
        assertThat(aggValue.mismatchExamples()).hasSize(5).allSatisfy(x -> {
            assertThat(x.query()).startsWith("AGG_VALUE count(s_");
            assertThat(x.actual()).isEqualTo(x.expected() + 1);
        });
        OperationResult range = m.operation(OperationType.TIME_RANGE);
        assertThat(range.failedOperations()).isPositive();
        assertThat(range.verifiedOperations()).as("failed queries are not verified").isEqualTo(range.okOperations());
        assertThat(range.mismatches()).isZero();
        assertThat(m.verification().mismatches()).isEqualTo(aggValue.okOperations());
        assertThat(m.total().mismatches()).isEqualTo(aggValue.okOperations());
        assertThat(m.total().mismatchExamples()).hasSize(5);
        assertThat(m.total().failedOperations()).isEqualTo(range.failedOperations());
    }

    @Test
    void warmUpOperationsRunButAreNotMeasuredAndVerificationStillLinesUp() throws Exception {
        BenchmarkConfig config = config(ALL_QUERIES, "LOOP=50");
        AnsweringBinding binding = new AnsweringBinding(null, 0, null);
        Measurement m = new BenchmarkEngine(binding, NOWHERE)
                .run(config, ProgressListener.NONE, new RunOptions(20, true, 500));
        assertThat(binding.queries.get()).isEqualTo(2 * 50);
        assertThat(m.total().okOperations()).isEqualTo(2 * 30);
        assertThat(m.verification().verifiedOperations()).isEqualTo(2 * 30);
        assertThat(m.verification().mismatches()).isZero();
        assertThat(m.completedFraction()).isEqualTo(1.0);
    }

    @Test
    void warmUpMustLeaveOperationsToMeasure() {
        assertThatThrownBy(() -> new BenchmarkEngine(new CountingBinding(), NOWHERE).run(config(),
                ProgressListener.NONE, RunOptions.DEFAULT.withWarmup(20)))
                .hasMessageStartingWith("--warmup must be below LOOP (20)");
    }

    @Test
    void writeRunsCheckWhatIsStoredInsteadOfAnswersAndRecordTheRawSizeOfTheirRows() throws Exception {
        BenchmarkConfig config = config();
        Measurement m = new BenchmarkEngine(new AnsweringBinding(null, 0, null), NOWHERE)
                .run(config, ProgressListener.NONE, RunOptions.DEFAULT.verifying(200));
        assertThat(m.verification().covers()).isEqualTo(Verification.STORED_ROWS);
        long rowBytes = new DataGenerator(config, new WorkloadSchema(config)).rawBytesPerRow();
        assertThat(m.rawBytesWritten()).isEqualTo(4L * 20 * 10 * rowBytes);
        assertThat(m.total().verifiedOperations()).as("a count per device").isEqualTo(4);
        assertThat(m.total().mismatches()).isZero();
    }


    @Test
    void unsupportedOperationsAreRejectedBeforeAnythingRuns() {
        CountingBinding binding = new CountingBinding();
        assertThatThrownBy(() -> new BenchmarkEngine(binding, NOWHERE).run(config("OPERATION_PROPORTION=1:0:0:0:1"),
                ProgressListener.NONE)).hasMessageStartingWith("OPERATION_PROPORTION asks for [AGG_RANGE], which "
                        + "counting does not support");
        assertThat(binding.calls).isEmpty();
    }

    /** Keeps every written row as text, per device, in arrival order. */
    static final class RowsBinding extends InMemoryBinding {
        final Map<Integer, List<String>> rows = new java.util.concurrent.ConcurrentHashMap<>();

        RowsBinding() {
            super("rows");
        }

        public DatabaseClient open(Endpoint endpoint, BenchmarkConfig config) {
            return new InMemoryClient() {
                @Override
                public void insert(Batch batch) {
                    List<String> out = rows.computeIfAbsent(batch.device().id(), d -> new ArrayList<>());
                    batch.copyRows().forEach(r -> out.add(r.timestamp() + java.util.Arrays.toString(r.values())));
                }
            };
        }
    }

    @Test
    void pregeneratedBatchesAreTheInlineOnesBuiltBeforeTheClock() throws Exception {
        for (String outOfOrder : List.of("false", "true")) {
            BenchmarkConfig config = config("IS_OUT_OF_ORDER=" + outOfOrder);
            RowsBinding inline = new RowsBinding();
            Measurement a = new BenchmarkEngine(inline, NOWHERE).run(config, ProgressListener.NONE);
            RowsBinding before = new RowsBinding();
            Measurement b = new BenchmarkEngine(before, NOWHERE).run(config, ProgressListener.NONE,
                    RunOptions.DEFAULT.withPregeneration(true));

            assertThat(before.rows).isEqualTo(inline.rows).hasSize(4);
            assertThat(a.harness().generation()).isEqualTo("inline");
            assertThat(a.harness().generationCpuSeconds()).isNotNull().isGreaterThanOrEqualTo(0);
            assertThat(a.harness().pregenerationSeconds()).isNull();
            assertThat(b.harness().generation()).isEqualTo("pregenerated");
            assertThat(b.harness().generationCpuSeconds()).as("nothing built inside the window").isZero();
            assertThat(b.harness().pregenerationSeconds()).isNotNull().isGreaterThanOrEqualTo(0);
        }
    }

    @Test
    void theHarnessRecordsItsHeapGcAndCpuPerPointOfWritesOnly() throws Exception {
        Measurement write = new BenchmarkEngine(new RowsBinding(), NOWHERE).run(config(), ProgressListener.NONE);
        assertThat(write.harness().peakHeapBytes()).isPositive();
        assertThat(write.harness().maxHeapBytes()).isGreaterThanOrEqualTo(write.harness().peakHeapBytes());
        assertThat(write.harness().gcCount()).isNotNull().isGreaterThanOrEqualTo(0);
        assertThat(write.harness().gcSeconds()).isNotNull().isGreaterThanOrEqualTo(0);
        assertThat(write.harness().cpuNanosPerPoint()).isEqualTo(
                write.harness().cpuSeconds() * 1e9 / write.total().okPoints());

        Measurement read = new BenchmarkEngine(new CountingBinding(), NOWHERE).run(config("OPERATION_PROPORTION=0:0:1"),
                ProgressListener.NONE);
        assertThat(read.harness().generation()).isNull();
        assertThat(read.harness().cpuNanosPerPoint()).isNull();
        assertThat(read.harness().peakHeapBytes()).isPositive();
    }

    @Test
    void pregenerationThatWouldNotFitTheHeapIsRefusedBeforeAnythingRuns() {
        RowsBinding binding = new RowsBinding();
        assertThatThrownBy(() -> new BenchmarkEngine(binding, NOWHERE).run(config("LOOP=2000000000",
                "IS_OUT_OF_ORDER=true"), ProgressListener.NONE, RunOptions.DEFAULT.withPregeneration(true)))
                .hasMessageStartingWith("--pregenerate needs about ");
        assertThat(binding.rows).isEmpty();
    }
}
