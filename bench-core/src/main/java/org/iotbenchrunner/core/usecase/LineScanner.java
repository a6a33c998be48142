package org.iotbenchrunner.core.usecase;

import java.io.IOException;
import java.io.InputStream;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;
import java.util.Arrays;

/**
 * A stream's lines found in place in one reusable read buffer (grown only for a line longer than it), each given as
 * {@code buffer[from, to)} without its newline or a {@code \r} before it: the file loaders' and the survey's single
 * pass over a data file's bytes, which allocates nothing per line.
 */
final class LineScanner {
    private static final int BUFFER = 1 << 16;
    private static final VarHandle LONGS = MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.LITTLE_ENDIAN);
    private static final long NEWLINES = 0x0A0A0A0A0A0A0A0AL;
    private static final long LOW_BITS = 0x0101010101010101L;
    private static final long HIGH_BITS = 0x8080808080808080L;

    /** Receives a line; the buffer is reused once it returns. */
    interface Sink {
        void line(byte[] buffer, int from, int to);
    }

    private LineScanner() {
    }

    static void scan(InputStream in, Sink sink) throws IOException {
        byte[] buffer = new byte[BUFFER];
        int start = 0;
        int end = 0;
        int scanned = 0;
        while (true) {
            int newline = indexOf(buffer, scanned, end);
            if (newline >= 0) {
                emit(sink, buffer, start, newline);
                start = newline + 1;
                scanned = start;
                continue;
            }
            scanned = end;
            if (start > 0) {
                System.arraycopy(buffer, start, buffer, 0, end - start);
                end -= start;
                scanned -= start;
                start = 0;
            } else if (end == buffer.length) {
                buffer = Arrays.copyOf(buffer, buffer.length * 2);
            }
            int read = in.read(buffer, end, buffer.length - end);
            if (read < 0) {
                break;
            }
            end += read;
        }
        if (end > start) {
            emit(sink, buffer, start, end);
        }
    }

    /** Whether the line holds only white space: it is skipped, as an empty one is. */
    static boolean blank(byte[] buffer, int from, int to) {
        for (int i = from; i < to; i++) {
            byte b = buffer[i];
            if (b != ' ' && b != '\t' && b != '\r' && b != '\f' && b != 0x0B) {
                return false;
            }
        }
        return true;
    }

    private static void emit(Sink sink, byte[] buffer, int from, int to) {
        sink.line(buffer, from, to > from && buffer[to - 1] == '\r' ? to - 1 : to);
    }

    /** The first newline in {@code buffer[from, to)}, or -1; eight bytes a step, the last few one at a time. */
    static int indexOf(byte[] buffer, int from, int to) {
        int i = from;
        for (; i + Long.BYTES <= to; i += Long.BYTES) {
            long x = (long) LONGS.get(buffer, i) ^ NEWLINES;
            long found = (x - LOW_BITS) & ~x & HIGH_BITS; // a zero byte's high bit; the lowest is the first zero
            if (found != 0) {
                return i + (Long.numberOfTrailingZeros(found) >>> 3);
            }
        }
        for (; i < to; i++) {
            if (buffer[i] == '\n') {
                return i;
            }
        }
        return -1;
    }
}
