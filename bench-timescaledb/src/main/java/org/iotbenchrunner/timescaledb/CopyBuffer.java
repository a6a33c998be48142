package org.iotbenchrunner.timescaledb;

import java.nio.ByteBuffer;

/**
 * A reused, growing byte buffer in network byte order, with UTF-8 text written in place, and the frame of
 * PostgreSQL's binary COPY format around the tuples.
 */
final class CopyBuffer {
    private static final byte[] SIGNATURE = {'P', 'G', 'C', 'O', 'P', 'Y', '\n', (byte) 0xFF, '\r', '\n', 0};

    private ByteBuffer bytes;

    CopyBuffer(int capacity) {
        bytes = ByteBuffer.allocate(capacity);
    }

    void clear() {
        bytes.clear();
    }

    /** Starts a binary COPY stream: the signature, no flags, no header extension. */
    CopyBuffer putCopyHeader() {
        return put(SIGNATURE).putInt(0).putInt(0);
    }

    /** Ends a binary COPY stream. */
    CopyBuffer putCopyTrailer() {
        return putShort(-1);
    }

    byte[] array() {
        return bytes.array();
    }

    int length() {
        return bytes.position();
    }

    CopyBuffer put(byte[] value) {
        room(value.length).put(value);
        return this;
    }

    CopyBuffer put(byte[] source, int offset, int count) {
        room(count).put(source, offset, count);
        return this;
    }

    /** Drops what was written after the first {@code length} bytes. */
    void truncate(int length) {
        bytes.position(length);
    }

    CopyBuffer putByte(int value) {
        room(1).put((byte) value);
        return this;
    }

    CopyBuffer putShort(int value) {
        room(2).putShort((short) value);
        return this;
    }

    CopyBuffer putInt(int value) {
        room(4).putInt(value);
        return this;
    }

    CopyBuffer putLong(long value) {
        room(8).putLong(value);
        return this;
    }

    CopyBuffer putDouble(double value) {
        room(8).putDouble(value);
        return this;
    }

    /** An int32 byte length, then the text in UTF-8 (an unpaired surrogate as '?', as String.getBytes does). */
    void putSizedUtf8(String text) {
        room(4 + 3 * text.length());
        int lengthAt = bytes.position();
        byte[] out = bytes.array();
        int at = lengthAt + 4;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c < 0x80) {
                out[at++] = (byte) c;
            } else if (c < 0x800) {
                out[at++] = (byte) (0xC0 | c >> 6);
                out[at++] = (byte) (0x80 | c & 0x3F);
            } else if (Character.isHighSurrogate(c) && i + 1 < text.length()
                    && Character.isLowSurrogate(text.charAt(i + 1))) {
                int code = Character.toCodePoint(c, text.charAt(++i));
                out[at++] = (byte) (0xF0 | code >> 18);
                out[at++] = (byte) (0x80 | code >> 12 & 0x3F);
                out[at++] = (byte) (0x80 | code >> 6 & 0x3F);
                out[at++] = (byte) (0x80 | code & 0x3F);
            } else if (Character.isSurrogate(c)) {
                out[at++] = '?';
            } else {
                out[at++] = (byte) (0xE0 | c >> 12);
                out[at++] = (byte) (0x80 | c >> 6 & 0x3F);
                out[at++] = (byte) (0x80 | c & 0x3F);
            }
        }
        bytes.putInt(lengthAt, at - lengthAt - 4);
        bytes.position(at);
    }

    private ByteBuffer room(int needed) {
        if (bytes.remaining() < needed) {
            ByteBuffer larger = ByteBuffer.allocate(Math.max(2 * bytes.capacity(), bytes.position() + needed));
            larger.put(bytes.array(), 0, bytes.position());
            bytes = larger;
        }
        return bytes;
    }
}
