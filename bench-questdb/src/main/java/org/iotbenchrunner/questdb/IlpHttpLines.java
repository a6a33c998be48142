package org.iotbenchrunner.questdb;

import java.io.IOException;
import java.net.URI;
import java.time.Duration;
import java.util.Map;
import org.iotbenchrunner.core.usecase.LineBatch;
import org.iotbenchrunner.core.usecase.LinePost;

/**
 * A file's ILP lines posted from the batch's buffer, without a copy, as one request to QuestDB's ILP over HTTP endpoint
 * ({@code /write?precision=n}, the lines' nanoseconds), as the Sender would post the rows rebuilt: committed by the
 * server when the request ends, a rejected batch answered with an error status and counted failed, no retries.
 */
final class IlpHttpLines {
    private final LinePost post;

    IlpHttpLines(URI write, Duration timeout) {
        this.post = new LinePost(write, timeout, Map.of());
    }

    void post(LineBatch lines) throws IOException {
        LinePost.Refusal refusal = post.post(lines);
        if (refusal != null) {
            throw new IOException("QuestDB answered HTTP " + refusal.status() + " to an ILP batch of " + lines.rows()
                    + " rows: " + refusal.body());
        }
    }
}
