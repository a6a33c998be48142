package org.iotbenchrunner.influxdb;

import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import org.iotbenchrunner.core.spi.ServerOptions;
import org.iotbenchrunner.core.spi.ServerResources;

/**
 * The InfluxDB settings of {@code --profile tuned}: the seed thesis raised the storage cache's maximum to 8 GB of its
 * 32 GB host, i.e. a quarter of the memory available to the server, so ingestion is not refused or throttled by
 * snapshots; everything else stays at InfluxDB's defaults.
 */
final class InfluxTuning {
    /** InfluxDB 1.x, {@code [data] cache-max-memory-size} of the configuration file. */
    static final String INFLUX1_CACHE_MAX = "data.cache-max-memory-size";
    /** InfluxDB 2.x reads its storage options from the environment too. */
    static final String INFLUX2_CACHE_MAX = "INFLUXD_STORAGE_CACHE_MAX_MEMORY_SIZE";

    private InfluxTuning() {
    }

    static long cacheMaxMemoryBytes(ServerResources resources) {
        return resources.memoryBytes() / 4;
    }

    static Map<String, String> influx1(ServerResources resources) {
        Map<String, String> s = new LinkedHashMap<>();
        s.put(INFLUX1_CACHE_MAX, String.valueOf(cacheMaxMemoryBytes(resources)));
        return s;
    }

    static Map<String, String> influx2Environment(ServerResources resources) {
        Map<String, String> s = new LinkedHashMap<>();
        s.put(INFLUX2_CACHE_MAX, String.valueOf(cacheMaxMemoryBytes(resources)));
        return s;
    }

    /**
     * What an InfluxDB 1.x server applies under {@code options}: the tuned settings (none for the defaults), then those
     * {@code --server-set} asks for over them, as {@code section.key} of its configuration.
     */
    static Map<String, String> influx1(ServerOptions options) {
        return options.settingsOver(options.tuned() ? influx1(options.resources()) : Map.of());
    }

    /**
     * What an InfluxDB 2.x server applies under {@code options}: the tuned variables, then those {@code --server-set}
     * asks for, each under the name it was asked by (an influxd option such as {@code storage-cache-max-memory-size} or
     * its variable {@code INFLUXD_STORAGE_CACHE_MAX_MEMORY_SIZE}); a tuned variable asked for under its option's name
     * gives way to it, so that no setting is applied twice.
     */
    static Map<String, String> influx2(ServerOptions options) {
        Map<String, String> tuned = new LinkedHashMap<>(options.tuned() ? influx2Environment(options.resources())
                : Map.of());
        options.serverSets().keySet().forEach(key -> tuned.remove(influx2Variable(key)));
        Map<String, String> applied = new LinkedHashMap<>(tuned);
        applied.putAll(options.serverSets());
        return applied;
    }

    /** influxd's variable for an option ({@code storage-cache-max-memory-size}) or for itself. */
    static String influx2Variable(String key) {
        return key.startsWith("INFLUXD_") ? key : "INFLUXD_" + key.toUpperCase(Locale.ROOT).replace('-', '_');
    }

    /** The option (as /api/v2/config names it) of a variable ({@code INFLUXD_STORAGE_...}) or of itself. */
    static String influx2Option(String key) {
        return key.startsWith("INFLUXD_")
                ? key.substring("INFLUXD_".length()).toLowerCase(Locale.ROOT).replace('_', '-') : key;
    }

    /** {@code settings} as influxd's environment. */
    static Map<String, String> influx2Variables(Map<String, String> settings) {
        Map<String, String> env = new LinkedHashMap<>();
        settings.forEach((key, value) -> env.put(influx2Variable(key), value));
        return env;
    }
}
