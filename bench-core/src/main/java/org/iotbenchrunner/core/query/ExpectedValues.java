package org.iotbenchrunner.core.query;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.function.LongPredicate;
import org.iotbenchrunner.core.workload.DataGenerator;
import org.iotbenchrunner.core.workload.DeviceSchema;
import org.iotbenchrunner.core.workload.Sensor;
import org.iotbenchrunner.core.workload.SensorType;

/**
 * The content a correct database returns for a query over the {@link BaselineRows} as stored, in the row shapes {@link QueryAnswer} describes: raw rows with their values, and per device or bucket
 * the aggregate of QUERY_AGGREGATE_FUN ({@code count}, {@code sum}, {@code avg}/{@code mean},
 * {@code max}/{@code max_value}, {@code min}/{@code min_value}, {@code first}/{@code first_value},
 * {@code last}/{@code last_value}). Aggregates over long windows of rows written in order cost at most two value
 * periods per device and sensor, as in {@link ExpectedAnswers}; written out of order, their own length.
 *
 * <p>Tolerances follow how each type is stored and computed: integers, booleans and text exactly; a FLOAT value
 * to a relative 1e-6 (it is stored as a 32-bit float by some databases and as the double of its decimal text by
 * others, which differ in the 8th digit); a DOUBLE value to a relative 1e-9; a sum or average computed by the
 * database to 1e-9 of the magnitude (sum or mean of absolute values: the order of additions differs), plus 1e-6
 * of it over FLOAT values.
 */
public final class ExpectedValues {
    static final double FLOAT_RELATIVE = 1e-6;
    static final double DOUBLE_RELATIVE = 1e-9;

    /** One expected value: any of {@code acceptable} (Boolean, Long, Double or String), within {@code tolerance}. */
    public record Value(List<Object> acceptable, double tolerance) {
        public Value {
            acceptable = List.copyOf(acceptable);
        }
    }

    /** An expected row: device (null when merged), time ({@link QueryAnswer#NO_TIME} for aggregates), values. */
    public record Row(String device, long time, Map<String, Value> values) {
    }

    /**
     * The expected rows; with {@code oneOf}, the answer is exactly one of them (LATEST_POINT: every queried device
     * holds a newest row at the same time, and a database may return any).
     */
    public record Answer(List<Row> rows, boolean oneOf) {
        /** The answer a correct database gives (the first acceptable value; the first row of a one-of). */
        public QueryAnswer asQueryAnswer() {
            List<QueryAnswer.Row> out = new ArrayList<>();
            for (Row row : oneOf && !rows.isEmpty() ? rows.subList(0, 1) : rows) {
                Map<String, Object> values = new LinkedHashMap<>();
                row.values().forEach((sensor, value) -> values.put(sensor, value.acceptable().get(0)));
                out.add(new QueryAnswer.Row(row.device(), row.time(), values));
            }
            return new QueryAnswer(out);
        }
    }

    private enum Function { COUNT, SUM, AVG, MAX, MIN, FIRST, LAST }

    private final BaselineRows baseline;

    /** Over {@code rowsPerDevice} rows per device written in order. */
    public ExpectedValues(DataGenerator data, long rowsPerDevice) {
        this(BaselineRows.inOrder(data, rowsPerDevice));
    }

    public ExpectedValues(BaselineRows baseline) {
        this.baseline = baseline;
    }

    /** Why the values of {@code query} cannot be predicted, or empty when they can. */
    public Optional<String> unpredictable(Query query) {
        String name = query.function();
        if (name == null) {
            return Optional.empty();
        }
        Optional<Function> function = parse(name);
        if (function.isEmpty()) {
            return Optional.of("aggregate function " + name + " has no expected value (known: count, sum, avg/mean, "
                    + "max, min, first, last)");
        }
        if (function.get() != Function.COUNT) {
            for (Sensor s : query.sensors()) {
                if (!s.type().isNumeric()) {
                    return Optional.of(name + " of the non-numeric sensor " + s.name() + " has no expected value");
                }
            }
        }
        return Optional.empty();
    }

