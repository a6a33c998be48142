package org.iotbenchrunner.core.result;

/**
 * CPU the harness process itself used during the measured phase (100 % = one core), so a reader can tell
 * whether the client, not the server, was the bottleneck on a shared host.
 */
public record HarnessUsage(double cpuSeconds, double avgCpuPercent) {
}
