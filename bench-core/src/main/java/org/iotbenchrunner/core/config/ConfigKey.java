package org.iotbenchrunner.core.config;

import java.util.Arrays;
import java.util.EnumSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;
import java.util.stream.Collectors;

/**
 * Every configuration key of the iot-benchmark model, with its default and allowed range.
 * Values the harness cannot honour yet are restricted to the one it implements, so a config that asks for
 * more fails loudly instead of being silently ignored.
 */
public enum ConfigKey {
    BENCHMARK_WORK_MODE(Type.TEXT, "testWithDefaultPath", "testWithDefaultPath"),
    DB_SWITCH(Type.TEXT, "IoTDB-200-SESSION_BY_TABLET"),
    HOST(Type.TEXT, "127.0.0.1"),
    PORT(Type.TEXT, "6667"),
    USERNAME(Type.TEXT, "root"),
    PASSWORD(Type.TEXT, "root"),
    DB_NAME(Type.TEXT, "test"),
    TOKEN(Type.TEXT, "token"),
    INFLUXDB_ORG(Type.TEXT, "company1"),
    IS_DELETE_DATA(Type.BOOLEAN, "true"),
    INIT_WAIT_TIME(Type.INTEGER, "1000", 0, Long.MAX_VALUE),
    CREATE_SCHEMA(Type.BOOLEAN, "true"),
    IS_DOUBLE_WRITE(Type.BOOLEAN, "false", "false"),
    ANOTHER_DB_SWITCH(Type.TEXT, ""),
    ANOTHER_HOST(Type.TEXT, ""),
    ANOTHER_PORT(Type.TEXT, ""),
    ANOTHER_USERNAME(Type.TEXT, ""),
    ANOTHER_PASSWORD(Type.TEXT, ""),
    ANOTHER_DB_NAME(Type.TEXT, ""),
    ANOTHER_TOKEN(Type.TEXT, ""),
    REST_PORT(Type.INTEGER, "18080", 1, 65535),
    REST_AUTHORIZATION(Type.TEXT, "Basic cm9vdDpyb290"),

    DEVICE_NUMBER(Type.INTEGER, "6000", 1, Integer.MAX_VALUE),
    SENSOR_NUMBER(Type.INTEGER, "200", 1, 100_000),
    GROUP_NUMBER(Type.INTEGER, "1", 1, Integer.MAX_VALUE),
    SG_STRATEGY(Type.TEXT, "mod", "mod", "div", "hash"),
    GROUP_NAME_PREFIX(Type.TEXT, "g_"),
    DEVICE_NAME_PREFIX(Type.TEXT, "d_"),
    SENSOR_NAME_PREFIX(Type.TEXT, "s_"),
    TAG_NUMBER(Type.INTEGER, "0", 0, 0),
    TAG_KEY_PREFIX(Type.TEXT, "tag_"),
    TAG_VALUE_PREFIX(Type.TEXT, "value_"),
    TAG_VALUE_CARDINALITY(Type.TEXT, ""),
    INSERT_DATATYPE_PROPORTION(Type.TEXT, "1:1:1:1:1:1:0:0:0:0:0"),
    STRING_LENGTH(Type.INTEGER, "2", 1, 10_000),
    DOUBLE_LENGTH(Type.INTEGER, "2", 0, 15),
    DATA_SEED(Type.INTEGER, "666", Long.MIN_VALUE, Long.MAX_VALUE),
    LINE_RATIO(Type.DECIMAL, "1", 0, Double.MAX_VALUE),
    SIN_RATIO(Type.DECIMAL, "1", 0, Double.MAX_VALUE),
    SQUARE_RATIO(Type.DECIMAL, "1", 0, Double.MAX_VALUE),
    RANDOM_RATIO(Type.DECIMAL, "1", 0, Double.MAX_VALUE),
    CONSTANT_RATIO(Type.DECIMAL, "1", 0, Double.MAX_VALUE),
    WORKLOAD_BUFFER_SIZE(Type.INTEGER, "100", 1, 10_000_000),
    IS_SENSOR_TS_ALIGNMENT(Type.BOOLEAN, "true", "true"),
    TS_ALIGNMENT_RATIO(Type.DECIMAL, "1.0", 0, 1),
    REAL_INSERT_RATE(Type.DECIMAL, "1.0", 1, 1),
    IS_CLIENT_BIND(Type.BOOLEAN, "true", "true"),
    CLIENT_NUMBER(Type.INTEGER, "20", 1, 100_000),
    SCHEMA_CLIENT_NUMBER(Type.INTEGER, "20", 1, 100_000),
    DATA_CLIENT_NUMBER(Type.INTEGER, "20", 1, 100_000),
    DEVICE_NUM_PER_WRITE(Type.INTEGER, "1", 1, 1),
    BENCHMARK_CLUSTER(Type.BOOLEAN, "false", "false"),
    BENCHMARK_INDEX(Type.INTEGER, "0", 0, 0),

