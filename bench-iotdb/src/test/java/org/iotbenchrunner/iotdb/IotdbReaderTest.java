package org.iotbenchrunner.iotdb;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.iotbenchrunner.core.query.QueryAnswer.NO_TIME;

import java.util.List;
import java.util.Map;
import java.util.function.Supplier;
import org.apache.tsfile.enums.TSDataType;
import org.iotbenchrunner.core.config.BenchmarkConfig;
import org.iotbenchrunner.core.config.ConfigLayers;
import org.iotbenchrunner.core.config.Scale;
import org.iotbenchrunner.core.query.AnswerRows;
import org.iotbenchrunner.core.query.ExpectedValues;
import org.iotbenchrunner.core.query.PointCount;
import org.iotbenchrunner.core.query.Query;
import org.iotbenchrunner.core.query.QueryAnswer;
import org.iotbenchrunner.core.spi.RowSink;
import org.iotbenchrunner.core.workload.DataGenerator;
import org.iotbenchrunner.core.workload.DeviceSchema;
import org.iotbenchrunner.core.workload.Sensor;
import org.iotbenchrunner.core.workload.WorkloadSchema;
import org.junit.jupiter.api.Test;

/**
 * The one parser of IoTDB's answers, fed rows shaped as IoTDB 1.3 returns them (no server here: IotdbIT runs
 * them for real): the points the measured path counts (non-null values, not the time, bucket or Device columns)
 * and the rows {@code --verify} keeps.
 */
class IotdbReaderTest {
    private static final TSDataType TEXT = TSDataType.TEXT;
    private static final TSDataType INT32 = TSDataType.INT32;
    private static final TSDataType INT64 = TSDataType.INT64;
    private static final TSDataType FLOAT = TSDataType.FLOAT;
    private static final TSDataType DOUBLE = TSDataType.DOUBLE;

    @Test
    void rawRowsAlignedByDeviceCountEverySensorValueAndAreLabelledWithTheDevicesLastNode() throws Exception {
        Supplier<CannedResult> result = () -> new CannedResult(List.of("Device", "s_1", "s_4"),
                List.of(TEXT, INT32, DOUBLE))
                .row(5000, "root.test.g_1.d_1", 3, 2.5)
                .row(10000, "root.test.g_1.d_1", -1, 0.5)
                .row(5000, "root.test.g_1.`d-3`", 4, null);
        assertThat(points(IotdbSql.Shape.ROWS, false, result.get())).isEqualTo(5);
        assertThat(answer(IotdbSql.Shape.ROWS, false, result.get()).rows()).containsExactly(
                new QueryAnswer.Row("d_1", 5000, Map.of("s_1", 3L, "s_4", 2.5)),
                new QueryAnswer.Row("d_1", 10000, Map.of("s_1", -1L, "s_4", 0.5)),
                new QueryAnswer.Row("d-3", 5000, Map.of("s_1", 4L)));
    }

    /** The measured path reads numbers as primitives and never reads the Device label. */
    @Test
    void countingReadsNoText() throws Exception {
        CannedResult result = new CannedResult(List.of("Device", "s_1", "s_4"), List.of(TEXT, INT64, FLOAT))
                .row(5000, "root.test.g_1.d_1", 3L, 2.5f)
                .row(6000, "root.test.g_1.d_1", 4L, null);
        assertThat(points(IotdbSql.Shape.ROWS, false, result)).isEqualTo(3);
        assertThat(result.stringsRead).isZero();
    }

    @Test
    void aCountOfZeroMeansNoRowMatchedAndIsNoPointNorRow() throws Exception {
        Supplier<CannedResult> result = () -> new CannedResult(List.of("Device", "count(s_1)", "count(s_4)"),
                List.of(TEXT, INT64, INT64))
                .row(0, "root.test.g_1.d_1", 51L, 51L)
                .row(0, "root.test.g_1.d_3", 0L, 0L);
        assertThat(points(IotdbSql.Shape.AGGREGATES, true, result.get())).isEqualTo(2);
        assertThat(answer(IotdbSql.Shape.AGGREGATES, true, result.get()).rows()).containsExactly(
                new QueryAnswer.Row("d_1", NO_TIME, Map.of("s_1", 51L, "s_4", 51L)));
    }

    @Test
    void otherAggregatesCountZeroButNotNull() throws Exception {
        Supplier<CannedResult> result = () -> new CannedResult(List.of("Device", "sum(s_1)", "avg(s_4)"),
                List.of(TEXT, DOUBLE, DOUBLE))
                .row(0, "root.test.g_1.d_1", 0.0, 0.0)
                .row(0, "root.test.g_1.d_3", null, null);
        assertThat(points(IotdbSql.Shape.AGGREGATES, false, result.get())).isEqualTo(2);
        assertThat(answer(IotdbSql.Shape.AGGREGATES, false, result.get()).rows()).containsExactly(
                new QueryAnswer.Row("d_1", NO_TIME, Map.of("s_1", 0.0, "s_4", 0.0)));
    }

