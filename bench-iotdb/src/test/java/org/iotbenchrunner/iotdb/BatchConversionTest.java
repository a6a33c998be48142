package org.iotbenchrunner.iotdb;

import static org.assertj.core.api.Assertions.assertThat;
import static org.iotbenchrunner.core.testing.DeviceFixtures.D1;

import java.nio.charset.StandardCharsets;
import java.util.List;
import org.apache.tsfile.enums.TSDataType;
import org.apache.tsfile.utils.Binary;
import org.apache.tsfile.write.record.Tablet;
import org.apache.tsfile.write.schema.MeasurementSchema;
import org.iotbenchrunner.core.config.BenchmarkConfig;
import org.iotbenchrunner.core.config.ConfigKey;
import org.iotbenchrunner.core.config.ConfigLayers;
import org.iotbenchrunner.core.config.Scale;
import org.iotbenchrunner.core.workload.Batch;
import org.iotbenchrunner.core.workload.DataGenerator;
import org.iotbenchrunner.core.workload.Row;
import org.iotbenchrunner.core.workload.WorkloadSchema;
import org.junit.jupiter.api.Test;

class BatchConversionTest {
    private static final String PATH = "root.test.g_1.d_1";
    private static final Batch BATCH = Batch.of(D1, List.of(
            new Row(1000, new Object[] {true, 7, 8L, 1.25f, -2.5, "ab"}),
            new Row(2000, new Object[] {false, -1, 0L, 0.1f, 3.0, "Z9"})));

    @Test
    void aTabletHoldsTheBatchAsTypedColumns() {
        Tablet tablet = BatchConversion.tablet(PATH, BATCH);

        assertThat(tablet.deviceId).isEqualTo(PATH);
        assertThat(tablet.rowSize).isEqualTo(2);
        assertThat(tablet.getSchemas()).extracting(MeasurementSchema::getMeasurementId)
                .containsExactly("s_0", "s_1", "s_2", "s_3", "s_4", "s_5");
        assertThat(tablet.getSchemas()).extracting(MeasurementSchema::getType).containsExactly(TSDataType.BOOLEAN,
                TSDataType.INT32, TSDataType.INT64, TSDataType.FLOAT, TSDataType.DOUBLE, TSDataType.TEXT);
        assertThat(tablet.timestamps).startsWith(1000L, 2000L);
        assertThat((boolean[]) tablet.values[0]).startsWith(true, false);
        assertThat((int[]) tablet.values[1]).startsWith(7, -1);
        assertThat((long[]) tablet.values[2]).startsWith(8L, 0L);
        assertThat((float[]) tablet.values[3]).startsWith(1.25f, 0.1f);
        assertThat((double[]) tablet.values[4]).startsWith(-2.5, 3.0);
        assertThat((Binary[]) tablet.values[5]).startsWith(new Binary("ab", StandardCharsets.UTF_8),
                new Binary("Z9", StandardCharsets.UTF_8));
        assertThat(tablet.bitMaps).isNull();
    }

    @Test
    void missingValuesAreMarkedInTheTabletsBitmaps() {
        Tablet tablet = BatchConversion.tablet(PATH, Batch.of(D1, List.of(
                new Row(1000, new Object[] {true, null, 8L, 1.25f, -2.5, "ab"}),
                new Row(2000, new Object[] {null, -1, 0L, 0.1f, 3.0, null}))));

        assertThat(tablet.bitMaps).isNotNull();
        assertThat(tablet.bitMaps[1].isMarked(0)).isTrue();
        assertThat(tablet.bitMaps[1].isMarked(1)).isFalse();
        assertThat(tablet.bitMaps[0].isMarked(1)).isTrue();
        assertThat(tablet.bitMaps[5].isMarked(1)).isTrue();
        assertThat(tablet.bitMaps[2].isMarked(0)).isFalse();
    }

    @Test
    void generatedBatchesFillWholeTablets() {
        BenchmarkConfig config = new ConfigLayers().scale(Scale.TINY).set(ConfigKey.SENSOR_NUMBER, 10).build();
        WorkloadSchema schema = new WorkloadSchema(config);
        Batch batch = new DataGenerator(config, schema).stream(schema.device(2)).nextBatch();

        Tablet tablet = BatchConversion.tablet("root.test.g_0.d_2", batch);

        assertThat(tablet.rowSize).isEqualTo(config.batchSize());
        assertThat(tablet.getSchemas()).hasSize(10);
        for (int r = 0; r < batch.rowCount(); r++) {
            Row row = batch.copyRows().get(r);
            assertThat(tablet.timestamps[r]).isEqualTo(row.timestamp());
            for (int c = 0; c < 10; c++) {
                Object expected = row.values()[c] instanceof String s ? new Binary(s, StandardCharsets.UTF_8)
                        : row.values()[c];
                assertThat(java.lang.reflect.Array.get(tablet.values[c], r)).as("row %d column %d", r, c)
                        .isEqualTo(expected);
            }
        }
    }

    @Test
    void recordsCarryEveryRowWithAllSensorsInMutableLists() {
        BatchConversion.Records records = BatchConversion.records(PATH, BATCH);

        assertThat(records.devices()).containsExactly(PATH, PATH);
        assertThat(records.times()).containsExactly(1000L, 2000L);
        assertThat(records.measurements()).allSatisfy(m ->
                assertThat(m).containsExactly("s_0", "s_1", "s_2", "s_3", "s_4", "s_5"));
        assertThat(records.types()).allSatisfy(t -> assertThat(t).containsExactly(TSDataType.BOOLEAN,
                TSDataType.INT32, TSDataType.INT64, TSDataType.FLOAT, TSDataType.DOUBLE, TSDataType.TEXT));
        assertThat(records.values()).containsExactly(List.of(true, 7, 8L, 1.25f, -2.5, "ab"),
                List.of(false, -1, 0L, 0.1f, 3.0, "Z9"));
        records.values().get(0).remove(5);
        records.measurements().get(0).remove(5);
        records.types().get(0).remove(5);
        assertThat(records.measurements().get(1)).hasSize(6);
    }
}
