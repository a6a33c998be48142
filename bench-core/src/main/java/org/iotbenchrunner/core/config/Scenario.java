package org.iotbenchrunner.core.config;

import java.util.Arrays;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.StringJoiner;
import java.util.stream.Collectors;

/**
 * The nine scenarios of the seed thesis, each a set of overrides on top of the scale, and {@link #READ_SUPPORTED}.
 * Write scenarios start on a cleared database; read scenarios query the data of a baseline {@link #WRITE}. READ is
 * the seed's ten query types on every database, so that its numbers compare; READ_SUPPORTED mixes every type the
 * database supports (a different mix on each), is not part of {@code all} and is never ranked.
 */
public enum Scenario {
    WRITE("write", Map.of()),
    OUT_OF_ORDER("out-of-order", Map.of(ConfigKey.IS_OUT_OF_ORDER, "true",
            ConfigKey.OUT_OF_ORDER_MODE, "POISSON", ConfigKey.OUT_OF_ORDER_RATIO, "0.2")),
    BATCH_SMALL("batch-small", Map.of(ConfigKey.BATCH_SIZE_PER_WRITE, "1")),
    BATCH_LARGE("batch-large", Map.of(ConfigKey.BATCH_SIZE_PER_WRITE, "1000")),
    READ("read", EnumSet.range(OperationType.PRECISE_POINT, OperationType.VALUE_RANGE_QUERY_DESC)),
    READ_SUPPORTED("read-supported", (Set<OperationType>) null),
    LATEST_POINT("latest-point", EnumSet.of(OperationType.LATEST_POINT)),
    DOWNSAMPLE("downsample", EnumSet.of(OperationType.GROUP_BY)),
    RANGE_QUERY("range-query", EnumSet.of(OperationType.TIME_RANGE)),
    VALUE_FILTER("value-filter", EnumSet.of(OperationType.VALUE_RANGE, OperationType.AGG_VALUE,
            OperationType.AGG_RANGE_VALUE));

    /** The order of {@code --test all}: {@code write} last among the writes, so its data is the reads' baseline. */
    public static final List<Scenario> EXECUTION_ORDER = List.of(BATCH_SMALL, BATCH_LARGE, OUT_OF_ORDER, WRITE,
            READ, LATEST_POINT, DOWNSAMPLE, RANGE_QUERY, VALUE_FILTER);

    /** The order of any list of tests: the nine, with READ_SUPPORTED after READ. */
    private static final List<Scenario> ORDER = List.of(BATCH_SMALL, BATCH_LARGE, OUT_OF_ORDER, WRITE, READ,
            READ_SUPPORTED, LATEST_POINT, DOWNSAMPLE, RANGE_QUERY, VALUE_FILTER);

    private final String id;
    private final Map<ConfigKey, String> writeOverrides;
    private final Set<OperationType> queries;

    Scenario(String id, Map<ConfigKey, String> writeOverrides) {
        this.id = id;
        this.writeOverrides = writeOverrides;
        this.queries = null;
    }

    Scenario(String id, Set<OperationType> queries) {
        this.id = id;
        this.writeOverrides = null;
        this.queries = queries;
    }

    public String id() {
        return id;
    }

    public boolean isWrite() {
        return writeOverrides != null;
    }

    /** Whether results of this test compare across databases (the same operations on each). */
    public boolean ranked() {
        return this != READ_SUPPORTED;
    }

    public static Scenario of(String id) {
        return Arrays.stream(values()).filter(s -> s.id.equalsIgnoreCase(id.trim())).findFirst()
                .orElseThrow(() -> new ConfigException("--test must be one of all, " + ids() + " (got " + id + ")"));
    }

    /** Parses {@code all} or a comma list, returned in execution order without repeats. */
    public static List<Scenario> parseList(String text) {
        if (text.trim().equalsIgnoreCase("all")) {
            return EXECUTION_ORDER;
        }
        Set<Scenario> chosen = Arrays.stream(text.split(",")).map(Scenario::of)
                .collect(Collectors.toCollection(() -> EnumSet.noneOf(Scenario.class)));
        return ORDER.stream().filter(chosen::contains).toList();
    }

    public static String ids() {
        return Arrays.stream(values()).map(Scenario::id).collect(Collectors.joining(", "));
    }

    /** The query operations this scenario issues against a database supporting {@code supported}. */
    public Set<OperationType> queries(Set<OperationType> supported) {
        if (isWrite()) {
            return EnumSet.noneOf(OperationType.class);
        }
        if (queries == null) {
            EnumSet<OperationType> all = EnumSet.copyOf(supported);
            all.remove(OperationType.INGESTION);
            return all;
        }
        EnumSet<OperationType> missing = EnumSet.copyOf(queries);
        missing.removeAll(supported);
        if (!missing.isEmpty()) {
            throw new ConfigException("scenario " + id + " needs " + missing + ", which the database does not support");
        }
        return queries;
    }

    /** The overrides that define this scenario for a database supporting {@code supported}. */
    public Map<String, String> overrides(Set<OperationType> supported) {
        Map<String, String> m = new LinkedHashMap<>();
        if (isWrite()) {
            writeOverrides.forEach((k, v) -> m.put(k.name(), v));
            m.put(ConfigKey.OPERATION_PROPORTION.name(), proportion(EnumSet.of(OperationType.INGESTION)));
            m.put(ConfigKey.IS_DELETE_DATA.name(), "true");
            m.put(ConfigKey.CREATE_SCHEMA.name(), "true");
        } else {
            m.put(ConfigKey.OPERATION_PROPORTION.name(), proportion(queries(supported)));
            m.put(ConfigKey.IS_DELETE_DATA.name(), "false");
            m.put(ConfigKey.CREATE_SCHEMA.name(), "false");
        }
        return m;
    }

    private static String proportion(Set<OperationType> ops) {
        StringJoiner joiner = new StringJoiner(":");
        for (OperationType op : OperationType.values()) {
            joiner.add(ops.contains(op) ? "1" : "0");
        }
        return joiner.toString();
    }

    @Override
    public String toString() {
        return id.toUpperCase(Locale.ROOT);
    }
}
