package org.iotbenchrunner.orchestrator.shard.swarm;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import org.iotbenchrunner.core.spi.RealServers;
import org.iotbenchrunner.orchestrator.provision.container.DockerEngine;
import org.iotbenchrunner.orchestrator.shard.ShardLauncher;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * A real replicated-job on a one-node swarm (initialised here where inactive, and left again): the harness image is
 * built from the packaged jar, three tasks run the harness's shard command against a coordinator socket that closes
 * every connection, all three reach a final state, and closing removes the service and its task containers.
 */
@Tag("long") // SwarmShardsIT covers the launcher end to end in CI
class SwarmShardLauncherIT {
    private static final Duration TASKS_LIMIT = Duration.ofMinutes(3);
    private static final DockerCli DOCKER = new DockerCli();

    @Test
    void aJobOfThreeTasksRunsToItsEndAndLeavesNothing() throws Exception {
        RealServers.require("docker", DockerEngine.unavailableReason());
        ByteArrayOutputStream shown = new ByteArrayOutputStream();
        PrintStream out = new PrintStream(shown, true, StandardCharsets.UTF_8);
        SwarmShardLauncher launcher = new SwarmShardLauncher(out, false);
        String[] before = new String[1];
        try (OneNodeSwarm swarm = OneNodeSwarm.join(reason -> before[0] = reason)) {
            if (before[0] != null) {
                assertThat(before[0]).startsWith("Docker Swarm is not active on this engine");
            }
            assertThat(launcher.unavailableReason()).isEmpty();
            String host = launcher.coordinatorHost();
            AtomicInteger connections = new AtomicInteger();
            try (ServerSocket coordinator = new ServerSocket(0, 50, InetAddress.getByName(host))) {
                Thread acceptor = closingEveryConnection(coordinator, connections);
                ShardLauncher.Launched job = launcher.launch(3, host, coordinator.getLocalPort(), "swarm-it");
                String service = ((SwarmJob) job).serviceName();
                try {
                    assertThat(job.describe()).startsWith("3 tasks of the Docker Swarm replicated-job " + service
                            + " (image iot-benchrunner/harness:").endsWith("the local image (one-node swarm))");
                    long deadline = System.nanoTime() + TASKS_LIMIT.toNanos();
                    while (job.running() && System.nanoTime() < deadline) {
                        Thread.sleep(500);
                    }
                    assertThat(job.running()).as("tasks still not ended after %s: %s", TASKS_LIMIT,
                            tasks(service)).isFalse();
                    // run once each, and complete whatever the shard exited with (run-harness.sh says why)
                    assertThat(tasks(service)).hasSize(3).allMatch(t -> t.startsWith("Complete"));
                } finally {
                    job.close();
                    acceptor.interrupt();
                }
                System.out.println("SwarmShardLauncherIT: " + connections.get() + " task connection(s) to the "
                        + "coordinator at " + host + "; " + shown.toString(StandardCharsets.UTF_8).lines().count()
                        + " line(s) shown");
                assertThat(lines("service", "ls", "-q", "--filter", "name=" + service)).isEmpty();
                assertThat(lines("ps", "-a", "-q", "--filter", "label=com.docker.swarm.service.name=" + service))
                        .isEmpty();
            }
        }
    }

    private static List<String> tasks(String service) {
        return lines("service", "ps", "--no-trunc", "--format", "{{.CurrentState}} {{.Error}}", service);
    }

    private static List<String> lines(String... args) {
        return DOCKER.run("docker " + args[0], Duration.ofSeconds(30), List.of(args)).lines()
                .filter(l -> !l.isBlank()).toList();
    }

    private static Thread closingEveryConnection(ServerSocket server, AtomicInteger connections) {
        Thread t = new Thread(() -> {
            while (!server.isClosed()) {
                try (Socket s = server.accept()) {
                    connections.incrementAndGet();
                } catch (java.io.IOException e) {
                    return;
                }
            }
        }, "coordinator stand-in");
        t.setDaemon(true);
        t.start();
        return t;
    }
}
