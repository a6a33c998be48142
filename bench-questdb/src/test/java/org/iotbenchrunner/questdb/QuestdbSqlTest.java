package org.iotbenchrunner.questdb;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.iotbenchrunner.core.query.Query;
import org.iotbenchrunner.core.workload.DeviceSchema;
import org.iotbenchrunner.core.workload.Sensor;
import org.iotbenchrunner.core.workload.SensorType;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class QuestdbSqlTest {
    private static final Sensor BOOL = new Sensor(0, "s_0", SensorType.BOOLEAN);
    private static final Sensor INT = new Sensor(1, "s_1", SensorType.INT32);
    private static final Sensor LONG = new Sensor(2, "s_2", SensorType.INT64);
    private static final Sensor FLOAT = new Sensor(3, "s_3", SensorType.FLOAT);
    private static final Sensor DOUBLE = new Sensor(4, "s_4", SensorType.DOUBLE);
    private static final Sensor TEXT = new Sensor(5, "s_5", SensorType.TEXT);
    private static final List<Sensor> ALL = List.of(BOOL, INT, LONG, FLOAT, DOUBLE, TEXT);
    private static final DeviceSchema D0 = new DeviceSchema(0, "d_0", "g_0", 0, ALL);
    private static final DeviceSchema D1 = new DeviceSchema(1, "d_1", "g_0", 0, ALL);
    private static final List<DeviceSchema> ONE = List.of(D0);
    private static final List<DeviceSchema> TWO = List.of(D0, D1);

    private final QuestdbSql measured = new QuestdbSql("test", Precision.MS, false);
    private final QuestdbSql labelled = measured.labelled(true);

    @Test
    void oneWalTableForEveryDeviceWithAnIndexedSymbolAndUpsertKeys() {
        assertThat(measured.createTable(TWO)).isEqualTo("CREATE TABLE IF NOT EXISTS \"test\" (time TIMESTAMP, "
                + "device SYMBOL CAPACITY 256 CACHE INDEX, s_0 BOOLEAN, s_1 INT, s_2 LONG, s_3 FLOAT, s_4 DOUBLE, "
                + "s_5 STRING) TIMESTAMP(time) PARTITION BY DAY WAL DEDUP UPSERT KEYS(time, device)");
        List<DeviceSchema> many = java.util.stream.IntStream.range(0, 6000)
                .mapToObj(i -> new DeviceSchema(i, "d_" + i, "g_0", 0, ALL)).toList();
        assertThat(measured.createTable(many)).contains("SYMBOL CAPACITY 8192 ");
        assertThat(measured.dropTable()).isEqualTo("DROP TABLE IF EXISTS \"test\"");
        assertThat(measured.walState()).isEqualTo(
                "SELECT name, suspended, writerTxn, sequencerTxn FROM wal_tables() WHERE name IN ('test')");
        assertThat(QuestdbSql.walStates("test", List.of("cpu", "it's"))).isEqualTo(
                "SELECT name, suspended, writerTxn, sequencerTxn FROM wal_tables() WHERE name IN ('test', 'cpu', "
                        + "'it''s')");
    }

    @Test
    void rawQueriesSelectTimeAndValuesAndTheLabelledVariantAddsTheDevice() {
        Query precise = new Query.PreciseQuery(ONE, List.of(INT, TEXT), 1_000);
        assertThat(precise.accept(measured))
                .isEqualTo("SELECT time, s_1, s_5 FROM \"test\" WHERE device = 'd_0' AND time = 1000000");
        assertThat(precise.accept(labelled))
                .isEqualTo("SELECT time, device, s_1, s_5 FROM \"test\" WHERE device = 'd_0' AND time = 1000000");

        Query range = new Query.RangeQuery(TWO, List.of(BOOL), 1_000, 2_000, false);
        assertThat(range.accept(measured)).isEqualTo("SELECT time, s_0 FROM \"test\" WHERE device IN ('d_0', 'd_1')"
                + " AND time >= 1000000 AND time <= 2000000");
        assertThat(new Query.RangeQuery(TWO, List.of(BOOL), 1_000, 2_000, true).accept(labelled))
                .isEqualTo("SELECT time, device, s_0 FROM \"test\" WHERE device IN ('d_0', 'd_1')"
                        + " AND time >= 1000000 AND time <= 2000000 ORDER BY time DESC");
    }

    @Test
    void valueFiltersAreWrittenPerColumnType() {
        Query values = new Query.ValueRangeQuery(ONE, List.of(INT, LONG, FLOAT, DOUBLE), 0, 5, -5.0, true);
        assertThat(values.accept(measured)).isEqualTo("SELECT time, s_1, s_2, s_3, s_4 FROM \"test\" WHERE "
                + "device = 'd_0' AND time >= 0 AND time <= 5000 AND s_1 > -5 AND s_2 > -5 AND s_3 > -5 AND s_4 > -5.0"
                + " ORDER BY time DESC");
    }

    @ParameterizedTest
    @CsvSource({
            "INT32, -5.5, s > -6",
            "INT32, 2.0, s > 2",
            "INT32, -1e12, s IS NOT NULL",
            "INT32, 1e12, s > 2147483647",
            "INT64, -1e30, s IS NOT NULL",
            "INT64, 0.25, s > 0",
            // 0.1f = 0.100000001490116119384765625 > 0.1: every float above 0.1 is >= 0.1f
            "FLOAT, 0.1, s >= 0.100000001490116119384765625",
            // -5.1f = -5.099999904632568359375 > -5.1, so >= it
            "FLOAT, -5.1, s >= -5.099999904632568359375",
            "FLOAT, 0.5, s > 0.5",
            "FLOAT, 1e300, s > 340282346638528859811704183484516925440",
            "FLOAT, -1e300, s IS NOT NULL",
            "DOUBLE, -5.0, s > -5.0",
            "DOUBLE, 1e21, s > 1000000000000000000000",
    })
    void aThresholdMeansValueAboveItAsDoubles(SensorType type, double threshold, String expected) {
        assertThat(QuestdbSql.above(new Sensor(0, "s", type), threshold)).isEqualTo(expected);
    }

    @Test
    void aValueFilterNeedsANumericSensor() {
        assertThatThrownBy(() -> QuestdbSql.above(TEXT, 1)).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void aggregatesArePerDeviceUnderTheSensorsNames() {
        assertThat(new Query.AggRangeQuery(TWO, List.of(BOOL, INT, TEXT), 0, 10, "count").accept(measured))
                .isEqualTo("SELECT device, count() AS s_0, count(s_1) AS s_1, count(s_5) AS s_5 FROM \"test\" WHERE "
                        + "device IN ('d_0', 'd_1') AND time >= 0 AND time <= 10000 GROUP BY device");
        assertThat(new Query.AggValueQuery(ONE, List.of(FLOAT, DOUBLE), "sum", -5).accept(labelled))
                .isEqualTo("SELECT device, sum(cast(s_3 AS DOUBLE)) AS s_3, sum(s_4) AS s_4 FROM \"test\" WHERE "
                        + "device = 'd_0' AND s_3 > -5 AND s_4 > -5.0 GROUP BY device");
        assertThat(new Query.AggRangeValueQuery(ONE, List.of(INT), 0, 10, "MAX_VALUE", 1.5).accept(measured))
                .isEqualTo("SELECT device, max(s_1) AS s_1 FROM \"test\" WHERE device = 'd_0' AND time >= 0 "
                        + "AND time <= 10000 AND s_1 > 1 GROUP BY device");
    }

    @ParameterizedTest
    @CsvSource({"count, count(s_1)", "COUNT(), count(s_1)", "mean, avg(s_1)", "avg, avg(s_1)", "min_value, min(s_1)",
            "first_value, first(s_1)", "last, last(s_1)", "stddev_samp, stddev_samp(s_1)"})
    void aggregateFunctionNamesOfTheOtherDatabasesMapToQuestdbs(String function, String expected) {
        assertThat(QuestdbSql.aggregate(function, INT)).isEqualTo(expected);
    }

    @Test
    void groupByAlignedToAStartOnTheStepSamplesDirectly() {
        Query q = new Query.GroupByQuery(TWO, List.of(INT, FLOAT), 40_000, 100_000, "avg", 20_000, false);
        assertThat(q.accept(measured)).isEqualTo(q.accept(labelled)).isEqualTo("SELECT time, avg(s_1) AS s_1, "
                + "avg(s_3) AS s_3 FROM \"test\" WHERE device IN ('d_0', 'd_1') AND time >= 40000000 AND time < "
                + "100000000 SAMPLE BY 20000000U ALIGN TO CALENDAR");
    }

    @Test
    void groupByOffTheStepShiftsRowsBackByTheOffsetAndBucketsForward() {
        Query q = new Query.GroupByQuery(ONE, List.of(LONG), 45_000, 100_000, "count", 20_000, false);
        assertThat(q.accept(measured)).isEqualTo("SELECT time + 5000000 AS time, s_2 FROM (SELECT time, count(s_2) "
                + "AS s_2 FROM (SELECT time - 5000000 AS time, s_2 FROM \"test\" WHERE device = 'd_0' AND time >= "
                + "45000000 AND time < 100000000) TIMESTAMP(time) SAMPLE BY 20000000U ALIGN TO CALENDAR)");
        Query before1970 = new Query.GroupByQuery(ONE, List.of(LONG), -5_000, 100_000, "count", 20_000, true);
        assertThat(before1970.accept(measured)).as("the offset is the start modulo the step, never negative")
                .startsWith("SELECT * FROM (SELECT time + 15000000 AS time").endsWith(") ORDER BY time DESC");
        Query micros = new Query.GroupByQuery(ONE, List.of(LONG), 45, 100, "count", 20, false);
        assertThat(micros.accept(new QuestdbSql("test", Precision.US, false)))
                .contains("time - 5 AS time").contains("SAMPLE BY 20U");
    }

    @Test
    void latestPointIsLatestOnPerDeviceThenTheNewestOfThose() {
        assertThat(new Query.LatestPointQuery(ONE, List.of(INT)).accept(measured))
                .isEqualTo("SELECT time, s_1 FROM \"test\" WHERE device = 'd_0' LATEST ON time PARTITION BY device");
        assertThat(new Query.LatestPointQuery(TWO, List.of(INT)).accept(labelled))
                .isEqualTo("SELECT time, device, s_1 FROM (SELECT time, device, s_1 FROM \"test\" WHERE device IN "
                        + "('d_0', 'd_1') LATEST ON time PARTITION BY device) ORDER BY time DESC LIMIT 1");
        assertThat(new Query.LatestPointQuery(TWO, List.of(INT)).accept(measured))
                .startsWith("SELECT time, s_1 FROM (SELECT time, device, s_1 FROM");
    }

    @Test
    void setOperationsCombineUnlabelledRangesWithQuestdbsOperator() {
        Query q = new Query.SetOpQuery(List.of(new Query.RangeQuery(ONE, List.of(INT), 0, 1, false),
                new Query.RangeQuery(List.of(D1), List.of(INT), 0, 1, false)), "union distinct");
        assertThat(q.accept(labelled)).isEqualTo(q.accept(measured)).isEqualTo(
                "(SELECT time, s_1 FROM \"test\" WHERE device = 'd_0' AND time >= 0 AND time <= 1000) UNION "
                        + "(SELECT time, s_1 FROM \"test\" WHERE device = 'd_1' AND time >= 0 AND time <= 1000)");
        assertThat(QuestdbSql.setOperator("intersect  all")).isEqualTo("INTERSECT ALL");
        assertThat(QuestdbSql.setOperator("except distinct")).isEqualTo("EXCEPT");
        assertThat(QuestdbSql.setOperator("union all")).isEqualTo("UNION ALL");
    }

    @Test
    void namesAreQuotedAndTextEscaped() {
        DeviceSchema odd = new DeviceSchema(0, "d'x", "g_0", 0, ALL);
        assertThat(new Query.PreciseQuery(List.of(odd), List.of(INT), 0).accept(measured)).contains("device = 'd''x'");
        assertThat(QuestdbSql.quoted("a\"b")).isEqualTo("\"a\"\"b\"");
    }
}
