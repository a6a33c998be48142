package org.iotbenchrunner.orchestrator.sampling;

import org.iotbenchrunner.core.result.ResourceUsage;

/** Samples a server's CPU and memory once a second during one measured run. */
public interface ResourceSampler extends AutoCloseable {
    void start();

    /** Stops sampling and summarises the samples taken. */
    ResourceUsage stop();

    /** Stops sampling without a summary (the run crashed); safe after {@link #stop()}. */
    @Override
    void close();
}
