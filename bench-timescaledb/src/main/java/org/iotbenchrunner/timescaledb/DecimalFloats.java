package org.iotbenchrunner.timescaledb;

import java.util.Arrays;

/**
 * A float as the double of its decimal text, the value the compat path's SQL literal stores, so that every write
 * path stores equal values. Remembered per bit pattern: generated values repeat, and a hit allocates nothing.
 */
final class DecimalFloats {
    private static final int BITS = 12;
    private static final long EMPTY = -1;

    private final long[] keys = new long[1 << BITS];
    private final double[] values = new double[1 << BITS];

    DecimalFloats() {
        Arrays.fill(keys, EMPTY);
    }

    static double decimal(float value) {
        return Double.parseDouble(Float.toString(value));
    }

    double toDouble(float value) {
        long key = Integer.toUnsignedLong(Float.floatToRawIntBits(value));
        int slot = ((int) key * 0x9E3779B9) >>> (32 - BITS);
        if (keys[slot] != key) {
            values[slot] = decimal(value);
            keys[slot] = key;
        }
        return values[slot];
    }
}
