package org.iotbenchrunner.core.workload;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.iotbenchrunner.core.config.BenchmarkConfig;
import org.iotbenchrunner.core.config.ConfigLayers;
import org.iotbenchrunner.core.config.Scale;
import org.junit.jupiter.api.Test;

class GeneratorTest {

    private static BenchmarkConfig small(String... sets) {
        ConfigLayers layers = new ConfigLayers().scale(Scale.SMALL).assignment("LOOP=30");
        Arrays.stream(sets).forEach(layers::assignment);
        return layers.build();
    }

    /** Every row of every device, in the order the owning clients would write them. */
    private static Map<Integer, List<String>> writtenData(BenchmarkConfig config) {
        DataGenerator data = new DataGenerator(config, new WorkloadSchema(config));
        Map<Integer, List<String>> rows = new TreeMap<>();
        int clients = config.dataClients();
        for (int c = 0; c < clients; c++) {
            for (DeviceSchema d : data.schema().devicesOfClient(c, clients)) {
                var stream = data.stream(d);
                List<String> out = new ArrayList<>();
                for (long loop = 0; loop < config.loop(); loop++) {
                    for (Row r : stream.nextBatch().copyRows()) {
                        out.add(r.timestamp() + Arrays.toString(r.values()));
                    }
                }
                rows.put(d.id(), out);
            }
        }
        return rows;
    }

    /** Small scale: 10 sensors of the 6 types in order (2 BOOLEAN, 2 INT32, ... ), TEXT of STRING_LENGTH 2. */
    @Test
    void rawRowSizeIsTimestampPlusEachValue() {
        BenchmarkConfig config = small();
        DataGenerator data = new DataGenerator(config, new WorkloadSchema(config));
        long expected = 8;
        for (Sensor s : data.schema().sensors()) {
            expected += switch (s.type()) {
                case BOOLEAN -> 1;
                case INT32, FLOAT -> 4;
                case INT64, DOUBLE -> 8;
                default -> 2;
            };
        }
        assertThat(data.rawBytesPerRow()).isEqualTo(expected);
        BenchmarkConfig longText = small("STRING_LENGTH=10", "INSERT_DATATYPE_PROPORTION=0:0:0:0:0:1:0:0:0:0:0");
        assertThat(new DataGenerator(longText, new WorkloadSchema(longText)).rawBytesPerRow()).isEqualTo(8 + 10 * 10);
    }

    @Test
    void sameDataForOneAndFiveClients() {
        assertThat(writtenData(small("DATA_CLIENT_NUMBER=1"))).isEqualTo(writtenData(small("DATA_CLIENT_NUMBER=5")));
    }

    @Test
    void outOfOrderDataIsAlsoIndependentOfTheClientCount() {
        assertThat(writtenData(small("DATA_CLIENT_NUMBER=1", "IS_OUT_OF_ORDER=true")))
                .isEqualTo(writtenData(small("DATA_CLIENT_NUMBER=5", "IS_OUT_OF_ORDER=true")));
    }

    @Test
    void timestampsStartOneStepAfterStart() {
        BenchmarkConfig c = small();
        DataGenerator data = new DataGenerator(c, new WorkloadSchema(c));
        List<Row> rows = data.stream(data.schema().device(0)).nextBatch().copyRows();
        assertThat(rows).hasSize(100);
        assertThat(rows.get(0).timestamp()).isEqualTo(1640966400000L + 5000);
        assertThat(rows.get(99).timestamp()).isEqualTo(1640966400000L + 5000 * 100);
    }

    @Test
    void outOfOrderShiftsAboutTheConfiguredShareOfRowsBackInTime() {
        BenchmarkConfig c = small("IS_OUT_OF_ORDER=true", "OUT_OF_ORDER_RATIO=0.2", "LOOP=200");
        DataGenerator data = new DataGenerator(c, new WorkloadSchema(c));
        long rows = 0;
        long shifted = 0;
        for (DeviceSchema d : data.schema().devices()) {
            var stream = data.stream(d);
            long offset = 0;
            for (int loop = 0; loop < c.loop(); loop++) {
                for (Row r : stream.nextBatch().copyRows()) {
                    rows++;
                    if (r.timestamp() != data.timestamp(offset)) {
                        assertThat(r.timestamp()).isLessThan(data.timestamp(offset));
                        shifted++;
                    }
                    offset++;
                }
            }
        }
        assertThat((double) shifted / rows).isCloseTo(0.2, org.assertj.core.data.Offset.offset(0.01));
    }

    @Test
    void sensorTypesFollowTheProportionByPosition() {
        List<Sensor> sensors = new WorkloadSchema(small()).sensors();
        assertThat(sensors).extracting(Sensor::type).containsExactly(SensorType.BOOLEAN, SensorType.INT32,
                SensorType.INT32, SensorType.INT64, SensorType.INT64, SensorType.FLOAT, SensorType.DOUBLE,
                SensorType.DOUBLE, SensorType.TEXT, SensorType.TEXT);
        assertThat(sensors.get(0).name()).isEqualTo("s_0");
    }

    @Test
    void valuesHaveTheJavaTypeOfTheirSensor() {
        BenchmarkConfig c = small();
        DataGenerator data = new DataGenerator(c, new WorkloadSchema(c));
        Object[] row = data.values(data.schema().device(3), 17);
        assertThat(row[0]).isInstanceOf(Boolean.class);
        assertThat(row[1]).isInstanceOf(Integer.class);
        assertThat(row[3]).isInstanceOf(Long.class);
        assertThat(row[5]).isInstanceOf(Float.class);
        assertThat(row[6]).isInstanceOf(Double.class);
        assertThat(row[8]).isInstanceOf(String.class).asString().hasSize(2);
    }

    @Test
    void devicesAreSlicedContiguouslyInGroupOrder() {
        BenchmarkConfig c = new ConfigLayers().assignment("DEVICE_NUMBER=100").assignment("DATA_CLIENT_NUMBER=8")
                .build();
        WorkloadSchema schema = new WorkloadSchema(c);
        List<Integer> sizes = new ArrayList<>();
        for (int i = 0; i < 8; i++) {
            sizes.add(schema.devicesOfClient(i, 8).size());
        }
        assertThat(sizes).containsExactly(13, 13, 13, 13, 12, 12, 12, 12);
        WorkloadSchema grouped = new WorkloadSchema(new ConfigLayers().assignment("DEVICE_NUMBER=6")
                .assignment("GROUP_NUMBER=2").assignment("CLIENT_NUMBER=2").build());
        assertThat(grouped.devicesOfClient(0, 2)).extracting(DeviceSchema::id).containsExactly(0, 2, 4);
        assertThat(grouped.devicesOfClient(1, 2)).extracting(DeviceSchema::group).containsOnly("g_1");
    }
}
