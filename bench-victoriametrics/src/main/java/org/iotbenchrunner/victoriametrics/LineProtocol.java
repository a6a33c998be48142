package org.iotbenchrunner.victoriametrics;

import java.util.List;
import org.iotbenchrunner.core.workload.Batch;
import org.iotbenchrunner.core.workload.LineProtocolValue;
import org.iotbenchrunner.core.workload.Sensor;

/**
 * InfluxDB line protocol as VictoriaMetrics ingests it at {@code /write}: measurement = the device's group, tag
 * {@code device}, one field per sensor in sensor order, millisecond timestamps. VictoriaMetrics stores each field as
 * the series {@code <group>_<sensor>{device="...", db="<DB_NAME>"}} of float64 samples: booleans become 1 and 0,
 * integers (sent with the {@code i} suffix) and floats their value. Text cannot be stored, so a TEXT value fails the
 * batch (the binding's configuration defaults and validation keep TEXT sensors out).
 */
final class LineProtocol {
    private LineProtocol() {
    }

    static String lines(Batch batch) {
        List<Sensor> sensors = batch.device().sensors();
        String key = escapeMeasurement(batch.device().group()) + ",device=" + escapeKey(batch.device().name());
        String[] fields = new String[sensors.size()];
        for (int s = 0; s < fields.length; s++) {
            fields[s] = escapeKey(sensors.get(s).name()) + "=";
        }
        StringBuilder out = new StringBuilder(batch.rowCount() * (key.length() + 14 * sensors.size() + 16));
        for (int r = 0; r < batch.rowCount(); r++) {
            if (!out.isEmpty()) {
                out.append('\n');
            }
            out.append(key);
            char separator = ' ';
            for (int s = 0; s < fields.length; s++) {
                Object value = batch.value(r, s);
                if (value != null) {
                    out.append(separator).append(fields[s]);
                    appendValue(out, value, sensors.get(s));
                    separator = ',';
                }
            }
            out.append(' ').append(batch.timestamp(r));
        }
        return out.toString();
    }

    private static void appendValue(StringBuilder out, Object value, Sensor sensor) {
        if (!LineProtocolValue.appendScalar(out, value)) {
            throw new IllegalArgumentException("VictoriaMetrics stores numbers only: sensor " + sensor.name() + " ("
                    + sensor.type() + ") has the value " + value);
        }
    }

    private static String escapeMeasurement(String name) {
        return name.replace("\\", "\\\\").replace(",", "\\,").replace(" ", "\\ ");
    }

    /** Tag keys, tag values and field keys. */
    private static String escapeKey(String name) {
        return name.replace("\\", "\\\\").replace(",", "\\,").replace("=", "\\=").replace(" ", "\\ ");
    }
}