    START_TIME(Type.TEXT, "2022-01-01T00:00:00+08:00"),
    POINT_STEP(Type.INTEGER, "5000", 1, Long.MAX_VALUE),
    TIMESTAMP_PRECISION(Type.TEXT, "ms", "ms", "us", "ns"),
    IS_REGULAR_FREQUENCY(Type.BOOLEAN, "true", "true"),
    IS_RECORD_CURRENT_REALLY_TIME(Type.BOOLEAN, "false", "false"),
    OP_MIN_INTERVAL(Type.INTEGER, "0", -1, Long.MAX_VALUE),
    OP_MIN_INTERVAL_RANDOM(Type.BOOLEAN, "false"),
    INTERVAL_BETWEEN_WRITE_BATCH(Type.INTEGER, "0", 0, Long.MAX_VALUE),

    LOOP(Type.INTEGER, "100", 1, Long.MAX_VALUE),
    OPERATION_PROPORTION(Type.TEXT, "1:0:0:0:0:0:0:0:0:0:0:0:0"),
    BATCH_SIZE_PER_WRITE(Type.INTEGER, "100", 1, Integer.MAX_VALUE),
    IS_OUT_OF_ORDER(Type.BOOLEAN, "false"),
    OUT_OF_ORDER_MODE(Type.TEXT, "POISSON", "POISSON", "BATCH"),
    OUT_OF_ORDER_RATIO(Type.DECIMAL, "0.5", 0, 1),
    LAMBDA(Type.DECIMAL, "2200.0", Double.MIN_VALUE, Double.MAX_VALUE),
    MAX_K(Type.INTEGER, "170000", 1, Integer.MAX_VALUE),
    WRITE_OPERATION_TIMEOUT_MS(Type.INTEGER, "120000", 1, Long.MAX_VALUE),
    READ_OPERATION_TIMEOUT_MS(Type.INTEGER, "300000", 1, Long.MAX_VALUE),
    TEST_MAX_TIME(Type.INTEGER, "0", 0, Long.MAX_VALUE),

    QUERY_DEVICE_NUM(Type.INTEGER, "1", 1, Integer.MAX_VALUE),
    QUERY_SENSOR_NUM(Type.INTEGER, "1", 1, Integer.MAX_VALUE),
    QUERY_INTERVAL(Type.INTEGER, "250000", 0, Long.MAX_VALUE),
    STEP_SIZE(Type.INTEGER, "1", 0, Long.MAX_VALUE),
    QUERY_LOWER_VALUE(Type.DECIMAL, "-5", -Double.MAX_VALUE, Double.MAX_VALUE),
    GROUP_BY_TIME_UNIT(Type.INTEGER, "20000", 1, Long.MAX_VALUE),
    QUERY_AGGREGATE_FUN(Type.TEXT, "count"),
    QUERY_SEED(Type.INTEGER, "151658", Long.MIN_VALUE, Long.MAX_VALUE),
    IS_RECENT_QUERY(Type.BOOLEAN, "false", "false"),
    ENABLE_FIXED_QUERY(Type.BOOLEAN, "false"),
    QUERY_SET_OP_TYPE(Type.TEXT, "union", "union", "union all", "union distinct", "intersect", "intersect all",
            "intersect distinct", "except", "except all", "except distinct"),
    QUERY_SET_OP_NUM(Type.INTEGER, "2", 2, 1000),
    RESULT_ROW_LIMIT(Type.INTEGER, "-1", -1, -1),
    ALIGN_BY_DEVICE(Type.BOOLEAN, "false", "false"),

    VECTOR(Type.BOOLEAN, "true"),
    TEMPLATE(Type.BOOLEAN, "false"),
    TEMPLATE_NAME(Type.TEXT, "BenchmarkTemplate"),
    COMPRESSOR(Type.TEXT, "LZ4"),
    ENCODING_BOOLEAN(Type.TEXT, "RLE"),
    ENCODING_INT32(Type.TEXT, "TS_2DIFF"),
    ENCODING_INT64(Type.TEXT, "TS_2DIFF"),
    ENCODING_FLOAT(Type.TEXT, "GORILLA"),
    ENCODING_DOUBLE(Type.TEXT, "GORILLA"),
    ENCODING_TEXT(Type.TEXT, "DICTIONARY"),
    ENABLE_THRIFT_COMPRESSION(Type.BOOLEAN, "false"),
    IOTDB_USE_DEBUG(Type.BOOLEAN, "false"),
    IOTDB_USE_DEBUG_RATIO(Type.DECIMAL, "0.01", 0, 1),

