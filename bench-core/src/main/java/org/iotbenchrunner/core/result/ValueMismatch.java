package org.iotbenchrunner.core.result;

/**
 * A query whose answer held other rows or values than expected: its readable description and the first
 * difference, e.g. {@code d_3 s_1 @ 1535558400000: expected 12.5, got 12.0 (and 2 more differences)}.
 */
public record ValueMismatch(String query, String difference) {
}