    /**
     * How {@code actual} differs from the expected answer of {@code query}, labelled as {@code actual} is; empty
     * when they agree.
     */
    public Optional<String> difference(Query query, QueryAnswer actual) {
        return AnswerDiff.between(query, of(query, actual.labelled()), actual);
    }

    /**
     * The expected answer of a predictable query; {@code labelled} says whether the database names each row's device
     * (raw rows then carry it; GROUP_BY buckets are per device; LATEST_POINT is the newest row of the named device).
     * Rows come in the query's time order, per device (desc queries newest first).
     */
    public Answer of(Query query, boolean labelled) {
        Answer answer = inTimeOrder(query, labelled);
        if (!query.descending()) {
            return answer;
        }
        List<Row> newestFirst = new ArrayList<>(answer.rows());
        java.util.Collections.reverse(newestFirst);
        return new Answer(newestFirst, answer.oneOf());
    }

    private Answer inTimeOrder(Query query, boolean labelled) {
        return query.accept(new Query.Visitor<Answer>() {
            public Answer precise(Query.PreciseQuery q) {
                return raw(q.devices(), q.sensors(), q.time(), q.time(), null, labelled);
            }

            public Answer range(Query.RangeQuery q) {
                return raw(q.devices(), q.sensors(), q.start(), q.end(), null, labelled);
            }

            public Answer valueRange(Query.ValueRangeQuery q) {
                return raw(q.devices(), q.sensors(), q.start(), q.end(), q.threshold(), labelled);
            }

            public Answer aggRange(Query.AggRangeQuery q) {
                return perDevice(q.devices(), q.sensors(), q.start(), q.end(), null, q.function());
            }

            public Answer aggValue(Query.AggValueQuery q) {
                return perDevice(q.devices(), q.sensors(), Long.MIN_VALUE, Long.MAX_VALUE, q.threshold(),
                        q.function());
            }

            public Answer aggRangeValue(Query.AggRangeValueQuery q) {
                return perDevice(q.devices(), q.sensors(), q.start(), q.end(), q.threshold(), q.function());
            }

            public Answer groupBy(Query.GroupByQuery q) {
                return buckets(q, labelled);
            }

            public Answer latestPoint(Query.LatestPointQuery q) {
                return latest(q, labelled);
            }

            public Answer setOperation(Query.SetOpQuery q) {
                return ExpectedValues.this.setOperation(q);
            }
        });
    }

    private Answer raw(List<DeviceSchema> devices, List<Sensor> sensors, long start, long end, Double threshold,
            boolean labelled) {
        List<Row> rows = new ArrayList<>();
        for (DeviceSchema d : devices) {
            LongPredicate filter = threshold == null ? r -> true : baseline.above(d, sensors, threshold);
            for (long r = baseline.firstRowIn(start); r <= baseline.lastRowIn(end); r++) {
                if (baseline.present(d, r) && filter.test(r)) {
                    rows.add(new Row(labelled ? d.name() : null, baseline.timestamp(r), rowValues(d, sensors, r)));
                }
            }
        }
        return new Answer(rows, false);
    }

    private Answer perDevice(List<DeviceSchema> devices, List<Sensor> sensors, long start, long end,
            Double threshold, String functionName) {
        Function function = parse(functionName).orElseThrow();
        List<Row> rows = new ArrayList<>();
        long first = baseline.firstRowIn(start);
        long last = baseline.lastRowIn(end);
        for (DeviceSchema d : devices) {
            LongPredicate filter = threshold == null ? null : baseline.above(d, sensors, threshold);
            Map<String, Value> values = new LinkedHashMap<>();
            for (Sensor s : sensors) {
                Aggregate a = aggregate(d, s, first, last, filter);
                if (a.count > 0) {
                    values.put(s.name(), a.value(function));
                }
            }
            if (!values.isEmpty()) {
                rows.add(new Row(d.name(), QueryAnswer.NO_TIME, values));
            }
        }
        return new Answer(rows, false);
    }

