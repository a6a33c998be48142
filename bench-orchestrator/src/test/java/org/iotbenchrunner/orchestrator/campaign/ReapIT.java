package org.iotbenchrunner.orchestrator.campaign;

import static org.assertj.core.api.Assertions.assertThat;

import com.github.dockerjava.api.model.Container;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.iotbenchrunner.core.result.HarnessOwner;
import org.iotbenchrunner.core.result.ResultFiles;
import org.iotbenchrunner.core.result.RunStatus;
import org.iotbenchrunner.core.spi.RealServers;
import org.iotbenchrunner.orchestrator.plan.DatabaseRegistry;
import org.iotbenchrunner.orchestrator.provision.container.ContainerOwners;
import org.iotbenchrunner.orchestrator.provision.container.ContainerProviderIT;
import org.iotbenchrunner.orchestrator.provision.container.TestcontainersSetup;
import org.iotbenchrunner.orchestrator.provision.local.LocalOrphans;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * {@code kill -9} of the harness jar in the middle of a TimescaleDB write test, locally and in a container: the
 * server, its directory or container, and a result marked running stay behind; the next run of the harness (of
 * another database, even) stops and removes them and marks the result crashed.
 */
public class ReapIT {
    private static final Path JAR = Path.of("target", "bench-orchestrator.jar");
    private static final Path TMP = Path.of(System.getProperty("java.io.tmpdir"));

    @ParameterizedTest(name = "--provider {0}")
    @ValueSource(strings = {"local", "docker"})
    void whatAKilledHarnessLeavesIsGoneOnceTheNextRunStarts(String provider, @TempDir Path out) throws Exception {
        boolean docker = provider.equals("docker");
        RealServers.require(docker ? "timescaledb-container" : "timescaledb-local", docker
                ? ContainerProviderIT.containerUnavailable("timescaledb") : new DatabaseRegistry().select("timescaledb")
                .databases().get(0).localServer().orElseThrow().unavailableReason().orElse(null));

        Process killed = harness(out, "--provider", provider, "--db", "timescaledb", "--test", "write",
                "--scale", "small");
        BlockingQueue<String> lines = linesOf(killed);
        awaitLine(lines, "loops", killed);
        killed.destroyForcibly().waitFor(30, TimeUnit.SECONDS);

        Path result = out.resolve("small/timescaledb/write.json");
        assertThat(ResultFiles.read(result).status()).isEqualTo(RunStatus.RUNNING);
        assertThat(leftBehind(killed.pid(), docker)).as("what the killed harness left").isNotEmpty();

        Process next = harness(out, "--provider", "local", "--db", "noop", "--test", "write", "--scale", "tiny");
        String log = String.join("\n", drain(linesOf(next), next));
        assertThat(next.exitValue()).as(log).isZero();
        assertThat(log).contains("as crashed", "ended harness (pid " + killed.pid());

        assertThat(leftBehind(killed.pid(), docker)).as("what the killed harness left, after the next run")
                .isEmpty();
        assertThat(ResultFiles.read(result).status()).isEqualTo(RunStatus.CRASHED);
        assertThat(ResultFiles.read(result).error()).contains("pid " + killed.pid(), "ended during this run");
    }

    /** Containers, or work directories and the processes using them, owned by the harness with that pid. */
    public static List<String> leftBehind(long pid, boolean docker) throws IOException {
        if (docker) {
            return TestcontainersSetup.client().listContainersCmd().withShowAll(true)
                    .withLabelFilter(List.of(ContainerOwners.OWNER)).exec().stream()
                    .filter(c -> ownedBy(c.getLabels().get(ContainerOwners.OWNER), pid)).map(Container::getId)
                    .toList();
        }
        try (Stream<Path> dirs = Files.list(TMP)) {
            return dirs.filter(d -> d.getFileName().toString().startsWith(LocalOrphans.PREFIX))
                    .filter(d -> ownedBy(read(d.resolve(LocalOrphans.OWNER_FILE)), pid))
                    .flatMap(d -> Stream.concat(Stream.of(d.toString()),
                            LocalOrphans.processesUsing(d).stream().map(p -> "pid " + p.pid())))
                    .toList();
        }
    }

    private static boolean ownedBy(String owner, long pid) {
        HarnessOwner o = HarnessOwner.decode(owner);
        return o != null && o.pid() == pid;
    }

    private static String read(Path file) {
        try {
            return Files.readString(file);
        } catch (IOException e) {
            return null;
        }
    }

    public static Process harness(Path out, String... args) throws IOException {
        List<String> command = new java.util.ArrayList<>(List.of("java", "-jar", JAR.toString()));
        command.addAll(List.of(args));
        command.addAll(List.of("--out", out.toString()));
        return new ProcessBuilder(command).redirectErrorStream(true).start();
    }

    public static BlockingQueue<String> linesOf(Process process) {
        BlockingQueue<String> lines = new LinkedBlockingQueue<>();
        Thread reader = new Thread(() -> {
            try (BufferedReader r = new BufferedReader(new InputStreamReader(process.getInputStream(),
                    StandardCharsets.UTF_8))) {
                r.lines().forEach(l -> {
                    System.out.println("  | " + l);
                    lines.add(l);
                });
            } catch (IOException e) {
                // the process is gone
            }
        });
        reader.setDaemon(true);
        reader.start();
        return lines;
    }

    /** Waits (a first image build may take minutes) until the harness prints a line containing {@code text}. */
    public static void awaitLine(BlockingQueue<String> lines, String text, Process process) throws Exception {
        long deadline = System.currentTimeMillis() + TimeUnit.MINUTES.toMillis(20);
        while (System.currentTimeMillis() < deadline) {
            String line = lines.poll(1, TimeUnit.SECONDS);
            if (line != null && line.contains(text)) {
                return;
            }
            if (line == null && !process.isAlive()) {
                throw new AssertionError("the harness ended (exit " + process.exitValue() + ") before printing "
                        + text);
            }
        }
        throw new AssertionError("the harness printed no " + text + " within 20 minutes");
    }

    public static List<String> drain(BlockingQueue<String> lines, Process process) throws Exception {
        assertThat(process.waitFor(5, TimeUnit.MINUTES)).as("the next run ends").isTrue();
        Thread.sleep(200);
        List<String> all = new java.util.ArrayList<>();
        lines.drainTo(all);
        return all;
    }
}
