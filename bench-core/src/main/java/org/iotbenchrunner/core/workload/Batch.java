package org.iotbenchrunner.core.workload;

import java.util.List;

/**
 * The rows one write call sends for one device, read in place: row r's timestamp and sensor s's value come from
 * the generator's value buffer (values are a pure function of device and row), so a batch costs no object per
 * row or value. Writers fill their own columns or lines from it directly.
 */
public final class Batch {
    /** Where the values of a batch live. */
    @FunctionalInterface
    interface Values {
        Object value(int row, int sensor);
    }

    private final DeviceSchema device;
    private final int rowCount;
    private final long firstTimestamp;
    private final long step;
    /** Null while the rows are in order: row r is then at firstTimestamp + r * step. */
    private final long[] timestamps;
    private final Values values;

    Batch(DeviceSchema device, int rowCount, long firstTimestamp, long step, long[] timestamps, Values values) {
        this.device = device;
        this.rowCount = rowCount;
        this.firstTimestamp = firstTimestamp;
        this.step = step;
        this.timestamps = timestamps;
        this.values = values;
    }

    /** A batch of explicit rows (tests, one-off writes): each row holds a value per sensor, in sensor order. */
    public static Batch of(DeviceSchema device, List<Row> rows) {
        long[] times = rows.stream().mapToLong(Row::timestamp).toArray();
        Object[][] cells = rows.stream().map(Row::values).toArray(Object[][]::new);
        return new Batch(device, rows.size(), 0, 0, times, (r, s) -> cells[r][s]);
    }

    public DeviceSchema device() {
        return device;
    }

    public int rowCount() {
        return rowCount;
    }

    public long timestamp(int row) {
        return timestamps == null ? firstTimestamp + row * step : timestamps[row];
    }

    /** Boolean, Integer, Long, Float, Double, String, or null for a missing value; shared, never copied. */
    public Object value(int row, int sensor) {
        return values.value(row, sensor);
    }

    /** Points are values: rows times sensors. Every database counts written points this way. */
    public long pointCount() {
        return (long) rowCount * device.sensors().size();
    }

    /** A copy, one object per row: for tests and diagnostics; writers read in place. */
    public List<Row> copyRows() {
        int sensors = device.sensors().size();
        return java.util.stream.IntStream.range(0, rowCount).mapToObj(r -> {
            Object[] cells = new Object[sensors];
            for (int s = 0; s < sensors; s++) {
                cells[s] = value(r, s);
            }
            return new Row(timestamp(r), cells);
        }).toList();
    }
}