    /** Buckets of [start, end) aligned to start; only the buckets that hold rows, which walks rows, not buckets. */
    private Answer buckets(Query.GroupByQuery q, boolean perDevice) {
        Function function = parse(q.function()).orElseThrow();
        List<Row> rows = new ArrayList<>();
        long last = baseline.lastRowIn(q.end() - 1);
        for (long r = baseline.firstRowIn(q.start()); r <= last; ) {
            long bucketStart = q.start()
                    + Math.floorDiv(baseline.timestamp(r) - q.start(), q.interval()) * q.interval();
            long bucketLast = Math.min(baseline.lastRowIn(bucketStart + q.interval() - 1), last);
            if (perDevice) {
                for (DeviceSchema d : q.devices()) {
                    Map<String, Value> values = new LinkedHashMap<>();
                    for (Sensor s : q.sensors()) {
                        Aggregate a = aggregate(d, s, r, bucketLast, null);
                        if (a.count > 0) {
                            values.put(s.name(), a.value(function));
                        }
                    }
                    if (!values.isEmpty()) {
                        rows.add(new Row(d.name(), bucketStart, values));
                    }
                }
            } else {
                Map<String, Value> values = new LinkedHashMap<>();
                for (Sensor s : q.sensors()) {
                    Aggregate merged = new Aggregate();
                    for (DeviceSchema d : q.devices()) {
                        merged.merge(aggregate(d, s, r, bucketLast, null));
                    }
                    if (merged.count > 0) {
                        values.put(s.name(), merged.value(function));
                    }
                }
                if (!values.isEmpty()) {
                    rows.add(new Row(null, bucketStart, values));
                }
            }
            r = bucketLast + 1;
        }
        return new Answer(rows, false);
    }

    /**
     * The newest row of the devices whose newest row is the latest of all; unlabelled, one row whose values may come
     * from any of them.
     */
    private Answer latest(Query.LatestPointQuery q, boolean labelled) {
        long row = Long.MIN_VALUE;
        for (DeviceSchema d : q.devices()) {
            row = Math.max(row, baseline.newest(d));
        }
        if (baseline.rowsPerDevice <= 0 || row < baseline.lowest) {
            return new Answer(List.of(), true);
        }
        long newest = row;
        List<DeviceSchema> devices = q.devices().stream().filter(d -> baseline.newest(d) == newest).toList();
        long time = baseline.timestamp(row);
        List<Row> rows = new ArrayList<>();
        if (labelled) {
            for (DeviceSchema d : devices) {
                rows.add(new Row(d.name(), time, rowValues(d, q.sensors(), row)));
            }
        } else {
            Map<String, Value> values = new LinkedHashMap<>();
            for (Sensor s : q.sensors()) {
                List<Object> acceptable = new ArrayList<>();
                double tolerance = 0;
                for (DeviceSchema d : devices) {
                    Value v = value(baseline.value(d, s.index(), row));
                    acceptable.addAll(v.acceptable());
                    tolerance = Math.max(tolerance, v.tolerance());
                }
                values.put(s.name(), new Value(acceptable, tolerance));
            }
            rows.add(new Row(null, time, values));
        }
        return new Answer(rows, true);
    }

