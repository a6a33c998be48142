package org.iotbenchrunner.iotdb;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import org.iotbenchrunner.core.config.BenchmarkConfig;
import org.iotbenchrunner.core.config.ConfigLayers;
import org.iotbenchrunner.core.config.Scale;
import org.iotbenchrunner.core.query.ExpectedValues;
import org.iotbenchrunner.core.query.Query;
import org.iotbenchrunner.core.query.QueryAnswer;
import org.iotbenchrunner.core.workload.DataGenerator;
import org.iotbenchrunner.core.workload.DeviceSchema;
import org.iotbenchrunner.core.workload.Sensor;
import org.iotbenchrunner.core.workload.WorkloadSchema;
import org.junit.jupiter.api.Test;

/** Answer contents from rows shaped as IoTDB 1.3 returns them (no server here: IotdbIT runs them for real). */
class IotdbAnswersTest {
    private static final List<String> LAST = List.of("Timeseries", "Value", "DataType");

    @Test
    void rawRowsAlignedByDeviceAreLabelledWithTheDevicesLastNode() {
        IotdbAnswers answers = IotdbAnswers.of(IotdbSql.Shape.PER_DEVICE, List.of("Device", "s_1", "s_4"), null);
        answers.accept(5000, new Object[] {"root.test.g_1.d_1", 3, 2.5});
        answers.accept(5000, new Object[] {"root.test.g_1.`d-3`", 4, null});
        assertThat(answers.answer().rows()).containsExactly(
                new QueryAnswer.Row("d_1", 5000, Map.of("s_1", 3, "s_4", 2.5)),
                new QueryAnswer.Row("d-3", 5000, Map.of("s_1", 4)));
    }

    @Test
    void aggregatesHaveNoTimeAndNoRowWhereNothingMatched() {
        IotdbAnswers count = IotdbAnswers.of(IotdbSql.Shape.PER_DEVICE,
                List.of("Device", "count(s_1)", "count(s_4)"), "count");
        count.accept(0, new Object[] {"root.test.g_1.d_1", 51L, 51L});
        count.accept(0, new Object[] {"root.test.g_1.d_3", 0L, 0L});
        assertThat(count.answer().rows()).containsExactly(
                new QueryAnswer.Row("d_1", QueryAnswer.NO_TIME, Map.of("s_1", 51L, "s_4", 51L)));
        IotdbAnswers avg = IotdbAnswers.of(IotdbSql.Shape.PER_DEVICE, List.of("Device", "avg(s_1)"), "avg");
        avg.accept(0, new Object[] {"root.test.g_1.d_1", 0.0});
        avg.accept(0, new Object[] {"root.test.g_1.d_3", null});
        assertThat(avg.answer().rows()).containsExactly(
                new QueryAnswer.Row("d_1", QueryAnswer.NO_TIME, Map.of("s_1", 0.0)));
    }

    @Test
    void bucketsComePerDeviceFromTheirSeriesColumns() {
        IotdbAnswers answers = IotdbAnswers.of(IotdbSql.Shape.MERGED_BUCKETS, List.of(
                "max_value(root.test.g_1.d_1.s_1)", "max_value(root.test.g_1.`d.3`.s_1)",
                "max_value(root.test.g_1.d_1.s_4)", "max_value(root.test.g_1.`d.3`.s_4)"), "max_value");
        answers.accept(1000, new Object[] {7, 8, 1.5f, null});
        answers.accept(21000, new Object[] {null, null, null, null});
        answers.accept(41000, new Object[] {0, null, null, null});
        assertThat(answers.answer().rows()).containsExactly(
                new QueryAnswer.Row("d_1", 1000, Map.of("s_1", 7, "s_4", 1.5f)),
                new QueryAnswer.Row("d.3", 1000, Map.of("s_1", 8)),
                new QueryAnswer.Row("d_1", 41000, Map.of("s_1", 0)));
    }

    @Test
    void theLatestPointIsOneDevicesNewestSeriesInTheirTypes() {
        IotdbAnswers answers = IotdbAnswers.of(IotdbSql.Shape.LATEST, LAST, null);
        answers.accept(9000, new Object[] {"root.test.g_1.d_1.s_1", "3", "INT32"});
        answers.accept(10000, new Object[] {"root.test.g_1.d_1.s_4", "2.5", "DOUBLE"});
        answers.accept(10000, new Object[] {"root.test.g_1.d_3.s_4", "1.5", "DOUBLE"});
        answers.accept(10000, new Object[] {"root.test.g_1.d_1.s_0", "true", "BOOLEAN"});
        answers.accept(10000, new Object[] {"root.test.g_1.d_1.s_5", "ab", "TEXT"});
        assertThat(answers.answer().rows()).containsExactly(new QueryAnswer.Row("d_1", 10000,
                Map.of("s_4", 2.5, "s_0", true, "s_5", "ab")));
        assertThat(IotdbAnswers.of(IotdbSql.Shape.LATEST, LAST, null).answer().rows()).isEmpty();
        assertThat(IotdbAnswers.Latest.typed("2.5", "FLOAT")).isEqualTo(2.5f);
        assertThat(IotdbAnswers.Latest.typed("7", "INT64")).isEqualTo(7L);
    }

    @Test
    void devicesAreThePathNodeBeforeTheMeasurement() {
        assertThat(IotdbNames.deviceOf("count(root.test.g_1.d_1.s_1)")).isEqualTo("d_1");
        assertThat(IotdbNames.deviceOf("root.test.g_1.`d.1`.`s.1`")).isEqualTo("d.1");
        assertThat(IotdbNames.deviceOf("s_1")).isNull();
    }

    /** Rows built as IoTDB returns them for the generated data agree with the expected content. */
    @Test
    void rowsOfTheGeneratedDataAgreeWithTheExpectedContent() {
        BenchmarkConfig config = new ConfigLayers().scale(Scale.TINY).build();
        WorkloadSchema schema = new WorkloadSchema(config);
        DataGenerator data = new DataGenerator(config, schema);
        List<DeviceSchema> devices = List.of(schema.device(0), schema.device(2));
        List<Sensor> sensors = schema.sensors().subList(1, 3);
        long rows = 200;
        Query latest = new Query.LatestPointQuery(devices, sensors);
        IotdbAnswers answers = IotdbAnswers.of(IotdbSql.Shape.LATEST, LAST, null);
        for (DeviceSchema d : devices) {
            for (Sensor s : sensors) {
                answers.accept(data.timestamp(rows - 1), new Object[] {"root.test." + d.group() + "." + d.name() + "."
                        + s.name(), String.valueOf(data.value(d, s.index(), rows - 1)), s.type().name()});
            }
        }
        QueryAnswer answer = answers.answer();
        assertThat(new ExpectedValues(data, rows).difference(latest, answer)).isEmpty();
    }
}
