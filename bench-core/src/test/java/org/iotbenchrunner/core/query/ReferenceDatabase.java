package org.iotbenchrunner.core.query;

import java.math.BigDecimal;
import java.math.MathContext;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import org.iotbenchrunner.core.workload.DataGenerator;
import org.iotbenchrunner.core.workload.DeviceSchema;
import org.iotbenchrunner.core.workload.Sensor;

/**
 * The definition of every query, evaluated row by row over all stored rows, with exact decimal sums: no value
 * periods, no bucket arithmetic, nothing shared with {@link ExpectedValues}. Answers as a database would give them.
 * The stored rows are each device's map of timestamp to values: rows 0 to {@code rows - 1} in order, or every batch
 * the generator writes put into the map one row after the other, so that a repeated timestamp keeps the last write.
 */
final class ReferenceDatabase {
    private final Map<DeviceSchema, TreeMap<Long, Object[]>> stored = new LinkedHashMap<>();

    ReferenceDatabase(DataGenerator data, long rows) {
        for (DeviceSchema d : data.schema().devices()) {
            TreeMap<Long, Object[]> byTime = new TreeMap<>();
            for (long r = 0; r < rows; r++) {
                byTime.put(data.timestamp(r), data.values(d, r));
            }
            stored.put(d, byTime);
        }
    }

    private ReferenceDatabase() {
    }

    /** Every device's {@code loops} batches as {@code data}'s streams write them, in or out of order. */
    static ReferenceDatabase replayed(DataGenerator data, long loops) {
        ReferenceDatabase db = new ReferenceDatabase();
        int sensors = data.schema().sensors().size();
        for (DeviceSchema d : data.schema().devices()) {
            TreeMap<Long, Object[]> byTime = new TreeMap<>();
            DataGenerator.DeviceStream stream = data.stream(d);
            for (long loop = 0; loop < loops; loop++) {
                org.iotbenchrunner.core.workload.Batch batch = stream.nextBatch();
                for (int r = 0; r < batch.rowCount(); r++) {
                    Object[] values = new Object[sensors];
                    for (int s = 0; s < sensors; s++) {
                        values[s] = batch.value(r, s);
                    }
                    byTime.put(batch.timestamp(r), values);
                }
            }
            db.stored.put(d, byTime);
        }
        return db;
    }

    /** The stored points of {@code device}: rows times sensors. */
    long points(DeviceSchema device) {
        return (long) stored.get(device).size() * device.sensors().size();
    }

    /** {@code perDevice}: GROUP_BY buckets per device (as IoTDB) rather than merged (as TimescaleDB). */
    QueryAnswer answer(Query query, boolean perDevice) {
        List<QueryAnswer.Row> out = new ArrayList<>();
        if (query instanceof Query.GroupByQuery q) {
            Map<Long, Map<DeviceSchema, List<Long>>> buckets = new TreeMap<>();
            for (DeviceSchema d : q.devices()) {
                for (long r : stored.get(d).keySet()) {
                    long t = r;
                    if (t >= q.start() && t < q.end()) {
                        long bucket = q.start() + Math.floorDiv(t - q.start(), q.interval()) * q.interval();
                        buckets.computeIfAbsent(bucket, b -> new LinkedHashMap<>())
                                .computeIfAbsent(d, x -> new ArrayList<>()).add(r);
                    }
                }
            }
            Map<Long, Map<DeviceSchema, List<Long>>> ordered = q.descending()
                    ? ((TreeMap<Long, Map<DeviceSchema, List<Long>>>) buckets).descendingMap() : buckets;
            ordered.forEach((bucket, byDevice) -> {
                if (perDevice) {
                    byDevice.forEach((d, rs) -> out.add(new QueryAnswer.Row(d.name(), bucket,
                            aggregates(List.of(d), List.of(rs), q.sensors(), q.function()))));
                } else {
                    out.add(new QueryAnswer.Row(null, bucket, aggregates(new ArrayList<>(byDevice.keySet()),
                            new ArrayList<>(byDevice.values()), q.sensors(), q.function())));
                }
            });
            return new QueryAnswer(out);
        }
        if (query instanceof Query.LatestPointQuery q) {
            DeviceSchema last = null;
            for (DeviceSchema d : q.devices()) {
                if (!stored.get(d).isEmpty() && (last == null
                        || stored.get(d).lastKey() >= stored.get(last).lastKey())) {
                    last = d;
                }
            }
            if (last != null) {
                long t = stored.get(last).lastKey();
                out.add(new QueryAnswer.Row(last.name(), t, values(last, q.sensors(), t)));
            }
            return new QueryAnswer(out);
        }
        String function = query.function();
        for (DeviceSchema d : query.devices()) {
            List<Long> matching = new ArrayList<>();
            for (long r : stored.get(d).keySet()) {
                if (matches(d, r, query)) {
                    matching.add(r);
                }
            }
            if (descending(query)) {
                java.util.Collections.reverse(matching);
            }
            if (function == null) {
                matching.forEach(r -> out.add(new QueryAnswer.Row(d.name(), r, values(d, query.sensors(), r))));
            } else if (!matching.isEmpty()) {
                out.add(new QueryAnswer.Row(d.name(), QueryAnswer.NO_TIME,
                        aggregates(List.of(d), List.of(matching), query.sensors(), function)));
            }
        }
        return new QueryAnswer(out);
    }

