package org.iotbenchrunner.iotdb;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * Counts the points of one result as rows stream in: non-null values, not counting the time, bucket or device
 * columns (spec §8.3 lists how iot-benchmark counted instead). Columns are the result's columns without
 * {@code Time}, in the order of each row's values.
 */
abstract class PointCounter {
    static final String DEVICE_COLUMN = "Device";

    /** {@code function} is the aggregate of the query, or null for raw queries. */
    static PointCounter of(IotdbSql.Shape shape, List<String> columns, String function) {
        boolean count = function != null && function.trim().equalsIgnoreCase("count");
        return switch (shape) {
            case PER_DEVICE -> new PerDevice(columns, count);
            case MERGED_BUCKETS -> new MergedBuckets(columns, count);
            case LATEST -> new Latest(columns);
        };
    }

    abstract void accept(long time, Object[] values);

    abstract long points();

    /**
     * A value that counts: present, and for {@code count} not 0, which is how IoTDB reports a device or bucket
     * where no row matched (other aggregates report null there).
     */
    static boolean isPoint(Object value, boolean count) {
        if (value == null) {
            return false;
        }
        return !(count && value instanceof Number n && n.doubleValue() == 0);
    }

    /** Raw rows or per-device aggregates aligned by device: every value but the Device label counts. */
    static final class PerDevice extends PointCounter {
        private final int deviceColumn;
        private final boolean count;
        private long points;

        PerDevice(List<String> columns, boolean count) {
            this.deviceColumn = indexOfIgnoreCase(columns, DEVICE_COLUMN);
            this.count = count;
        }

        @Override
        void accept(long time, Object[] values) {
            for (int i = 0; i < values.length; i++) {
                if (i != deviceColumn && isPoint(values[i], count)) {
                    points++;
                }
            }
        }

        @Override
        long points() {
            return points;
        }
    }

    /**
     * Buckets of a GROUP BY time query over several devices, one column per device and sensor: per bucket, a
     * sensor counts once if any device had data for it, which merges the devices as TimescaleDB and InfluxDB do.
     */
    static final class MergedBuckets extends PointCounter {
        private final int[] groupOfColumn;
        private final int groups;
        private final boolean count;
        private long points;

        MergedBuckets(List<String> columns, boolean count) {
            Map<String, Integer> groupIds = new LinkedHashMap<>();
            this.groupOfColumn = new int[columns.size()];
            for (int i = 0; i < columns.size(); i++) {
                groupOfColumn[i] = groupIds.computeIfAbsent(IotdbNames.measurementOf(columns.get(i)),
                        k -> groupIds.size());
            }
            this.groups = groupIds.size();
            this.count = count;
        }

        @Override
        void accept(long time, Object[] values) {
            boolean[] seen = new boolean[groups];
            for (int i = 0; i < values.length && i < groupOfColumn.length; i++) {
                if (!seen[groupOfColumn[i]] && isPoint(values[i], count)) {
                    seen[groupOfColumn[i]] = true;
                    points++;
                }
            }
        }

        @Override
        long points() {
            return points;
        }
    }

    /**
     * {@code SELECT LAST} rows ({@code Timeseries, Value, DataType} per series): the newest timestamp across all
     * series is the newest row, and its points are the distinct sensors whose last value is at that time.
     */
    static final class Latest extends PointCounter {
        private final int seriesColumn;
        private final int valueColumn;
        private final Set<String> newestSensors = new HashSet<>();
        private long newest = Long.MIN_VALUE;

        Latest(List<String> columns) {
            this.seriesColumn = indexOfIgnoreCase(columns, "Timeseries");
            this.valueColumn = indexOfIgnoreCase(columns, "Value");
            if (seriesColumn < 0 || valueColumn < 0) {
                throw new IllegalStateException("a SELECT LAST result needs Timeseries and Value columns, got "
                        + columns);
            }
        }

        @Override
        void accept(long time, Object[] values) {
            if (values[valueColumn] == null || values[seriesColumn] == null) {
                return;
            }
            if (time > newest) {
                newest = time;
                newestSensors.clear();
            }
            if (time == newest) {
                newestSensors.add(IotdbNames.measurementOf(String.valueOf(values[seriesColumn])));
            }
        }

        @Override
        long points() {
            return newestSensors.size();
        }
    }

    private static int indexOfIgnoreCase(List<String> columns, String name) {
        List<String> lower = new ArrayList<>(columns.size());
        columns.forEach(c -> lower.add(c.toLowerCase(Locale.ROOT)));
        return lower.indexOf(name.toLowerCase(Locale.ROOT));
    }
}
