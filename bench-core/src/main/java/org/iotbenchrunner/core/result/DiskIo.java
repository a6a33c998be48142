package org.iotbenchrunner.core.result;

import com.fasterxml.jackson.annotation.JsonInclude;
import java.util.List;

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

    /**
     * The I/O between the samples that bracket {@code [startSecond, endSecond]} of the sampler's clock (the last
     * reading at or before the start, the first at or after the end), or {@code none} with the reason when no
     * reading brackets it. {@code pointsWritten} (null or 0 for a run that wrote nothing) and {@code rawBytes} (their
     * logical bytes, null when not known) give the per point and amplification figures; {@code device} names the
     * block device whose counters the readings carry, if any.
     */
    public static DiskIo over(List<ResourceSample> samples, double startSecond, double endSecond, String source,
            Long pointsWritten, Long rawBytes, String device) {
        IoCounters from = null;
        double fromSecond = 0;
        for (ResourceSample s : samples) {
            if (s.io() != null && s.second() <= startSecond) {
                from = s.io();
                fromSecond = s.second();
            }
        }
        ResourceSample to = samples.stream().filter(s -> s.io() != null && s.second() >= endSecond).findFirst()
                .orElse(null);
        if (from == null || to == null) {
            return none(samples.stream().noneMatch(s -> s.io() != null) ? source + " gave no I/O counters"
                    : "no I/O counter reading " + (from == null ? "before the measured phase began"
                            : "after the measured phase ended"));
        }
        long read = to.io().readBytes() - from.readBytes();
        long written = to.io().writeBytes() - from.writeBytes();
        double seconds = to.second() - fromSecond;
        boolean wrote = pointsWritten != null && pointsWritten > 0;
        return new DiskIo(source, null, fromSecond, to.second(), read, written,
                seconds > 0 ? read / seconds : null, seconds > 0 ? written / seconds : null,
                wrote ? (double) written / pointsWritten : null,
                wrote && rawBytes != null && rawBytes > 0 ? (double) written / rawBytes : null,
                device, difference(from.deviceReadBytes(), to.io().deviceReadBytes()),
                difference(from.deviceWriteBytes(), to.io().deviceWriteBytes()));
    }

    private static Long difference(Long before, Long after) {
        return before == null || after == null ? null : after - before;
    }

    public boolean measured() {
        return readBytes != null && writeBytes != null;
    }

    /** Read and written together, or null. */
    public Long totalBytes() {
        return measured() ? readBytes + writeBytes : null;
    }
}
