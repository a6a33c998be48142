package org.iotbenchrunner.core.result;

/** One sample: seconds since the run started, CPU in % of one core, resident memory in MB. */
public record ResourceSample(double second, double cpuPercent, double memoryMb) {
}
