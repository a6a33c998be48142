package org.iotbenchrunner.victoriametrics;

import java.util.List;
import org.iotbenchrunner.core.workload.DeviceSchema;
import org.iotbenchrunner.core.workload.Sensor;
import org.iotbenchrunner.core.workload.SensorType;

/** A group of two devices with one sensor of each numeric type, as the unit tests query them. */
final class Fixtures {
    static final List<Sensor> SENSORS = List.of(
            new Sensor(0, "s_0", SensorType.BOOLEAN),
            new Sensor(1, "s_1", SensorType.INT32),
            new Sensor(2, "s_2", SensorType.INT64),
            new Sensor(3, "s_3", SensorType.FLOAT),
            new Sensor(4, "s_4", SensorType.DOUBLE));
    static final DeviceSchema D0 = new DeviceSchema(0, "d_0", "g_0", 0, SENSORS);
    static final DeviceSchema D1 = new DeviceSchema(1, "d_1", "g_0", 0, SENSORS);
    static final Sensor S1 = SENSORS.get(1);
    static final Sensor S3 = SENSORS.get(3);
    /** 2022-01-01T00:00:00+08:00, iot-benchmark's START_TIME. */
    static final long START = 1640966400000L;

    private Fixtures() {
    }

    static List<Sensor> sensors(int... indexes) {
        return java.util.Arrays.stream(indexes).mapToObj(SENSORS::get).toList();
    }
}
