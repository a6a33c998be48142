package org.iotbenchrunner.influxdb;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.iotbenchrunner.core.testing.DeviceFixtures.ONE;
import static org.iotbenchrunner.core.testing.DeviceFixtures.ONE_DEVICE;
import static org.iotbenchrunner.core.testing.DeviceFixtures.SENSORS;
import static org.iotbenchrunner.core.testing.DeviceFixtures.TWO;
import static org.iotbenchrunner.core.testing.DeviceFixtures.TWO_DEVICES;

import java.util.List;
import org.iotbenchrunner.core.query.Query;
import org.junit.jupiter.api.Test;

class FluxQueriesTest {
    private static final String ONE_SERIES = " |> filter(fn: (r) => r._measurement == \"g_1\")"
            + " |> filter(fn: (r) => r.device == \"d_1\") |> filter(fn: (r) => r._field == \"s_1\")";
    private static final String TWO_SERIES = " |> filter(fn: (r) => r._measurement == \"g_1\")"
            + " |> filter(fn: (r) => r.device == \"d_1\" or r.device == \"d_3\")"
            + " |> filter(fn: (r) => r._field == \"s_1\" or r._field == \"s_4\")";
    private static final String WINDOW_10_20 = "from(bucket: \"test\")"
            + " |> range(start: time(v: 10000000), stop: time(v: 21000000))";
    private static final String PIVOT =
            " |> pivot(rowKey: [\"_time\"], columnKey: [\"_field\"], valueColumn: \"_value\")";

    private final FluxQueries ms = new FluxQueries("test", TimePrecision.MS);

    @Test
    void preciseQueryIsARangeOfOneUnit() {
        assertThat(ms.query(new Query.PreciseQuery(ONE_DEVICE, ONE, 1000))).isEqualTo("from(bucket: \"test\")"
                + " |> range(start: time(v: 1000000000), stop: time(v: 1001000000))" + ONE_SERIES);
        assertThat(ms.query(new Query.PreciseQuery(TWO_DEVICES, TWO, 1000))).isEqualTo("from(bucket: \"test\")"
                + " |> range(start: time(v: 1000000000), stop: time(v: 1001000000))" + TWO_SERIES);
        assertThat(new FluxQueries("test", TimePrecision.US).query(new Query.PreciseQuery(ONE_DEVICE, ONE, 1000)))
                .contains("range(start: time(v: 1000000), stop: time(v: 1001000))");
        assertThat(new FluxQueries("test", TimePrecision.NS).query(new Query.PreciseQuery(ONE_DEVICE, ONE, 1000)))
                .contains("range(start: time(v: 1000), stop: time(v: 1001))");
    }

    @Test
    void rangeQueriesStopOneUnitAfterTheInclusiveEnd() {
        assertThat(ms.query(new Query.RangeQuery(ONE_DEVICE, ONE, 10, 20, false)))
                .isEqualTo(WINDOW_10_20 + ONE_SERIES);
        assertThat(ms.query(new Query.RangeQuery(TWO_DEVICES, TWO, 10, 20, true)))
                .isEqualTo(WINDOW_10_20 + TWO_SERIES + " |> sort(columns: [\"_time\"], desc: true)");
    }

    @Test
    void valueRangeQueriesFilterWholeRows() {
        assertThat(ms.query(new Query.ValueRangeQuery(ONE_DEVICE, ONE, 10, 20, -5, false)))
                .as("one sensor: its records are the rows, no pivot")
                .isEqualTo(WINDOW_10_20 + ONE_SERIES + " |> filter(fn: (r) => r._value > -5)");
        assertThat(ms.query(new Query.ValueRangeQuery(TWO_DEVICES, TWO, 10, 20, -5, true)))
                .isEqualTo(WINDOW_10_20 + TWO_SERIES + PIVOT
                        + " |> filter(fn: (r) => float(v: r[\"s_1\"]) > -5.0 and float(v: r[\"s_4\"]) > -5.0)"
                        + " |> sort(columns: [\"_time\"], desc: true)");
    }

    @Test
    void aSingleSensorsThresholdIsALiteralOfItsStoredType() {
        List<org.iotbenchrunner.core.workload.Sensor> doubles = List.of(SENSORS.get(4));
        assertThat(ms.query(new Query.ValueRangeQuery(ONE_DEVICE, ONE, 10, 20, 1.5, false)))
                .as("an integer above 1.5 is above 1").endsWith("filter(fn: (r) => r._value > 1)");
        assertThat(ms.query(new Query.ValueRangeQuery(ONE_DEVICE, ONE, 10, 20, -1.5, false)))
                .endsWith("filter(fn: (r) => r._value > -2)");
        assertThat(ms.query(new Query.ValueRangeQuery(ONE_DEVICE, doubles, 10, 20, 3, false)))
                .endsWith("filter(fn: (r) => r._value > 3.0)");
        assertThat(ms.query(new Query.ValueRangeQuery(ONE_DEVICE, doubles, 10, 20, 1e10, false)))
                .endsWith("filter(fn: (r) => r._value > 10000000000.0)");
    }

