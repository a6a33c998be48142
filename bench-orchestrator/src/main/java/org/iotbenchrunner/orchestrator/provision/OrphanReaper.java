package org.iotbenchrunner.orchestrator.provision;

import java.io.PrintStream;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.iotbenchrunner.orchestrator.Bounded;
import org.iotbenchrunner.orchestrator.provision.container.ContainerMarks;
import org.iotbenchrunner.orchestrator.provision.container.ContainerOwners;
import org.iotbenchrunner.orchestrator.provision.container.DockerEngine;
import org.iotbenchrunner.orchestrator.provision.local.LocalOrphans;
import org.iotbenchrunner.orchestrator.shard.swarm.SwarmOrphans;

/**
 * Removes the servers a killed harness left running: local servers and their directories and (where a Docker engine
 * answers) containers and swarm services, each said in a line.
 */
public final class OrphanReaper {
    private static final Duration REAP_LIMIT = Duration.ofMinutes(2);

    private final PrintStream out;

    public OrphanReaper(PrintStream out) {
        this.out = out;
    }

    public void reapServers() {
        reapServers(true);
    }

    /**
     * Containers and swarm services where {@code containers} (the run may start some) or where a harness that started
     * some has ended since ({@link ContainerMarks}).
     */
    public void reapServers(boolean containers) {
        LocalOrphans.reap(Path.of(System.getProperty("java.io.tmpdir"))).forEach(out::println);
        List<Path> ended = ContainerMarks.ofEndedHarnesses();
        if ((containers || !ended.isEmpty()) && DockerEngine.unavailableReason() == null) {
            try {
                Bounded.get("looking for containers of ended runs", REAP_LIMIT,
                        () -> ContainerOwners.onThisEngine(ContainerOwners::reapOrphans))
                        .forEach(out::println);
                SwarmOrphans.reapHere().forEach(out::println);
                ContainerMarks.clear(ended);
            } catch (RuntimeException e) {
                out.println("warning: could not look for containers or swarm services of ended runs: "
                        + e.getMessage());
            }
        }
    }
}
