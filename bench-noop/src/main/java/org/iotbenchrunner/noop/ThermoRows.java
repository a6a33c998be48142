package org.iotbenchrunner.noop;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.iotbenchrunner.core.usecase.ThermoDevices;
import org.iotbenchrunner.core.usecase.UseCaseRow;

/**
 * The thermo rows noop keeps for q1's contents, in primitive arrays (about 30 bytes a row, no object per row, so a
 * load's garbage collection is not noop's cost): each row's device (its devname, devid and devgroup texts, kept
 * once per device), time, temperature and humidity, a missing value marked as missing.
 */
final class ThermoRows {
    private static final byte TEMPERATURE = 1;
    private static final byte HUMIDITY = 2;

    /** One device's tags as the rows gave them. */
    record Device(String devname, String devid, String devgroup) {
    }

    /** One kept row, as q1 passes it on; a missing value is null. */
    record Row(Device device, long time, Long temperature, Double humidity) {
    }

    private final List<Device> devices = new ArrayList<>();
    private final Map<Device, Integer> deviceIndex = new HashMap<>();
    private final Map<Integer, Group> groups = new HashMap<>();
    private long size;

    long size() {
        return size;
    }

    void clear() {
        devices.clear();
        deviceIndex.clear();
        groups.clear();
        size = 0;
    }

    /** Keeps the row under {@code group}; a row without a devname or devid is in no q1 answer and is not kept. */
    void add(int group, UseCaseRow row) {
        String devname = ThermoStore.tag(row, ThermoDevices.DEVNAME);
        String devid = ThermoStore.tag(row, ThermoDevices.DEVID);
        if (devname == null || devid == null) {
            return;
        }
        Device device = new Device(devname, devid, ThermoStore.tag(row, ThermoDevices.DEVGROUP));
        int index = deviceIndex.computeIfAbsent(device, d -> {
            devices.add(d);
            return devices.size() - 1;
        });
        groups.computeIfAbsent(group, g -> new Group()).add(index, row);
        size++;
    }

    /** The rows kept of {@code group}, in the order given. */
    List<Row> of(int group) {
        Group rows = groups.get(group);
        return rows == null ? List.of() : rows.rows(devices);
    }

    private static final class Group {
        private int size;
        private int[] devices = new int[64];
        private long[] times = new long[64];
        private long[] temperatures = new long[64];
        private double[] humidities = new double[64];
        private byte[] present = new byte[64];

        void add(int device, UseCaseRow row) {
            if (size == times.length) {
                int grown = size * 2;
                devices = Arrays.copyOf(devices, grown);
                times = Arrays.copyOf(times, grown);
                temperatures = Arrays.copyOf(temperatures, grown);
                humidities = Arrays.copyOf(humidities, grown);
                present = Arrays.copyOf(present, grown);
            }
            Number temperature = ThermoStore.field(row, ThermoDevices.TEMPERATURE);
            Number humidity = ThermoStore.field(row, ThermoDevices.HUMIDITY);
            devices[size] = device;
            times[size] = row.timestampNanos();
            temperatures[size] = temperature == null ? 0 : temperature.longValue();
            humidities[size] = humidity == null ? 0 : humidity.doubleValue();
            present[size] = (byte) ((temperature == null ? 0 : TEMPERATURE) | (humidity == null ? 0 : HUMIDITY));
            size++;
        }

        List<Row> rows(List<Device> table) {
            List<Row> rows = new ArrayList<>(size);
            for (int i = 0; i < size; i++) {
                rows.add(new Row(table.get(devices[i]), times[i],
                        (present[i] & TEMPERATURE) != 0 ? temperatures[i] : null,
                        (present[i] & HUMIDITY) != 0 ? humidities[i] : null));
            }
            return rows;
        }
    }
}
