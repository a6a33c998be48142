package org.iotbenchrunner.iotdb;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.util.List;
import org.apache.tsfile.enums.TSDataType;
import org.apache.tsfile.read.common.Field;
import org.apache.tsfile.read.common.RowRecord;
import org.apache.tsfile.utils.Binary;
import org.junit.jupiter.api.Test;

/** Points are the non-null values a query returns, not counting time, bucket or device columns. */
class PointCounterTest {

    @Test
    void rawRowsAlignedByDeviceCountEverySensorValue() {
        PointCounter counter = PointCounter.of(IotdbSql.Shape.PER_DEVICE, List.of("Device", "s_1", "s_4"), null);
        counter.accept(5000, new Object[] {"root.test.g_1.d_1", 3, 2.5});
        counter.accept(10000, new Object[] {"root.test.g_1.d_1", -1, 0.5});
        counter.accept(5000, new Object[] {"root.test.g_1.d_3", 4, null});
        assertThat(counter.points()).isEqualTo(5);
    }

    @Test
    void aCountOfZeroMeansNoRowMatchedAndIsNoPoint() {
        PointCounter counter = PointCounter.of(IotdbSql.Shape.PER_DEVICE,
                List.of("Device", "count(s_1)", "count(s_4)"), "count");
        counter.accept(0, new Object[] {"root.test.g_1.d_1", 51L, 51L});
        counter.accept(0, new Object[] {"root.test.g_1.d_3", 0L, 0L});
        assertThat(counter.points()).isEqualTo(2);
    }

    @Test
    void otherAggregatesCountZeroButNotNull() {
        PointCounter counter = PointCounter.of(IotdbSql.Shape.PER_DEVICE,
                List.of("Device", "sum(s_1)", "avg(s_4)"), "sum");
        counter.accept(0, new Object[] {"root.test.g_1.d_1", 0.0, 0.0});
        counter.accept(0, new Object[] {"root.test.g_1.d_3", null, null});
        assertThat(counter.points()).isEqualTo(2);
    }

    @Test
    void groupByMergesTheDevicesOfEachBucketAndSkipsEmptyBuckets() {
        PointCounter counter = PointCounter.of(IotdbSql.Shape.MERGED_BUCKETS, List.of(
                "count(root.test.g_1.d_1.s_1)", "count(root.test.g_1.d_3.s_1)",
                "count(root.test.g_1.d_1.s_4)", "count(root.test.g_1.d_3.s_4)"), "count");
        counter.accept(1000, new Object[] {4L, 4L, 4L, 4L});
        counter.accept(21000, new Object[] {0L, 3L, 0L, 0L});
        counter.accept(41000, new Object[] {0L, 0L, 0L, 0L});
        assertThat(counter.points()).isEqualTo(3);
    }

    @Test
    void groupByWithOtherFunctionsSkipsNullBuckets() {
        PointCounter counter = PointCounter.of(IotdbSql.Shape.MERGED_BUCKETS, List.of(
                "max_value(root.test.g_1.d_1.s_1)", "max_value(root.test.g_1.`d-3`.s_1)"), "max_value");
        counter.accept(1000, new Object[] {7, null});
        counter.accept(21000, new Object[] {null, null});
        counter.accept(41000, new Object[] {0, 0});
        assertThat(counter.points()).isEqualTo(2);
    }

    @Test
    void latestPointCountsTheSensorsOfTheNewestRowAcrossDevices() {
        PointCounter counter = PointCounter.of(IotdbSql.Shape.LATEST, List.of("Timeseries", "Value", "DataType"),
                null);
        counter.accept(9000, new Object[] {"root.test.g_1.d_1.s_1", "3", "INT32"});
        counter.accept(10000, new Object[] {"root.test.g_1.d_1.s_4", "2.5", "DOUBLE"});
        counter.accept(10000, new Object[] {"root.test.g_1.d_3.s_4", "1.5", "DOUBLE"});
        counter.accept(10000, new Object[] {"root.test.g_1.d_3.s_1", "4", "INT32"});
        assertThat(counter.points()).isEqualTo(2);
        assertThat(PointCounter.of(IotdbSql.Shape.LATEST, List.of("Timeseries", "Value", "DataType"), null)
                .points()).isZero();
    }

    @Test
    void measurementsAreTheLastPathNodeInsideAFunction() {
        assertThat(IotdbNames.measurementOf("count(root.test.g_1.d_1.s_1)")).isEqualTo("s_1");
        assertThat(IotdbNames.measurementOf("root.test.g_1.d_1.s_1")).isEqualTo("s_1");
        assertThat(IotdbNames.measurementOf("s_1")).isEqualTo("s_1");
        assertThat(IotdbNames.measurementOf("avg(root.test.g_1.d_1.`s.1`)")).isEqualTo("s.1");
    }

    @Test
    void rowsOfASessionDataSetBecomeValuesWithoutTheTimeColumn() {
        assertThat(IotdbClient.valueColumns(List.of("Time", "Device", "s_1"))).containsExactly("Device", "s_1");
        assertThat(IotdbClient.valueColumns(List.of("Device", "count(s_1)"))).containsExactly("Device", "count(s_1)");

        Field device = new Field(TSDataType.TEXT);
        device.setBinaryV(new Binary("root.test.g_1.d_1", StandardCharsets.UTF_8));
        Field count = new Field(TSDataType.INT64);
        count.setLongV(0);
        Field value = new Field(TSDataType.DOUBLE);
        value.setDoubleV(2.5);
        RowRecord row = new RowRecord(5000);
        row.addField(device);
        row.addField(count);
        row.addField(value);
        row.addField(null);
        row.addField(new Field(null));

        assertThat(IotdbClient.values(row)).containsExactly("root.test.g_1.d_1", 0L, 2.5, null, null);
    }
}
