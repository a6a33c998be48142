package org.iotbenchrunner.orchestrator.sampling;

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

    /** Stops sampling and summarises the samples taken. */
    ResourceUsage stop();

    /** Stops sampling without a summary (the run crashed); safe after {@link #stop()}. */
    @Override
    void close();
}
