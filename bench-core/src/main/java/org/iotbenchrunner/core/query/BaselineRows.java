package org.iotbenchrunner.core.query;

import java.util.List;
import java.util.function.LongPredicate;
import org.iotbenchrunner.core.workload.DataGenerator;
import org.iotbenchrunner.core.workload.DeviceSchema;
import org.iotbenchrunner.core.workload.Sensor;

/**
 * The in-order baseline every read test queries: {@code rowsPerDevice} rows per device, evenly spaced, whose values
 * repeat every {@code period} rows. Row offsets and time windows are converted here for expected counts and values.
 */
final class BaselineRows {
    final DataGenerator data;
    final long rowsPerDevice;
    final long firstTimestamp;
    final long step;
    final long period;

    BaselineRows(DataGenerator data, long rowsPerDevice) {
        this.data = data;
        this.rowsPerDevice = rowsPerDevice;
        this.period = data.bufferSize();
        this.firstTimestamp = data.timestamp(0);
        this.step = data.timestamp(1) - firstTimestamp;
    }

    long timestamp(long row) {
        return data.timestamp(row);
    }

    /** The first stored row whose timestamp is >= t (may be past the last row). */
    long firstRowIn(long t) {
        if (t == Long.MIN_VALUE) {
            return 0;
        }
        return Math.max(0, -Math.floorDiv(-(t - firstTimestamp), step));
    }

    /** The last stored row whose timestamp is <= t (may be negative). */
    long lastRowIn(long t) {
        if (t == Long.MAX_VALUE) {
            return rowsPerDevice - 1;
        }
        return Math.min(Math.floorDiv(t - firstTimestamp, step), rowsPerDevice - 1);
    }

    /** Rows whose every sensor of {@code sensors} is above {@code threshold}, as doubles. */
    LongPredicate above(DeviceSchema device, List<Sensor> sensors, double threshold) {
        int[] indexes = sensors.stream().mapToInt(Sensor::index).toArray();
        return row -> {
            for (int s : indexes) {
                if (((Number) data.value(device, s, row)).doubleValue() <= threshold) {
                    return false;
                }
            }
            return true;
        };
    }
}
