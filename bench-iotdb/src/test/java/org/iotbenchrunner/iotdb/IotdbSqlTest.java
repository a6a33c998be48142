package org.iotbenchrunner.iotdb;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.iotbenchrunner.core.testing.DeviceFixtures.D1;
import static org.iotbenchrunner.core.testing.DeviceFixtures.ONE;
import static org.iotbenchrunner.core.testing.DeviceFixtures.ONE_DEVICE;
import static org.iotbenchrunner.core.testing.DeviceFixtures.SENSORS;
import static org.iotbenchrunner.core.testing.DeviceFixtures.TWO;
import static org.iotbenchrunner.core.testing.DeviceFixtures.TWO_DEVICES;

import java.util.List;
import org.iotbenchrunner.core.query.Query;
import org.iotbenchrunner.core.workload.DeviceSchema;
import org.iotbenchrunner.core.workload.Sensor;
import org.iotbenchrunner.core.workload.SensorType;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class IotdbSqlTest {
    private static final String FROM_TWO = " FROM root.test.g_1.d_1, root.test.g_1.d_3";
    private final IotdbSql sql = new IotdbSql(new IotdbNames("test"), "ms");

    @Test
    void pathsFollowTheTreeModel() {
        IotdbNames names = new IotdbNames("test");
        assertThat(names.root()).isEqualTo("root.test");
        assertThat(names.database("g_1")).isEqualTo("root.test.g_1");
        assertThat(names.device(D1)).isEqualTo("root.test.g_1.d_1");
        assertThat(sql.dropDatabases()).isEqualTo("DROP DATABASE root.test.**");
        assertThat(sql.countAll()).isEqualTo("SELECT count(*) FROM root.test.**");
    }

    @Test
    void nodesThatAreNotPlainIdentifiersAreBackQuoted() {
        assertThat(IotdbNames.node("s_0")).isEqualTo("s_0");
        assertThat(IotdbNames.node("0sensor")).isEqualTo("`0sensor`");
        assertThat(IotdbNames.node("my-db")).isEqualTo("`my-db`");
        assertThat(IotdbNames.node("a.b")).isEqualTo("`a.b`");
        assertThat(IotdbNames.node("time")).isEqualTo("`time`");
        assertThat(IotdbNames.node("we`ird")).isEqualTo("`we``ird`");
        DeviceSchema odd = new DeviceSchema(7, "dev-7", "grp 1", 0, SENSORS);
        assertThat(new IotdbNames("bench.db").device(odd)).isEqualTo("root.`bench.db`.`grp 1`.`dev-7`");
    }

    @Test
    void preciseQueriesReadOneTimestampPerDevice() {
        assertThat(statement(new Query.PreciseQuery(TWO_DEVICES, TWO, 1640966405000L)))
                .isEqualTo(perDevice("SELECT s_1, s_4" + FROM_TWO + " WHERE time = 1640966405000"));
    }

    @Test
    void rangeQueriesIncludeBothEndsAndMayRunDescending() {
        assertThat(statement(new Query.RangeQuery(ONE_DEVICE, ONE, 100, 350, false)))
                .isEqualTo(perDevice("SELECT s_1 FROM root.test.g_1.d_1 WHERE time >= 100 AND time <= 350"));
        assertThat(statement(new Query.RangeQuery(TWO_DEVICES, TWO, 100, 350, true))).isEqualTo(perDevice(
                "SELECT s_1, s_4" + FROM_TWO + " WHERE time >= 100 AND time <= 350 ORDER BY TIME DESC"));
    }

    @Test
    void valueFiltersApplyToEveryDevicesOwnRows() {
        assertThat(statement(new Query.ValueRangeQuery(TWO_DEVICES, TWO, 100, 350, -5.0, false)))
                .isEqualTo(perDevice("SELECT s_1, s_4" + FROM_TWO
                        + " WHERE time >= 100 AND time <= 350 AND s_1 > -5 AND s_4 > -5.0"));
        assertThat(statement(new Query.ValueRangeQuery(ONE_DEVICE, TWO, 100, 350, 2.5, true)))
                .isEqualTo(perDevice("SELECT s_1, s_4 FROM root.test.g_1.d_1"
                        + " WHERE time >= 100 AND time <= 350 AND s_1 > 2 AND s_4 > 2.5 ORDER BY TIME DESC"));
    }

    @Test
    void aggregatesAreComputedPerDevice() {
        assertThat(aggregates(new Query.AggRangeQuery(TWO_DEVICES, TWO, 100, 350, "count"), true))
                .isEqualTo(perDevice("SELECT count(s_1), count(s_4)" + FROM_TWO
                        + " WHERE time >= 100 AND time <= 350"));
        assertThat(aggregates(new Query.AggValueQuery(TWO_DEVICES, ONE, "max_value", -5), false))
                .isEqualTo(perDevice("SELECT max_value(s_1)" + FROM_TWO + " WHERE s_1 > -5"));
        assertThat(aggregates(new Query.AggRangeValueQuery(ONE_DEVICE, TWO, 100, 350, "count", -5), true))
                .isEqualTo(perDevice("SELECT count(s_1), count(s_4) FROM root.test.g_1.d_1"
                        + " WHERE time >= 100 AND time <= 350 AND s_1 > -5 AND s_4 > -5.0"));
    }

    @Test
    void groupByKeepsBucketsAlignedToTheWindowStartWithAnExclusiveEnd() {
        IotdbSql.Statement groupBy = sql.query(new Query.GroupByQuery(TWO_DEVICES, TWO, 1000, 251000, "count",
                20000, false));
        assertThat(groupBy.sql()).isEqualTo("SELECT count(s_1), count(s_4)" + FROM_TWO
                + " GROUP BY ([1000, 251000), 20000ms)");
        assertThat(groupBy.shape()).isEqualTo(IotdbSql.Shape.BUCKETS);
        assertThat(groupBy.zeroIsEmpty()).isTrue();
        assertThat(sql.query(new Query.GroupByQuery(ONE_DEVICE, ONE, 1000, 251000, "count", 20000, true)).sql())
                .isEqualTo("SELECT count(s_1) FROM root.test.g_1.d_1 GROUP BY ([1000, 251000), 20000ms)"
                        + " ORDER BY TIME DESC");
    }

    @Test
    void bucketWidthsUseTheTimestampPrecision() {
        IotdbSql micros = new IotdbSql(new IotdbNames("test"), "us");
        assertThat(micros.query(new Query.GroupByQuery(ONE_DEVICE, ONE, 1000, 251000, "count", 20000, false)).sql())
                .endsWith(" GROUP BY ([1000, 251000), 20000us)");
    }

    @Test
    void latestPointAsksForTheLastValueOfEverySeries() {
        IotdbSql.Statement latest = sql.query(new Query.LatestPointQuery(TWO_DEVICES, TWO));
        assertThat(latest.sql()).isEqualTo("SELECT LAST s_1, s_4" + FROM_TWO);
        assertThat(latest.shape()).isEqualTo(IotdbSql.Shape.LATEST);
    }

    /** The workload's generic names of max, min, first and last are IoTDB's *_value functions. */
    @ParameterizedTest
    @CsvSource({"max, max_value", "MIN, min_value", "first, first_value", "last, last_value", "avg, avg",
        "max_value, max_value", "count, count", "stddev, stddev"})
    void functionsGetIotdbsNames(String function, String iotdb) {
        assertThat(sql.query(new Query.AggRangeQuery(ONE_DEVICE, ONE, 100, 350, function)).sql())
                .startsWith("SELECT " + iotdb + "(s_1) FROM ");
        IotdbSql.Statement groupBy = sql.query(new Query.GroupByQuery(ONE_DEVICE, ONE, 0, 10, function, 5, false));
        assertThat(groupBy.sql()).startsWith("SELECT " + iotdb + "(s_1) FROM ");
        assertThat(groupBy.zeroIsEmpty()).isEqualTo(function.equals("count"));
    }

    @Test
    void setOperationsAreNotSupported() {
        Query.RangeQuery child = new Query.RangeQuery(ONE_DEVICE, ONE, 1, 2, false);
        assertThatThrownBy(() -> sql.query(new Query.SetOpQuery(List.of(child, child), "union")))
                .isInstanceOf(UnsupportedOperationException.class)
                .hasMessageStartingWith("SET_OPERATION is not supported by iotdb: ");
    }

    /** The literal is in the column's type and keeps the meaning "value > threshold" of ExpectedAnswers. */
    @ParameterizedTest(name = "{0} > {1}")
    @CsvSource(delimiter = '|', value = {
        "INT32 | -5.0 | s > -5",
        "INT32 | -4.5 | s > -5",
        "INT32 | 2.5 | s > 2",
        "INT32 | 7.0 | s > 7",
        "INT32 | -1e12 | s >= -2147483648",
        "INT32 | 1e12 | s > 2147483647",
        "INT64 | -5.0 | s > -5",
        "INT64 | 1e12 | s > 1000000000000",
        "INT64 | -1e30 | s >= -9223372036854775808",
        "INT64 | 1e30 | s > 9223372036854775807",
        "FLOAT | -5.0 | s > -5",
        "FLOAT | 0.5 | s > 0.5",
        "FLOAT | 0.1 | s >= 0.100000001490116119384765625",
        "FLOAT | 0.3 | s >= 0.300000011920928955078125",
        "FLOAT | 0.7 | s > 0.699999988079071044921875",
        "FLOAT | 1e300 | s > 340282346638528859811704183484516925440",
        "FLOAT | -1e300 | s >= -340282346638528859811704183484516925440",
        "DOUBLE | -5.0 | s > -5.0",
        "DOUBLE | 0.1 | s > 0.1",
        "DOUBLE | 1e20 | s > 100000000000000000000"})
    void thresholdsAreWrittenInTheColumnsType(SensorType type, double threshold, String expected) {
        assertThat(IotdbSql.above(new Sensor(0, "s", type), threshold)).isEqualTo(expected);
    }

    /** Checks the literals against the predicate they stand for, for values near the threshold. */
    @Test
    void thresholdLiteralsSelectExactlyTheValuesAboveTheThreshold() {
        double[] thresholds = {-5, -4.5, 0.1, 0.3, 0.7, 2.5, 1e-3, -7.25, 123456.789};
        for (double t : thresholds) {
            for (float v : new float[] {(float) t, Math.nextUp((float) t), Math.nextDown((float) t), 0.1f, 0.3f}) {
                String literal = IotdbSql.above(new Sensor(0, "s", SensorType.FLOAT), t);
                float bound = Float.parseFloat(literal.replaceAll("^s >=? ", ""));
                boolean selected = literal.startsWith("s >= ") ? v >= bound : v > bound;
                assertThat(selected).as("float %s against %s: %s", v, t, literal).isEqualTo((double) v > t);
            }
            for (long v = (long) Math.floor(t) - 2; v <= (long) Math.ceil(t) + 2; v++) {
                String literal = IotdbSql.above(new Sensor(0, "s", SensorType.INT32), t);
                long bound = Long.parseLong(literal.replaceAll("^s >=? ", ""));
                boolean selected = literal.startsWith("s >= ") ? v >= bound : v > bound;
                assertThat(selected).as("int %s against %s: %s", v, t, literal).isEqualTo(v > t);
            }
        }
    }

    private String statement(Query query) {
        IotdbSql.Statement statement = query.accept(sql);
        assertThat(statement.shape()).isEqualTo(IotdbSql.Shape.ROWS);
        assertThat(statement.zeroIsEmpty()).isFalse();
        return statement.sql();
    }

    private String aggregates(Query query, boolean count) {
        IotdbSql.Statement statement = query.accept(sql);
        assertThat(statement.shape()).isEqualTo(IotdbSql.Shape.AGGREGATES);
        assertThat(statement.zeroIsEmpty()).isEqualTo(count);
        return statement.sql();
    }

    private static String perDevice(String sql) {
        return sql + " ALIGN BY DEVICE";
    }
}
