package org.iotbenchrunner.core.usecase;

import java.time.Duration;
import java.time.Instant;
import org.iotbenchrunner.core.config.ConfigException;

/**
 * What a use case's data set is generated from, as TSBS's {@code --use-case --seed --scale --timestamp-start
 * --timestamp-end --log-interval}: the same spec always gives the same rows. {@code scale} is the number of hosts
 * (devops, cpu-only), trucks (iot) or devices (thermo).
 */
public record UseCaseSpec(UseCase useCase, long seed, int scale, Instant start, Instant end, Duration interval) {

    public UseCaseSpec {
        if (scale < 1) {
            throw new ConfigException("scale " + scale + ": must be at least 1");
        }
        if (!end.isAfter(start)) {
            throw new ConfigException("timestamp end " + end + ": must be after the start " + start);
        }
        if (interval.isNegative() || interval.isZero()) {
            throw new ConfigException("log interval " + interval + ": must be positive");
        }
    }

    /** The instants rows are generated at: start, start + interval, ... before end. */
    public long steps() {
        long span = Duration.between(start, end).toNanos();
        return (span + interval.toNanos() - 1) / interval.toNanos();
    }
}