    private Answer setOperation(Query.SetOpQuery q) {
        List<Sensor> sensors = q.sensors();
        List<List<List<Object>>> children = new ArrayList<>();
        for (Query.RangeQuery child : q.children()) {
            List<List<Object>> tuples = new ArrayList<>();
            for (DeviceSchema d : child.devices()) {
                for (long r = baseline.firstRowIn(child.start()); r <= baseline.lastRowIn(child.end()); r++) {
                    if (!baseline.present(d, r)) {
                        continue;
                    }
                    List<Object> tuple = new ArrayList<>(sensors.size() + 1);
                    tuple.add(baseline.timestamp(r));
                    for (Sensor s : sensors) {
                        Object v = baseline.value(d, s.index(), r);
                        tuple.add(v instanceof Float f ? (Object) f.doubleValue() : v);
                    }
                    tuples.add(tuple);
                }
            }
            children.add(tuples);
        }
        List<Row> rows = new ArrayList<>();
        for (List<Object> tuple : ExpectedAnswers.combine(q.operator(), children)) {
            Map<String, Value> values = new LinkedHashMap<>();
            for (int i = 0; i < sensors.size(); i++) {
                Object v = tuple.get(i + 1);
                values.put(sensors.get(i).name(), sensors.get(i).type() == SensorType.FLOAT
                        ? value(((Double) v).floatValue()) : value(v));
            }
            rows.add(new Row(null, (Long) tuple.get(0), values));
        }
        return new Answer(rows, false);
    }

    private Map<String, Value> rowValues(DeviceSchema device, List<Sensor> sensors, long row) {
        Map<String, Value> values = new LinkedHashMap<>();
        for (Sensor s : sensors) {
            values.put(s.name(), value(baseline.value(device, s.index(), row)));
        }
        return values;
    }

    /** A stored value as expected back: integers as Long, floats as Double with their type's tolerance. */
    public static Value value(Object stored) {
        if (stored instanceof Integer || stored instanceof Long) {
            return new Value(List.of(((Number) stored).longValue()), 0);
        } else if (stored instanceof Float f) {
            return new Value(List.of(f.doubleValue()), FLOAT_RELATIVE * Math.abs(f.doubleValue()));
        } else if (stored instanceof Double d) {
            return new Value(List.of(d), DOUBLE_RELATIVE * Math.abs(d));
        }
        return new Value(List.of(stored), 0);
    }

    /**
     * The aggregate of one sensor of one device over rows [first, last] that pass {@code filter} (all when null).
     * Rows {@code period} apart hold equal values, so a long window is one period's aggregate times the number of
     * whole periods, plus the rest.
     */
    private Aggregate aggregate(DeviceSchema device, Sensor sensor, long first, long last, LongPredicate filter) {
        long n = last - first + 1;
        long period = baseline.period;
        if (n <= 2 * period || !baseline.inOrder()) {
            return scan(device, sensor, first, last, filter);
        }
        long periods = n / period;
        Aggregate whole = scan(device, sensor, first, first + period - 1, filter).repeated(periods, period);
        return whole.then(scan(device, sensor, first + periods * period, last, filter));
    }

    private Aggregate scan(DeviceSchema device, Sensor sensor, long first, long last, LongPredicate filter) {
        Aggregate a = new Aggregate();
        for (long r = first; r <= last; r++) {
            if (baseline.present(device, r) && (filter == null || filter.test(r))) {
                a.add(r, baseline.value(device, sensor.index(), r));
            }
        }
        return a;
    }


    private static Optional<Function> parse(String name) {
        String f = name.trim().toLowerCase(Locale.ROOT);
        if (f.endsWith("()")) {
            f = f.substring(0, f.length() - 2).trim();
        }
        return Optional.ofNullable(switch (f) {
            case "count" -> Function.COUNT;
            case "sum" -> Function.SUM;
            case "avg", "mean" -> Function.AVG;
            case "max", "max_value" -> Function.MAX;
            case "min", "min_value" -> Function.MIN;
            case "first", "first_value" -> Function.FIRST;
            case "last", "last_value" -> Function.LAST;
            default -> null;
        });
    }

    /**
     * A running aggregate of one sensor's values. Integers are summed exactly; first and last keep every value found
     * at the earliest and latest row (several when devices merged in one bucket tie, as their timestamps do).
     */
    private static final class Aggregate {
        long count;
        long longSum;
        double doubleSum;
        double absSum;
        boolean floats;
        boolean float32;
        Number max;
        Number min;
        Object maxRaw;
        Object minRaw;
        long firstRow = Long.MAX_VALUE;
        long lastRow = Long.MIN_VALUE;
        final List<Object> firstValues = new ArrayList<>();
        final List<Object> lastValues = new ArrayList<>();

