package org.iotbenchrunner.orchestrator.shard.swarm;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.iotbenchrunner.core.result.ResultFiles;
import org.iotbenchrunner.core.result.RunResult;
import org.iotbenchrunner.core.result.RunStatus;
import org.iotbenchrunner.core.spi.RealServers;
import org.iotbenchrunner.orchestrator.cli.CommandRun;
import org.iotbenchrunner.orchestrator.provision.container.ContainerOwners;
import org.iotbenchrunner.orchestrator.provision.container.ContainerProviderIT;
import org.iotbenchrunner.orchestrator.provision.container.DockerEngine;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code --engine swarm --shards 4} through the command, on a one-node swarm (initialised here where inactive, and
 * left again): the same operations and points as {@code --shards 1}, a row per shard, and afterwards no service or
 * task container of the harness's.
 */
class SwarmShardsIT {
    private static final DockerCli DOCKER = new DockerCli();

    @Test
    void fourSwarmShardsOnNoopMergeTheSameCountsAsOneProcess(@TempDir Path out) throws Exception {
        RealServers.require("docker", DockerEngine.unavailableReason());
        try (OneNodeSwarm swarm = OneNodeSwarm.join(reason -> { })) {
            RunResult one = run(out.resolve("one"), "noop", "write", "--provider", "local", "--shards", "1");
            RunResult four = run(out.resolve("four"), "noop", "write", "--provider", "local", "--shards", "4",
                    "--engine", "swarm");

            assertThat(four.total().okOperations()).isEqualTo(one.total().okOperations()).isPositive();
            assertThat(four.total().okPoints()).isEqualTo(one.total().okPoints());
            assertThat(four.total().failedOperations()).isZero();
            assertThat(four.topology().engine()).isEqualTo("swarm");
            assertThat(four.topology().shards()).hasSize(4).allMatch(s -> s.status() == RunStatus.COMPLETED);
            assertNothingLeft();
        }
    }

    @Test
    @Tag("long") // about 6 minutes here; CI keeps the noop case, ShardsTimescaleIT is its local twin
    void fourSwarmShardsWriteAndReadTimescaleDbInAContainerVerified(@TempDir Path out) throws Exception {
        RealServers.require("timescaledb-container", ContainerProviderIT.containerUnavailable("timescaledb"));
        try (OneNodeSwarm swarm = OneNodeSwarm.join(reason -> { })) {
            for (String test : List.of("write", "latest-point")) {
                RunResult four = run(out.resolve(test), "timescaledb", test, "--provider", "docker", "--shards", "4",
                        "--engine", "swarm", "--verify");
                assertThat(four.total().okOperations()).as(test).isPositive();
                assertThat(four.failedOperations()).as(test).isZero();
                assertThat(four.mismatches()).as(test).isZero();
                assertThat(four.topology().shards()).as(test).hasSize(4);
            }
            assertNothingLeft();
        }
    }

    private static RunResult run(Path out, String db, String test, String... more) throws Exception {
        List<String> args = new java.util.ArrayList<>(List.of("run", "--db", db, "--test", test, "--scale", "small",
                "--out", out.toString()));
        args.addAll(List.of(more));
        CommandRun run = CommandRun.of(args.toArray(String[]::new));
        assertThat(run.exit()).as(run.stdout() + run.stderr()).isZero();
        RunResult result = ResultFiles.read(out.resolve("small/" + db + "/" + test + ".json"));
        assertThat(result.status()).as(run.stdout()).isEqualTo(RunStatus.COMPLETED);
        return result;
    }

    private static void assertNothingLeft() {
        assertThat(lines("service", "ls", "-q", "--filter", "label=" + ContainerOwners.OWNER)).isEmpty();
        assertThat(lines("ps", "-a", "-q", "--filter", "label=com.docker.swarm.service.name")).isEmpty();
    }

    private static List<String> lines(String... args) {
        return DOCKER.run("docker " + args[0], Duration.ofSeconds(30), List.of(args)).lines()
                .filter(l -> !l.isBlank()).toList();
    }
}
