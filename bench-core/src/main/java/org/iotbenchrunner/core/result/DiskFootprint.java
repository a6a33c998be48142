package org.iotbenchrunner.core.result;

/**
 * The database's size on disk after a write test, and the raw size of the points written. Raw size is the sum
 * over successfully written rows of 8 bytes of timestamp plus, per value, BOOLEAN 1, INT32 4, INT64 8, FLOAT 4,
 * DOUBLE 8, TEXT its UTF-8 length. {@code compressionRatio} is raw / disk. {@code diskBytes} and
 * {@code compressionRatio} are null when the size was not measured; {@code method} says how it was measured,
 * or why not.
 */
public record DiskFootprint(Long diskBytes, long rawBytes, Double compressionRatio, String method) {

    public static DiskFootprint measured(long diskBytes, long rawBytes, String method) {
        return new DiskFootprint(diskBytes, rawBytes, diskBytes > 0 ? (double) rawBytes / diskBytes : null, method);
    }

    public static DiskFootprint notMeasured(long rawBytes, String reason) {
        return new DiskFootprint(null, rawBytes, null, "not measured: " + reason);
    }
}
