package org.iotbenchrunner.orchestrator.provision;

import static org.assertj.core.api.Assertions.assertThat;

import com.github.dockerjava.api.DockerClient;
import com.github.dockerjava.api.model.Container;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.net.ServerSocket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.iotbenchrunner.core.config.ConfigLayers;
import org.iotbenchrunner.core.result.ResultFiles;
import org.iotbenchrunner.core.result.RunStatus;
import org.iotbenchrunner.core.spi.DatabaseBinding;
import org.iotbenchrunner.core.spi.RealServers;
import org.iotbenchrunner.orchestrator.cli.BenchCommand;
import org.iotbenchrunner.orchestrator.plan.DatabaseRegistry;
import org.iotbenchrunner.orchestrator.provision.container.ContainerImages;
import org.iotbenchrunner.orchestrator.provision.container.ContainerOptions;
import org.iotbenchrunner.orchestrator.provision.container.ContainerProvider;
import org.iotbenchrunner.orchestrator.provision.container.ContainerProviderIT;
import org.iotbenchrunner.orchestrator.provision.container.DockerEngine;
import org.iotbenchrunner.orchestrator.provision.container.TestcontainersSetup;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * docker/docker-compose.yml as a user runs it, with Debian's docker-compose: TimescaleDB and InfluxDB 1.x up (the
 * images the harness uses: pinned, or built here), the harness against them with --provider external, then down with
 * their volumes.
 */
class ComposeIT {
    private static final Path COMPOSE_FILE = Path.of("..", "docker", "docker-compose.yml");
    private static final List<String> SERVICES = List.of("timescaledb", "influxdb1");

    @Test
    void theComposeServicesServeTheHarness(@TempDir Path out) throws Exception {
        RealServers.require("docker-compose", composeMissing());
        for (String db : SERVICES) {
            RealServers.require(db + "-container", ContainerProviderIT.containerUnavailable(db));
        }
        DockerClient docker = TestcontainersSetup.client();
        ContainerImages images = new ContainerImages(docker, System.out, false);
        String password = "compose-" + ProcessHandle.current().pid();
        int timescalePort = freePort();
        int influxPort = freePort();
        Map<String, String> env = new HashMap<>(Map.of(
                "TIMESCALEDB_IMAGE", images.resolve(spec("timescaledb"), "TimescaleDB").name(),
                "INFLUXDB1_IMAGE", images.resolve(spec("influxdb1"), "InfluxDB 1.x").name(),
                "TIMESCALEDB_PORT", Integer.toString(timescalePort),
                "INFLUXDB1_PORT", Integer.toString(influxPort),
                "TIMESCALEDB_PASSWORD", password));
        String project = "iotbench-compose-it-" + ProcessHandle.current().pid();
        List<String> up = new ArrayList<>(List.of("up", "-d"));
        up.addAll(SERVICES);
        compose(project, env, up);
        try {
            awaitHealthy(docker, project);
            bench(out, "--db", "timescaledb", "--port", Integer.toString(timescalePort), "--user", "postgres",
                    "--password", password);
            bench(out, "--db", "influxdb1", "--port", Integer.toString(influxPort));
            for (String db : SERVICES) {
                for (String test : List.of("write", "latest-point")) {
                    var r = ResultFiles.read(out.resolve("tiny/" + db + "/" + test + ".json"));
                    assertThat(r.status()).as(db + " " + test).isEqualTo(RunStatus.COMPLETED);
                    assertThat(r.failedOperations()).as(db + " " + test).isZero();
                    assertThat(r.database().provider()).isEqualTo("external");
                }
            }
        } finally {
            compose(project, env, List.of("down", "-v"));
        }
        assertThat(containers(docker, project)).as("down removes every container").isEmpty();
    }

    private static void bench(Path out, String... dbArgs) {
        List<String> args = new ArrayList<>(List.of("--provider", "external", "--host", "127.0.0.1", "--test",
                "write,latest-point", "--scale", "tiny", "--verify", "--out", out.toString()));
        args.addAll(List.of(dbArgs));
        ByteArrayOutputStream stdout = new ByteArrayOutputStream();
        int exit = BenchCommand.execute(args.toArray(String[]::new), new PrintStream(stdout, true,
                StandardCharsets.UTF_8), System.err);
        assertThat(exit).as(stdout.toString(StandardCharsets.UTF_8)).isZero();
    }

    private static org.iotbenchrunner.core.spi.ContainerSpec spec(String db) {
        DatabaseBinding binding = new DatabaseRegistry().select(db).databases().get(0);
        return new ContainerProvider(ContainerOptions.DEFAULT, System.out, false).spec(binding,
                new ConfigLayers().build());
    }

    private static void compose(String project, Map<String, String> env, List<String> args) throws Exception {
        List<String> command = new ArrayList<>(List.of("docker-compose", "-f", COMPOSE_FILE.toString(), "-p",
                project));
        command.addAll(args);
        ProcessBuilder builder = new ProcessBuilder(command).redirectErrorStream(true);
        builder.environment().putAll(env);
        Process p = builder.start();
        String output = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(p.waitFor(5, TimeUnit.MINUTES)).isTrue();
        assertThat(p.exitValue()).as("docker-compose " + args + ":\n" + output).isZero();
    }

    /** Until every service's health check passes (the file's own checks: PostgreSQL over TCP, InfluxDB's port). */
    private static void awaitHealthy(DockerClient docker, String project) throws InterruptedException {
        long deadline = System.currentTimeMillis() + TimeUnit.MINUTES.toMillis(3);
        while (true) {
            List<String> states = containers(docker, project).stream().map(c -> docker.inspectContainerCmd(c.getId())
                    .exec().getState().getHealth().getStatus()).toList();
            if (states.size() == SERVICES.size() && states.stream().allMatch("healthy"::equals)) {
                return;
            }
            assertThat(System.currentTimeMillis()).as("health of the services: " + states).isLessThan(deadline);
            Thread.sleep(1000);
        }
    }

    private static List<Container> containers(DockerClient docker, String project) {
        return docker.listContainersCmd().withShowAll(true)
                .withLabelFilter(Map.of("com.docker.compose.project", project)).exec();
    }

    private static String composeMissing() {
        String path = System.getenv().getOrDefault("PATH", "");
        for (String dir : path.split(java.io.File.pathSeparator)) {
            if (!dir.isEmpty() && Files.isExecutable(Path.of(dir, "docker-compose"))) {
                return DockerEngine.unavailableReason();
            }
        }
        return "no docker-compose on the PATH (scripts/setup.sh installs Debian's)";
    }

    private static int freePort() throws IOException {
        try (ServerSocket socket = new ServerSocket(0)) {
            return socket.getLocalPort();
        }
    }
}
