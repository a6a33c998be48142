package org.iotbenchrunner.core.usecase;

import java.util.Arrays;
import java.util.Locale;
import java.util.stream.Collectors;
import org.iotbenchrunner.core.config.ConfigException;

/**
 * TSBS's use cases as workloads of ours (beside iot-benchmark's model): {@code cpu-only} (one host measurement),
 * {@code devops} (nine measurements per host) and {@code iot} (trucks' readings and diagnostics), generated from
 * their documented shape by our own generators, not TSBS's code; and {@code thermo}, the thermohydrometers of the
 * TDengine/Cassandra study (seed 002): per device a temperature and a humidity every second, with three tags.
 */
public enum UseCase {
    CPU_ONLY("cpu-only"),
    DEVOPS("devops"),
    IOT("iot"),
    THERMO("thermo");

    private final String id;

    UseCase(String id) {
        this.id = id;
    }

    public String id() {
        return id;
    }

    public static UseCase parse(String text) {
        String wanted = text.trim().toLowerCase(Locale.ROOT);
        return Arrays.stream(values()).filter(u -> u.id.equals(wanted)).findFirst()
                .orElseThrow(() -> new ConfigException("--workload " + text + ": must be one of "
                        + Arrays.stream(values()).map(UseCase::id).collect(Collectors.joining(", "))));
    }
}
