package org.iotbenchrunner.timescaledb;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.iotbenchrunner.core.query.Query;
import org.iotbenchrunner.core.workload.Batch;
import org.iotbenchrunner.core.workload.DeviceSchema;
import org.iotbenchrunner.core.workload.Row;
import org.iotbenchrunner.core.workload.Sensor;
import org.iotbenchrunner.core.workload.SensorType;
import org.junit.jupiter.api.Test;

class TimescaleSqlTest {
    static final List<Sensor> SENSORS = List.of(
            new Sensor(0, "s_0", SensorType.BOOLEAN), new Sensor(1, "s_1", SensorType.INT32),
            new Sensor(2, "s_2", SensorType.INT64), new Sensor(3, "s_3", SensorType.FLOAT),
            new Sensor(4, "s_4", SensorType.DOUBLE), new Sensor(5, "s_5", SensorType.TEXT));
    static final DeviceSchema D1 = new DeviceSchema(1, "d_1", "g_1", 1, SENSORS);
    static final DeviceSchema D3 = new DeviceSchema(3, "d_3", "g_1", 1, SENSORS);
    static final List<Sensor> ONE = List.of(SENSORS.get(1));
    static final List<Sensor> TWO = List.of(SENSORS.get(1), SENSORS.get(4));

    private final TimescaleSql sql = new TimescaleSql("test");

    @Test
    void createsTheWideTableWithOneColumnPerSensorAndTheUniqueKey() {
        assertThat(sql.createTable(SENSORS)).isEqualTo("CREATE TABLE IF NOT EXISTS test (time BIGINT NOT NULL, "
                + "sGroup TEXT NOT NULL, device TEXT NOT NULL, s_0 BOOLEAN NULL, s_1 INT NULL, s_2 BIGINT NULL, "
                + "s_3 FLOAT NULL, s_4 DOUBLE PRECISION NULL, s_5 TEXT NULL, UNIQUE (time,sGroup,device))");
        assertThat(sql.createHypertable()).isEqualTo("SELECT create_hypertable('test', 'time', "
                + "chunk_time_interval => 604800000, if_not_exists => TRUE)");
        assertThat(sql.dropTable()).isEqualTo("DROP TABLE IF EXISTS test");
    }

    @Test
    void copiesEveryColumnInBinary() {
        assertThat(sql.copyIn(SENSORS)).isEqualTo(
                "COPY test(time,sGroup,device,s_0,s_1,s_2,s_3,s_4,s_5) FROM STDIN (FORMAT binary)");
    }

    @Test
    void compatWritesOneUpsertPerRowWithEveryValueQuoted() {
        Batch batch = Batch.of(D1, List.of(
                new Row(1000, new Object[] {true, 7, 8L, 1.25f, -2.5, "a'b"}),
                new Row(2000, new Object[] {false, -1, 0L, 0.1f, 3.0, null})));
        String conflict = " ON CONFLICT(time,sGroup,device) DO UPDATE SET s_0=excluded.s_0,s_1=excluded.s_1,"
                + "s_2=excluded.s_2,s_3=excluded.s_3,s_4=excluded.s_4,s_5=excluded.s_5";
        assertThat(sql.compatInserts(batch)).containsExactly(
                "INSERT INTO test(time,sGroup,device,s_0,s_1,s_2,s_3,s_4,s_5) "
                        + "VALUES(1000,'g_1','d_1','true','7','8','1.25','-2.5','a''b')" + conflict,
                "INSERT INTO test(time,sGroup,device,s_0,s_1,s_2,s_3,s_4,s_5) "
                        + "VALUES(2000,'g_1','d_1','false','-1','0','0.1','3.0',NULL)" + conflict);
    }

    @Test
    void fastWritesOneUpsertOfTypedArrays() {
        assertThat(sql.fastUpsert(SENSORS)).isEqualTo("INSERT INTO test(time,sGroup,device,s_0,s_1,s_2,s_3,s_4,s_5)"
                + " SELECT * FROM unnest(?::int8[], ?::text[], ?::text[], ?::bool[], ?::int4[], ?::int8[], "
                + "?::float8[], ?::float8[], ?::text[]) ON CONFLICT (time,sGroup,device) DO UPDATE SET "
                + "s_0=excluded.s_0,s_1=excluded.s_1,s_2=excluded.s_2,s_3=excluded.s_3,s_4=excluded.s_4,"
                + "s_5=excluded.s_5");
    }

