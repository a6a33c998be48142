package org.iotbenchrunner.orchestrator.shard;

import java.util.Optional;

/**
 * Starts a test's client shards somewhere: each runs the harness's {@code shard} command, which connects to the
 * coordinator at {@code coordinatorHost:coordinatorPort}, is given its slice and reports back. Local processes are
 * one implementation, a Docker Swarm replicated-job another; a Kubernetes Indexed Job would be a third.
 */
public interface ShardLauncher {

    /** The engine's name as {@code --engine} takes it and results record it. */
    String name();

    /** Why shards cannot be started this way here (one line), or empty if they can. */
    Optional<String> unavailableReason();

    /**
     * The address at which shards started this way reach a coordinator listening on this machine (it listens there
     * or on every address): the loopback address for local processes, the swarm's advertise address for its tasks.
     */
    default String coordinatorHost() {
        return java.net.InetAddress.getLoopbackAddress().getHostAddress();
    }

    /**
     * Starts {@code count} shard processes, each running {@code shard --coordinator HOST:PORT --run RUN}; returns
     * at once. Closing the result stops and removes whatever is still running.
     */
    Launched launch(int count, String coordinatorHost, int coordinatorPort, String run) throws Exception;

    /** Shards started by a launcher. */
    interface Launched extends AutoCloseable {
        /** A one-line description of where the shards run, e.g. {@code 4 local processes}. */
        String describe();

        /** Whether the launched shards can still report: false once every one of them has exited. */
        boolean running();

        /** The last lines the shard process {@code pid} logged, to explain its end; empty when unknown. */
        default java.util.List<String> lastLines(long pid) {
            return java.util.List.of();
        }

        /** Stops and removes everything still running; bounded, never throws. */
        @Override
        void close();
    }
}
