package org.iotbenchrunner.questdb;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import org.iotbenchrunner.core.usecase.LineBatch;

/**
 * A file's ILP lines posted from the batch's buffer, without a copy, as one request to QuestDB's ILP over HTTP endpoint
 * ({@code /write?precision=n}, the lines' nanoseconds), as the Sender would post the rows rebuilt: committed by the
 * server when the request ends, a rejected batch answered with an error status and counted failed, no retries.
 */
final class IlpHttpLines {
    private static final int ERROR_CHARS = 300;

    private final HttpClient http;
    private final URI write;
    private final Duration timeout;

    IlpHttpLines(URI write, Duration timeout) {
        this.http = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).connectTimeout(timeout).build();
        this.write = write;
        this.timeout = timeout;
    }

    void post(LineBatch lines) throws IOException, InterruptedException {
        HttpRequest request = HttpRequest.newBuilder(write).timeout(timeout)
                .header("Content-Type", "text/plain; charset=utf-8")
                .POST(HttpRequest.BodyPublishers.ofByteArray(lines.bytes(), 0, lines.length())).build();
        HttpResponse<String> response = http.send(request, HttpResponse.BodyHandlers.ofString());
        if (response.statusCode() / 100 != 2) {
            String body = response.body().strip();
            throw new IOException("QuestDB answered HTTP " + response.statusCode() + " to an ILP batch of "
                    + lines.rows() + " rows: " + (body.length() <= ERROR_CHARS ? body
                    : body.substring(0, ERROR_CHARS) + "..."));
        }
    }

}