    @Test
    void groupByCountsTheDevicesOfEachBucketMergedAndSkipsEmptyBuckets() throws Exception {
        Supplier<CannedResult> result = () -> new CannedResult(List.of(
                "count(root.test.g_1.d_1.s_1)", "count(root.test.g_1.d_3.s_1)",
                "count(root.test.g_1.d_1.s_4)", "count(root.test.g_1.d_3.s_4)"), List.of(INT64, INT64, INT64, INT64))
                .row(1000, 4L, 4L, 4L, 4L)
                .row(21000, 0L, 3L, 0L, 0L)
                .row(41000, 0L, 0L, 0L, 0L);
        assertThat(points(IotdbSql.Shape.BUCKETS, true, result.get())).isEqualTo(3);
        assertThat(unlabelled(IotdbSql.Shape.BUCKETS, true, result.get()).rows()).containsExactly(
                new QueryAnswer.Row(null, 1000, Map.of("s_1", 4L, "s_4", 4L)),
                new QueryAnswer.Row(null, 21000, Map.of("s_1", 3L)));
        assertThat(answer(IotdbSql.Shape.BUCKETS, true, result.get()).rows()).containsExactly(
                new QueryAnswer.Row("d_1", 1000, Map.of("s_1", 4L, "s_4", 4L)),
                new QueryAnswer.Row("d_3", 1000, Map.of("s_1", 4L, "s_4", 4L)),
                new QueryAnswer.Row("d_3", 21000, Map.of("s_1", 3L)));
    }

    @Test
    void groupByWithOtherFunctionsSkipsNullBucketsAndLabelsEachDevicesRows() throws Exception {
        Supplier<CannedResult> result = () -> new CannedResult(List.of(
                "max_value(root.test.g_1.d_1.s_1)", "max_value(root.test.g_1.`d.3`.s_1)",
                "max_value(root.test.g_1.d_1.s_4)", "max_value(root.test.g_1.`d.3`.s_4)"),
                List.of(INT32, INT32, FLOAT, FLOAT))
                .row(1000, 7, 8, 1.5f, null)
                .row(21000, null, null, null, null)
                .row(41000, 0, null, null, null);
        assertThat(points(IotdbSql.Shape.BUCKETS, false, result.get())).isEqualTo(3);
        assertThat(points(IotdbSql.Shape.BUCKETS, false, new CannedResult(List.of(
                "max_value(root.test.g_1.d_1.s_1)", "max_value(root.test.g_1.`d-3`.s_1)"), List.of(INT32, INT32))
                .row(1000, 7, null).row(21000, null, null).row(41000, 0, 0))).isEqualTo(2);
        assertThat(answer(IotdbSql.Shape.BUCKETS, false, result.get()).rows()).containsExactly(
                new QueryAnswer.Row("d_1", 1000, Map.of("s_1", 7L, "s_4", 1.5)),
                new QueryAnswer.Row("d.3", 1000, Map.of("s_1", 8L)),
                new QueryAnswer.Row("d_1", 41000, Map.of("s_1", 0L)));
    }

    @Test
    void latestPointCountsTheSensorsOfTheNewestRowAcrossDevices() throws Exception {
        Supplier<CannedResult> result = () -> CannedResult.last()
                .row(9000, "root.test.g_1.d_1.s_1", "3", "INT32")
                .row(10000, "root.test.g_1.d_1.s_4", "2.5", "DOUBLE")
                .row(10000, "root.test.g_1.d_3.s_4", "1.5", "DOUBLE")
                .row(10000, "root.test.g_1.d_3.s_1", "4", "INT32");
        assertThat(points(IotdbSql.Shape.LATEST, false, result.get())).isEqualTo(2);
        assertThat(unlabelled(IotdbSql.Shape.LATEST, false, result.get()).rows()).containsExactly(
                new QueryAnswer.Row(null, 10000, Map.of("s_4", 2.5, "s_1", 4L)));
        assertThat(answer(IotdbSql.Shape.LATEST, false, result.get()).rows()).containsExactly(
                new QueryAnswer.Row("d_1", 10000, Map.of("s_4", 2.5)));
        assertThat(points(IotdbSql.Shape.LATEST, false, CannedResult.last())).isZero();
        assertThat(answer(IotdbSql.Shape.LATEST, false, CannedResult.last()).rows()).isEmpty();
    }

