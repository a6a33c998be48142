package org.iotbenchrunner.core.spi;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeoutException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The shared local-server lifecycle, on shell processes standing in for servers (no server, no network). */
class LocalProcessServerTest {
    @TempDir
    Path tmp;

    private ServerProcess shell(Path workDir, String name, String script) {
        ProcessBuilder launcher = new ProcessBuilder("sh", "-c", script).directory(workDir.toFile())
                .redirectErrorStream(true)
                .redirectOutput(ProcessBuilder.Redirect.appendTo(workDir.resolve(name + ".log").toFile()));
        return ServerProcess.of(name, launcher, workDir.resolve(name + ".log"));
    }

    private Path workDir() throws IOException {
        return Files.createDirectories(tmp.resolve("work"));
    }

    @Test
    void startsInOrderWhenReadyAndCloseLeavesNoProcessNorFiles() throws Exception {
        Path work = workDir();
        Path marker = work.resolve("first.ready");
        LocalProcessServer server = LocalProcessServer.of("test", work, new Endpoint("127.0.0.1", 1, null, null,
                "db", null))
                .process(shell(work, "first", "touch first.ready; exec sleep 60")
                        .readyWhen(() -> Files.exists(marker) ? null : "no marker"))
                .process(shell(work, "second", "test -f first.ready || exit 3; exec sleep 60"))
                .start();
        List<Long> pids = server.processes();
        assertThat(pids).hasSize(2).allSatisfy(pid -> assertThat(ProcessHandle.of(pid)).isPresent());
        assertThat(server.pid()).isEqualTo(pids.get(1));

        server.close();
        server.close();
        assertThat(pids).allSatisfy(pid -> assertThat(ProcessHandle.of(pid).map(ProcessHandle::isAlive))
                .isNotEqualTo(Optional.of(true)));
        assertThat(work).doesNotExist();
    }

    @Test
    void aClusterListsItsNodesWithTheirCurrentProcessesAndClientEndpoints() throws Exception {
        Path work = workDir();
        Endpoint data = new Endpoint("127.0.0.1", 2, null, null, "db", null);
        LocalProcessServer server = LocalProcessServer.of("test", work, data)
                .node("coordinator", "Coordinator", null, List.of(), shell(work, "coordinator", "exec sleep 60"))
                .node("data-1", "Data", data, List.of(work.resolve("data-1")), shell(work, "data-1", "exec sleep 60"))
                .replicationFactor(1)
                .start();
        try {
            assertThat(server.nodes()).extracting(ServerNode::name, ServerNode::role, ServerNode::endpoint)
                    .containsExactly(org.assertj.core.groups.Tuple.tuple("coordinator", "Coordinator", null),
                            org.assertj.core.groups.Tuple.tuple("data-1", "Data", data));
            assertThat(server.nodes()).extracting(ServerNode::pid).containsExactlyElementsOf(server.processes());
            assertThat(server.nodes().get(1).dataDirectories()).containsExactly(work.resolve("data-1"));
            assertThat(server.endpoints()).containsExactly(data);
            assertThat(server.replicationFactor()).contains(1);
        } finally {
            server.close();
        }
    }

    @Test
    void aRestartRunsTheSameCommandOnTheSameFiles() throws Exception {
        Path work = workDir();
        Path starts = work.resolve("starts");
        java.util.concurrent.atomic.AtomicInteger expected = new java.util.concurrent.atomic.AtomicInteger(1);
        LocalProcessServer server = LocalProcessServer.of("test", work, new Endpoint("127.0.0.1", 1, null, null,
                "db", null)).process(shell(work, "node", "echo started >> starts; exec sleep 60")
                .readyWhen(() -> Files.exists(starts) && Files.readAllLines(starts).size() == expected.get() ? null
                        : "not started")).start();
        long before = server.pid();
        expected.set(2);
        server.restart();
        assertThat(server.pid()).isNotEqualTo(before);
        assertThat(ProcessHandle.of(before).map(ProcessHandle::isAlive)).isNotEqualTo(Optional.of(true));
        assertThat(Files.readAllLines(work.resolve("starts"))).hasSize(2);
        server.close();
    }

    @Test
    void aProcessThatExitsFailsTheStartWithItsLogAndLeavesNothing() throws Exception {
        Path work = workDir();
        LocalProcessServer server = LocalProcessServer.of("test", work, new Endpoint("127.0.0.1", 1, null, null,
                "db", null)).process(shell(work, "node", "echo 'FATAL: no such option'; exit 7")
                .readyWhen(() -> "never"));
        assertThatThrownBy(server::start).isInstanceOf(IOException.class)
                .hasMessageContaining("node exited with code 7").hasMessageContaining("FATAL: no such option");
        assertThat(work).doesNotExist();
    }

    @Test
    void aProcessStartedBeforeThatDiesFailsTheNextStartAtOnce() throws Exception {
        Path work = workDir();
        LocalProcessServer server = LocalProcessServer.of("test", work, new Endpoint("127.0.0.1", 1, null, null,
                "db", null))
                .process(shell(work, "config", "sleep 0.3; echo 'config lost'; exit 5"))
                .process(shell(work, "data", "exec sleep 60").readyWhen(() -> "waiting for config")
                        .startupTimeout(Duration.ofSeconds(60)));
        long begin = System.nanoTime();
        assertThatThrownBy(server::start).isInstanceOf(IOException.class)
                .hasMessageContaining("config exited with code 5").hasMessageContaining("config lost");
        assertThat((System.nanoTime() - begin) / 1e9).isLessThan(10);
        assertThat(work).doesNotExist();
    }

    @Test
    void aServerNeverReadyTimesOutSayingWhatWasSeenAndIsKilled() throws Exception {
        Path work = workDir();
        ServerProcess node = shell(work, "node", "exec sleep 60").readyWhen(() -> "port 1: refused")
                .startupTimeout(Duration.ofMillis(500));
        LocalProcessServer server = LocalProcessServer.of("test", work, new Endpoint("127.0.0.1", 1, null, null,
                "db", null)).process(node);
        assertThatThrownBy(server::start).isInstanceOf(TimeoutException.class)
                .hasMessageContaining("node was not ready within 0 s (port 1: refused)");
        assertThat(node.alive()).isFalse();
    }

    @Test
    void aServerIgnoringItsStopSignalIsKilledWithItsChildren() throws Exception {
        Path work = workDir();
        Path started = work.resolve("child.started");
        ServerProcess node = shell(work, "node", "trap '' INT; (touch child.started; exec sleep 60) & wait")
                .stopWith("INT").stopTimeout(Duration.ofMillis(300))
                .readyWhen(() -> Files.exists(started) ? null : "no child yet");
        LocalProcessServer server = LocalProcessServer.of("test", work, new Endpoint("127.0.0.1", 1, null, null,
                "db", null)).process(node).start();
        ProcessHandle launched = ProcessHandle.of(server.pid()).orElseThrow();
        List<ProcessHandle> tree = java.util.stream.Stream.concat(java.util.stream.Stream.of(launched),
                launched.descendants()).toList();
        assertThat(tree).hasSizeGreaterThan(1);
        server.close();
        assertThat(tree).allSatisfy(p -> assertThat(p.isAlive()).as("pid %d", p.pid()).isFalse());
    }
}
