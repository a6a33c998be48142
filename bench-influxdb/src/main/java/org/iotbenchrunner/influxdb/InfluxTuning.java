package org.iotbenchrunner.influxdb;

import java.util.LinkedHashMap;
import java.util.Map;
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
}
