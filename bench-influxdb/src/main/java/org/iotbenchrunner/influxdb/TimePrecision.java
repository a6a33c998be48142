package org.iotbenchrunner.influxdb;

import java.util.concurrent.TimeUnit;
import org.iotbenchrunner.core.config.BenchmarkConfig;
import org.iotbenchrunner.core.config.ConfigKey;

/** TIMESTAMP_PRECISION as the two InfluxDB query languages spell it. */
enum TimePrecision {
    MS(1_000_000L, TimeUnit.MILLISECONDS, "ms", "ms"),
    US(1_000L, TimeUnit.MICROSECONDS, "u", "us"),
    NS(1L, TimeUnit.NANOSECONDS, "ns", "ns");

    private final long nanos;
    private final TimeUnit unit;
    private final String influxQlUnit;
    private final String fluxUnit;

    TimePrecision(long nanos, TimeUnit unit, String influxQlUnit, String fluxUnit) {
        this.nanos = nanos;
        this.unit = unit;
        this.influxQlUnit = influxQlUnit;
        this.fluxUnit = fluxUnit;
    }

    static TimePrecision of(BenchmarkConfig config) {
        return valueOf(config.getString(ConfigKey.TIMESTAMP_PRECISION).toUpperCase(java.util.Locale.ROOT));
    }

    long toNanos(long time) {
        return Math.multiplyExact(time, nanos);
    }

    /** An instant in this precision, truncated. */
    long of(java.time.Instant instant) {
        return Math.addExact(Math.multiplyExact(instant.getEpochSecond(), 1_000_000_000L), instant.getNano()) / nanos;
    }

    TimeUnit unit() {
        return unit;
    }

    /** A duration literal in InfluxQL, e.g. {@code 20000ms} or {@code 5u}. */
    String influxQlDuration(long amount) {
        return amount + influxQlUnit;
    }

    /** A duration literal in Flux, e.g. {@code 20000ms} or {@code 5us}. */
    String fluxDuration(long amount) {
        return amount + fluxUnit;
    }
}
