package org.iotbenchrunner.orchestrator.provision.container;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The quick "certainly no engine" answer and the engine's address as the environment names it, on a made-up file
 * system: nothing here talks to Docker.
 */
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

    @Test
    void nothingNamedAndNoSocketIsNoAddress() throws Exception {
        assertThat(EngineAddress.find(Map.of(), home(), root)).isEmpty();
    }

    @Test
    void theSystemSocketIsFoundWhereNothingElseIsNamed() throws Exception {
        Path home = home();
        URI system = socket("var/run/docker.sock");
        socket("run/user/1000/docker.sock");
        assertThat(EngineAddress.find(Map.of(), home, root)).contains(system);
    }

    @Test
    void aRootlessSocketIsFoundToo() throws Exception {
        Path home = home();
        URI rootless = socket("run/user/1000/docker.sock");
        assertThat(EngineAddress.find(Map.of(), home, root)).contains(rootless);
    }

    @Test
    void dockerHostComesBeforeSocketsAndTestcontainersTcHostBeforeIt() throws Exception {
        Path home = home();
        socket("var/run/docker.sock");
        Map<String, String> env = Map.of("DOCKER_HOST", "tcp://10.0.0.5:2375");
        assertThat(EngineAddress.find(env, home, root)).contains(URI.create("tcp://10.0.0.5:2375"));
        Files.writeString(home.resolve(".testcontainers.properties"), "tc.host=tcp://127.0.0.1:9999\n");
        assertThat(EngineAddress.find(env, home, root)).contains(URI.create("tcp://127.0.0.1:9999"));
    }

    @Test
    void dockerHostInTestcontainersPropertiesComesBeforeSockets() throws Exception {
        Path home = home();
        Files.writeString(home.resolve(".testcontainers.properties"), "docker.host=unix:///other/docker.sock\n");
        assertThat(EngineAddress.find(Map.of(), home, root)).contains(URI.create("unix:///other/docker.sock"));
    }

    @Test
    void tlsIsWantedOverHttpsOrWithTlsVerifyOnTcp() throws Exception {
        Path home = home();
        URI tcp = URI.create("tcp://10.0.0.5:2376");
        assertThat(EngineAddress.needsTls(Map.of(), home, tcp)).isFalse();
        assertThat(EngineAddress.needsTls(Map.of("DOCKER_TLS_VERIFY", "1"), home, tcp)).isTrue();
        assertThat(EngineAddress.needsTls(Map.of("DOCKER_TLS_VERIFY", "0"), home, tcp)).isFalse();
        assertThat(EngineAddress.needsTls(Map.of("DOCKER_TLS_VERIFY", "1"), home,
                URI.create("unix:///var/run/docker.sock"))).isFalse();
        assertThat(EngineAddress.needsTls(Map.of(), home, URI.create("https://10.0.0.5:2376"))).isTrue();
    }
    private URI socket(String path) throws Exception {
        Files.createDirectories(root.resolve(path).getParent());
        return URI.create("unix://" + Files.createFile(root.resolve(path)));
    }
}
