package org.iotbenchrunner.core.workload;

public record Sensor(int index, String name, SensorType type) {
}
