package org.iotbenchrunner.core.query;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.List;
import org.assertj.core.api.SoftAssertions;
import org.iotbenchrunner.core.config.BenchmarkConfig;
import org.iotbenchrunner.core.config.ConfigLayers;
import org.iotbenchrunner.core.config.OperationType;
import org.iotbenchrunner.core.config.Scale;
import org.iotbenchrunner.core.workload.DataGenerator;
import org.iotbenchrunner.core.workload.DeviceSchema;
import org.iotbenchrunner.core.workload.Sensor;
import org.iotbenchrunner.core.workload.SensorType;
import org.iotbenchrunner.core.workload.WorkloadSchema;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** ExpectedValues' shortcuts (value periods, bucket walks, merged devices) against {@link ReferenceDatabase}. */
class ExpectedValuesTest {
    private static final String EVERY_QUERY_BUT_SET_OPERATION = "OPERATION_PROPORTION=0:1:1:1:1:1:1:1:1:1:1:1:0";

    private static BenchmarkConfig config(String function, int buffer, long interval, long groupBy, long stepSize) {
        return new ConfigLayers().scale(Scale.TINY).assignment(EVERY_QUERY_BUT_SET_OPERATION)
                .assignment("QUERY_AGGREGATE_FUN=" + function)
                .assignment("WORKLOAD_BUFFER_SIZE=" + buffer).assignment("QUERY_INTERVAL=" + interval)
                .assignment("GROUP_BY_TIME_UNIT=" + groupBy).assignment("STEP_SIZE=" + stepSize)
                .assignment("QUERY_SENSOR_NUM=2").assignment("QUERY_DEVICE_NUM=2").build();
    }

    @ParameterizedTest(name = "{0}, buffer {1}, window {2}, bucket {3}, step {4}")
    @CsvSource({"count, 100, 250000, 20000, 1", "avg, 7, 5000000, 20000, 3", "sum, 3, 2000000, 3000, 7",
        "max, 1000, 9000000, 1000000, 11", "min, 5, 600000, 5000, 2", "first, 7, 600000, 20000, 1",
        "last, 3, 5000000, 60000, 5", "mean, 11, 250000, 20000, 1", "max_value, 5, 250000, 20000, 1",
        "first_value(), 7, 2000000, 40000, 3"})
    void everyQueryTypeMatchesARowByRowEvaluation(String function, int buffer, long interval, long groupBy,
            long stepSize) {
        BenchmarkConfig config = config(function, buffer, interval, groupBy, stepSize);
        WorkloadSchema schema = new WorkloadSchema(config);
        DataGenerator data = new DataGenerator(config, schema);
        long rows = 900;
        ExpectedValues expected = new ExpectedValues(data, rows);
        ReferenceDatabase reference = new ReferenceDatabase(data, rows);
        QueryGenerator queries = new QueryGenerator(config, schema, 1);
        SoftAssertions softly = new SoftAssertions();
        long rowsSeen = 0;
        for (int i = 0; i < 25; i++) {
            for (OperationType type : config.activeOperations()) {
                Query q = queries.next(type);
                softly.assertThat(expected.unpredictable(q)).as(q.describe()).isEmpty();
                for (boolean perDevice : new boolean[]{false, true}) {
                    QueryAnswer answer = reference.answer(q, perDevice);
                    rowsSeen += answer.rows().size();
                    softly.assertThat(expected.difference(q, answer))
                            .as("%s (buckets per device: %s)", q.describe(), perDevice).isEmpty();
                }
            }
        }
        softly.assertAll();
        assertThat(rowsSeen).isPositive();
    }

    /** A value filter over every row of a long history: one period's aggregate times the periods, plus the rest. */
    @ParameterizedTest
    @CsvSource({"count", "sum", "avg", "max", "min", "first", "last"})
    void aggregatesOverTenThousandRowsMatchTheDefinition(String function) {
        BenchmarkConfig config = config(function, 7, 250000, 20000, 1);
        WorkloadSchema schema = new WorkloadSchema(config);
        DataGenerator data = new DataGenerator(config, schema);
        List<Sensor> numeric = schema.sensors().stream().filter(s -> s.type().isNumeric()).limit(2).toList();
        List<DeviceSchema> devices = List.of(schema.device(1), schema.device(3));
        Query q = new Query.AggValueQuery(devices, numeric, function, -5);
        long rows = 10_003;
        QueryAnswer answer = new ReferenceDatabase(data, rows).answer(q, false);
        assertThat(answer.rows()).isNotEmpty();
        assertThat(AnswerDiff.between(q, new ExpectedValues(data, rows).of(q, true), answer)).isEmpty();
    }

    @Test
    void preciseRowsCarryEverySelectedValueOfEachDevice() {
        BenchmarkConfig config = config("count", 100, 250000, 20000, 1);
        WorkloadSchema schema = new WorkloadSchema(config);
        DataGenerator data = new DataGenerator(config, schema);
        List<DeviceSchema> devices = List.of(schema.device(0), schema.device(2));
        List<Sensor> sensors = schema.sensors().subList(0, 3);
        ExpectedValues.Answer answer = new ExpectedValues(data, 200)
                .of(new Query.PreciseQuery(devices, sensors, data.timestamp(7)), true);
        assertThat(answer.oneOf()).isFalse();
        assertThat(answer.rows()).extracting(ExpectedValues.Row::device).containsExactly("d_0", "d_2");
        ExpectedValues.Row d2 = answer.rows().get(1);
        assertThat(d2.time()).isEqualTo(data.timestamp(7));
        assertThat(d2.values().keySet()).containsExactly("s_0", "s_1", "s_2");
        for (Sensor s : sensors) {
            Object stored = data.value(schema.device(2), s.index(), 7);
            assertThat(AnswerDiff.matches(d2.values().get(s.name()), stored)).as(s.name()).isTrue();
        }
        assertThat(new ExpectedValues(data, 200).of(new Query.PreciseQuery(devices, sensors, data.timestamp(0) - 1),
                true).rows()).as("no row before the first timestamp").isEmpty();
        assertThat(new ExpectedValues(data, 200).of(new Query.PreciseQuery(devices, sensors, data.timestamp(200)),
                true).rows()).as("no row after the last one").isEmpty();
    }

