package org.iotbenchrunner.core.query;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import org.assertj.core.api.SoftAssertions;
import org.iotbenchrunner.core.config.BenchmarkConfig;
import org.iotbenchrunner.core.config.ConfigLayers;
import org.iotbenchrunner.core.config.OperationType;
import org.iotbenchrunner.core.config.Scale;
import org.iotbenchrunner.core.spi.RepeatedTimestamps;
import org.iotbenchrunner.core.workload.DataGenerator;
import org.iotbenchrunner.core.workload.DeviceSchema;
import org.iotbenchrunner.core.workload.OutOfOrder;
import org.iotbenchrunner.core.workload.Sensor;
import org.iotbenchrunner.core.workload.WorkloadSchema;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Expected counts and values over a baseline written out of order against {@link ReferenceDatabase#replayed}: every
 * batch the generator writes put into a map row after row, so a repeated timestamp keeps the last write.
 */
class OutOfOrderBaselineTest {
    private static final String EVERY_QUERY_BUT_SET_OPERATION = "OPERATION_PROPORTION=0:1:1:1:1:1:1:1:1:1:1:1:0";
    private static final RepeatedTimestamps LAST_WRITE = RepeatedTimestamps.lastWrite("the test's map");

    private static BenchmarkConfig config(String mode, double ratio, double lambda, int maxK, String function) {
        return new ConfigLayers().scale(Scale.TINY).assignment(EVERY_QUERY_BUT_SET_OPERATION)
                .assignment("IS_OUT_OF_ORDER=true").assignment("OUT_OF_ORDER_MODE=" + mode)
                .assignment("OUT_OF_ORDER_RATIO=" + ratio).assignment("LAMBDA=" + lambda)
                .assignment("MAX_K=" + maxK).assignment("LOOP=60").assignment("QUERY_AGGREGATE_FUN=" + function)
                .assignment("WORKLOAD_BUFFER_SIZE=7").assignment("QUERY_INTERVAL=250000")
                .assignment("GROUP_BY_TIME_UNIT=20000").assignment("QUERY_SENSOR_NUM=2")
                .assignment("QUERY_DEVICE_NUM=2").build();
    }

    private static BaselineRows baseline(BenchmarkConfig config, DataGenerator data) {
        return BaselineRows.written(data, config.loop() * config.batchSize(), OutOfOrder.of(config), LAST_WRITE);
    }

    @ParameterizedTest(name = "{0} {1}, lambda {2}, max k {3}, {4}")
    @CsvSource({"POISSON, 0.1, 3, 30, count", "POISSON, 0.5, 3, 30, avg", "POISSON, 1.0, 3, 30, last",
        "POISSON, 0.5, 40, 400, first", "POISSON, 1.0, 40, 400, sum", "POISSON, 0.5, 2200, 170000, max",
        "POISSON, 1.0, 2200, 600, min", "BATCH, 0.1, 3, 30, count", "BATCH, 0.5, 3, 30, last",
        "BATCH, 1.0, 3, 30, sum", "BATCH, 0.0, 3, 30, first"})
    void everyQueryTypeMatchesABruteForceReplay(String mode, double ratio, double lambda, int maxK,
            String function) {
        BenchmarkConfig config = config(mode, ratio, lambda, maxK, function);
        WorkloadSchema schema = new WorkloadSchema(config);
        DataGenerator data = new DataGenerator(config, schema);
        BaselineRows baseline = baseline(config, data);
        ReferenceDatabase reference = ReferenceDatabase.replayed(data, config.loop());
        List<Query> queries = new ArrayList<>(edges(schema, data, baseline, function));
        QueryGenerator generator = new QueryGenerator(config, schema, 1);
        for (int i = 0; i < 25; i++) {
            for (OperationType type : config.activeOperations()) {
                queries.add(generator.next(type));
            }
        }
        SoftAssertions softly = new SoftAssertions();
        ExpectedAnswers counts = new ExpectedAnswers(baseline);
        ExpectedValues values = new ExpectedValues(baseline);
        long pointsSeen = 0;
        for (Query q : queries) {
            long points = points(reference.answer(q, false));
            pointsSeen += points;
            softly.assertThat(counts.points(q)).as("points of %s", q.describe()).isEqualTo(points);
            for (boolean perDevice : new boolean[]{false, true}) {
                softly.assertThat(values.difference(q, reference.answer(q, perDevice)))
                        .as("%s (buckets per device: %s)", q.describe(), perDevice).isEmpty();
            }
        }
        softly.assertAll();
        assertThat(pointsSeen).isPositive();
    }

    /**
     * Windows at the edges of what is stored: before the first in-order row (where POISSON moves rows), across it,
     * over the newest rows, at offsets left empty, and over everything.
     */
    private static List<Query> edges(WorkloadSchema schema, DataGenerator data, BaselineRows baseline,
            String function) {
        List<DeviceSchema> devices = List.of(schema.device(0), schema.device(2));
        List<Sensor> sensors = schema.sensors().stream().filter(s -> s.type().isNumeric()).limit(2).toList();
        long low = data.timestamp(baseline.lowest);
        long high = data.timestamp(baseline.highest);
        long zero = data.timestamp(0);
        long step = data.timestamp(1) - zero;
        List<Query> edges = new ArrayList<>(List.of(
                new Query.RangeQuery(devices, sensors, low - 3 * step, zero + 4 * step, false),
                new Query.RangeQuery(devices, sensors, high - 30 * step, high + 5 * step, true),
                new Query.RangeQuery(devices, sensors, low, high, false),
                new Query.ValueRangeQuery(devices, sensors, low, zero + 50 * step, -5, true),
                new Query.AggRangeQuery(devices, sensors, low - step, zero + 20 * step, function),
                new Query.AggRangeQuery(devices, sensors, high - 10 * step, high, function),
                new Query.AggValueQuery(devices, sensors, function, -5),
                new Query.AggRangeValueQuery(devices, sensors, low, high, function, -5),
                new Query.GroupByQuery(devices, sensors, low - 7 * step, high + 1, function, 13 * step, false),
                new Query.GroupByQuery(devices, sensors, zero - 40 * step, zero + 40 * step, function,
                        Math.max(1, step / 2), false),
                new Query.LatestPointQuery(devices, sensors),
                new Query.LatestPointQuery(schema.devices(), sensors)));
        for (long k = baseline.lowest; k <= Math.min(baseline.highest, baseline.lowest + 40); k++) {
            edges.add(new Query.PreciseQuery(devices, sensors, data.timestamp(k)));
        }
        return edges;
    }

    private static long points(QueryAnswer answer) {
        return answer.rows().stream().mapToLong(r -> r.values().values().stream().filter(v -> v != null).count())
                .sum();
    }

    @ParameterizedTest(name = "{0} {1}")
    @CsvSource({"POISSON, 0.5, 3, 30", "POISSON, 1.0, 2200, 600", "BATCH, 0.5, 3, 30"})
    void aUnionAllHoldsTheStoredRowsOfEveryChild(String mode, double ratio, double lambda, int maxK) {
        BenchmarkConfig config = config(mode, ratio, lambda, maxK, "count");
        WorkloadSchema schema = new WorkloadSchema(config);
        DataGenerator data = new DataGenerator(config, schema);
        BaselineRows baseline = baseline(config, data);
        ReferenceDatabase reference = ReferenceDatabase.replayed(data, config.loop());
        List<Sensor> sensors = schema.sensors().subList(0, 2);
        Query.RangeQuery a = new Query.RangeQuery(List.of(schema.device(1)), sensors,
                data.timestamp(baseline.lowest), data.timestamp(30), false);
        Query.RangeQuery b = new Query.RangeQuery(List.of(schema.device(3)), sensors, data.timestamp(10),
                data.timestamp(baseline.highest), false);
        Query union = new Query.SetOpQuery(List.of(a, b), "union all");
        long rows = reference.answer(a, false).rows().size() + reference.answer(b, false).rows().size();
        assertThat(new ExpectedAnswers(baseline).points(union)).isEqualTo(rows * sensors.size());
        assertThat(new ExpectedValues(baseline).of(union, false).rows()).hasSize((int) rows);
    }

    @Test
    void aDeviceStoresOneRowPerDistinctTimestampItWasWritten() {
        BenchmarkConfig config = config("POISSON", 0.5, 3, 30, "count");
        WorkloadSchema schema = new WorkloadSchema(config);
        DataGenerator data = new DataGenerator(config, schema);
        BaselineRows baseline = baseline(config, data);
        ReferenceDatabase reference = ReferenceDatabase.replayed(data, config.loop());
        List<Sensor> sensors = schema.sensors();
        for (DeviceSchema d : schema.devices()) {
            Query all = new Query.AggRangeQuery(List.of(d), sensors, data.timestamp(baseline.lowest),
                    data.timestamp(baseline.highest), "count");
            long stored = reference.points(d);
            assertThat(stored).isLessThan(config.loop() * config.batchSize() * sensors.size());
            assertThat(new ExpectedValues(baseline).of(all, true).rows().get(0).values().values())
                    .allSatisfy(v -> assertThat(v.acceptable()).containsExactly(stored / sensors.size()));
        }
    }

    @Test
    void whatCannotBeModelledSaysWhy() {
        OutOfOrder poisson = new OutOfOrder("POISSON", 0.5, 3, 30, 1, 20);
        OutOfOrder spread = new OutOfOrder("POISSON", 0.5, 2200, 170000, 1, 20);
        RepeatedTimestamps lastBatch = new RepeatedTimestamps(RepeatedTimestamps.Kept.LAST_BATCH, "batches");
        assertThat(BaselineRows.unmodelled(null, 200, 4, RepeatedTimestamps.UNDECLARED)).isEmpty();
        assertThat(BaselineRows.unmodelled(new OutOfOrder("POISSON", 0, 3, 30, 1, 20), 200, 4,
                RepeatedTimestamps.UNDECLARED)).isEmpty();
        assertThat(BaselineRows.unmodelled(poisson, 200, 4, RepeatedTimestamps.UNDECLARED)).get().asString()
                .contains("OUT_OF_ORDER_RATIO=0.5", "does not declare");
        assertThat(BaselineRows.unmodelled(poisson, 200, 4, lastBatch)).get().asString()
                .contains("two rows of one batch");
        assertThat(BaselineRows.unmodelled(spread, 200, 4, lastBatch)).isEmpty();
        assertThat(BaselineRows.unmodelled(new OutOfOrder("BATCH", 0.5, 3, 30, 20, 20), 200, 4, lastBatch))
                .isEmpty();
        assertThat(BaselineRows.unmodelled(new OutOfOrder("BATCH", 0.5, 3, 30, 1, 5), 200, 4, lastBatch))
                .get().asString().contains("two rows of one batch");
        assertThat(BaselineRows.unmodelled(spread, 10_000_000, 100, LAST_WRITE)).get().asString()
                .contains("MB of heap", "256 MB");
        BenchmarkConfig config = config("POISSON", 0.5, 3, 30, "count");
        DataGenerator data = new DataGenerator(config, new WorkloadSchema(config));
        assertThatThrownBy(() -> BaselineRows.written(data, 600, OutOfOrder.of(config),
                RepeatedTimestamps.UNDECLARED)).hasMessageContaining("does not declare");
    }
}