    @Test
    void aggregatesKeepOneTablePerDeviceAndField() {
        assertThat(ms.query(new Query.AggRangeQuery(ONE_DEVICE, ONE, 10, 20, "count")))
                .isEqualTo(WINDOW_10_20 + ONE_SERIES + " |> count()");
        assertThat(ms.query(new Query.AggRangeQuery(TWO_DEVICES, TWO, 10, 20, "mean()")))
                .isEqualTo(WINDOW_10_20 + TWO_SERIES + " |> mean()");
        assertThat(ms.query(new Query.AggRangeQuery(TWO_DEVICES, TWO, 10, 20, "avg")))
                .as("the model's avg is Flux's mean").isEqualTo(WINDOW_10_20 + TWO_SERIES + " |> mean()");
        assertThat(ms.query(new Query.AggValueQuery(ONE_DEVICE, ONE, "count", -5)))
                .isEqualTo("from(bucket: \"test\") |> range(start: 0)" + ONE_SERIES
                        + " |> filter(fn: (r) => r._value > -5) |> count()");
        assertThat(ms.query(new Query.AggValueQuery(TWO_DEVICES, TWO, "count", -5)))
                .isEqualTo("import \"experimental\" from(bucket: \"test\") |> range(start: 0)" + TWO_SERIES + PIVOT
                        + " |> filter(fn: (r) => float(v: r[\"s_1\"]) > -5.0 and float(v: r[\"s_4\"]) > -5.0)"
                        + " |> experimental.unpivot() |> count()");
        assertThat(ms.query(new Query.AggRangeValueQuery(ONE_DEVICE, ONE, 10, 20, "count", -5)))
                .isEqualTo(WINDOW_10_20 + ONE_SERIES + " |> filter(fn: (r) => r._value > -5) |> count()");
        assertThat(ms.query(new Query.AggRangeValueQuery(TWO_DEVICES, TWO, 10, 20, "count", 1.5)))
                .isEqualTo("import \"experimental\" " + WINDOW_10_20 + TWO_SERIES + PIVOT
                        + " |> filter(fn: (r) => float(v: r[\"s_1\"]) > 1.5 and float(v: r[\"s_4\"]) > 1.5)"
                        + " |> experimental.unpivot() |> count()");
    }

    @Test
    void groupByMergesDevicesIntoBucketsAlignedToTheWindowStart() {
        String merged = " |> group(columns: [\"_field\"]) |> aggregateWindow(every: 20ms, offset: 5ms, fn: count,"
                + " createEmpty: false, timeSrc: \"_start\")";
        assertThat(ms.query(new Query.GroupByQuery(ONE_DEVICE, ONE, 1005, 1255, "count", 20, false)))
                .isEqualTo("from(bucket: \"test\") |> range(start: time(v: 1005000000), stop: time(v: 1255000000))"
                        + ONE_SERIES + merged);
        assertThat(ms.query(new Query.GroupByQuery(TWO_DEVICES, TWO, 1005, 1255, "count", 20, false)))
                .isEqualTo("from(bucket: \"test\") |> range(start: time(v: 1005000000), stop: time(v: 1255000000))"
                        + TWO_SERIES + merged);
        assertThat(ms.query(new Query.GroupByQuery(ONE_DEVICE, ONE, 1005, 1255, "avg", 20, false)))
                .as("the model's avg is Flux's mean").contains("fn: mean,");
        assertThat(new FluxQueries("test", TimePrecision.US).query(
                new Query.GroupByQuery(ONE_DEVICE, ONE, 1005, 1255, "count", 20, false)))
                .endsWith("aggregateWindow(every: 20us, offset: 5us, fn: count, createEmpty: false, "
                        + "timeSrc: \"_start\")");
    }

    @Test
    void latestPointIsTheNewestRowAcrossTheDevices() {
        String newest = PIVOT + " |> group() |> sort(columns: [\"_time\"], desc: true) |> limit(n: 1)";
        assertThat(ms.query(new Query.LatestPointQuery(ONE_DEVICE, ONE)))
                .isEqualTo("from(bucket: \"test\") |> range(start: 0)" + ONE_SERIES + " |> last()" + newest);
        assertThat(ms.query(new Query.LatestPointQuery(TWO_DEVICES, TWO)))
                .isEqualTo("from(bucket: \"test\") |> range(start: 0)" + TWO_SERIES + " |> last()" + newest);
    }

    @Test
    void groupByDescendingAndSetOperationsAreNotSupported() {
        assertThatThrownBy(() -> ms.query(new Query.GroupByQuery(ONE_DEVICE, ONE, 0, 10, "count", 5, true)))
                .isInstanceOf(UnsupportedOperationException.class)
                .hasMessageStartingWith("GROUP_BY_DESC is not supported by InfluxDB 2.x: ");
        Query.RangeQuery child = new Query.RangeQuery(ONE_DEVICE, ONE, 10, 20, false);
        assertThatThrownBy(() -> ms.query(new Query.SetOpQuery(List.of(child, child), "union")))
                .isInstanceOf(UnsupportedOperationException.class);
    }

    @Test
    void escapesStrings() {
        assertThat(FluxQueries.string("a\"b\\c${d}")).isEqualTo("\"a\\\"b\\\\c\\${d}\"");
    }
}
