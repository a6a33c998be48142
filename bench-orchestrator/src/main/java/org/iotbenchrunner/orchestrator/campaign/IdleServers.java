package org.iotbenchrunner.orchestrator.campaign;

import java.time.Duration;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.Map;
import org.iotbenchrunner.core.result.ResourceUsage;
import org.iotbenchrunner.orchestrator.provision.ServerSession;
import org.iotbenchrunner.orchestrator.sampling.ResourceSampler;

/**
 * The other servers of a co-resident campaign while one database is measured: each sampled like the busy one,
 * from just before the measured phase to just after it, and summarised over the same window.
 */
public final class IdleServers implements AutoCloseable {
    static final IdleServers NONE = new IdleServers(Map.of(), Map.of());

    private final Map<String, ResourceSampler> samplers;
    private final Map<String, String> unsampled;
    private final Map<String, Instant> startedAt = new LinkedHashMap<>();

    private IdleServers(Map<String, ResourceSampler> samplers, Map<String, String> unsampled) {
        this.samplers = samplers;
        this.unsampled = unsampled;
    }

    /** Every server in {@code up} but {@code busy}'s. */
    static IdleServers of(Map<String, ServerSession> up, String busy) {
        Map<String, ResourceSampler> samplers = new LinkedHashMap<>();
        Map<String, String> unsampled = new LinkedHashMap<>();
        synchronized (up) {
            up.forEach((id, session) -> {
                if (id.equals(busy)) {
                    return;
                }
                if (session.sampler() != null) {
                    samplers.put(id, session.sampler().get());
                } else {
                    unsampled.put(id, session.unsampledReason());
                }
            });
        }
        return samplers.isEmpty() && unsampled.isEmpty() ? NONE : new IdleServers(samplers, unsampled);
    }

    void start() {
        samplers.forEach((id, sampler) -> {
            startedAt.put(id, Instant.now());
            sampler.start();
        });
    }

    /** What each idle server used over the measured window {@code [from, to]}. */
    Map<String, ResourceUsage> stop(Instant from, Instant to) {
        Map<String, ResourceUsage> usage = new LinkedHashMap<>();
        samplers.forEach((id, sampler) -> {
            Instant zero = startedAt.get(id);
            usage.put(id, sampler.stop().within(seconds(zero, from), seconds(zero, to)));
        });
        unsampled.forEach((id, reason) -> usage.put(id, ResourceUsage.none(reason)));
        return usage;
    }

    private static double seconds(Instant from, Instant to) {
        return Duration.between(from, to).toNanos() / 1e9;
    }

    @Override
    public void close() {
        samplers.values().forEach(ResourceSampler::close);
    }
}