        void add(long row, Object value) {
            count++;
            if (value instanceof Number n) {
                if (n instanceof Float || n instanceof Double) {
                    floats = true;
                    float32 |= n instanceof Float;
                    doubleSum += n.doubleValue();
                } else {
                    longSum += n.longValue();
                }
                absSum += Math.abs(n.doubleValue());
                if (max == null || n.doubleValue() > max.doubleValue()) {
                    max = n;
                    maxRaw = value;
                }
                if (min == null || n.doubleValue() < min.doubleValue()) {
                    min = n;
                    minRaw = value;
                }
            }
            if (row < firstRow) {
                firstRow = row;
                firstValues.clear();
                firstValues.add(value);
            }
            if (row > lastRow) {
                lastRow = row;
                lastValues.clear();
                lastValues.add(value);
            }
        }

        /** This aggregate of one period, repeated over {@code times} consecutive periods. */
        Aggregate repeated(long times, long period) {
            count *= times;
            longSum *= times;
            doubleSum *= times;
            absSum *= times;
            if (count > 0) {
                lastRow += (times - 1) * period;
            }
            return this;
        }

        /** This aggregate followed by the rows of {@code later}. */
        Aggregate then(Aggregate later) {
            if (later.count == 0) {
                return this;
            }
            if (count == 0) {
                firstRow = later.firstRow;
                firstValues.addAll(later.firstValues);
            }
            mergeSums(later);
            lastRow = later.lastRow;
            lastValues.clear();
            lastValues.addAll(later.lastValues);
            return this;
        }

        /** Rows of another device at the same timestamps, merged into one bucket. */
        void merge(Aggregate other) {
            if (other.count == 0) {
                return;
            }
            mergeSums(other);
            if (other.firstRow < firstRow) {
                firstRow = other.firstRow;
                firstValues.clear();
            }
            if (other.firstRow == firstRow) {
                firstValues.addAll(other.firstValues);
            }
            if (other.lastRow > lastRow) {
                lastRow = other.lastRow;
                lastValues.clear();
            }
            if (other.lastRow == lastRow) {
                lastValues.addAll(other.lastValues);
            }
        }

        private void mergeSums(Aggregate other) {
            count += other.count;
            longSum += other.longSum;
            doubleSum += other.doubleSum;
            absSum += other.absSum;
            floats |= other.floats;
            float32 |= other.float32;
            if (other.max != null && (max == null || other.max.doubleValue() > max.doubleValue())) {
                max = other.max;
                maxRaw = other.maxRaw;
            }
            if (other.min != null && (min == null || other.min.doubleValue() < min.doubleValue())) {
                min = other.min;
                minRaw = other.minRaw;
            }
        }

        Value value(Function function) {
            double relative = DOUBLE_RELATIVE + (float32 ? FLOAT_RELATIVE : 0);
            return switch (function) {
                case COUNT -> new Value(List.of(count), 0);
                case SUM -> floats ? new Value(List.of(doubleSum + longSum), relative * absSum)
                        : new Value(List.of(longSum), 0);
                case AVG -> new Value(List.of((doubleSum + longSum) / count), relative * absSum / count);
                case MAX -> ExpectedValues.value(maxRaw);
                case MIN -> ExpectedValues.value(minRaw);
                case FIRST -> alternatives(firstValues);
                case LAST -> alternatives(lastValues);
            };
        }

        private static Value alternatives(List<Object> values) {
            List<Object> acceptable = new ArrayList<>();
            double tolerance = 0;
            for (Object v : values) {
                Value one = ExpectedValues.value(v);
                if (!acceptable.contains(one.acceptable().get(0))) {
                    acceptable.add(one.acceptable().get(0));
                }
                tolerance = Math.max(tolerance, one.tolerance());
            }
            return new Value(acceptable, tolerance);
        }
    }
}
