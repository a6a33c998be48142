package org.iotbenchrunner.orchestrator.provision.container;

import java.time.Duration;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import org.iotbenchrunner.orchestrator.HarnessFailure;
import org.testcontainers.containers.GenericContainer;

/**
 * No container outlives a harness that is stopped (SIGTERM, Ctrl-C) while it starts one: a shutdown hook refuses
 * new containers, waits up to {@link #CREATION} for a creation under way to return its id, and removes every
 * container labelled with this harness. Testcontainers' own hook misses a container created while it runs, and the
 * campaign's knows only servers that became ready.
 */
public final class ContainerStarts {
    private static final Duration CREATION = Duration.ofSeconds(15);
    private static final long POLL_MILLIS = 100;
    private static final Set<GenericContainer<?>> STARTING = ConcurrentHashMap.newKeySet();
    private static volatile boolean stopping;
    private static boolean hooked;

    private ContainerStarts() {
    }

    /** Once, before the first container: the hook that removes this harness's containers when it exits. */
    static synchronized void removeOwnOnExit() {
        if (!hooked) {
            Runtime.getRuntime().addShutdownHook(new Thread(ContainerStarts::removeOwn, "container-removal"));
            hooked = true;
        }
    }

    /** Before {@code container.start()}: from now until {@link #end} the hook waits for its creation. */
    static void begin(GenericContainer<?> container) {
        removeOwnOnExit();
        STARTING.add(container);
    }

    static void end(GenericContainer<?> container) {
        STARTING.remove(container);
    }

    /** Whether the harness is stopping (its shutdown hooks run). */
    static boolean stopping() {
        return stopping;
    }

    /** Just before the engine creates a container: none once the harness is stopping. */
    static void creating() {
        if (stopping) {
            throw new HarnessFailure("the harness is stopping: no container is started");
        }
    }

    private static void removeOwn() {
        stopping = true;
        long deadline = System.nanoTime() + CREATION.toNanos();
        try {
            while (STARTING.stream().anyMatch(c -> c.getContainerId() == null) && System.nanoTime() < deadline) {
                Thread.sleep(POLL_MILLIS);
            }
            ContainerOwners.onThisEngine(ContainerOwners::removeOwn).forEach(System.err::println);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } catch (RuntimeException e) {
            System.err.println("warning: could not remove this harness's containers: " + e.getMessage()
                    + " (the next run of the harness removes them)");
        }
    }
}
