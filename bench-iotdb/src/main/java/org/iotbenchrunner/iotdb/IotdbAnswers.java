package org.iotbenchrunner.iotdb;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.iotbenchrunner.core.query.QueryAnswer;

/**
 * The content of one result as rows stream in, for each statement shape of {@link IotdbSql}; columns are the
 * result's columns without {@code Time}, in the order of each row's values. Devices, like sensors, are the nodes of
 * the paths IoTDB reports. Where no row matched, IoTDB reports a count of 0 or a null aggregate: neither is a value.
 */
abstract class IotdbAnswers {
    /** {@code function} is the aggregate of the query, or null for raw queries. */
    static IotdbAnswers of(IotdbSql.Shape shape, List<String> columns, String function) {
        boolean count = function != null && function.trim().equalsIgnoreCase("count");
        return switch (shape) {
            case PER_DEVICE -> new PerDevice(columns, function != null, count);
            case MERGED_BUCKETS -> new Buckets(columns, count);
            case LATEST -> new Latest(columns);
        };
    }

    abstract void accept(long time, Object[] values);

    abstract QueryAnswer answer();

    /** Raw rows or per-device aggregates aligned by device: one row each, labelled by its Device column. */
    static final class PerDevice extends IotdbAnswers {
        private final List<String> columns;
        private final int deviceColumn;
        private final boolean aggregate;
        private final boolean count;
        private final List<QueryAnswer.Row> rows = new ArrayList<>();

        PerDevice(List<String> columns, boolean aggregate, boolean count) {
            this.columns = columns;
            this.deviceColumn = indexOfIgnoreCase(columns, PointCounter.DEVICE_COLUMN);
            this.aggregate = aggregate;
            this.count = count;
        }

        @Override
        void accept(long time, Object[] values) {
            Map<String, Object> row = new LinkedHashMap<>();
            for (int i = 0; i < values.length && i < columns.size(); i++) {
                if (i != deviceColumn && PointCounter.isPoint(values[i], count)) {
                    row.put(IotdbNames.measurementOf(columns.get(i)), values[i]);
                }
            }
            if (!row.isEmpty() || !aggregate) {
                String device = deviceColumn < 0 ? null
                        : IotdbNames.measurementOf(String.valueOf(values[deviceColumn]));
                rows.add(new QueryAnswer.Row(device, aggregate ? QueryAnswer.NO_TIME : time, row));
            }
        }

        @Override
        QueryAnswer answer() {
            return new QueryAnswer(rows);
        }
    }

    /** A GROUP BY time result, one column per device and sensor: one row per device and non-empty bucket. */
    static final class Buckets extends IotdbAnswers {
        private final List<String> columns;
        private final boolean count;
        private final List<QueryAnswer.Row> rows = new ArrayList<>();

        Buckets(List<String> columns, boolean count) {
            this.columns = columns;
            this.count = count;
        }

        @Override
        void accept(long time, Object[] values) {
            Map<String, Map<String, Object>> byDevice = new LinkedHashMap<>();
            for (int i = 0; i < values.length && i < columns.size(); i++) {
                if (PointCounter.isPoint(values[i], count)) {
                    byDevice.computeIfAbsent(IotdbNames.deviceOf(columns.get(i)), d -> new LinkedHashMap<>())
                            .put(IotdbNames.measurementOf(columns.get(i)), values[i]);
                }
            }
            byDevice.forEach((device, row) -> rows.add(new QueryAnswer.Row(device, time, row)));
        }

        @Override
        QueryAnswer answer() {
            return new QueryAnswer(rows);
        }
    }

    /**
     * {@code SELECT LAST} rows ({@code Timeseries, Value, DataType} per series, the value as text): the newest row
     * across the devices is the first device's series at the newest timestamp.
     */
    static final class Latest extends IotdbAnswers {
        private final int seriesColumn;
        private final int valueColumn;
        private final int typeColumn;
        private long newest = Long.MIN_VALUE;
        private String device;
        private final Map<String, Object> row = new LinkedHashMap<>();

        Latest(List<String> columns) {
            this.seriesColumn = indexOfIgnoreCase(columns, "Timeseries");
            this.valueColumn = indexOfIgnoreCase(columns, "Value");
            this.typeColumn = indexOfIgnoreCase(columns, "DataType");
            if (seriesColumn < 0 || valueColumn < 0) {
                throw new IllegalStateException("a SELECT LAST result needs Timeseries and Value columns, got "
                        + columns);
            }
        }

        @Override
        void accept(long time, Object[] values) {
            if (values[valueColumn] == null || values[seriesColumn] == null || time < newest) {
                return;
            }
            String series = String.valueOf(values[seriesColumn]);
            if (time > newest) {
                newest = time;
                device = IotdbNames.deviceOf(series);
                row.clear();
            }
            if (IotdbNames.deviceOf(series).equals(device)) {
                row.put(IotdbNames.measurementOf(series),
                        typed(values[valueColumn], typeColumn < 0 ? null : values[typeColumn]));
            }
        }

        @Override
        QueryAnswer answer() {
            return new QueryAnswer(row.isEmpty() ? List.of() : List.of(new QueryAnswer.Row(device, newest, row)));
        }

        /** A value {@code SELECT LAST} reports as text, in its series' type. */
        static Object typed(Object value, Object dataType) {
            if (!(value instanceof String text) || dataType == null) {
                return value;
            }
            return switch (String.valueOf(dataType).toUpperCase(Locale.ROOT)) {
                case "BOOLEAN" -> Boolean.valueOf(text);
                case "INT32" -> Integer.valueOf(text);
                case "INT64" -> Long.valueOf(text);
                case "FLOAT" -> Float.valueOf(text);
                case "DOUBLE" -> Double.valueOf(text);
                default -> text;
            };
        }
    }

    private static int indexOfIgnoreCase(List<String> columns, String name) {
        for (int i = 0; i < columns.size(); i++) {
            if (columns.get(i).equalsIgnoreCase(name)) {
                return i;
            }
        }
        return -1;
    }
}
