package org.iotbenchrunner.core.usecase;

import java.util.Arrays;

/**
 * Finding a line-protocol key in a line's bytes in place, for the loaders that forward or re-encode a file's lines
 * without parsing them (no String, no scan for the '=' first).
 */
public final class LineKeys {
    private LineKeys() {
    }

    /**
     * The index among {@code names} of the key at {@code from}: a name followed by '=' (names are plain, so that is
     * the whole key), else -1. Lines mostly list names in the schema's order, so {@code expected} is tried first.
     */
    public static int indexOf(byte[][] names, byte[] line, int from, int to, int expected) {
        if (expected < names.length && keyAt(names[expected], line, from, to)) {
            return expected;
        }
        for (int n = 0; n < names.length; n++) {
            if (keyAt(names[n], line, from, to)) {
                return n;
            }
        }
        return -1;
    }

    /** Whether {@code line[from, to)} is exactly {@code name}. */
    public static boolean matches(byte[] name, byte[] line, int from, int to) {
        return Arrays.equals(name, 0, name.length, line, from, to);
    }

    private static boolean keyAt(byte[] name, byte[] line, int from, int to) {
        int end = from + name.length;
        return end < to && line[end] == '=' && matches(name, line, from, end);
    }
}
