package org.iotbenchrunner.iotdb;

import java.util.ArrayList;
import java.util.List;
import org.apache.tsfile.enums.TSDataType;

/**
 * Rows shaped as IoTDB 1.3 returns them, for the reader's unit tests: columns without {@code Time}, their types, and
 * per row its time and values (null where the column is null). Counts the text values read.
 */
final class CannedResult implements IotdbReader.Result {
    private final List<String> columns;
    private final List<TSDataType> types;
    private final List<Long> times = new ArrayList<>();
    private final List<Object[]> rows = new ArrayList<>();
    private int current = -1;
    int stringsRead;

    CannedResult(List<String> columns, List<TSDataType> types) {
        this.columns = columns;
        this.types = types;
    }

    /** The {@code Timeseries, Value, DataType} columns of {@code SELECT LAST}, all text. */
    static CannedResult last() {
        return new CannedResult(List.of("Timeseries", "Value", "DataType"),
                List.of(TSDataType.TEXT, TSDataType.TEXT, TSDataType.TEXT));
    }

    CannedResult row(long time, Object... values) {
        if (values.length != columns.size()) {
            throw new IllegalArgumentException(values.length + " values for " + columns);
        }
        times.add(time);
        rows.add(values);
        return this;
    }

    @Override
    public List<String> columns() {
        return columns;
    }

    @Override
    public List<TSDataType> types() {
        return types;
    }

    @Override
    public boolean next() {
        return ++current < rows.size();
    }

    @Override
    public long time() {
        return times.get(current);
    }

    @Override
    public boolean isNull(int column) {
        return rows.get(current)[column] == null;
    }

    @Override
    public boolean getBoolean(int column) {
        return (Boolean) rows.get(current)[column];
    }

    @Override
    public int getInt(int column) {
        return ((Number) rows.get(current)[column]).intValue();
    }

    @Override
    public long getLong(int column) {
        return ((Number) rows.get(current)[column]).longValue();
    }

    @Override
    public float getFloat(int column) {
        return ((Number) rows.get(current)[column]).floatValue();
    }

    @Override
    public double getDouble(int column) {
        return ((Number) rows.get(current)[column]).doubleValue();
    }

    @Override
    public String getString(int column) {
        stringsRead++;
        return String.valueOf(rows.get(current)[column]);
    }
}