    private Map<String, Object> values(DeviceSchema d, List<Sensor> sensors, long row) {
        Map<String, Object> values = new LinkedHashMap<>();
        sensors.forEach(s -> values.put(s.name(), value(d, s, row)));
        return values;
    }

    /** Rows of several devices together; first and last take the first device's value at the earliest row. */
    private Map<String, Object> aggregates(List<DeviceSchema> devices, List<List<Long>> rowsOfDevices,
            List<Sensor> sensors, String function) {
        Map<String, Object> values = new LinkedHashMap<>();
        String f = function.toLowerCase(Locale.ROOT).replace("()", "");
        for (Sensor s : sensors) {
            List<Object> all = new ArrayList<>();
            Object first = null;
            Object last = null;
            long firstRow = Long.MAX_VALUE;
            long lastRow = Long.MIN_VALUE;
            for (int i = 0; i < devices.size(); i++) {
                for (long r : rowsOfDevices.get(i)) {
                    Object v = value(devices.get(i), s, r);
                    all.add(v);
                    if (r < firstRow) {
                        firstRow = r;
                        first = v;
                    }
                    if (r > lastRow) {
                        lastRow = r;
                        last = v;
                    }
                }
            }
            BigDecimal sum = BigDecimal.ZERO;
            for (Object v : all) {
                if (v instanceof Number n) {
                    sum = sum.add(new BigDecimal(n.doubleValue()));
                }
            }
            values.put(s.name(), switch (f) {
                case "count" -> (long) all.size();
                case "sum" -> sum;
                case "avg", "mean" -> sum.divide(BigDecimal.valueOf(all.size()), MathContext.DECIMAL128);
                case "max", "max_value" -> all.stream().max((a, b) -> Double.compare(((Number) a).doubleValue(),
                        ((Number) b).doubleValue())).orElseThrow();
                case "min", "min_value" -> all.stream().min((a, b) -> Double.compare(((Number) a).doubleValue(),
                        ((Number) b).doubleValue())).orElseThrow();
                case "first", "first_value" -> first;
                case "last", "last_value" -> last;
                default -> throw new IllegalArgumentException(function);
            });
        }
        return values;
    }

    private static boolean descending(Query query) {
        return query instanceof Query.RangeQuery q && q.descending()
                || query instanceof Query.ValueRangeQuery v && v.descending();
    }


    /** The value of {@code sensor} stored at time {@code t}. */
    private Object value(DeviceSchema device, Sensor sensor, long t) {
        return stored.get(device).get(t)[sensor.index()];
    }

    private boolean matches(DeviceSchema device, long row, Query query) {
        long t = row;
        if (query instanceof Query.PreciseQuery q) {
            return t == q.time();
        } else if (query instanceof Query.RangeQuery q) {
            return t >= q.start() && t <= q.end();
        } else if (query instanceof Query.ValueRangeQuery q) {
            return t >= q.start() && t <= q.end() && above(device, row, q.sensors(), q.threshold());
        } else if (query instanceof Query.AggRangeQuery q) {
            return t >= q.start() && t <= q.end();
        } else if (query instanceof Query.AggValueQuery q) {
            return above(device, row, q.sensors(), q.threshold());
        }
        Query.AggRangeValueQuery q = (Query.AggRangeValueQuery) query;
        return t >= q.start() && t <= q.end() && above(device, row, q.sensors(), q.threshold());
    }

    private boolean above(DeviceSchema device, long row, List<Sensor> sensors, double threshold) {
        return sensors.stream().allMatch(s -> ((Number) value(device, s, row)).doubleValue() > threshold);
    }
}
