package org.iotbenchrunner.core.workload;

import java.util.List;

/** One device: its global id, names, group and sensors (every device has the same sensor list). */
public record DeviceSchema(int id, String name, String group, int groupIndex, List<Sensor> sensors) {
}
