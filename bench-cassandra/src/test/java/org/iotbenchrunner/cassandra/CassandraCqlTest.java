package org.iotbenchrunner.cassandra;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.iotbenchrunner.core.query.Query;
import org.iotbenchrunner.core.workload.DeviceSchema;
import org.iotbenchrunner.core.workload.Sensor;
import org.iotbenchrunner.core.workload.SensorType;
import org.junit.jupiter.api.Test;

class CassandraCqlTest {
    private static final Sensor INT = new Sensor(0, "s_0", SensorType.INT32);
    private static final Sensor DOUBLE = new Sensor(1, "s_1", SensorType.DOUBLE);
    private static final List<Sensor> SENSORS = List.of(INT, DOUBLE);
    private static final DeviceSchema D0 = new DeviceSchema(0, "d_0", "g_0", 0, SENSORS);
    private static final DeviceSchema D1 = new DeviceSchema(1, "d_1", "g_0", 0, SENSORS);
    private final CassandraCql cql = new CassandraCql("test", "points");

    @Test
    void theTableHasAPartitionPerDeviceAndItsRowsInTimeOrder() {
        assertThat(cql.createTable(SENSORS)).isEqualTo("CREATE TABLE IF NOT EXISTS test.points (device text, time "
                + "timestamp, s_0 int, s_1 double, PRIMARY KEY ((device), time))");
        assertThat(cql.insert(SENSORS)).isEqualTo("INSERT INTO test.points (device, time, s_0, s_1) VALUES (?, ?, ?, ?)");
    }

    @Test
    void rawRowsNameTheirDevicesAndOnlyDescOverSeveralDevicesIsUnpaged() {
        CassandraCql.Statement range = cql.statement(new Query.RangeQuery(List.of(D0, D1), SENSORS, 10, 20, false));
        assertThat(range.cql()).isEqualTo("SELECT time, device, s_0, s_1 FROM test.points WHERE device IN ('d_0', "
                + "'d_1') AND time >= 10 AND time <= 20");
        assertThat(range.unpaged()).isFalse();
        CassandraCql.Statement desc = cql.statement(new Query.RangeQuery(List.of(D0, D1), SENSORS, 10, 20, true));
        assertThat(desc.cql()).endsWith(" ORDER BY time DESC");
        assertThat(desc.unpaged()).isTrue();
        assertThat(cql.statement(new Query.RangeQuery(List.of(D0), SENSORS, 10, 20, true)).unpaged()).isFalse();
    }

    @Test
    void valueFiltersAllowFilteringAndCompareIntegersWithTheFloorOfTheThreshold() {
        CassandraCql.Statement statement = cql.statement(new Query.ValueRangeQuery(List.of(D0), SENSORS, 10, 20,
                -2.5, false));
        assertThat(statement.cql()).isEqualTo("SELECT time, device, s_0, s_1 FROM test.points WHERE device = 'd_0' "
                + "AND time >= 10 AND time <= 20 AND s_0 > -3 AND s_1 > -2.5 ALLOW FILTERING");
    }

    @Test
    void aggregatesArePerDeviceWithIntegerSumsAsVarintAndAveragesAsDouble() {
        assertThat(cql.statement(new Query.AggRangeQuery(List.of(D0, D1), SENSORS, 1, 2, "sum")).cql())
                .isEqualTo("SELECT device, sum(cast(s_0 as varint)), sum(cast(s_1 as double)) FROM test.points WHERE "
                        + "device IN ('d_0', 'd_1') AND time >= 1 AND time <= 2 GROUP BY device");
        assertThat(cql.statement(new Query.AggValueQuery(List.of(D0), SENSORS, "avg", 3.0)).cql())
                .isEqualTo("SELECT device, avg(cast(s_0 as double)), avg(cast(s_1 as double)) FROM test.points WHERE "
                        + "device = 'd_0' AND s_0 > 3 AND s_1 > 3.0 GROUP BY device ALLOW FILTERING");
        assertThat(cql.statement(new Query.AggRangeValueQuery(List.of(D0), SENSORS, 1, 2, "max_value", 0)).cql())
                .startsWith("SELECT device, max(s_0), max(s_1) FROM");
    }

    @Test
    void timeBucketsAreAlignedToTheWindowStartAndAnAverageIsItsSumAndCount() {
        assertThat(cql.statement(new Query.GroupByQuery(List.of(D0, D1), List.of(INT), 1000, 2000, "avg", 300,
                true)).cql()).isEqualTo("SELECT device, floor(time, 300ms, 1000), sum(cast(s_0 as varint)), "
                        + "count(s_0) FROM test.points WHERE device IN ('d_0', 'd_1') AND time >= 1000 AND time < 2000 "
                        + "GROUP BY device, floor(time, 300ms, 1000)");
    }

    @Test
    void theLatestPointIsSortedByCassandraUnpaged() {
        CassandraCql.Statement latest = cql.statement(new Query.LatestPointQuery(List.of(D0, D1), SENSORS));
        assertThat(latest.cql()).endsWith("WHERE device IN ('d_0', 'd_1') ORDER BY time DESC LIMIT 1");
        assertThat(latest.unpaged()).isTrue();
    }

    @Test
    void setOperationsAreDeclaredUnsupported() {
        Query.RangeQuery child = new Query.RangeQuery(List.of(D0), SENSORS, 1, 2, false);
        assertThatThrownBy(() -> cql.statement(new Query.SetOpQuery(List.of(child, child), "union")))
                .isInstanceOf(UnsupportedOperationException.class).hasMessageContaining("CQL has no set operations");
    }

    @Test
    void textIsQuotedAsCqlLiterals() {
        assertThat(CassandraCql.quote("it's")).isEqualTo("'it''s'");
    }
}
