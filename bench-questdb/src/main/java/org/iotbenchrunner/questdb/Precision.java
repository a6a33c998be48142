package org.iotbenchrunner.questdb;

import java.time.temporal.ChronoUnit;
import org.iotbenchrunner.core.config.BenchmarkConfig;
import org.iotbenchrunner.core.config.ConfigKey;
import org.iotbenchrunner.core.config.ConfigException;

/**
 * The harness's TIMESTAMP_PRECISION against QuestDB's TIMESTAMP, which counts microseconds: milliseconds and
 * microseconds are stored exactly; nanoseconds are not (QuestDB 7.3 has no nanosecond type), so they are refused.
 */
enum Precision {
    MS(1_000, ChronoUnit.MILLIS),
    US(1, ChronoUnit.MICROS);

    private final long microsPerUnit;
    private final ChronoUnit unit;

    Precision(long microsPerUnit, ChronoUnit unit) {
        this.microsPerUnit = microsPerUnit;
        this.unit = unit;
    }

    static Precision of(BenchmarkConfig config) {
        String precision = config.getString(ConfigKey.TIMESTAMP_PRECISION);
        return switch (precision) {
            case "ms" -> MS;
            case "us" -> US;
            default -> throw new ConfigException("TIMESTAMP_PRECISION=" + precision + " is not supported by questdb: "
                    + "QuestDB 7.3 stores timestamps in microseconds (use ms or us)");
        };
    }

    long toMicros(long time) {
        return Math.multiplyExact(time, microsPerUnit);
    }

    long fromMicros(long micros) {
        return Math.floorDiv(micros, microsPerUnit);
    }

    /** The unit the ILP sender is given timestamps in. */
    ChronoUnit unit() {
        return unit;
    }
}
