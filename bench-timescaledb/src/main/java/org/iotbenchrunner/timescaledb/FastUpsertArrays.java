package org.iotbenchrunner.timescaledb;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.IntStream;
import org.iotbenchrunner.core.workload.Batch;
import org.iotbenchrunner.core.workload.Sensor;

/** The array parameters of {@link TimescaleSql#fastUpsert}: one typed array per column, in column order. */
final class FastUpsertArrays {
    private FastUpsertArrays() {
    }

    record Column(String elementType, Object[] values) {
    }

    static List<Column> of(Batch batch) {
        int[] rows = lastPerTimestamp(batch);
        List<Sensor> sensors = batch.device().sensors();
        int n = rows.length;
        Long[] times = new Long[n];
        String[] groups = new String[n];
        String[] devices = new String[n];
        Object[][] values = new Object[sensors.size()][];
        for (int s = 0; s < values.length; s++) {
            values[s] = newArray(sensors.get(s), n);
        }
        for (int r = 0; r < n; r++) {
            int row = rows[r];
            times[r] = batch.timestamp(row);
            groups[r] = batch.device().group();
            devices[r] = batch.device().name();
            for (int s = 0; s < values.length; s++) {
                values[s][r] = convert(batch.value(row, s));
            }
        }
        List<Column> columns = new ArrayList<>(values.length + 3);
        columns.add(new Column("int8", times));
        columns.add(new Column("text", groups));
        columns.add(new Column("text", devices));
        for (int s = 0; s < values.length; s++) {
            columns.add(new Column(TimescaleSql.arrayElementType(sensors.get(s).type()), values[s]));
        }
        return columns;
    }

    /**
     * One statement cannot upsert the same key twice, while iot-benchmark's row-by-row upserts let the last
     * row of a timestamp win; keeping only that row gives the same final table.
     */
    static int[] lastPerTimestamp(Batch batch) {
        int n = batch.rowCount();
        if (strictlyIncreasing(batch)) {
            return IntStream.range(0, n).toArray();
        }
        Map<Long, Integer> last = new LinkedHashMap<>();
        for (int r = 0; r < n; r++) {
            last.put(batch.timestamp(r), r);
        }
        return last.values().stream().mapToInt(Integer::intValue).toArray();
    }

    private static boolean strictlyIncreasing(Batch batch) {
        for (int r = 1; r < batch.rowCount(); r++) {
            if (batch.timestamp(r) <= batch.timestamp(r - 1)) {
                return false;
            }
        }
        return true;
    }

    private static Object[] newArray(Sensor sensor, int n) {
        return switch (sensor.type()) {
            case BOOLEAN -> new Boolean[n];
            case INT32 -> new Integer[n];
            case INT64 -> new Long[n];
            case FLOAT, DOUBLE -> new Double[n];
            default -> new String[n];
        };
    }

    /** Floats go through their decimal text, as the compat path sends them, so both paths store equal values. */
    private static Object convert(Object value) {
        return value instanceof Float f ? DecimalFloats.decimal(f) : value;
    }
}
