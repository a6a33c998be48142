package org.iotbenchrunner.core.query;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.function.LongPredicate;
import org.iotbenchrunner.core.query.Query.RangeQuery;
import org.iotbenchrunner.core.workload.DataGenerator;
import org.iotbenchrunner.core.workload.DeviceSchema;
import org.iotbenchrunner.core.workload.Sensor;

/**
 * The number of points a correct database returns for a query over the {@link BaselineRows} as stored. Points are
 * non-null values returned, not counting time, bucket or device label columns; aggregate queries return one value
 * per device (or bucket) and sensor where at least one row matched. Cheap enough to check every query of a run: over
 * rows written in order a window costs at most two WORKLOAD_BUFFER_SIZE periods of rows, whatever its length; over
 * rows written out of order, where values no longer repeat by offset, a window costs its own length.
 */
public final class ExpectedAnswers {
    private final BaselineRows baseline;
    private final DataGenerator data;
    private final long rowsPerDevice;
    private final long step;
    private final long period;

    /** Over {@code rowsPerDevice} rows per device written in order. */
    public ExpectedAnswers(DataGenerator data, long rowsPerDevice) {
        this(BaselineRows.inOrder(data, rowsPerDevice));
    }

    public ExpectedAnswers(BaselineRows baseline) {
        this.baseline = baseline;
        this.data = baseline.data;
        this.period = baseline.period;
        this.rowsPerDevice = baseline.rowsPerDevice;
        this.step = baseline.step;
    }

    public long points(Query query) {
        return query.sensors().size() * matches(query);
    }

    /** Rows (raw queries) or aggregate rows (aggregates, buckets) a correct answer holds. */
    private long matches(Query query) {
        return query.accept(new Query.Visitor<Long>() {
            public Long precise(Query.PreciseQuery q) {
                return countRows(q.devices(), q.time(), q.time());
            }

            public Long range(Query.RangeQuery q) {
                return countRows(q.devices(), q.start(), q.end());
            }

            public Long valueRange(Query.ValueRangeQuery q) {
                return q.devices().stream()
                        .mapToLong(d -> rows(d, q.start(), q.end(), above(d, q.sensors(), q.threshold()))).sum();
            }

            public Long aggRange(Query.AggRangeQuery q) {
                return devicesWithRows(q.devices(), q.start(), q.end(), null, 0);
            }

            public Long aggValue(Query.AggValueQuery q) {
                return devicesWithRows(q.devices(), Long.MIN_VALUE, Long.MAX_VALUE, q.sensors(), q.threshold());
            }

            public Long aggRangeValue(Query.AggRangeValueQuery q) {
                return devicesWithRows(q.devices(), q.start(), q.end(), q.sensors(), q.threshold());
            }

            public Long groupBy(Query.GroupByQuery q) {
                return nonEmptyBuckets(q);
            }

            public Long latestPoint(Query.LatestPointQuery q) {
                return rowsPerDevice > 0 ? 1L : 0L;
            }

            public Long setOperation(Query.SetOpQuery q) {
                return setOperationRows(q);
            }
        });
    }

    private long countRows(List<DeviceSchema> devices, long start, long end) {
        return devices.stream().mapToLong(d -> rows(d, start, end, null)).sum();
    }

    private long devicesWithRows(List<DeviceSchema> devices, long start, long end, List<Sensor> filterSensors,
            double threshold) {
        return devices.stream()
                .filter(d -> rows(d, start, end, filterSensors == null ? null
                        : above(d, filterSensors, threshold)) > 0)
                .count();
    }

    /**
     * Buckets of [start, end) that hold a row. Row timestamps are evenly spaced by {@code step}: with
     * {@code step <= interval} every bucket from the first row's to the last row's holds one, otherwise every
     * row has a bucket of its own.
     */
    private long nonEmptyBuckets(Query.GroupByQuery q) {
        long last = lastRowIn(q.end() - 1);
        long first = firstRowIn(q.start());
        if (last < first) {
            return 0;
        }
        if (!baseline.inOrder()) {
            return storedBuckets(q, first, last);
        }
        if (step > q.interval()) {
            return last - first + 1;
        }
        return Math.floorDiv(data.timestamp(last) - q.start(), q.interval())
                - Math.floorDiv(data.timestamp(first) - q.start(), q.interval()) + 1;
    }

