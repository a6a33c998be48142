package org.iotbenchrunner.influxdb;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.iotbenchrunner.core.testing.DeviceFixtures.D1;
import static org.iotbenchrunner.core.testing.DeviceFixtures.ONE;
import static org.iotbenchrunner.core.testing.DeviceFixtures.ONE_DEVICE;
import static org.iotbenchrunner.core.testing.DeviceFixtures.TWO;
import static org.iotbenchrunner.core.testing.DeviceFixtures.TWO_DEVICES;

import java.util.List;
import org.iotbenchrunner.core.query.Query;
import org.iotbenchrunner.core.workload.DeviceSchema;
import org.junit.jupiter.api.Test;

class InfluxQlTest {
    private static final String FROM_ONE = " FROM \"g_1\" WHERE (\"device\" = 'd_1')";
    private static final String FROM_TWO = " FROM \"g_1\" WHERE (\"device\" = 'd_1' OR \"device\" = 'd_3')";

    private final InfluxQl ms = new InfluxQl(TimePrecision.MS);

    @Test
    void managesTheDatabase() {
        assertThat(InfluxQl.createDatabase("test")).isEqualTo("CREATE DATABASE \"test\"");
        assertThat(InfluxQl.dropDatabase("te\"st")).isEqualTo("DROP DATABASE \"te\\\"st\"");
        assertThat(InfluxQl.dropMeasurement("readings")).isEqualTo("DROP MEASUREMENT \"readings\"");
    }

    @Test
    void preciseQueryUsesNanosecondTimes() {
        assertThat(ms.query(new Query.PreciseQuery(ONE_DEVICE, ONE, 1000)))
                .isEqualTo("SELECT \"s_1\"" + FROM_ONE + " AND time = 1000000000");
        assertThat(ms.query(new Query.PreciseQuery(TWO_DEVICES, TWO, 1000)))
                .isEqualTo("SELECT \"s_1\", \"s_4\"" + FROM_TWO + " AND time = 1000000000");
        assertThat(new InfluxQl(TimePrecision.US).query(new Query.PreciseQuery(ONE_DEVICE, ONE, 1000)))
                .endsWith("time = 1000000");
        assertThat(new InfluxQl(TimePrecision.NS).query(new Query.PreciseQuery(ONE_DEVICE, ONE, 1000)))
                .endsWith("time = 1000");
    }

    @Test
    void rangeQueriesAreInclusive() {
        assertThat(ms.query(new Query.RangeQuery(ONE_DEVICE, ONE, 10, 20, false)))
                .isEqualTo("SELECT \"s_1\"" + FROM_ONE + " AND time >= 10000000 AND time <= 20000000");
        assertThat(ms.query(new Query.RangeQuery(TWO_DEVICES, TWO, 10, 20, true)))
                .isEqualTo("SELECT \"s_1\", \"s_4\"" + FROM_TWO
                        + " AND time >= 10000000 AND time <= 20000000 ORDER BY time DESC");
    }

    @Test
    void valueRangeQueriesFilterEverySelectedSensorOfTheRow() {
        assertThat(ms.query(new Query.ValueRangeQuery(ONE_DEVICE, ONE, 10, 20, -5, false)))
                .isEqualTo("SELECT \"s_1\"" + FROM_ONE + " AND time >= 10000000 AND time <= 20000000"
                        + " AND \"s_1\" > -5.0");
        assertThat(ms.query(new Query.ValueRangeQuery(TWO_DEVICES, TWO, 10, 20, 0.5, true)))
                .isEqualTo("SELECT \"s_1\", \"s_4\"" + FROM_TWO + " AND time >= 10000000 AND time <= 20000000"
                        + " AND \"s_1\" > 0.5 AND \"s_4\" > 0.5 ORDER BY time DESC");
    }

