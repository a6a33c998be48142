package org.iotbenchrunner.core.result;

/**
 * CPU the harness process itself used during the measured phase (100 % = one core; runs under a second sum
 * the JVM's thread CPU times, as the process counter ticks every 10 ms), so a reader can tell
 * whether the client, not the server, was the bottleneck on a shared host.
 */
public record HarnessUsage(double cpuSeconds, double avgCpuPercent) {
}