    @Test
    void theLabelledVariantAddsTheDeviceToRawRowsAndKeepsOtherStatements() {
        Query.RangeQuery range = new Query.RangeQuery(List.of(D1, D3), TWO, 10, 20, true);
        assertThat(sql.statement(range, false)).isEqualTo(new TimescaleSql.Statement(sql.query(range),
                TimescaleSql.Labels.TIME));
        assertThat(sql.statement(range, true)).isEqualTo(new TimescaleSql.Statement("SELECT time, device, s_1, s_4 "
                + "FROM test WHERE (device='d_1' OR device='d_3') AND (time >= 10 AND time <= 20) ORDER BY time DESC",
                TimescaleSql.Labels.TIME_DEVICE));
        assertThat(sql.statement(new Query.LatestPointQuery(List.of(D1), ONE), true).sql())
                .isEqualTo("SELECT time, device, s_1 FROM test WHERE (device='d_1') ORDER BY time DESC LIMIT 1");
        Query agg = new Query.AggRangeQuery(List.of(D1), ONE, 10, 20, "avg");
        for (boolean labelled : new boolean[] {false, true}) {
            assertThat(sql.statement(agg, labelled)).isEqualTo(new TimescaleSql.Statement(sql.query(agg),
                    TimescaleSql.Labels.DEVICE));
            Query groupBy = new Query.GroupByQuery(List.of(D1), ONE, 10, 20, "max", 5, false);
            assertThat(sql.statement(groupBy, labelled)).isEqualTo(new TimescaleSql.Statement(sql.query(groupBy),
                    TimescaleSql.Labels.TIME));
            Query union = new Query.SetOpQuery(List.of(range, range), "union");
            assertThat(sql.statement(union, labelled)).isEqualTo(new TimescaleSql.Statement(sql.query(union),
                    TimescaleSql.Labels.TIME));
        }
    }

    @Test
    void preciseQuery() {
        assertThat(sql.query(new Query.PreciseQuery(List.of(D1), ONE, 1000)))
                .isEqualTo("SELECT time, s_1 FROM test WHERE (device='d_1') AND time = 1000");
        assertThat(sql.query(new Query.PreciseQuery(List.of(D1, D3), TWO, 1000)))
                .isEqualTo("SELECT time, s_1, s_4 FROM test WHERE (device='d_1' OR device='d_3') AND time = 1000");
    }

    @Test
    void rangeQueriesAreInclusive() {
        assertThat(sql.query(new Query.RangeQuery(List.of(D1), ONE, 10, 20, false)))
                .isEqualTo("SELECT time, s_1 FROM test WHERE (device='d_1') AND (time >= 10 AND time <= 20)");
        assertThat(sql.query(new Query.RangeQuery(List.of(D1, D3), TWO, 10, 20, true)))
                .isEqualTo("SELECT time, s_1, s_4 FROM test WHERE (device='d_1' OR device='d_3') "
                        + "AND (time >= 10 AND time <= 20) ORDER BY time DESC");
    }

    @Test
    void valueRangeQueriesFilterEverySelectedSensor() {
        assertThat(sql.query(new Query.ValueRangeQuery(List.of(D1), ONE, 10, 20, -5, false)))
                .isEqualTo("SELECT time, s_1 FROM test WHERE (device='d_1') AND (time >= 10 AND time <= 20) "
                        + "AND (s_1 > -5.0)");
        assertThat(sql.query(new Query.ValueRangeQuery(List.of(D1, D3), TWO, 10, 20, 2.5, true)))
                .isEqualTo("SELECT time, s_1, s_4 FROM test WHERE (device='d_1' OR device='d_3') "
                        + "AND (time >= 10 AND time <= 20) AND (s_1 > 2.5 AND s_4 > 2.5) ORDER BY time DESC");
    }

