package org.iotbenchrunner.iotdb;

import java.util.Arrays;
import java.util.Locale;
import java.util.stream.Collectors;
import org.iotbenchrunner.core.config.BenchmarkConfig;
import org.iotbenchrunner.core.config.ConfigException;
import org.iotbenchrunner.core.config.ConfigKey;

/**
 * How batches reach IoTDB, chosen like iot-benchmark by the suffix of DB_SWITCH
 * ({@code Type[-version][-insertMode]}, compared without regard to case). A DB_SWITCH naming another database
 * (for example a TimescaleDB config file run with {@code --db iotdb}) leaves the default, SESSION_BY_TABLET.
 */
enum InsertMode {
    /** One {@code Tablet} per batch: {@code insertAlignedTablet} with VECTOR, else {@code insertTablet}. */
    SESSION_BY_TABLET,
    /** One {@code insertAlignedRecords} (VECTOR) or {@code insertRecords} call carrying every row of the batch. */
    SESSION_BY_RECORDS;

    static InsertMode of(BenchmarkConfig config) {
        return of(config.getString(ConfigKey.DB_SWITCH));
    }

    static InsertMode of(String dbSwitch) {
        String text = dbSwitch.trim();
        if (!text.toLowerCase(Locale.ROOT).startsWith("iotdb")) {
            return SESSION_BY_TABLET;
        }
        int dash = text.lastIndexOf('-');
        String suffix = dash < 0 ? "" : text.substring(dash + 1);
        return Arrays.stream(values()).filter(m -> m.name().equalsIgnoreCase(suffix)).findFirst()
                .orElseThrow(() -> new ConfigException("DB_SWITCH must end with one of "
                        + Arrays.stream(values()).map(m -> "-" + m.name()).collect(Collectors.joining(", "))
                        + " for iotdb, e.g. IoTDB-130-SESSION_BY_TABLET (got " + text + ")"));
    }
}
