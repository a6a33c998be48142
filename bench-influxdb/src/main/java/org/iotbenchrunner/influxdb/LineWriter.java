package org.iotbenchrunner.influxdb;

import java.io.IOException;
import java.time.Duration;
import java.util.Map;
import okhttp3.Credentials;
import okhttp3.HttpUrl;
import org.iotbenchrunner.core.config.BenchmarkConfig;
import org.iotbenchrunner.core.config.ConfigKey;
import org.iotbenchrunner.core.spi.Endpoint;
import org.iotbenchrunner.core.usecase.LineBatch;
import org.iotbenchrunner.core.usecase.LinePost;

/**
 * Posts a {@link LineBatch}'s bytes as they are to a write endpoint, in nanoseconds ({@link LinePost}):
 * influxdb-java and influxdb-client-java take only Strings, which would decode and encode every batch again.
 */
final class LineWriter {
    private final LinePost post;
    private final String path;

    private LineWriter(BenchmarkConfig config, HttpUrl url, String authorization) {
        this.post = new LinePost(url.uri(), Duration.ofMillis(config.getLong(ConfigKey.WRITE_OPERATION_TIMEOUT_MS)),
                authorization == null ? Map.of() : Map.of("Authorization", authorization));
        this.path = url.encodedPath();
    }

    /** 1.x: {@code /write} into the database's default retention policy, basic authentication when a user is set. */
    static LineWriter v1(Endpoint endpoint, BenchmarkConfig config, String database) {
        HttpUrl url = HttpUrl.get(HttpEndpoint.url(endpoint)).newBuilder().addPathSegment("write")
                .addQueryParameter("db", database).addQueryParameter("precision", "n")
                .addQueryParameter("consistency", "all").build();
        boolean user = endpoint.user() != null && !endpoint.user().isEmpty();
        return new LineWriter(config, url, user ? Credentials.basic(endpoint.user(),
                endpoint.password() == null ? "" : endpoint.password()) : null);
    }

    /** 2.x: {@code /api/v2/write} into the org's bucket, with the token. */
    static LineWriter v2(Endpoint endpoint, BenchmarkConfig config, String org, String bucket, String token) {
        HttpUrl url = HttpUrl.get(HttpEndpoint.url(endpoint)).newBuilder().addPathSegments("api/v2/write")
                .addQueryParameter("org", org).addQueryParameter("bucket", bucket)
                .addQueryParameter("precision", "ns").build();
        return new LineWriter(config, url, "Token " + token);
    }

    /** One request; a status other than 2xx fails it with the server's message. */
    void write(LineBatch lines) throws IOException {
        LinePost.Refusal refusal = post.post(lines);
        if (refusal != null) {
            throw new IOException("HTTP " + refusal.status() + " from " + path + ": "
                    + (refusal.body().isEmpty() ? "(no body)" : refusal.body()));
        }
    }
}
