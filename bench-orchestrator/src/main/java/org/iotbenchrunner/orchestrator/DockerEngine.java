package org.iotbenchrunner.orchestrator;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.testcontainers.DockerClientFactory;

/**
 * Whether a Docker engine answers here, as Testcontainers finds one. Asking Testcontainers costs a second or two
 * on a busy machine (its strategies, a native library), so where nothing points at an engine (no DOCKER_HOST,
 * no Testcontainers settings, no socket where engines put theirs) the answer is no without asking.
 */
final class DockerEngine {
    static final String NONE = "no Docker engine here (no DOCKER_HOST, Docker socket or "
            + "~/.testcontainers.properties)";
    static final String SILENT = "no Docker engine answers here (Testcontainers reached none through DOCKER_HOST, "
            + "the Docker socket or ~/.testcontainers.properties)";
    /** {@code IOT_BENCHRUNNER_DOCKER=off}: never talk to Docker (the unit tests set it; so may a user). */
    static final String SWITCH = "IOT_BENCHRUNNER_DOCKER";
    static final String OFF = "off";
    private static final List<String> SETTINGS = List.of("DOCKER_HOST", "TESTCONTAINERS_HOST_OVERRIDE",
            "TESTCONTAINERS_DOCKER_CLIENT_STRATEGY");

    private DockerEngine() {
    }

    /** Null when an engine answers, else why not, in one line. */
    static String unavailableReason() {
        if (OFF.equalsIgnoreCase(System.getenv(SWITCH))) {
            return "Docker is switched off (" + SWITCH + "=" + OFF + ")";
        }
        if (!anyHint(System.getenv(), Path.of(System.getProperty("user.home")), Path.of("/"))) {
            return NONE;
        }
        try {
            TestcontainersSetup.prepare();
            DockerClientFactory.instance().client();
            return null;
        } catch (RuntimeException | LinkageError e) {
            return SILENT;
        }
    }

    /**
     * Whether anything points at an engine that Testcontainers could use; false means certainly none. {@code root}
     * is where the system's sockets are ({@code /}; elsewhere in tests).
     */
    static boolean anyHint(Map<String, String> env, Path home, Path root) {
        if (SETTINGS.stream().anyMatch(env::containsKey)) {
            return true;
        }
        Stream<Path> places = Stream.of(root.resolve("var/run/docker.sock"), home.resolve(".testcontainers.properties"),
                home.resolve(".docker/run/docker.sock"), home.resolve(".docker/desktop/docker.sock"));
        if (env.containsKey("XDG_RUNTIME_DIR")) {
            places = Stream.concat(places, Stream.of(Path.of(env.get("XDG_RUNTIME_DIR"), "docker.sock")));
        }
        return places.anyMatch(Files::exists) || rootlessSocket(root.resolve("run/user"))
                || onPath(env, "docker-machine");
    }

    /** Rootless engines listen in /run/user/UID/docker.sock. */
    private static boolean rootlessSocket(Path runUser) {
        try (Stream<Path> users = Files.list(runUser)) {
            return users.anyMatch(dir -> Files.exists(dir.resolve("docker.sock")));
        } catch (Exception e) {
            return false;
        }
    }

    private static boolean onPath(Map<String, String> env, String command) {
        String path = env.getOrDefault("PATH", "");
        return Stream.of(path.split(java.io.File.pathSeparator)).filter(p -> !p.isEmpty())
                .anyMatch(dir -> Files.isExecutable(Path.of(dir, command)));
    }
}
