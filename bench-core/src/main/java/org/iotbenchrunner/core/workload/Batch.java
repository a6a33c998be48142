package org.iotbenchrunner.core.workload;

import java.util.List;

/** The rows one write call sends for one device. */
public record Batch(DeviceSchema device, List<Row> rows) {
    /** Points are values: rows times sensors. Every database counts written points this way. */
    public long pointCount() {
        return (long) rows.size() * device.sensors().size();
    }
}
