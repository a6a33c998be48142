package org.iotbenchrunner.core.query;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import org.iotbenchrunner.core.config.BenchmarkConfig;
import org.iotbenchrunner.core.config.ConfigException;
import org.iotbenchrunner.core.config.ConfigKey;
import org.iotbenchrunner.core.config.OperationType;
import org.iotbenchrunner.core.query.Query.RangeQuery;
import org.iotbenchrunner.core.workload.DeviceSchema;
import org.iotbenchrunner.core.workload.Sensor;
import org.iotbenchrunner.core.workload.WorkloadSchema;

/**
 * Query parameters for one client, seeded with QUERY_SEED + client id (spec §4.3). Each window counter
 * advances by STEP_SIZE rows per query of its kind; the desc variants and set operations share the counters
 * of their plain forms.
 */
public final class QueryGenerator {
    private enum Window { PRECISE, RANGE, VALUE_RANGE, AGG_RANGE, AGG_RANGE_VALUE, GROUP_BY, LATEST }

    private final WorkloadSchema schema;
    private final Random deviceRandom;
    private final Random sensorRandom;
    private final Map<Window, Long> counters = new EnumMap<>(Window.class);
    private final long start;
    private final long advance;
    private final long interval;
    private final int devicesPerQuery;
    private final int sensorsPerQuery;
    private final double threshold;
    private final String function;
    private final long groupByInterval;
    private final String setOperator;
    private final int setChildren;

    public QueryGenerator(BenchmarkConfig config, WorkloadSchema schema, int clientId) {
        this.schema = schema;
        long seed = config.getLong(ConfigKey.QUERY_SEED) + clientId;
        this.deviceRandom = new Random(seed);
        this.sensorRandom = new Random(seed);
        this.start = config.startTime();
        this.advance = config.getBoolean(ConfigKey.ENABLE_FIXED_QUERY) ? 0
                : config.getLong(ConfigKey.STEP_SIZE) * config.pointStep();
        this.interval = config.getLong(ConfigKey.QUERY_INTERVAL);
        this.devicesPerQuery = config.getInt(ConfigKey.QUERY_DEVICE_NUM);
        this.sensorsPerQuery = config.getInt(ConfigKey.QUERY_SENSOR_NUM);
        this.threshold = config.getDouble(ConfigKey.QUERY_LOWER_VALUE);
        this.function = config.getString(ConfigKey.QUERY_AGGREGATE_FUN);
        this.groupByInterval = config.getLong(ConfigKey.GROUP_BY_TIME_UNIT);
        this.setOperator = config.getString(ConfigKey.QUERY_SET_OP_TYPE);
        this.setChildren = config.getInt(ConfigKey.QUERY_SET_OP_NUM);
        long numeric = schema.sensors().stream().filter(s -> s.type().isNumeric()).count();
        boolean needsNumeric = config.activeOperations().stream().anyMatch(OperationType::numericOnly);
        if (needsNumeric && sensorsPerQuery > numeric) {
            throw new ConfigException("QUERY_SENSOR_NUM must be <= the number of numeric sensors (" + numeric
                    + ") for value-filter queries (got " + sensorsPerQuery + ")");
        }
    }

    public Query next(OperationType type) {
        return switch (type) {
            case PRECISE_POINT -> {
                Target t = target(false);
                yield new Query.PreciseQuery(t.devices, t.sensors, windowStart(Window.PRECISE));
            }
            case TIME_RANGE, RANGE_QUERY_DESC -> range(type == OperationType.RANGE_QUERY_DESC);
            case VALUE_RANGE, VALUE_RANGE_QUERY_DESC -> {
                Target t = target(true);
                long s = windowStart(Window.VALUE_RANGE);
                yield new Query.ValueRangeQuery(t.devices, t.sensors, s, s + interval, threshold,
                        type == OperationType.VALUE_RANGE_QUERY_DESC);
            }
            case AGG_RANGE -> {
                Target t = target(!function.startsWith("count"));
                long s = windowStart(Window.AGG_RANGE);
                yield new Query.AggRangeQuery(t.devices, t.sensors, s, s + interval, function);
            }
            case AGG_VALUE -> {
                Target t = target(true);
                yield new Query.AggValueQuery(t.devices, t.sensors, function, threshold);
            }
            case AGG_RANGE_VALUE -> {
                Target t = target(true);
                long s = windowStart(Window.AGG_RANGE_VALUE);
                yield new Query.AggRangeValueQuery(t.devices, t.sensors, s, s + interval, function, threshold);
            }
            case GROUP_BY, GROUP_BY_DESC -> {
                Target t = target(!function.contains("count"));
                long s = windowStart(Window.GROUP_BY);
                yield new Query.GroupByQuery(t.devices, t.sensors, s, s + interval, function, groupByInterval,
                        type == OperationType.GROUP_BY_DESC);
            }
            case LATEST_POINT -> {
                Target t = target(false);
                windowStart(Window.LATEST);
                yield new Query.LatestPointQuery(t.devices, t.sensors);
            }
            case SET_OPERATION -> setOperation();
            case INGESTION -> throw new IllegalArgumentException("INGESTION is not a query");
        };
    }

    private RangeQuery range(boolean descending) {
        Target t = target(false);
        long s = windowStart(Window.RANGE);
        return new RangeQuery(t.devices, t.sensors, s, s + interval, descending);
    }

    private Query.SetOpQuery setOperation() {
        Target first = target(false);
        long s = windowStart(Window.RANGE);
        List<RangeQuery> children = new ArrayList<>();
        children.add(new RangeQuery(first.devices, first.sensors, s, s + interval, false));
        for (int i = 1; i < setChildren; i++) {
            children.add(new RangeQuery(devices(), first.sensors, s, s + interval, false));
        }
        return new Query.SetOpQuery(children, setOperator);
    }

    private long windowStart(Window window) {
        long n = counters.merge(window, 1L, Long::sum) - 1;
        return start + n * advance;
    }

    private Target target(boolean numericOnly) {
        List<DeviceSchema> devices = devices();
        return new Target(devices, sensors(numericOnly));
    }

    /** QUERY_DEVICE_NUM distinct devices from the group of a random device (validated to be large enough). */
    private List<DeviceSchema> devices() {
        List<DeviceSchema> candidates = schema.groupOf(schema.device(deviceRandom.nextInt(schema.devices().size())));
        Set<Integer> tried = new HashSet<>();
        List<DeviceSchema> chosen = new ArrayList<>(devicesPerQuery);
        while (chosen.size() < devicesPerQuery) {
            DeviceSchema d = candidates.get(deviceRandom.nextInt(candidates.size()));
            if (tried.add(d.id())) {
                chosen.add(d);
            }
        }
        return chosen;
    }

    private List<Sensor> sensors(boolean numericOnly) {
        List<Sensor> all = schema.sensors();
        Set<Integer> tried = new HashSet<>();
        List<Sensor> chosen = new ArrayList<>(sensorsPerQuery);
        while (chosen.size() < sensorsPerQuery && tried.size() < all.size()) {
            Sensor s = all.get(sensorRandom.nextInt(all.size()));
            if (tried.add(s.index()) && (!numericOnly || s.type().isNumeric())) {
                chosen.add(s);
            }
        }
        return chosen;
    }

    private record Target(List<DeviceSchema> devices, List<Sensor> sensors) {
    }
}