    /** Buckets holding a stored row of any queried device, walking offsets in time order. */
    private long storedBuckets(Query.GroupByQuery q, long first, long last) {
        long buckets = 0;
        long lastBucket = Long.MIN_VALUE;
        for (long k = first; k <= last; k++) {
            long bucket = Math.floorDiv(data.timestamp(k) - q.start(), q.interval());
            if (bucket != lastBucket && anyStored(q.devices(), k)) {
                buckets++;
                lastBucket = bucket;
            }
        }
        return buckets;
    }

    private boolean anyStored(List<DeviceSchema> devices, long offset) {
        for (DeviceSchema d : devices) {
            if (baseline.present(d, offset)) {
                return true;
            }
        }
        return false;
    }

    private long setOperationRows(Query.SetOpQuery q) {
        List<List<List<Object>>> children = new ArrayList<>();
        for (RangeQuery child : q.children()) {
            List<List<Object>> rows = new ArrayList<>();
            for (DeviceSchema d : child.devices()) {
                for (long r = firstRowIn(child.start()); r <= lastRowIn(child.end()); r++) {
                    if (baseline.present(d, r)) {
                        rows.add(tuple(d, child.sensors(), r));
                    }
                }
            }
            children.add(rows);
        }
        return combine(q.operator(), children).size();
    }

    /**
     * The rows of a SQL set operation over the children's rows: {@code union all} keeps every row, the other
     * operators ({@code union}, {@code intersect}, {@code except}, with or without {@code distinct}) return distinct
     * rows.
     */
    static <T> List<T> combine(String operator, List<List<T>> children) {
        String op = operator.toLowerCase(java.util.Locale.ROOT);
        if (op.equals("union all")) {
            return children.stream().flatMap(List::stream).toList();
        }
        Set<T> result = new LinkedHashSet<>(children.get(0));
        for (List<T> child : children.subList(1, children.size())) {
            if (op.startsWith("union")) {
                result.addAll(child);
            } else if (op.startsWith("intersect")) {
                result.retainAll(new HashSet<>(child));
            } else {
                child.forEach(result::remove);
            }
        }
        return List.copyOf(result);
    }

    private List<Object> tuple(DeviceSchema device, List<Sensor> sensors, long row) {
        List<Object> tuple = new ArrayList<>(sensors.size() + 1);
        tuple.add(data.timestamp(row));
        for (Sensor s : sensors) {
            Object v = baseline.value(device, s.index(), row);
            tuple.add(v instanceof Float f ? (Object) f.doubleValue() : v);
        }
        return tuple;
    }

    private LongPredicate above(DeviceSchema device, List<Sensor> sensors, double threshold) {
        return baseline.above(device, sensors, threshold);
    }

    private long rows(DeviceSchema device, long start, long end, LongPredicate filter) {
        long first = firstRowIn(start);
        long last = lastRowIn(end);
        return baseline.inOrder() ? count(first, last, filter) : countStored(device, first, last, filter);
    }

    private long countStored(DeviceSchema device, long first, long last, LongPredicate filter) {
        long count = 0;
        for (long k = first; k <= last; k++) {
            if (baseline.present(device, k) && (filter == null || filter.test(k))) {
                count++;
            }
        }
        return count;
    }

    /**
     * Rows in [first, last] that pass a filter on values. Values repeat every {@code period} rows, so any
     * {@code period} consecutive rows hold the same values, and a long window costs at most two periods.
     */
    private long count(long first, long last, LongPredicate filter) {
        if (last < first) {
            return 0;
        }
        long n = last - first + 1;
        if (filter == null) {
            return n;
        }
        if (n <= 2L * period) {
            return countDirectly(first, last, filter);
        }
        long periods = n / period;
        return periods * countDirectly(first, first + period - 1, filter)
                + countDirectly(first + periods * period, last, filter);
    }

    private static long countDirectly(long first, long last, LongPredicate filter) {
        long count = 0;
        for (long r = first; r <= last; r++) {
            if (filter.test(r)) {
                count++;
            }
        }
        return count;
    }

    private long firstRowIn(long t) {
        return baseline.firstRowIn(t);
    }

    private long lastRowIn(long t) {
        return baseline.lastRowIn(t);
    }
}