    USE_MEASUREMENT(Type.BOOLEAN, "true", "true"),
    RESULT_PRECISION(Type.DECIMAL, "0.1", Double.MIN_VALUE, 100),
    CSV_OUTPUT(Type.BOOLEAN, "true"),
    RESULT_PRINT_INTERVAL(Type.INTEGER, "3600", 0, Long.MAX_VALUE),
    LOG_PRINT_INTERVAL(Type.INTEGER, "5", 0, Long.MAX_VALUE),
    IS_QUIET_MODE(Type.BOOLEAN, "true"),
    TEST_DATA_PERSISTENCE(Type.TEXT, "None", "None"),

    /** Harness extension: TimescaleDB write path, {@code compat} (iot-benchmark's) or {@code fast}. */
    TIMESCALEDB_WRITE_MODE(Type.TEXT, "compat", "compat", "fast", "copy"),
    QUESTDB_ILP_TRANSPORT(Type.TEXT, "http", "http", "tcp");

    /** Credentials: never written into a result. */
    public static final Set<ConfigKey> SECRETS = EnumSet.of(PASSWORD, TOKEN, ANOTHER_PASSWORD, ANOTHER_TOKEN,
            REST_AUTHORIZATION);

    /**
     * Keys that one database reads (or none of ours: the double-write and REST keys); a result records them only
     * for the database whose binding names them ({@code DatabaseBinding.ownKeys}).
     */
    public static final Set<ConfigKey> DATABASE_SPECIFIC = EnumSet.of(DB_SWITCH, INFLUXDB_ORG, ANOTHER_DB_SWITCH,
            ANOTHER_HOST, ANOTHER_PORT, ANOTHER_USERNAME, ANOTHER_DB_NAME, REST_PORT, VECTOR, TEMPLATE, TEMPLATE_NAME,
            COMPRESSOR, ENCODING_BOOLEAN, ENCODING_INT32, ENCODING_INT64, ENCODING_FLOAT, ENCODING_DOUBLE,
            ENCODING_TEXT, ENABLE_THRIFT_COMPRESSION, IOTDB_USE_DEBUG, IOTDB_USE_DEBUG_RATIO, TIMESCALEDB_WRITE_MODE,
            QUESTDB_ILP_TRANSPORT);

    /**
     * Keys accepted with any value (so that an iot-benchmark file loads as is) that change nothing in this harness,
     * with the reason; setting one to other than its default earns a warning.
     */
    public static final Map<ConfigKey, String> NO_EFFECT = noEffect();

    private static Map<ConfigKey, String> noEffect() {
        Map<ConfigKey, String> m = new java.util.EnumMap<>(ConfigKey.class);
        String doubleWrite = "it configures double writes, which this harness does not do (IS_DOUBLE_WRITE=false)";
        for (ConfigKey k : List.of(ANOTHER_DB_SWITCH, ANOTHER_HOST, ANOTHER_PORT, ANOTHER_USERNAME, ANOTHER_PASSWORD,
                ANOTHER_DB_NAME, ANOTHER_TOKEN)) {
            m.put(k, doubleWrite);
        }
        m.put(REST_PORT, "it configures IoTDB's REST interface; the iotdb binding uses the session API");
        m.put(REST_AUTHORIZATION, m.get(REST_PORT));
        for (ConfigKey k : List.of(TAG_KEY_PREFIX, TAG_VALUE_PREFIX, TAG_VALUE_CARDINALITY)) {
            m.put(k, "devices carry no tags (TAG_NUMBER=0)");
        }
        m.put(TS_ALIGNMENT_RATIO, "every sensor of a row is written (IS_SENSOR_TS_ALIGNMENT=true)");
        m.put(TEMPLATE_NAME, "schema templates are not used (TEMPLATE=false)");
        m.put(IOTDB_USE_DEBUG_RATIO, "IoTDB's debug mode is not used (IOTDB_USE_DEBUG=false)");
        m.put(SCHEMA_CLIENT_NUMBER, "one connection registers the whole schema");
        m.put(RESULT_PRECISION, "latency is recorded in HdrHistograms with 3 significant digits");
        String output = "results are written as JSON documents and summary tables, and progress is shown every second";
        for (ConfigKey k : List.of(CSV_OUTPUT, RESULT_PRINT_INTERVAL, LOG_PRINT_INTERVAL, IS_QUIET_MODE)) {
            m.put(k, output);
        }
        return java.util.Collections.unmodifiableMap(m);
    }

    public enum Type { TEXT, BOOLEAN, INTEGER, DECIMAL }

    /** Read only by queries: the operation mix, the query step and the QUERY_* keys. */
    public boolean queryOnly() {
        return this == OPERATION_PROPORTION || this == STEP_SIZE || name().startsWith("QUERY_");
    }

