package org.iotbenchrunner.orchestrator.shard.swarm;

import java.time.Duration;
import java.util.List;

/** The engine as a swarm manager for a test: initialised on loopback where it is inactive, and left again after. */
final class OneNodeSwarm implements AutoCloseable {
    private static final Duration LIMIT = Duration.ofSeconds(60);

    private final DockerCli docker = new DockerCli();
    private final boolean initialised;

    private OneNodeSwarm(boolean initialised) {
        this.initialised = initialised;
    }

    /** {@code inactiveReason} receives why no job could be created before the swarm was initialised (or null). */
    static OneNodeSwarm join(java.util.function.Consumer<String> inactiveReason) {
        DockerCli docker = new DockerCli();
        SwarmState state = SwarmState.read(docker);
        if (state.active()) {
            inactiveReason.accept(null);
            return new OneNodeSwarm(false);
        }
        inactiveReason.accept(state.unavailableReason().orElse(null));
        docker.run("initialising a one-node swarm", LIMIT, List.of("swarm", "init", "--advertise-addr", "127.0.0.1"));
        return new OneNodeSwarm(true);
    }

    @Override
    public void close() {
        if (initialised) {
            docker.run("leaving the test's swarm", LIMIT, List.of("swarm", "leave", "--force"));
        }
    }
}
