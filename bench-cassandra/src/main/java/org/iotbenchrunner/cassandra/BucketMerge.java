package org.iotbenchrunner.cassandra;

import java.math.BigInteger;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.iotbenchrunner.core.spi.RowSink;
import org.iotbenchrunner.core.workload.Sensor;

/**
 * The devices of each time bucket merged, exactly: Cassandra answers a GROUP_BY per device and bucket (it groups only
 * by primary-key columns), the model per bucket over the query's devices. Counts and sums add up (integers as
 * BigInteger), max and min compare, an average is the merged sum over the merged count. Buckets come out oldest or
 * newest first.
 */
final class BucketMerge {
    private final String function;
    private final List<Sensor> sensors;
    private final TreeMap<Long, Object[]> buckets;

    BucketMerge(String function, List<Sensor> sensors, boolean descending) {
        this.function = CassandraCql.function(function);
        this.sensors = sensors;
        this.buckets = new TreeMap<>(descending ? Comparator.<Long>reverseOrder() : Comparator.<Long>naturalOrder());
    }

    /** Columns per sensor in a device's row: an average's sum and count, else the aggregate. */
    int columnsPerSensor() {
        return function.equals("avg") ? 2 : 1;
    }

    /** One device's row of {@code bucket}: {@link #columnsPerSensor()} values per sensor, in sensor order. */
    void add(long bucket, Object[] columns) {
        Object[] merged = buckets.computeIfAbsent(bucket, b -> new Object[columns.length]);
        for (int c = 0; c < columns.length; c++) {
            merged[c] = merge(c, merged[c], columns[c]);
        }
    }

    private Object merge(int column, Object a, Object b) {
        if (a == null || b == null) {
            return a == null ? b : a;
        }
        boolean additive = function.equals("count") || function.equals("sum") || function.equals("avg");
        if (additive) {
            return add(a, b);
        }
        @SuppressWarnings({"unchecked", "rawtypes"})
        int order = ((Comparable) a).compareTo(b);
        return function.equals("max") == (order >= 0) ? a : b;
    }

    private static Object add(Object a, Object b) {
        if (a instanceof Double || b instanceof Double) {
            return ((Number) a).doubleValue() + ((Number) b).doubleValue();
        }
        return integer(a).add(integer(b));
    }

    private static BigInteger integer(Object value) {
        return value instanceof BigInteger big ? big : BigInteger.valueOf(((Number) value).longValue());
    }

    /** Each bucket as one row without device, its non-null values under their sensors' names. */
    void emit(RowSink sink) {
        int width = columnsPerSensor();
        for (Map.Entry<Long, Object[]> bucket : buckets.entrySet()) {
            sink.row(null, bucket.getKey());
            Object[] merged = bucket.getValue();
            for (int s = 0; s < sensors.size(); s++) {
                Object value = width == 2 ? average(merged[2 * s], merged[2 * s + 1]) : merged[s];
                if (value != null) {
                    sink.value(sensors.get(s).name(), CassandraClient.number(value));
                }
            }
        }
    }

    private static Object average(Object sum, Object count) {
        long n = count == null ? 0 : ((Number) count).longValue();
        return sum == null || n == 0 ? null : ((Number) sum).doubleValue() / n;
    }
}
