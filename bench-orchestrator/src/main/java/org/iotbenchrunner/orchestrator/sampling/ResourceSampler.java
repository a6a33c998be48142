package org.iotbenchrunner.orchestrator.sampling;

import org.iotbenchrunner.core.result.DiskIo;
import org.iotbenchrunner.core.result.ResourceUsage;

/** Samples a server's CPU, memory and I/O counters once a second during one measured run. */
public interface ResourceSampler extends AutoCloseable {
    void start();

    /** Whose I/O counters the samples carry, as {@link org.iotbenchrunner.core.result.DiskIo#source()} names it. */
    default String ioSource() {
        return "none";
    }

    /** The block device whose counters the samples carry too, or null. */
    default String ioDevice() {
        return null;
    }

    /**
     * The disk I/O over {@code [from, to]} seconds of this sampler's clock, from the counters of {@code sampled} (what
     * {@link #stop()} returned); {@code pointsWritten} and {@code rawBytes} as {@link DiskIo#over} takes them.
     */
    default DiskIo diskIo(ResourceUsage sampled, double from, double to, Long pointsWritten, Long rawBytes) {
        return DiskIo.over(sampled.samples(), from, to, ioSource(), pointsWritten, rawBytes, ioDevice());
    }

    /** Stops sampling and summarises the samples taken. */
    ResourceUsage stop();

    /** Stops sampling without a summary (the run crashed); safe after {@link #stop()}. */
    @Override
    void close();
}
