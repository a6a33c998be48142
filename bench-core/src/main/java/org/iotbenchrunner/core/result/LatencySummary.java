package org.iotbenchrunner.core.result;

/** Latency of successful operations in milliseconds (the columns of iot-benchmark's Latency Matrix). */
public record LatencySummary(double avg, double min, double p10, double p25, double p50, double p75, double p90,
        double p95, double p99, double p999, double max, double slowestThread) {
    public static final LatencySummary EMPTY = new LatencySummary(0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0);
}
