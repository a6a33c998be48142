package org.iotbenchrunner.iotdb;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.apache.tsfile.enums.TSDataType;
import org.apache.tsfile.utils.Binary;
import org.apache.tsfile.write.record.Tablet;
import org.apache.tsfile.write.schema.MeasurementSchema;
import org.iotbenchrunner.core.workload.Batch;
import org.iotbenchrunner.core.workload.Sensor;

/** Turns one batch into the arguments of the session's tablet or records insert calls (spec §5.1). */
final class BatchConversion {
    private BatchConversion() {
    }

    /** One tablet holding every row of the batch: all sensors as typed column arrays, nulls in bitmaps. */
    static Tablet tablet(String devicePath, Batch batch) {
        List<Sensor> sensors = batch.device().sensors();
        List<MeasurementSchema> schemas = new ArrayList<>(sensors.size());
        for (Sensor sensor : sensors) {
            schemas.add(new MeasurementSchema(sensor.name(), IotdbTypes.dataType(sensor.type())));
        }
        int rows = batch.rowCount();
        Tablet tablet = new Tablet(devicePath, schemas, Math.max(1, rows));
        for (int r = 0; r < rows; r++) {
            tablet.timestamps[r] = batch.timestamp(r);
        }
        for (int c = 0; c < sensors.size(); c++) {
            for (int r = 0; r < rows; r++) {
                Object value = batch.value(r, c);
                if (value == null) {
                    if (tablet.bitMaps == null) {
                        tablet.initBitMaps();
                    }
                    tablet.bitMaps[c].mark(r);
                    continue;
                }
                set(tablet.values[c], r, value);
            }
        }
        tablet.rowSize = rows;
        return tablet;
    }

    private static void set(Object column, int row, Object value) {
        if (column instanceof boolean[] a) {
            a[row] = (Boolean) value;
        } else if (column instanceof int[] a) {
            a[row] = ((Number) value).intValue();
        } else if (column instanceof long[] a) {
            a[row] = ((Number) value).longValue();
        } else if (column instanceof float[] a) {
            a[row] = ((Number) value).floatValue();
        } else if (column instanceof double[] a) {
            a[row] = ((Number) value).doubleValue();
        } else if (column instanceof Binary[] a) {
            a[row] = new Binary(String.valueOf(value), StandardCharsets.UTF_8);
        } else {
            throw new IllegalStateException("unexpected tablet column " + column.getClass().getSimpleName());
        }
    }

    /** The parallel lists of one {@code insert(Aligned)Records} call: one record per row, all sensors each. */
    record Records(List<String> devices, List<Long> times, List<List<String>> measurements,
            List<List<TSDataType>> types, List<List<Object>> values) {
    }

    /** Every list is a fresh mutable one: the session may filter null values out of them in place. */
    static Records records(String devicePath, Batch batch) {
        List<Sensor> sensors = batch.device().sensors();
        List<String> names = sensors.stream().map(Sensor::name).toList();
        List<TSDataType> types = sensors.stream().map(s -> IotdbTypes.dataType(s.type())).toList();
        int n = batch.rowCount();
        List<String> devices = new ArrayList<>(n);
        List<Long> times = new ArrayList<>(n);
        List<List<String>> measurements = new ArrayList<>(n);
        List<List<TSDataType>> typeLists = new ArrayList<>(n);
        List<List<Object>> values = new ArrayList<>(n);
        for (int r = 0; r < n; r++) {
            devices.add(devicePath);
            times.add(batch.timestamp(r));
            measurements.add(new ArrayList<>(names));
            typeLists.add(new ArrayList<>(types));
            List<Object> rowValues = new ArrayList<>(names.size());
            for (int c = 0; c < names.size(); c++) {
                rowValues.add(batch.value(r, c));
            }
            values.add(rowValues);
        }
        return new Records(devices, times, measurements, typeLists, values);
    }
}
