package org.iotbenchrunner.timescaledb;

import java.util.HashMap;
import java.util.Map;
import org.iotbenchrunner.core.workload.Batch;
import org.iotbenchrunner.core.workload.DeviceSchema;

/**
 * Per device, the newest timestamp this client has written. Each device is written by one client only, so a batch
 * whose timestamps rise strictly and all lie beyond that timestamp cannot meet a row already stored: COPY, which
 * cannot upsert, leaves the same table as an upsert would.
 */
final class NewestWritten {
    private static final long NOTHING = Long.MIN_VALUE;
    /** Rows this client did not write are in the table: no batch of the device is safe to COPY any more. */
    private static final long UNKNOWN = Long.MAX_VALUE;

    private final Map<String, long[]> newest = new HashMap<>();

    boolean allNew(Batch batch) {
        long previous = slot(batch.device())[0];
        for (int r = 0; r < batch.rowCount(); r++) {
            long time = batch.timestamp(r);
            if (time <= previous) {
                return false;
            }
            previous = time;
        }
        return true;
    }

    void wrote(Batch batch) {
        long[] slot = slot(batch.device());
        for (int r = 0; r < batch.rowCount(); r++) {
            slot[0] = Math.max(slot[0], batch.timestamp(r));
        }
    }

    void foreignRows(DeviceSchema device) {
        slot(device)[0] = UNKNOWN;
    }

    void clear() {
        newest.clear();
    }

    /** A mutable holder, so that recording a batch boxes nothing. */
    private long[] slot(DeviceSchema device) {
        return newest.computeIfAbsent(device.name(), name -> new long[] {NOTHING});
    }
}
