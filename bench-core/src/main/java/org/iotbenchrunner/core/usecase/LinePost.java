package org.iotbenchrunner.core.usecase;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.HttpURLConnection;
import java.net.Proxy;
import java.net.URI;
import java.net.URL;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.Map;

/**
 * A {@link LineBatch} posted as it is, from its buffer, as one HTTP/1.1 request to a line-protocol write endpoint,
 * over the JDK's blocking {@link HttpURLConnection} with keep-alive: the asynchronous {@code java.net.http} client
 * spent several times its CPU per batch (its selector, subscribers and copies, and their compilation), which on a
 * host the server shares comes out of the server's share.
 */
public final class LinePost {
    private static final int ERROR_CHARS = 300;

    private final URL url;
    private final int timeoutMillis;
    private final Map<String, String> headers;

    /** A server's answer other than 2xx: its status and the start of its body. */
    public record Refusal(int status, String body) {
    }

    public LinePost(URI uri, Duration timeout, Map<String, String> headers) {
        try {
            this.url = uri.toURL();
        } catch (IOException e) {
            throw new IllegalArgumentException("not an HTTP address: " + uri, e);
        }
        this.timeoutMillis = (int) Math.min(Integer.MAX_VALUE, timeout.toMillis());
        this.headers = Map.copyOf(headers);
    }

    /** Posts the batch; null when the server took it (2xx), else what it answered. */
    public Refusal post(LineBatch batch) throws IOException {
        HttpURLConnection request = (HttpURLConnection) url.openConnection(Proxy.NO_PROXY);
        request.setRequestMethod("POST");
        request.setConnectTimeout(timeoutMillis);
        request.setReadTimeout(timeoutMillis);
        request.setUseCaches(false);
        request.setDoOutput(true);
        request.setFixedLengthStreamingMode(batch.length());
        request.setRequestProperty("Content-Type", "text/plain; charset=utf-8");
        headers.forEach(request::setRequestProperty);
        try (OutputStream body = request.getOutputStream()) {
            body.write(batch.bytes(), 0, batch.length());
        }
        int status = request.getResponseCode();
        if (status / 100 == 2) {
            try (InputStream answer = request.getInputStream()) {
                answer.transferTo(OutputStream.nullOutputStream()); // read to its end, the connection is kept
            }
            return null;
        }
        try (InputStream answer = request.getErrorStream()) {
            String text = answer == null ? "" : new String(answer.readAllBytes(), StandardCharsets.UTF_8).strip();
            return new Refusal(status, text.length() <= ERROR_CHARS ? text : text.substring(0, ERROR_CHARS) + "...");
        }
    }
}
