package org.iotbenchrunner.timescaledb;

import java.util.Arrays;

/**
 * The tags ids a client has learnt, keyed by a tag set's bytes as {@link #key} builds them: an open-addressing table
 * that looks a line's tag set up without allocating, so that a row costs no map entry, string or boxed id.
 */
final class TagIds {
    static final int UNKNOWN = -1;
    private static final int ABSENT = -1;

    private byte[][] keys = new byte[64][];
    private int[] ids = new int[64];
    private int size;
    private byte[] key = new byte[256];
    private int keyLength;

    /** Starts a new key. */
    TagIds clearKey() {
        keyLength = 0;
        return this;
    }

    /** Adds a tag's value ({@code bytes[from, to)}, or no value when {@code from} is negative) to the key. */
    TagIds key(byte[] bytes, int from, int to) {
        int length = from < 0 ? ABSENT : to - from;
        ensure(Integer.BYTES + Math.max(length, 0));
        for (int shift = 24; shift >= 0; shift -= 8) {
            key[keyLength++] = (byte) (length >>> shift);
        }
        if (length > 0) {
            System.arraycopy(bytes, from, key, keyLength, length);
            keyLength += length;
        }
        return this;
    }

    /** The id of the key built so far, {@link #UNKNOWN} if not learnt yet. */
    int id() {
        int slot = slot(hash());
        return keys[slot] == null ? UNKNOWN : ids[slot];
    }

    /** Remembers the id of the key built so far. */
    void learn(int id) {
        if (2 * (size + 1) > keys.length) {
            grow();
        }
        int slot = slot(hash());
        if (keys[slot] == null) {
            keys[slot] = Arrays.copyOf(key, keyLength);
            size++;
        }
        ids[slot] = id;
    }

    private int slot(int hash) {
        int mask = keys.length - 1;
        int slot = hash & mask;
        while (keys[slot] != null && !Arrays.equals(keys[slot], 0, keys[slot].length, key, 0, keyLength)) {
            slot = (slot + 1) & mask;
        }
        return slot;
    }

    private int hash() {
        int hash = 1;
        for (int i = 0; i < keyLength; i++) {
            hash = 31 * hash + key[i];
        }
        return hash ^ (hash >>> 16);
    }

    private void grow() {
        byte[][] oldKeys = keys;
        int[] oldIds = ids;
        keys = new byte[oldKeys.length * 2][];
        ids = new int[keys.length];
        for (int i = 0; i < oldKeys.length; i++) {
            if (oldKeys[i] != null) {
                int slot = slotOf(oldKeys[i]);
                keys[slot] = oldKeys[i];
                ids[slot] = oldIds[i];
            }
        }
    }

    private int slotOf(byte[] stored) {
        int hash = 1;
        for (byte b : stored) {
            hash = 31 * hash + b;
        }
        int mask = keys.length - 1;
        int slot = (hash ^ (hash >>> 16)) & mask;
        while (keys[slot] != null) {
            slot = (slot + 1) & mask;
        }
        return slot;
    }

    private void ensure(int more) {
        if (keyLength + more > key.length) {
            key = Arrays.copyOf(key, Math.max(key.length * 2, keyLength + more));
        }
    }
}