    @Test
    void theLatestPointIsOneDevicesNewestSeriesInTheirTypes() throws Exception {
        CannedResult result = CannedResult.last()
                .row(9000, "root.test.g_1.d_1.s_1", "3", "INT32")
                .row(10000, "root.test.g_1.d_1.s_4", "2.5", "DOUBLE")
                .row(10000, "root.test.g_1.d_3.s_4", "1.5", "DOUBLE")
                .row(10000, "root.test.g_1.d_1.s_0", "true", "BOOLEAN")
                .row(10000, "root.test.g_1.d_1.s_5", "ab", "TEXT")
                .row(10000, "root.test.g_1.d_1.s_3", "0.5", "FLOAT")
                .row(10000, "root.test.g_1.d_1.s_2", "7", "INT64")
                .row(10000, "root.test.g_1.d_1.s_9", null, "INT64");
        assertThat(answer(IotdbSql.Shape.LATEST, false, result).rows()).containsExactly(new QueryAnswer.Row("d_1",
                10000, Map.of("s_4", 2.5, "s_0", true, "s_5", "ab", "s_3", 0.5, "s_2", 7L)));
    }

    @Test
    void aLastResultWithoutItsColumnsIsAnError() {
        CannedResult odd = new CannedResult(List.of("Value"), List.of(TEXT)).row(1, "3");
        assertThatThrownBy(() -> points(IotdbSql.Shape.LATEST, false, odd)).isInstanceOf(IllegalStateException.class)
                .hasMessage("a SELECT LAST result needs Timeseries and Value columns, got [Value]");
    }

    @Test
    void measurementsAreTheLastPathNodeInsideAFunction() {
        assertThat(IotdbNames.measurementOf("count(root.test.g_1.d_1.s_1)")).isEqualTo("s_1");
        assertThat(IotdbNames.measurementOf("root.test.g_1.d_1.s_1")).isEqualTo("s_1");
        assertThat(IotdbNames.measurementOf("s_1")).isEqualTo("s_1");
        assertThat(IotdbNames.measurementOf("avg(root.test.g_1.d_1.`s.1`)")).isEqualTo("s.1");
    }

    @Test
    void devicesAreThePathNodeBeforeTheMeasurement() {
        assertThat(IotdbNames.deviceOf("count(root.test.g_1.d_1.s_1)")).isEqualTo("d_1");
        assertThat(IotdbNames.deviceOf("root.test.g_1.`d.1`.`s.1`")).isEqualTo("d.1");
        assertThat(IotdbNames.deviceOf("s_1")).isNull();
    }

    /** Rows built as IoTDB returns them for the generated data agree with the expected content. */
    @Test
    void rowsOfTheGeneratedDataAgreeWithTheExpectedContent() throws Exception {
        BenchmarkConfig config = new ConfigLayers().scale(Scale.TINY).build();
        WorkloadSchema schema = new WorkloadSchema(config);
        DataGenerator data = new DataGenerator(config, schema);
        List<DeviceSchema> devices = List.of(schema.device(0), schema.device(2));
        List<Sensor> sensors = schema.sensors().subList(1, 3);
        long rows = 200;
        Query latest = new Query.LatestPointQuery(devices, sensors);
        CannedResult result = CannedResult.last();
        for (DeviceSchema d : devices) {
            for (Sensor s : sensors) {
                result.row(data.timestamp(rows - 1), "root.test." + d.group() + "." + d.name() + "." + s.name(),
                        String.valueOf(data.value(d, s.index(), rows - 1)), s.type().name());
            }
        }
        assertThat(new ExpectedValues(data, rows).difference(latest, answer(IotdbSql.Shape.LATEST, false, result)))
                .isEmpty();
    }

    private static long points(IotdbSql.Shape shape, boolean zeroIsEmpty, CannedResult result) throws Exception {
        PointCount count = new PointCount();
        IotdbReader.read(new IotdbSql.Statement("-", shape, zeroIsEmpty), result, count);
        return count.points();
    }

    private static QueryAnswer answer(IotdbSql.Shape shape, boolean zeroIsEmpty, CannedResult result)
            throws Exception {
        AnswerRows rows = new AnswerRows();
        IotdbReader.read(new IotdbSql.Statement("-", shape, zeroIsEmpty), result, rows);
        return rows.answer();
    }

    /** The rows the measured path is given, kept. */
    private static QueryAnswer unlabelled(IotdbSql.Shape shape, boolean zeroIsEmpty, CannedResult result)
            throws Exception {
        AnswerRows rows = new AnswerRows();
        IotdbReader.read(new IotdbSql.Statement("-", shape, zeroIsEmpty), result, new RowSink() {
            public boolean labelled() {
                return false;
            }

            public void row(String device, long time) {
                rows.row(device, time);
            }

            public void value(String sensor, Object value) {
                rows.value(sensor, value);
            }
        });
        return rows.answer();
    }
}
