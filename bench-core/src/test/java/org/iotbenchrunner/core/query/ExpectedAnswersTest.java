package org.iotbenchrunner.core.query;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.assertj.core.api.SoftAssertions;
import org.iotbenchrunner.core.config.BenchmarkConfig;
import org.iotbenchrunner.core.config.ConfigLayers;
import org.iotbenchrunner.core.config.OperationType;
import org.iotbenchrunner.core.config.Scale;
import org.iotbenchrunner.core.workload.DataGenerator;
import org.iotbenchrunner.core.workload.DeviceSchema;
import org.iotbenchrunner.core.workload.Sensor;
import org.iotbenchrunner.core.workload.WorkloadSchema;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.api.Test;

/** ExpectedAnswers' shortcuts (value periods, bucket arithmetic) against a row-by-row count. */
class ExpectedAnswersTest {

    private static BenchmarkConfig config(int buffer, long interval, long groupBy, long stepSize) {
        return new ConfigLayers().scale(Scale.TINY)
                .assignment("OPERATION_PROPORTION=0:1:1:1:1:1:1:1:1:1:1:0:1")
                .assignment("WORKLOAD_BUFFER_SIZE=" + buffer).assignment("QUERY_INTERVAL=" + interval)
                .assignment("GROUP_BY_TIME_UNIT=" + groupBy).assignment("STEP_SIZE=" + stepSize)
                .assignment("QUERY_SENSOR_NUM=2").assignment("QUERY_DEVICE_NUM=2").build();
    }

    @ParameterizedTest(name = "buffer {0}, window {1}, bucket {2}, step {3}")
    @CsvSource({"100, 250000, 20000, 1", "7, 5000000, 20000, 3", "3, 2000000, 3000, 7", "1000, 9000000, 1000000, 11",
        "5, 600000, 5000, 2"})
    void everyQueryTypeMatchesARowByRowCount(int buffer, long interval, long groupBy, long stepSize) {
        BenchmarkConfig config = config(buffer, interval, groupBy, stepSize);
        WorkloadSchema schema = new WorkloadSchema(config);
        DataGenerator data = new DataGenerator(config, schema);
        long rows = 900;
        ExpectedAnswers expected = new ExpectedAnswers(data, rows);
        QueryGenerator queries = new QueryGenerator(config, schema, 1);
        SoftAssertions softly = new SoftAssertions();
        for (int i = 0; i < 60; i++) {
            for (OperationType type : config.activeOperations()) {
                Query q = queries.next(type);
                if (!(q instanceof Query.SetOpQuery)) {
                    softly.assertThat(expected.points(q)).as(q.describe()).isEqualTo(bruteForce(data, rows, q));
                }
            }
        }
        softly.assertAll();
    }

    @Test
    void aLongValueFilterWindowIsCountedExactly() {
        BenchmarkConfig config = config(7, 250000, 20000, 1);
        WorkloadSchema schema = new WorkloadSchema(config);
        DataGenerator data = new DataGenerator(config, schema);
        List<DeviceSchema> d = List.of(schema.device(3));
        List<Sensor> s = schema.sensors().stream().filter(x -> x.type().isNumeric()).limit(2).toList();
        ExpectedAnswers expected = new ExpectedAnswers(data, 10_000);
        for (long end : new long[]{data.timestamp(13), data.timestamp(14), data.timestamp(9_998), Long.MAX_VALUE / 4}) {
            Query q = new Query.ValueRangeQuery(d, s, data.timestamp(2), end, -5, false);
            assertThat(expected.points(q)).as(q.describe()).isEqualTo(bruteForce(data, 10_000, q));
        }
    }

