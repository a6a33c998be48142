package org.iotbenchrunner.core.config;

import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * The scale presets of the seed thesis: clients, devices, sensors, batch size and loop count, and the seed's cap of
 * 3,600 s per test at medium and large (TEST_MAX_TIME; 0 = none; {@code --set TEST_MAX_TIME=...} changes it).
 */
public enum Scale {
    TINY(2, 4, 4, 10, 20, 0),
    SMALL(5, 10, 10, 100, 1000, 0),
    MEDIUM(5, 10, 10, 100, 5000, 3_600_000),
    LARGE(10, 50, 20, 100, 5000, 3_600_000);

    private final int clients;
    private final int devices;
    private final int sensors;
    private final int batch;
    private final int loop;
    private final long maxTimeMillis;

    Scale(int clients, int devices, int sensors, int batch, int loop, long maxTimeMillis) {
        this.clients = clients;
        this.devices = devices;
        this.sensors = sensors;
        this.batch = batch;
        this.loop = loop;
        this.maxTimeMillis = maxTimeMillis;
    }

    public String id() {
        return name().toLowerCase(Locale.ROOT);
    }

    public static Scale of(String id) {
        return Arrays.stream(values()).filter(s -> s.id().equalsIgnoreCase(id.trim())).findFirst()
                .orElseThrow(() -> new ConfigException("--scale must be one of " + ids() + " (got " + id + ")"));
    }

    public static String ids() {
        return Arrays.stream(values()).map(Scale::id).collect(Collectors.joining(", "));
    }

    public Map<String, String> overrides() {
        Map<String, String> m = new LinkedHashMap<>();
        m.put(ConfigKey.DATA_CLIENT_NUMBER.name(), String.valueOf(clients));
        m.put(ConfigKey.SCHEMA_CLIENT_NUMBER.name(), String.valueOf(clients));
        m.put(ConfigKey.DEVICE_NUMBER.name(), String.valueOf(devices));
        m.put(ConfigKey.SENSOR_NUMBER.name(), String.valueOf(sensors));
        m.put(ConfigKey.BATCH_SIZE_PER_WRITE.name(), String.valueOf(batch));
        m.put(ConfigKey.LOOP.name(), String.valueOf(loop));
        m.put(ConfigKey.TEST_MAX_TIME.name(), String.valueOf(maxTimeMillis));
        return m;
    }

    /** The per-test cap of this scale (TEST_MAX_TIME, ms; 0: none). */
    public long maxTimeMillis() {
        return maxTimeMillis;
    }
}