    @Test
    void aggregateQueriesGroupByDevice() {
        assertThat(sql.query(new Query.AggRangeQuery(List.of(D1), ONE, 10, 20, "count")))
                .isEqualTo("SELECT device, count(s_1) FROM test WHERE (device='d_1') "
                        + "AND (time >= 10 AND time <= 20) GROUP BY device");
        assertThat(sql.query(new Query.AggValueQuery(List.of(D1, D3), TWO, "avg", -5)))
                .isEqualTo("SELECT device, avg(s_1), avg(s_4) FROM test WHERE (device='d_1' OR device='d_3') "
                        + "AND (s_1 > -5.0 AND s_4 > -5.0) GROUP BY device");
        assertThat(sql.query(new Query.AggRangeValueQuery(List.of(D1, D3), TWO, 10, 20, "count", -5)))
                .isEqualTo("SELECT device, count(s_1), count(s_4) FROM test WHERE (device='d_1' OR device='d_3') "
                        + "AND (time >= 10 AND time <= 20) AND (s_1 > -5.0 AND s_4 > -5.0) GROUP BY device");
    }

    @Test
    void groupByBucketsAlignToTheWindowStartWithAnExclusiveEnd() {
        assertThat(sql.query(new Query.GroupByQuery(List.of(D1), ONE, 1640966405000L, 1640966655000L, "count",
                20000, false)))
                .isEqualTo("SELECT time_bucket(20000, time, 5000) AS sampleTime, count(s_1) FROM test "
                        + "WHERE (device='d_1') AND (time >= 1640966405000 AND time < 1640966655000) "
                        + "GROUP BY sampleTime");
        assertThat(sql.query(new Query.GroupByQuery(List.of(D1, D3), TWO, -30, 70, "max", 20, false)))
                .isEqualTo("SELECT time_bucket(20, time, 10) AS sampleTime, max(s_1), max(s_4) FROM test "
                        + "WHERE (device='d_1' OR device='d_3') AND (time >= -30 AND time < 70) GROUP BY sampleTime");
    }

    @Test
    void groupByDescendingIsNotSupported() {
        assertThatThrownBy(() -> sql.query(new Query.GroupByQuery(List.of(D1), ONE, 0, 10, "count", 5, true)))
                .isInstanceOf(UnsupportedOperationException.class).hasMessageContaining("GROUP_BY_DESC");
    }

    @Test
    void latestPointTakesTheNewestRowOfAllDevices() {
        assertThat(sql.query(new Query.LatestPointQuery(List.of(D1), ONE)))
                .isEqualTo("SELECT time, s_1 FROM test WHERE (device='d_1') ORDER BY time DESC LIMIT 1");
        assertThat(sql.query(new Query.LatestPointQuery(List.of(D1, D3), TWO)))
                .isEqualTo("SELECT time, s_1, s_4 FROM test WHERE (device='d_1' OR device='d_3') "
                        + "ORDER BY time DESC LIMIT 1");
    }

    @Test
    void setOperationCombinesTheChildRangeQueries() {
        Query.SetOpQuery union = new Query.SetOpQuery(List.of(
                new Query.RangeQuery(List.of(D1), ONE, 10, 20, false),
                new Query.RangeQuery(List.of(D3), ONE, 10, 20, false)), "union");
        assertThat(sql.query(union)).isEqualTo(
                "(SELECT time, s_1 FROM test WHERE (device='d_1') AND (time >= 10 AND time <= 20)) union "
                        + "(SELECT time, s_1 FROM test WHERE (device='d_3') AND (time >= 10 AND time <= 20))");
        Query.SetOpQuery except = new Query.SetOpQuery(List.of(
                new Query.RangeQuery(List.of(D1, D3), TWO, 10, 20, false),
                new Query.RangeQuery(List.of(D3), TWO, 10, 20, false),
                new Query.RangeQuery(List.of(D1), TWO, 10, 20, false)), "except all");
        assertThat(sql.query(except)).isEqualTo(
                "(SELECT time, s_1, s_4 FROM test WHERE (device='d_1' OR device='d_3') AND (time >= 10 AND time <= 20))"
                        + " except all (SELECT time, s_1, s_4 FROM test WHERE (device='d_3') "
                        + "AND (time >= 10 AND time <= 20))"
                        + " except all (SELECT time, s_1, s_4 FROM test WHERE (device='d_1') "
                        + "AND (time >= 10 AND time <= 20))");
    }

    @Test
    void quotesInDeviceNamesAreEscaped() {
        DeviceSchema odd = new DeviceSchema(9, "d_'9", "g_0", 0, SENSORS);
        assertThat(sql.query(new Query.LatestPointQuery(List.of(odd), ONE))).contains("device='d_''9'");
    }
}
