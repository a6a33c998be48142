package org.iotbenchrunner.orchestrator.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.stream.Stream;
import org.iotbenchrunner.core.result.ResultFiles;
import org.iotbenchrunner.core.result.RunResult;
import org.iotbenchrunner.core.result.StorageDevice;
import org.iotbenchrunner.core.spi.RealServers;
import org.iotbenchrunner.orchestrator.plan.DatabaseRegistry;
import org.iotbenchrunner.orchestrator.provision.local.LocalOrphans;
import org.iotbenchrunner.orchestrator.provision.container.ContainerProviderIT;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * {@code --data-dir} with VictoriaMetrics (the quickest real server to start), local and in a container (a bind
 * mount): its files are under the directory while it runs, nothing is left after, and every result records the
 * directory's device and the baseline.
 */
class DataDirIT {
    private static final long POLL_MILLIS = 50;

    @ParameterizedTest(name = "--provider {0}")
    @ValueSource(strings = {"local", "docker"})
    void serverKeepsItsDataUnderDataDir(String provider, @TempDir Path out, @TempDir Path dataDir)
            throws Exception {
        boolean docker = provider.equals("docker");
        RealServers.require("victoriametrics-" + (docker ? "container" : "local"), docker
                ? ContainerProviderIT.containerUnavailable("victoriametrics") : new DatabaseRegistry()
                .select("victoriametrics").databases().get(0).localServer().orElseThrow().unavailableReason()
                .orElse(null));
        Set<String> seen = ConcurrentHashMap.newKeySet();
        Thread watcher = new Thread(() -> watch(dataDir, seen));
        watcher.setDaemon(true);
        watcher.start();

        ByteArrayOutputStream stdout = new ByteArrayOutputStream();
        int exit = BenchCommand.execute(new String[]{"--provider", provider, "--db", "victoriametrics", "--test",
            "write", "--scale", "tiny", "--data-dir", dataDir.toString(), "--disk-baseline", "8m", "--out",
            out.toString()}, new PrintStream(stdout, true, StandardCharsets.UTF_8), System.err);
        watcher.interrupt();
        String log = stdout.toString(StandardCharsets.UTF_8);
        assertThat(exit).as(log).isZero();

        assertThat(seen).as("files of the server seen under --data-dir during the run")
                .anySatisfy(f -> assertThat(f).startsWith(LocalOrphans.PREFIX + "victoriametrics-").contains("/"));
        try (Stream<Path> left = Files.list(dataDir)) {
            assertThat(left).as("left under --data-dir").isEmpty();
        }
        assertThat(log).containsPattern("disk baseline on \\S+ \\(.*\\): write [\\d,.]+ MB/s, read [\\d,.]+ MB/s, "
                + "4 KiB blocks, 8 MiB");

        RunResult write = ResultFiles.read(out.resolve("tiny/victoriametrics/write.json"));
        StorageDevice storage = write.environment().storage();
        assertThat(storage.path()).isEqualTo(dataDir.toRealPath().toString());
        assertThat(storage.filesystem()).isNotBlank();
        assertThat(storage.mountOptions()).isNotBlank();
        assertThat(storage.baseline().totalBytes()).isEqualTo(8L * 1024 * 1024);
        assertThat(storage.baseline().writeMbPerSecond()).isPositive();
        assertThat(storage.baseline().readMbPerSecond()).isPositive();
    }

    /** Every path (relative to {@code dir}) seen under it until interrupted. */
    private static void watch(Path dir, Set<String> seen) {
        while (!Thread.currentThread().isInterrupted()) {
            try (Stream<Path> files = Files.walk(dir)) {
                files.map(f -> dir.relativize(f).toString()).forEach(seen::add);
                Thread.sleep(POLL_MILLIS);
            } catch (IOException | java.io.UncheckedIOException e) {
                // a file went away while walking: look again
            } catch (InterruptedException e) {
                return;
            }
        }
    }
}
