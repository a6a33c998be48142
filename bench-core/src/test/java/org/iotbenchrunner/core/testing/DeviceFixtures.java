package org.iotbenchrunner.core.testing;

import java.util.Arrays;
import java.util.List;
import org.iotbenchrunner.core.workload.DeviceSchema;
import org.iotbenchrunner.core.workload.Sensor;
import org.iotbenchrunner.core.workload.SensorType;

/** Devices and sensors the modules' unit tests write and query, named as the workload names its own. */
public final class DeviceFixtures {
    /** One sensor of each type: s_0 BOOLEAN, s_1 INT32, s_2 INT64, s_3 FLOAT, s_4 DOUBLE, s_5 TEXT. */
    public static final List<Sensor> SENSORS = List.of(
            new Sensor(0, "s_0", SensorType.BOOLEAN), new Sensor(1, "s_1", SensorType.INT32),
            new Sensor(2, "s_2", SensorType.INT64), new Sensor(3, "s_3", SensorType.FLOAT),
            new Sensor(4, "s_4", SensorType.DOUBLE), new Sensor(5, "s_5", SensorType.TEXT));
    /** Devices 1 and 3 of group 1, with every sensor. */
    public static final DeviceSchema D1 = new DeviceSchema(1, "d_1", "g_1", 1, SENSORS);
    public static final DeviceSchema D3 = new DeviceSchema(3, "d_3", "g_1", 1, SENSORS);
    public static final List<DeviceSchema> ONE_DEVICE = List.of(D1);
    public static final List<DeviceSchema> TWO_DEVICES = List.of(D1, D3);
    /** s_1; s_1 and s_4. */
    public static final List<Sensor> ONE = List.of(SENSORS.get(1));
    public static final List<Sensor> TWO = List.of(SENSORS.get(1), SENSORS.get(4));

    /** For a database without TEXT (VictoriaMetrics): s_0 to s_4, on devices 0 and 1 of group 0. */
    public static final List<Sensor> SENSORS_WITHOUT_TEXT = SENSORS.subList(0, 5);
    public static final DeviceSchema G0_D0 = new DeviceSchema(0, "d_0", "g_0", 0, SENSORS_WITHOUT_TEXT);
    public static final DeviceSchema G0_D1 = new DeviceSchema(1, "d_1", "g_0", 0, SENSORS_WITHOUT_TEXT);

    /** 2022-01-01T00:00:00+08:00, iot-benchmark's START_TIME. */
    public static final long START = 1640966400000L;

    private DeviceFixtures() {
    }

    /** The sensors of {@link #SENSORS} at {@code indexes}. */
    public static List<Sensor> sensors(int... indexes) {
        return Arrays.stream(indexes).mapToObj(SENSORS::get).toList();
    }
}
