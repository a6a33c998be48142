package org.iotbenchrunner.core.workload;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.iotbenchrunner.core.config.BenchmarkConfig;
import org.iotbenchrunner.core.config.ConfigKey;
import org.iotbenchrunner.core.config.GroupStrategy;

/** Sensors, devices, groups and the slice of devices each client owns (spec §2). */
public final class WorkloadSchema {
    private static final SensorType[] TYPE_ORDER = SensorType.values();

    private final List<Sensor> sensors;
    private final List<DeviceSchema> devices;
    private final Map<Integer, List<DeviceSchema>> devicesByGroup;
    private final List<DeviceSchema> ordered;

    public WorkloadSchema(BenchmarkConfig config) {
        this.sensors = buildSensors(config);
        int deviceCount = config.deviceNumber();
        int groupCount = config.groupNumber();
        GroupStrategy strategy = GroupStrategy.of(config.getString(ConfigKey.SG_STRATEGY));
        String groupPrefix = config.getString(ConfigKey.GROUP_NAME_PREFIX);
        String devicePrefix = config.getString(ConfigKey.DEVICE_NAME_PREFIX);
        List<DeviceSchema> all = new ArrayList<>(deviceCount);
        Map<Integer, List<DeviceSchema>> byGroup = new TreeMap<>();
        for (int id = 0; id < deviceCount; id++) {
            int group = strategy.groupOf(id, deviceCount, groupCount);
            DeviceSchema device = new DeviceSchema(id, devicePrefix + id, groupPrefix + group, group, sensors);
            all.add(device);
            byGroup.computeIfAbsent(group, g -> new ArrayList<>()).add(device);
        }
        this.devices = List.copyOf(all);
        this.devicesByGroup = byGroup;
        this.ordered = all.stream()
                .sorted(Comparator.comparingInt(DeviceSchema::groupIndex).thenComparingInt(DeviceSchema::id)).toList();
    }

    /** Type by position along the cumulative type proportions (spec §2.1). */
    static List<Sensor> buildSensors(BenchmarkConfig config) {
        int count = config.sensorNumber();
        double[] weights = config.typeProportions();
        double sum = 0;
        for (double w : weights) {
            sum += w;
        }
        double[] cumulative = new double[weights.length + 1];
        for (int t = 0; t < weights.length; t++) {
            cumulative[t + 1] = cumulative[t] + weights[t] / sum;
        }
        String prefix = config.getString(ConfigKey.SENSOR_NAME_PREFIX);
        List<Sensor> result = new ArrayList<>(count);
        for (int i = 0; i < count; i++) {
            double position = (i + 1) / (double) count;
            SensorType type = SensorType.TEXT;
            for (int t = 0; t < weights.length; t++) {
                if (cumulative[t] < position && position <= cumulative[t + 1]) {
                    type = TYPE_ORDER[t];
                    break;
                }
            }
            result.add(new Sensor(i, prefix + i, type));
        }
        return List.copyOf(result);
    }

    public List<Sensor> sensors() {
        return sensors;
    }

    public List<DeviceSchema> devices() {
        return devices;
    }

    public DeviceSchema device(int id) {
        return devices.get(id);
    }

    public List<DeviceSchema> groupOf(DeviceSchema device) {
        return devicesByGroup.get(device.groupIndex());
    }

    public List<String> groupNames() {
        return devicesByGroup.values().stream().map(g -> g.get(0).group()).toList();
    }

    /** The contiguous slice of the group-ordered device list owned by {@code client} of {@code clients}. */
    public List<DeviceSchema> devicesOfClient(int client, int clients) {
        int base = ordered.size() / clients;
        int extra = ordered.size() % clients;
        int from = client * base + Math.min(client, extra);
        int size = base + (client < extra ? 1 : 0);
        return ordered.subList(from, from + size);
    }
}
