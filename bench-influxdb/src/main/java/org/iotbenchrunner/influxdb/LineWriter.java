package org.iotbenchrunner.influxdb;

import java.io.IOException;
import okhttp3.Credentials;
import okhttp3.HttpUrl;
import okhttp3.MediaType;
import okhttp3.OkHttpClient;
import okhttp3.Request;
import okhttp3.RequestBody;
import okhttp3.Response;
import okhttp3.ResponseBody;
import org.iotbenchrunner.core.config.BenchmarkConfig;
import org.iotbenchrunner.core.spi.Endpoint;
import org.iotbenchrunner.core.usecase.LineBatch;

/**
 * Posts a {@link LineBatch}'s bytes as they are to a write endpoint, in nanoseconds: influxdb-java and
 * influxdb-client-java take only Strings, which would decode and encode every batch again. One connection, as the
 * drivers' own, with TCP_NODELAY ({@link HttpEndpoint#http}).
 */
final class LineWriter implements AutoCloseable {
    private static final MediaType TEXT = MediaType.get("text/plain; charset=utf-8");
    private static final int ERROR_CHARS = 300;

    private final OkHttpClient http;
    private final HttpUrl url;
    private final String authorization;

    private LineWriter(BenchmarkConfig config, HttpUrl url, String authorization) {
        this.http = HttpEndpoint.http(config).build();
        this.url = url;
        this.authorization = authorization;
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
        Request.Builder request = new Request.Builder().url(url)
                .post(RequestBody.create(lines.bytes(), TEXT, 0, lines.length()));
        if (authorization != null) {
            request.header("Authorization", authorization);
        }
        try (Response response = http.newCall(request.build()).execute()) {
            if (!response.isSuccessful()) {
                throw new IOException("HTTP " + response.code() + " from " + url.encodedPath() + ": "
                        + message(response.body()));
            }
        }
    }

    private static String message(ResponseBody body) throws IOException {
        if (body == null) {
            return "(no body)";
        }
        String text = body.string().strip();
        return text.length() > ERROR_CHARS ? text.substring(0, ERROR_CHARS) + "..." : text;
    }

    @Override
    public void close() {
        http.dispatcher().executorService().shutdown();
        http.connectionPool().evictAll();
    }
}
