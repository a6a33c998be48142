package org.iotbenchrunner.orchestrator;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The quick "certainly no engine" answer, on a made-up file system: nothing here talks to Docker. */
class DockerEngineTest {
    @TempDir
    Path root;

    private Path home() throws Exception {
        return Files.createDirectories(root.resolve("home/bench"));
    }

    @Test
    void nothingPointingAtAnEngineMeansNone() throws Exception {
        assertThat(DockerEngine.anyHint(Map.of("PATH", root.resolve("bin").toString()), home(), root)).isFalse();
    }

    @Test
    void settingsOrSocketsLetTestcontainersDecide() throws Exception {
        Path home = home();
        assertThat(DockerEngine.anyHint(Map.of("DOCKER_HOST", "tcp://10.0.0.5:2375"), home, root)).isTrue();
        assertThat(DockerEngine.anyHint(Map.of("TESTCONTAINERS_HOST_OVERRIDE", "x"), home, root)).isTrue();

        Files.createDirectories(root.resolve("run/user/1000"));
        assertThat(DockerEngine.anyHint(Map.of(), home, root)).isFalse();
        Files.createFile(root.resolve("run/user/1000/docker.sock"));
        assertThat(DockerEngine.anyHint(Map.of(), home, root)).as("rootless engine").isTrue();
    }

    @Test
    void theSystemSocketOrTestcontainersPropertiesCount() throws Exception {
        Path home = home();
        Files.createFile(home.resolve(".testcontainers.properties"));
        assertThat(DockerEngine.anyHint(Map.of(), home, root)).isTrue();
        Files.delete(home.resolve(".testcontainers.properties"));
        Files.createDirectories(root.resolve("var/run"));
        Files.createFile(root.resolve("var/run/docker.sock"));
        assertThat(DockerEngine.anyHint(Map.of(), home, root)).isTrue();
    }
}
