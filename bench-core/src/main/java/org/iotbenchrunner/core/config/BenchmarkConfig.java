package org.iotbenchrunner.core.config;

import java.time.OffsetDateTime;
import java.time.format.DateTimeParseException;
import java.util.Arrays;
import java.util.Collections;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;

/** An immutable, validated set of iot-benchmark configuration values. Build it with {@link ConfigLayers}. */
public final class BenchmarkConfig {
    private final Map<ConfigKey, Object> values;
    private final Map<ConfigKey, String> explicit;
    private final long startTimeMs;
    private final double[] operationWeights;
    private final double[] typeProportions;

    BenchmarkConfig(Map<ConfigKey, String> raw) {
        this.explicit = Collections.unmodifiableMap(new EnumMap<>(raw));
        Map<ConfigKey, Object> parsed = new EnumMap<>(ConfigKey.class);
        for (ConfigKey key : ConfigKey.values()) {
            parsed.put(key, key.parse(raw.getOrDefault(key, key.defaultValue())));
        }
        if (!raw.containsKey(ConfigKey.DATA_CLIENT_NUMBER) && raw.containsKey(ConfigKey.CLIENT_NUMBER)) {
            parsed.put(ConfigKey.DATA_CLIENT_NUMBER, parsed.get(ConfigKey.CLIENT_NUMBER));
        }
        if (!raw.containsKey(ConfigKey.SCHEMA_CLIENT_NUMBER) && raw.containsKey(ConfigKey.CLIENT_NUMBER)) {
            parsed.put(ConfigKey.SCHEMA_CLIENT_NUMBER, parsed.get(ConfigKey.CLIENT_NUMBER));
        }
        this.values = parsed;
        this.startTimeMs = parseStartTime();
        this.operationWeights = parseWeights(ConfigKey.OPERATION_PROPORTION, OperationType.values().length, true);
        this.typeProportions = parseWeights(ConfigKey.INSERT_DATATYPE_PROPORTION, 11, false);
        validateRelations();
    }

    public static BenchmarkConfig defaults() {
        return new ConfigLayers().build();
    }

    public int getInt(ConfigKey key) {
        return Math.toIntExact(getLong(key));
    }

    public long getLong(ConfigKey key) {
        return (Long) values.get(key);
    }

    public double getDouble(ConfigKey key) {
        return (Double) values.get(key);
    }

    public boolean getBoolean(ConfigKey key) {
        return (Boolean) values.get(key);
    }

    public String getString(ConfigKey key) {
        return String.valueOf(values.get(key));
    }

    public int deviceNumber() {
        return getInt(ConfigKey.DEVICE_NUMBER);
    }

    public int sensorNumber() {
        return getInt(ConfigKey.SENSOR_NUMBER);
    }

    public int groupNumber() {
        return getInt(ConfigKey.GROUP_NUMBER);
    }

    public int dataClients() {
        return getInt(ConfigKey.DATA_CLIENT_NUMBER);
    }

    public int batchSize() {
        return getInt(ConfigKey.BATCH_SIZE_PER_WRITE);
    }

    public long loop() {
        return getLong(ConfigKey.LOOP);
    }

    public long pointStep() {
        return getLong(ConfigKey.POINT_STEP);
    }

    /** START_TIME in epoch milliseconds. */
    public long startTimeMs() {
        return startTimeMs;
    }

    /** Multiplier from milliseconds to the configured timestamp precision. */
    public long precisionFactor() {
        return switch (getString(ConfigKey.TIMESTAMP_PRECISION)) {
            case "us" -> 1_000L;
            case "ns" -> 1_000_000L;
            default -> 1L;
        };
    }

    /** START_TIME in the configured precision. */
    public long startTime() {
        return startTimeMs * precisionFactor();
    }

    /** Weight of each operation, indexed by {@link OperationType#ordinal()}. */
    public double operationWeight(OperationType op) {
        return operationWeights[op.ordinal()];
    }

    public List<OperationType> activeOperations() {
        return Arrays.stream(OperationType.values()).filter(op -> operationWeight(op) > 0).toList();
    }

    /** Whether every operation is a write (iot-benchmark's write tests): each loop writes, no mix to replay. */
    public boolean writesOnly() {
        return activeOperations().equals(List.of(OperationType.INGESTION));
    }

    public boolean hasWrites() {
        return operationWeight(OperationType.INGESTION) > 0;
    }

    /** INSERT_DATATYPE_PROPORTION as 11 weights, in the spec's type order. */
    public double[] typeProportions() {
        return typeProportions.clone();
    }

    /** Keys that were set explicitly (by a file, a scale, a scenario or --set), with their raw text. */
    public Map<ConfigKey, String> explicitValues() {
        return explicit;
    }

