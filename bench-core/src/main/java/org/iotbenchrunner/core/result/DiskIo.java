package org.iotbenchrunner.core.result;

import com.fasterxml.jackson.annotation.JsonInclude;

/**
 * The bytes the server read from and wrote to storage over a run's measured phase, from cumulative counters read
 * with the resource samples: {@code source} says whose counters ({@code process-io}: {@code /proc/PID/io} summed
 * over the server's process trees, reaped children included; {@code cgroup-blkio}: the container's block I/O as the
 * Docker engine reports it; {@code none}, with the reason in {@code note}). The counters are read once a second, so
 * the figures cover {@code [fromSecond, toSecond]} of the sampler's clock: the samples that bracket the measured
 * phase (at most a second wider on each side), and the rates are per second of that span. {@code writeBytesPerPoint}
 * divides by the points written in the phase and {@code writeAmplification} the bytes written by the logical bytes
 * of those points ({@link DiskFootprint#rawBytes()}); both null for a run that wrote nothing. {@code deviceReadBytes}
 * and {@code deviceWriteBytes}: the same span on the data directory's block device ({@code /proc/diskstats}),
 * everything on it included; null where the device is not known. Unknown figures are null, never 0.
 */
public record DiskIo(String source, @JsonInclude(JsonInclude.Include.NON_NULL) String note,
        @JsonInclude(JsonInclude.Include.NON_NULL) Double fromSecond,
        @JsonInclude(JsonInclude.Include.NON_NULL) Double toSecond,
        @JsonInclude(JsonInclude.Include.NON_NULL) Long readBytes,
        @JsonInclude(JsonInclude.Include.NON_NULL) Long writeBytes,
        @JsonInclude(JsonInclude.Include.NON_NULL) Double readBytesPerSecond,
        @JsonInclude(JsonInclude.Include.NON_NULL) Double writeBytesPerSecond,
        @JsonInclude(JsonInclude.Include.NON_NULL) Double writeBytesPerPoint,
        @JsonInclude(JsonInclude.Include.NON_NULL) Double writeAmplification,
        @JsonInclude(JsonInclude.Include.NON_NULL) String device,
        @JsonInclude(JsonInclude.Include.NON_NULL) Long deviceReadBytes,
        @JsonInclude(JsonInclude.Include.NON_NULL) Long deviceWriteBytes) {

    /** Not measured, and why. */
    public static DiskIo none(String reason) {
        return new DiskIo("none", reason, null, null, null, null, null, null, null, null, null, null, null);
    }

    public boolean measured() {
        return readBytes != null && writeBytes != null;
    }

    /** Read and written together, or null. */
    public Long totalBytes() {
        return measured() ? readBytes + writeBytes : null;
    }
}