    /** Verification runs after every read test, so it must stay far below the queries' own time. */
    @Test
    void checkingTheQueriesOfASmallReadTestIsCheap() {
        BenchmarkConfig config = new ConfigLayers().scale(Scale.SMALL)
                .assignment("OPERATION_PROPORTION=0:1:1:1:1:1:1:1:1:1:1:0:1").build();
        WorkloadSchema schema = new WorkloadSchema(config);
        DataGenerator data = new DataGenerator(config, schema);
        ExpectedAnswers expected = new ExpectedAnswers(data, config.loop() * config.batchSize());
        long begin = System.nanoTime();
        long points = 0;
        int count = 0;
        for (int client = 0; client < config.dataClients(); client++) {
            QueryGenerator queries = new QueryGenerator(config, schema, client);
            for (int i = 0; i < config.loop(); i++) {
                points += expected.points(queries.next(config.activeOperations().get(i % config.activeOperations().size())));
                count++;
            }
        }
        double micros = (System.nanoTime() - begin) / 1e3 / count;
        System.out.printf("ExpectedAnswers: %d queries of a small read test, %.1f us per query%n", count, micros);
        assertThat(points).isPositive();
        assertThat(micros).isLessThan(2_000);
    }

    @Test
    void describeNamesTypeSensorsDevicesAndWindow() {
        BenchmarkConfig config = config(100, 250000, 20000, 1);
        WorkloadSchema schema = new WorkloadSchema(config);
        List<DeviceSchema> d = List.of(schema.device(0), schema.device(2));
        List<Sensor> s = schema.sensors().subList(1, 3);
        assertThat(new Query.AggValueQuery(d, s, "count", -5).describe())
                .isEqualTo("AGG_VALUE count(s_1, s_2) of d_0, d_2 where every value > -5.0");
        assertThat(new Query.GroupByQuery(d, s, 10, 30, "avg", 5, true).describe())
                .isEqualTo("GROUP_BY_DESC avg(s_1, s_2) of d_0, d_2 in [10, 30) by 5");
        assertThat(new Query.SetOpQuery(List.of(new Query.RangeQuery(d.subList(0, 1), s, 1, 2, false),
                new Query.RangeQuery(d.subList(1, 2), s, 1, 2, false)), "union").describe())
                .isEqualTo("SET_OPERATION union of TIME_RANGE s_1, s_2 of d_0 in [1, 2]; TIME_RANGE s_1, s_2 of d_2 "
                        + "in [1, 2]");
    }

    /** The definition, row by row: no periods, no arithmetic. */
    private static long bruteForce(DataGenerator data, long rows, Query query) {
        long matches = 0;
        if (query instanceof Query.GroupByQuery q) {
            Set<Long> buckets = new HashSet<>();
            for (DeviceSchema device : q.devices()) {
                for (long r = 0; r < rows; r++) {
                    long t = data.timestamp(r);
                    if (t >= q.start() && t < q.end()) {
                        buckets.add(Math.floorDiv(t - q.start(), q.interval()));
                    }
                }
            }
            return q.sensors().size() * (long) buckets.size();
        }
        if (query instanceof Query.LatestPointQuery q) {
            return q.sensors().size();
        }
        for (DeviceSchema device : query.devices()) {
            long inDevice = 0;
            for (long r = 0; r < rows; r++) {
                if (matches(data, device, r, query)) {
                    inDevice++;
                }
            }
            boolean aggregate = query instanceof Query.AggRangeQuery || query instanceof Query.AggValueQuery
                    || query instanceof Query.AggRangeValueQuery;
            matches += aggregate ? Math.min(inDevice, 1) : inDevice;
        }
        return query.sensors().size() * matches;
    }

    private static boolean matches(DataGenerator data, DeviceSchema device, long row, Query query) {
        long t = data.timestamp(row);
        if (query instanceof Query.PreciseQuery q) {
            return t == q.time();
        } else if (query instanceof Query.RangeQuery q) {
            return t >= q.start() && t <= q.end();
        } else if (query instanceof Query.ValueRangeQuery q) {
            return t >= q.start() && t <= q.end() && above(data, device, row, q.sensors(), q.threshold());
        } else if (query instanceof Query.AggRangeQuery q) {
            return t >= q.start() && t <= q.end();
        } else if (query instanceof Query.AggValueQuery q) {
            return above(data, device, row, q.sensors(), q.threshold());
        }
        Query.AggRangeValueQuery q = (Query.AggRangeValueQuery) query;
        return t >= q.start() && t <= q.end() && above(data, device, row, q.sensors(), q.threshold());
    }

    private static boolean above(DataGenerator data, DeviceSchema device, long row, List<Sensor> sensors,
            double threshold) {
        return sensors.stream().allMatch(s -> ((Number) data.value(device, s.index(), row)).doubleValue() > threshold);
    }
}
