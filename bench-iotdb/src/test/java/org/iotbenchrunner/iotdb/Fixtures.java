package org.iotbenchrunner.iotdb;

import java.util.List;
import org.iotbenchrunner.core.workload.DeviceSchema;
import org.iotbenchrunner.core.workload.Sensor;
import org.iotbenchrunner.core.workload.SensorType;

/** Devices and sensors shared by the unit tests. */
final class Fixtures {
    static final List<Sensor> SENSORS = List.of(
            new Sensor(0, "s_0", SensorType.BOOLEAN), new Sensor(1, "s_1", SensorType.INT32),
            new Sensor(2, "s_2", SensorType.INT64), new Sensor(3, "s_3", SensorType.FLOAT),
            new Sensor(4, "s_4", SensorType.DOUBLE), new Sensor(5, "s_5", SensorType.TEXT));
    static final DeviceSchema D1 = new DeviceSchema(1, "d_1", "g_1", 1, SENSORS);
    static final DeviceSchema D3 = new DeviceSchema(3, "d_3", "g_1", 1, SENSORS);
    static final List<DeviceSchema> ONE_DEVICE = List.of(D1);
    static final List<DeviceSchema> TWO_DEVICES = List.of(D1, D3);
    static final List<Sensor> ONE = List.of(SENSORS.get(1));
    static final List<Sensor> TWO = List.of(SENSORS.get(1), SENSORS.get(4));

    private Fixtures() {
    }
}