    /** Every key with its effective value, for recording in results. */
    /**
     * What a result records of this configuration: every key in effect for a run of the database whose own keys
     * are {@code ownKeys} against the server at {@code host}, {@code port} as {@code user} (null: none), which
     * replace HOST, PORT and USERNAME (the harness's own servers are not where the configuration points); no
     * credential, no other database's keys.
     */
    public Map<String, String> recordedValues(Set<ConfigKey> ownKeys, String host, int port, String user) {
        Map<String, String> out = new LinkedHashMap<>();
        values.forEach((k, v) -> {
            if (!ConfigKey.SECRETS.contains(k) && (!ConfigKey.DATABASE_SPECIFIC.contains(k) || ownKeys.contains(k))) {
                out.put(k.name(), String.valueOf(v));
            }
        });
        out.put(ConfigKey.HOST.name(), host);
        out.put(ConfigKey.PORT.name(), Integer.toString(port));
        if (user == null || user.isEmpty()) {
            out.remove(ConfigKey.USERNAME.name());
        } else {
            out.put(ConfigKey.USERNAME.name(), user);
        }
        return out;
    }

    public Map<String, String> effectiveValues() {
        Map<String, String> out = new LinkedHashMap<>();
        values.forEach((k, v) -> out.put(k.name(), String.valueOf(v)));
        return out;
    }

    private long parseStartTime() {
        String text = getString(ConfigKey.START_TIME);
        try {
            return OffsetDateTime.parse(text).toInstant().toEpochMilli();
        } catch (DateTimeParseException e) {
            throw ConfigKey.START_TIME.invalid(text, "must be an ISO-8601 date-time with offset, e.g. 2022-01-01T00:00:00+08:00");
        }
    }

    private double[] parseWeights(ConfigKey key, int size, boolean padShort) {
        String text = getString(key);
        String[] parts = text.split(":");
        if (parts.length > size || (!padShort && parts.length != size)) {
            throw key.invalid(text, "must have " + (padShort ? "at most " : "exactly ") + size + " colon-separated weights");
        }
        double[] weights = new double[size];
        for (int i = 0; i < parts.length; i++) {
            try {
                weights[i] = Double.parseDouble(parts[i].trim());
            } catch (NumberFormatException e) {
                throw key.invalid(text, "must contain only numbers separated by ':'");
            }
            if (weights[i] < 0 || Double.isNaN(weights[i]) || Double.isInfinite(weights[i])) {
                throw key.invalid(text, "must contain only non-negative weights");
            }
        }
        if (Arrays.stream(weights).sum() <= 0) {
            throw key.invalid(text, "must have at least one weight > 0");
        }
        return weights;
    }

    private void validateRelations() {
        int devices = deviceNumber();
        requireAtMost(ConfigKey.GROUP_NUMBER, groupNumber(), devices, "DEVICE_NUMBER");
        requireAtMost(ConfigKey.DATA_CLIENT_NUMBER, dataClients(), devices, "DEVICE_NUMBER");
        requireAtMost(ConfigKey.SCHEMA_CLIENT_NUMBER, getInt(ConfigKey.SCHEMA_CLIENT_NUMBER), devices, "DEVICE_NUMBER");
        requireAtMost(ConfigKey.QUERY_SENSOR_NUM, getInt(ConfigKey.QUERY_SENSOR_NUM), sensorNumber(), "SENSOR_NUMBER");
        int smallestGroup = smallestGroupSize();
        requireAtMost(ConfigKey.QUERY_DEVICE_NUM, getInt(ConfigKey.QUERY_DEVICE_NUM), smallestGroup,
                "the devices in the smallest group");
        long active = Arrays.stream(operationWeights).filter(w -> w > 0).count();
        if (active > loop()) {
            throw ConfigKey.OPERATION_PROPORTION.invalid(getString(ConfigKey.OPERATION_PROPORTION),
                    "must have no more non-zero weights than LOOP (" + loop() + ")");
        }
        for (int i = 6; i < typeProportions.length; i++) {
            if (typeProportions[i] > 0) {
                throw ConfigKey.INSERT_DATATYPE_PROPORTION.invalid(getString(ConfigKey.INSERT_DATATYPE_PROPORTION),
                        "supports only BOOLEAN, INT32, INT64, FLOAT, DOUBLE and TEXT: the last 5 weights must be 0");
            }
        }
        if (getString(ConfigKey.QUERY_AGGREGATE_FUN).matches("(?i)(max_by|min_by).*")) {
            throw ConfigKey.QUERY_AGGREGATE_FUN.invalid(getString(ConfigKey.QUERY_AGGREGATE_FUN), "must not be max_by or min_by");
        }
    }

    private int smallestGroupSize() {
        int[] sizes = new int[groupNumber()];
        for (int d = 0; d < deviceNumber(); d++) {
            sizes[GroupStrategy.of(getString(ConfigKey.SG_STRATEGY)).groupOf(d, deviceNumber(), groupNumber())]++;
        }
        return Arrays.stream(sizes).filter(s -> s > 0).min().orElse(0);
    }

    private static void requireAtMost(ConfigKey key, long value, long limit, String limitName) {
        if (value > limit) {
            throw key.invalid(String.valueOf(value), "must be <= " + limitName + " (" + limit + ")");
        }
    }

    @Override
    public String toString() {
        return explicit.entrySet().stream().map(e -> e.getKey() + "=" + e.getValue())
                .collect(Collectors.joining(", ", "BenchmarkConfig{", "}"));
    }
}
