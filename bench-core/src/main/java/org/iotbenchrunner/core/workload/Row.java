package org.iotbenchrunner.core.workload;

/** One timestamp and a value per sensor, in sensor order (Boolean, Integer, Long, Float, Double or String). */
public record Row(long timestamp, Object[] values) {
}
