package org.iotbenchrunner.orchestrator.provision.container;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.TimeUnit;
import org.iotbenchrunner.core.spi.RealServers;
import org.iotbenchrunner.orchestrator.campaign.ReapIT;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * SIGTERM to the harness jar while its container starts, before the server is ready: when the harness says it
 * waits for the container (its creation may be under way), and once the engine has created it. The harness removes
 * its container before it exits; nothing is left for the next run to reap.
 */
class ContainerShutdownIT {
    private static final long FIRST_BUILD_MINUTES = 20;

    @ParameterizedTest(name = "SIGTERM once the container is {0}")
    @ValueSource(strings = {"awaited", "created"})
    void aHarnessStoppedWhileItsContainerStartsLeavesNoContainer(String moment, @TempDir Path out) throws Exception {
        RealServers.require("victoriametrics-container",
                ContainerProviderIT.containerUnavailable("victoriametrics"));

        Process harness = ReapIT.harness(out, "--provider", "docker", "--db", "victoriametrics", "--test", "write",
                "--scale", "tiny");
        BlockingQueue<String> lines = ReapIT.linesOf(harness);
        ReapIT.awaitLine(lines, "Waiting for the VictoriaMetrics container", harness);
        if (moment.equals("created")) {
            awaitContainerOf(harness);
        }
        harness.destroy();
        assertThat(harness.waitFor(60, TimeUnit.SECONDS)).as("the harness ends within a minute of SIGTERM").isTrue();

        String log = String.join("\n", ReapIT.drain(lines, harness));
        assertThat(ReapIT.leftBehind(harness.pid(), true)).as("containers of the stopped harness").isEmpty();
        assertThat(log).as("stopped before the server was ready").doesNotContain("VictoriaMetrics ready at");
    }

    private static void awaitContainerOf(Process harness) throws Exception {
        long deadline = System.currentTimeMillis() + TimeUnit.MINUTES.toMillis(FIRST_BUILD_MINUTES);
        while (ReapIT.leftBehind(harness.pid(), true).isEmpty()) {
            assertThat(harness.isAlive()).as("the harness runs until its container exists").isTrue();
            assertThat(System.currentTimeMillis()).as("a container within 20 minutes").isLessThan(deadline);
            Thread.sleep(20);
        }
    }
}