    @Test
    void theLatestPointIsAnyDevicesNewestRow() {
        BenchmarkConfig config = config("count", 100, 250000, 20000, 1);
        WorkloadSchema schema = new WorkloadSchema(config);
        DataGenerator data = new DataGenerator(config, schema);
        List<DeviceSchema> devices = List.of(schema.device(0), schema.device(2));
        List<Sensor> sensors = schema.sensors().subList(1, 3);
        Query q = new Query.LatestPointQuery(devices, sensors);
        ExpectedValues expected = new ExpectedValues(data, 200);
        assertThat(expected.of(q, true).oneOf()).isTrue();
        assertThat(expected.of(q, true).rows()).hasSize(2);
        ExpectedValues.Row merged = expected.of(q, false).rows().get(0);
        assertThat(merged.device()).isNull();
        assertThat(merged.time()).isEqualTo(data.timestamp(199));
        Object d0 = data.value(schema.device(0), 1, 199);
        Object d2 = data.value(schema.device(2), 1, 199);
        assertThat(AnswerDiff.matches(merged.values().get("s_1"), d0)).isTrue();
        assertThat(AnswerDiff.matches(merged.values().get("s_1"), d2)).isTrue();
        assertThat(expected.of(q, true).asQueryAnswer().rows()).hasSize(1);
        assertThat(new ExpectedValues(data, 0).of(q, true).rows()).isEmpty();
    }

    @Test
    void setOperationsCombineTheRowsOfTheirChildren() {
        BenchmarkConfig config = config("count", 100, 250000, 20000, 1);
        WorkloadSchema schema = new WorkloadSchema(config);
        DataGenerator data = new DataGenerator(config, schema);
        List<Sensor> sensors = schema.sensors().subList(1, 2);
        DeviceSchema d0 = schema.device(0);
        long start = data.timestamp(10);
        long end = data.timestamp(14);
        Query.RangeQuery a = new Query.RangeQuery(List.of(d0), sensors, start, end, false);
        Query.RangeQuery b = new Query.RangeQuery(List.of(d0), sensors, start, end, false);
        ExpectedValues expected = new ExpectedValues(data, 200);
        assertThat(expected.of(new Query.SetOpQuery(List.of(a, b), "union"), false).rows()).hasSize(5)
                .allSatisfy(r -> assertThat(r.device()).isNull());
        assertThat(expected.of(new Query.SetOpQuery(List.of(a, b), "union all"), false).rows()).hasSize(10);
        assertThat(expected.of(new Query.SetOpQuery(List.of(a, b), "except"), false).rows()).isEmpty();
    }

    @Test
    void unknownFunctionsAndAggregatesOfTextAreNotPredicted() {
        BenchmarkConfig config = config("count", 100, 250000, 20000, 1);
        WorkloadSchema schema = new WorkloadSchema(config);
        ExpectedValues expected = new ExpectedValues(new DataGenerator(config, schema), 200);
        List<DeviceSchema> d = List.of(schema.device(0));
        Sensor text = new Sensor(9, "s_9", SensorType.TEXT);
        assertThat(expected.unpredictable(new Query.AggRangeQuery(d, List.of(text), 0, 10, "count"))).isEmpty();
        assertThat(expected.unpredictable(new Query.AggRangeQuery(d, List.of(text), 0, 10, "max")))
                .hasValue("max of the non-numeric sensor s_9 has no expected value");
        assertThat(expected.unpredictable(new Query.GroupByQuery(d, schema.sensors().subList(1, 2), 0, 10, "extreme",
                5, false))).hasValueSatisfying(r -> assertThat(r).startsWith("aggregate function extreme has no "));
        assertThat(expected.unpredictable(new Query.RangeQuery(d, List.of(text), 0, 10, false))).isEmpty();
    }

    @Test
    void toleranceFollowsTheStoredType() {
        assertThat(ExpectedValues.value(12.5f).acceptable()).containsExactly(12.5);
        assertThat(ExpectedValues.value(12.5f).tolerance()).isCloseTo(12.5e-6, within(1e-15));
        assertThat(ExpectedValues.value(-2.0).acceptable()).containsExactly(-2.0);
        assertThat(ExpectedValues.value(-2.0).tolerance()).isCloseTo(2e-9, within(1e-18));
        assertThat(ExpectedValues.value(7)).isEqualTo(new ExpectedValues.Value(List.of(7L), 0));
        assertThat(ExpectedValues.value(true)).isEqualTo(new ExpectedValues.Value(List.of(true), 0));
        assertThat(ExpectedValues.value("ab")).isEqualTo(new ExpectedValues.Value(List.of("ab"), 0));
    }
}