    @Test
    void aggregatesAreGroupedByDevice() {
        assertThat(ms.query(new Query.AggRangeQuery(ONE_DEVICE, ONE, 10, 20, "count")))
                .isEqualTo("SELECT count(\"s_1\")" + FROM_ONE
                        + " AND time >= 10000000 AND time <= 20000000 GROUP BY \"device\"");
        assertThat(ms.query(new Query.AggRangeQuery(TWO_DEVICES, TWO, 10, 20, "mean")))
                .isEqualTo("SELECT mean(\"s_1\"), mean(\"s_4\")" + FROM_TWO
                        + " AND time >= 10000000 AND time <= 20000000 GROUP BY \"device\"");
        assertThat(ms.query(new Query.AggValueQuery(ONE_DEVICE, ONE, "count", -5)))
                .isEqualTo("SELECT count(\"s_1\")" + FROM_ONE + " AND \"s_1\" > -5.0 GROUP BY \"device\"");
        assertThat(ms.query(new Query.AggValueQuery(ONE_DEVICE, ONE, "avg", -5)))
                .as("the model's avg is InfluxQL's mean")
                .isEqualTo("SELECT mean(\"s_1\")" + FROM_ONE + " AND \"s_1\" > -5.0 GROUP BY \"device\"");
        assertThat(ms.query(new Query.AggValueQuery(TWO_DEVICES, TWO, "count", -5)))
                .isEqualTo("SELECT count(\"s_1\"), count(\"s_4\")" + FROM_TWO
                        + " AND \"s_1\" > -5.0 AND \"s_4\" > -5.0 GROUP BY \"device\"");
        assertThat(ms.query(new Query.AggRangeValueQuery(ONE_DEVICE, ONE, 10, 20, "count", -5)))
                .isEqualTo("SELECT count(\"s_1\")" + FROM_ONE
                        + " AND time >= 10000000 AND time <= 20000000 AND \"s_1\" > -5.0 GROUP BY \"device\"");
        assertThat(ms.query(new Query.AggRangeValueQuery(TWO_DEVICES, TWO, 10, 20, "count", -5)))
                .isEqualTo("SELECT count(\"s_1\"), count(\"s_4\")" + FROM_TWO
                        + " AND time >= 10000000 AND time <= 20000000 AND \"s_1\" > -5.0 AND \"s_4\" > -5.0"
                        + " GROUP BY \"device\"");
    }

    @Test
    void groupByAlignsBucketsToTheWindowStartAndMergesDevices() {
        assertThat(ms.query(new Query.GroupByQuery(ONE_DEVICE, ONE, 1005, 1255, "count", 20, false)))
                .isEqualTo("SELECT count(\"s_1\")" + FROM_ONE + " AND time >= 1005000000 AND time < 1255000000"
                        + " GROUP BY time(20ms, 5ms) fill(none)");
        assertThat(ms.query(new Query.GroupByQuery(TWO_DEVICES, TWO, 1005, 1255, "count", 20, true)))
                .isEqualTo("SELECT count(\"s_1\"), count(\"s_4\")" + FROM_TWO
                        + " AND time >= 1005000000 AND time < 1255000000"
                        + " GROUP BY time(20ms, 5ms) fill(none) ORDER BY time DESC");
        assertThat(new InfluxQl(TimePrecision.US).query(
                new Query.GroupByQuery(ONE_DEVICE, ONE, 1005, 1255, "count", 20, false)))
                .endsWith(" AND time >= 1005000 AND time < 1255000 GROUP BY time(20u, 5u) fill(none)");
        assertThat(new InfluxQl(TimePrecision.NS).query(
                new Query.GroupByQuery(ONE_DEVICE, ONE, 1005, 1255, "count", 20, false)))
                .endsWith(" GROUP BY time(20ns, 5ns) fill(none)");
    }

    @Test
    void latestPointIsOneRowAcrossTheDevices() {
        assertThat(ms.query(new Query.LatestPointQuery(ONE_DEVICE, ONE)))
                .isEqualTo("SELECT last(\"s_1\")" + FROM_ONE);
        assertThat(ms.query(new Query.LatestPointQuery(TWO_DEVICES, TWO)))
                .isEqualTo("SELECT last(\"s_1\"), last(\"s_4\")" + FROM_TWO);
    }

    @Test
    void readsEveryGroupOfTheDevicesAndEscapesLiterals() {
        DeviceSchema other = new DeviceSchema(2, "d_'2", "g_0", 0, ONE);
        assertThat(ms.query(new Query.PreciseQuery(List.of(D1, other), ONE, 1)))
                .isEqualTo("SELECT \"s_1\" FROM \"g_1\",\"g_0\" WHERE (\"device\" = 'd_1' OR \"device\" = 'd_\\'2')"
                        + " AND time = 1000000");
    }

    @Test
    void setOperationsAreNotSupported() {
        Query.RangeQuery child = new Query.RangeQuery(ONE_DEVICE, ONE, 10, 20, false);
        assertThatThrownBy(() -> ms.query(new Query.SetOpQuery(List.of(child, child), "union")))
                .isInstanceOf(UnsupportedOperationException.class)
                .hasMessageStartingWith("SET_OPERATION is not supported by InfluxDB 1.x: ");
    }
}
