package org.iotbenchrunner.core.usecase;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;

/**
 * A batch of line-protocol lines in one reusable byte buffer, one newline after each, with the rows and metrics it
 * holds counted as the harness counts them: a file loader fills it, a worker sends {@code bytes()[0, length())} and
 * hands it back to be filled again, so that loading allocates nothing per row. {@code refused} names the first row
 * the batch cannot hold (a row without a field); such a batch is counted failed and not sent.
 */
public final class LineBatch {
    private byte[] bytes;
    private int length;
    private int rows;
    private long metrics;
    private String refused;

    public LineBatch(int initialBytes) {
        bytes = new byte[Math.max(initialBytes, 64)];
    }

    public void clear() {
        length = 0;
        rows = 0;
        metrics = 0;
        refused = null;
    }

    /** Appends one line (without its newline) of {@code lineMetrics} metrics, copied from {@code source}. */
    public void append(byte[] source, int offset, int count, int lineMetrics) {
        ensure(count + 1);
        System.arraycopy(source, offset, bytes, length, count);
        length += count;
        bytes[length++] = '\n';
        rows++;
        metrics += lineMetrics;
    }

    /** Reads up to {@code max} bytes of {@code in} onto the end of the buffer; the count read, or -1 at its end. */
    int fill(InputStream in, int max) throws IOException {
        ensure(max);
        int read = in.read(bytes, length, max);
        if (read > 0) {
            length += read;
        }
        return read;
    }

    /** Appends {@code source[0, count)}: the start of a line the batch before did not hold. */
    void carry(byte[] source, int count) {
        ensure(count);
        System.arraycopy(source, 0, bytes, length, count);
        length += count;
    }

    /** Ends the batch after {@code end} bytes, which hold {@code lineCount} whole lines of {@code lineMetrics}. */
    void complete(int end, int lineCount, long lineMetrics) {
        length = end;
        rows = lineCount;
        metrics = lineMetrics;
    }

    /** Ends a last line that came without its newline. */
    void newline() {
        ensure(1);
        bytes[length++] = '\n';
    }

    /** Appends a line rebuilt from a parsed row (rare: the rows that needed reshaping). */
    void append(CharSequence line, long lineMetrics) {
        byte[] encoded = line.toString().getBytes(StandardCharsets.UTF_8);
        ensure(encoded.length + 1);
        System.arraycopy(encoded, 0, bytes, length, encoded.length);
        length += encoded.length;
        bytes[length++] = '\n';
        rows++;
        metrics += lineMetrics;
    }

    /** Counts a row that has no line here, failing the batch with {@code reason} (the first one is kept). */
    void refuse(String reason, long lineMetrics) {
        rows++;
        metrics += lineMetrics;
        if (refused == null) {
            refused = reason;
        }
    }

    public byte[] bytes() {
        return bytes;
    }

    public int length() {
        return length;
    }

    public int rows() {
        return rows;
    }

    public long metrics() {
        return metrics;
    }

    /** Why the batch must not be sent, or null. */
    public String refused() {
        return refused;
    }

    public String text() {
        return new String(bytes, 0, length, StandardCharsets.UTF_8);
    }

    private void ensure(int more) {
        if (length + more > bytes.length) {
            bytes = Arrays.copyOf(bytes, Math.max(bytes.length * 2, length + more));
        }
    }
}
