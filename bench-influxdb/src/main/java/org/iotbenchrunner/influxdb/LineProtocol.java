package org.iotbenchrunner.influxdb;

import java.util.List;
import org.iotbenchrunner.core.workload.Batch;
import org.iotbenchrunner.core.workload.LineProtocolValue;
import org.iotbenchrunner.core.workload.Sensor;

/**
 * InfluxDB line protocol for one batch, the same for 1.x and 2.x: measurement = the device's group, tag
 * {@code device}, one field per sensor in sensor order, timestamps in the configured precision. Integers carry
 * the {@code i} suffix so they are stored as integers (iot-benchmark's 2.x module stores them as floats).
 */
final class LineProtocol {
    private LineProtocol() {
    }

    static String lines(Batch batch) {
        List<Sensor> sensors = batch.device().sensors();
        String key = escapeMeasurement(batch.device().group()) + ",device=" + escapeKey(batch.device().name());
        StringBuilder out = new StringBuilder(batch.rowCount() * (key.length() + 12 * sensors.size() + 16));
        for (int r = 0; r < batch.rowCount(); r++) {
            if (!out.isEmpty()) {
                out.append('\n');
            }
            out.append(key);
            char separator = ' ';
            for (int s = 0; s < sensors.size(); s++) {
                Object value = batch.value(r, s);
                if (value != null) {
                    out.append(separator).append(escapeKey(sensors.get(s).name())).append('=');
                    appendValue(out, value);
                    separator = ',';
                }
            }
            out.append(' ').append(batch.timestamp(r));
        }
        return out.toString();
    }

    private static void appendValue(StringBuilder out, Object value) {
        if (!LineProtocolValue.appendScalar(out, value)) {
            out.append('"').append(value.toString().replace("\\", "\\\\").replace("\"", "\\\"")).append('"');
        }
    }

    private static String escapeMeasurement(String name) {
        return name.replace(",", "\\,").replace(" ", "\\ ");
    }

    /** Tag keys, tag values and field keys. */
    private static String escapeKey(String name) {
        return name.replace(",", "\\,").replace("=", "\\=").replace(" ", "\\ ");
    }
}
