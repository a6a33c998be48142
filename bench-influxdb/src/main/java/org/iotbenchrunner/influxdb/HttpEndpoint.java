package org.iotbenchrunner.influxdb;

import java.time.Duration;
import okhttp3.OkHttpClient;
import org.iotbenchrunner.core.config.BenchmarkConfig;
import org.iotbenchrunner.core.config.ConfigKey;
import org.iotbenchrunner.core.spi.Endpoint;

/** What the 1.x and 2.x clients share about reaching a server: its URL, the database name and HTTP timeouts. */
final class HttpEndpoint {
    private HttpEndpoint() {
    }

    static String url(Endpoint endpoint) {
        String host = endpoint.host();
        return "http://" + (host.contains(":") && !host.startsWith("[") ? "[" + host + "]" : host) + ":"
                + endpoint.port();
    }

    /** The 1.x database or 2.x bucket: the endpoint's, else DB_NAME. */
    static String database(Endpoint endpoint, BenchmarkConfig config) {
        return endpoint.database() == null || endpoint.database().isEmpty() ? config.getString(ConfigKey.DB_NAME)
                : endpoint.database();
    }

    /** As iot-benchmark's 2.x module: connecting may take half the write timeout. */
    static OkHttpClient.Builder http(BenchmarkConfig config) {
        long write = config.getLong(ConfigKey.WRITE_OPERATION_TIMEOUT_MS);
        return new OkHttpClient.Builder()
                .socketFactory(new NoDelaySocketFactory())
                .connectTimeout(Duration.ofMillis(write / 2))
                .writeTimeout(Duration.ofMillis(write))
                .readTimeout(Duration.ofMillis(config.getLong(ConfigKey.READ_OPERATION_TIMEOUT_MS)));
    }
}
