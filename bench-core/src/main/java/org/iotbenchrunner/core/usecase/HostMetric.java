package org.iotbenchrunner.core.usecase;

import java.util.SplittableRandom;

/**
 * How one value of a host's measurement moves from step to step: a counter grows by the absolute value of a normal
 * step around its mean, a gauge walks by a zero-mean normal step clamped to its range, an uptime grows by the log
 * interval, a constant keeps the value it was drawn with. Integer metrics give {@code Long} values, the rest
 * {@code Double}.
 */
record HostMetric(String name, Kind kind, boolean integer, double min, double max, double step) {

    enum Kind { CONSTANT, COUNTER, GAUGE, UPTIME }

    /** A gauge's step deviation as a share of its range, unless given. */
    private static final double GAUGE_STEP_SHARE = 0.01;
    /** A counter's step deviation as a share of its mean step: increments vary, never regularly. */
    private static final double COUNTER_SPREAD = 0.2;

    static HostMetric counter(String name, double meanStep) {
        return new HostMetric(name, Kind.COUNTER, true, 0, Double.MAX_VALUE, meanStep);
    }

    static HostMetric gauge(String name, double min, double max) {
        return new HostMetric(name, Kind.GAUGE, false, min, max, (max - min) * GAUGE_STEP_SHARE);
    }

    static HostMetric integerGauge(String name, double min, double max) {
        return new HostMetric(name, Kind.GAUGE, true, min, max, (max - min) * GAUGE_STEP_SHARE);
    }

    static HostMetric gauge(String name, double min, double max, double stepDeviation) {
        return new HostMetric(name, Kind.GAUGE, false, min, max, stepDeviation);
    }

    /** A value drawn once in [min, max) that never moves, e.g. a boot time. */
    static HostMetric constant(String name, double min, double max) {
        return new HostMetric(name, Kind.CONSTANT, true, min, max, 0);
    }

    /** Seconds since a start drawn in [0, longest): it grows by the log interval at every step. */
    static HostMetric uptime(String name, double longest) {
        return new HostMetric(name, Kind.UPTIME, true, 0, longest, 0);
    }

    double first(SplittableRandom random) {
        return switch (kind) {
            case COUNTER -> 0;
            // whole seconds, so that every step adds exactly the interval to the value a row shows
            case UPTIME -> Math.floor(max * random.nextDouble());
            case CONSTANT, GAUGE -> min + (max - min) * random.nextDouble();
        };
    }

    double next(double value, SplittableRandom random, double stepSeconds) {
        return switch (kind) {
            case CONSTANT -> value;
            case COUNTER -> value + Math.abs(step + step * COUNTER_SPREAD * random.nextGaussian());
            case GAUGE -> Math.min(max, Math.max(min, value + step * random.nextGaussian()));
            case UPTIME -> value + stepSeconds;
        };
    }

    UseCaseRow.Field field(double value) {
        // not a conditional expression: it would unbox both branches to double
        if (integer) {
            return new UseCaseRow.Field(name, (long) value);
        }
        return new UseCaseRow.Field(name, value);
    }
}
