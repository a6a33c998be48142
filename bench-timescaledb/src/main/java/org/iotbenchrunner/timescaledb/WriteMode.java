package org.iotbenchrunner.timescaledb;

import java.util.Locale;
import org.iotbenchrunner.core.config.BenchmarkConfig;
import org.iotbenchrunner.core.config.ConfigKey;

/** TIMESCALEDB_WRITE_MODE: how a client sends a batch (docs/compatibility.md, TimescaleDB). */
enum WriteMode {
    /** iot-benchmark's statements: one upsert per row. */
    COMPAT,
    /** One multi-row upsert from typed arrays. */
    FAST,
    /** Binary COPY for a batch that cannot meet a written row, else the fast upsert ({@link NewestWritten}). */
    COPY;

    static WriteMode of(BenchmarkConfig config) {
        return valueOf(config.getString(ConfigKey.TIMESCALEDB_WRITE_MODE).toUpperCase(Locale.ROOT));
    }

    String id() {
        return name().toLowerCase(Locale.ROOT);
    }
}