    private static final Map<String, ConfigKey> BY_NAME = Arrays.stream(values())
            .collect(Collectors.toMap(Enum::name, Function.identity()));

    private final Type type;
    private final String defaultValue;
    private final List<String> allowed;
    private final double min;
    private final double max;

    ConfigKey(Type type, String defaultValue, String... allowed) {
        this(type, defaultValue, -Double.MAX_VALUE, Double.MAX_VALUE, allowed);
    }

    ConfigKey(Type type, String defaultValue, double min, double max) {
        this(type, defaultValue, min, max, new String[0]);
    }

    ConfigKey(Type type, String defaultValue, double min, double max, String... allowed) {
        this.type = type;
        this.defaultValue = defaultValue;
        this.allowed = List.of(allowed);
        this.min = min;
        this.max = max;
    }

    public Type type() {
        return type;
    }

    public String defaultValue() {
        return defaultValue;
    }

    public static Optional<ConfigKey> byName(String name) {
        return Optional.ofNullable(BY_NAME.get(name.trim().toUpperCase(Locale.ROOT)));
    }

    /** The warning a user-given {@code raw} value earns: a {@link #NO_EFFECT} key set to other than its default. */
    Optional<String> noEffectWarning(String raw, String source) {
        String reason = NO_EFFECT.get(this);
        if (reason == null || parse(raw).equals(parse(defaultValue))) {
            return Optional.empty();
        }
        return Optional.of(name() + "=" + (SECRETS.contains(this) ? "(hidden)" : raw.trim()) + " " + source
                + " has no effect: " + reason);
    }

    /** Parses and range-checks a raw value; throws {@link ConfigException} naming key, value and range. */
    Object parse(String raw) {
        String value = raw.trim();
        return switch (type) {
            case TEXT -> checkAllowed(value);
            case BOOLEAN -> parseBoolean(value);
            case INTEGER -> checkRange(parseLong(value));
            case DECIMAL -> checkRange(parseDouble(value));
        };
    }

    private String checkAllowed(String value) {
        if (allowed.isEmpty()) {
            return value;
        }
        return allowed.stream().filter(a -> a.equalsIgnoreCase(value)).findFirst()
                .orElseThrow(() -> invalid(value, "must be one of " + String.join(", ", allowed)));
    }

    private Boolean parseBoolean(String value) {
        if (!value.equalsIgnoreCase("true") && !value.equalsIgnoreCase("false")) {
            throw invalid(value, "must be true or false");
        }
        boolean parsed = Boolean.parseBoolean(value);
        if (!allowed.isEmpty() && !allowed.contains(String.valueOf(parsed))) {
            throw invalid(value, "is supported only as " + allowed.get(0) + " by this harness");
        }
        return parsed;
    }

    private long parseLong(String value) {
        try {
            return Long.parseLong(value);
        } catch (NumberFormatException e) {
            throw invalid(value, "must be a whole number" + rangeText());
        }
    }

    private double parseDouble(String value) {
        try {
            double d = Double.parseDouble(value);
            if (Double.isNaN(d) || Double.isInfinite(d)) {
                throw new NumberFormatException();
            }
            return d;
        } catch (NumberFormatException e) {
            throw invalid(value, "must be a number" + rangeText());
        }
    }

    private long checkRange(long value) {
        if (value < min || value > max) {
            throw invalid(String.valueOf(value), rangePhrase());
        }
        return value;
    }

    private double checkRange(double value) {
        if (value < min || value > max) {
            throw invalid(String.valueOf(value), rangePhrase());
        }
        return value;
    }

    private String rangeText() {
        String phrase = rangePhrase();
        return phrase.isEmpty() ? "" : " (" + phrase.replaceFirst("^must be ", "") + ")";
    }

    private String rangePhrase() {
        boolean hasMin = min > -Double.MAX_VALUE && min != Long.MIN_VALUE && min != Double.MIN_VALUE;
        boolean hasMax = max < Double.MAX_VALUE && max != Long.MAX_VALUE && max != Integer.MAX_VALUE;
        if (min == Double.MIN_VALUE) {
            return hasMax ? "must be > 0 and <= " + fmt(max) : "must be > 0";
        }
        if (hasMin && hasMax) {
            return min == max ? "is supported only as " + fmt(min) + " by this harness"
                    : "must be between " + fmt(min) + " and " + fmt(max);
        }
        if (hasMin) {
            return "must be >= " + fmt(min);
        }
        return hasMax ? "must be <= " + fmt(max) : "";
    }

    private static String fmt(double d) {
        return d == Math.rint(d) ? String.valueOf((long) d) : String.valueOf(d);
    }

    ConfigException invalid(String value, String rule) {
        return new ConfigException(name() + " " + rule + " (got " + value + ")");
    }
}
