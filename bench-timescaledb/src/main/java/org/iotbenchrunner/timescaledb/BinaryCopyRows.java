package org.iotbenchrunner.timescaledb;

import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.Map;
import org.iotbenchrunner.core.workload.Batch;
import org.iotbenchrunner.core.workload.DeviceSchema;
import org.iotbenchrunner.core.workload.Sensor;
import org.iotbenchrunner.core.workload.SensorType;

/**
 * A batch in PostgreSQL's binary COPY format for {@link TimescaleSql#copyIn}: the columns of
 * {@link TimescaleSql#createTable} (time int8, sGroup and device text, then one column per sensor), each value in
 * its column's binary form. Encodes into one reused buffer; a device's labels are encoded once.
 */
final class BinaryCopyRows {
    private static final int NULL = -1;

    /** A device's labels in UTF-8 and its column types. */
    private record Device(byte[] group, byte[] name, SensorType[] types) {
        static Device of(DeviceSchema device) {
            return new Device(device.group().getBytes(StandardCharsets.UTF_8),
                    device.name().getBytes(StandardCharsets.UTF_8),
                    device.sensors().stream().map(Sensor::type).toArray(SensorType[]::new));
        }
    }

    private final CopyBuffer out = new CopyBuffer(1 << 16);
    private final Map<String, Device> devices = new HashMap<>();
    private final DecimalFloats floats = new DecimalFloats();

    /** The whole COPY stream of {@code batch}: header, one tuple per row, trailer. Valid until the next call. */
    CopyBuffer encode(Batch batch) {
        Device device = devices.computeIfAbsent(batch.device().name(), name -> Device.of(batch.device()));
        SensorType[] types = device.types();
        out.clear();
        out.putCopyHeader();
        for (int r = 0; r < batch.rowCount(); r++) {
            out.putShort(3 + types.length).putInt(Long.BYTES).putLong(batch.timestamp(r));
            out.putInt(device.group().length).put(device.group());
            out.putInt(device.name().length).put(device.name());
            for (int s = 0; s < types.length; s++) {
                value(types[s], batch.value(r, s));
            }
        }
        return out.putCopyTrailer();
    }

    /** One field as its column stores it (TimescaleSql.columnType: FLOAT is float8 too). */
    private void value(SensorType type, Object value) {
        if (value == null) {
            out.putInt(NULL);
            return;
        }
        switch (type) {
            case BOOLEAN -> out.putInt(1).putByte((Boolean) value ? 1 : 0);
            case INT32 -> out.putInt(Integer.BYTES).putInt(((Number) value).intValue());
            case INT64 -> out.putInt(Long.BYTES).putLong(((Number) value).longValue());
            case FLOAT, DOUBLE -> out.putInt(Double.BYTES).putDouble(toDouble(value));
            default -> out.putSizedUtf8(value.toString());
        }
    }

    private double toDouble(Object value) {
        return value instanceof Float f ? floats.toDouble(f) : ((Number) value).doubleValue();
    }
}
