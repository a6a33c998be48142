package org.iotbenchrunner.orchestrator.provision.container;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Stream;
import org.iotbenchrunner.orchestrator.Bounded;
import org.iotbenchrunner.orchestrator.HarnessFailure;

/**
 * Whether a Docker engine answers here: one ping with a deadline at the address the environment names (as
 * Testcontainers would find it), so that no run waits on Testcontainers' strategies or its search for the host.
 * Where nothing points at an engine (no DOCKER_HOST, no Testcontainers settings, no socket where engines put theirs)
 * the answer is no without asking. Only an engine that wants TLS, or one found by Testcontainers' own settings
 * alone, is asked through Testcontainers, within {@link #TESTCONTAINERS_LIMIT}.
 */
public final class DockerEngine {
    static final String NONE = "no Docker engine here (no DOCKER_HOST, Docker socket or "
            + "~/.testcontainers.properties)";
    static final String SILENT = "no Docker engine answers here (Testcontainers reached none through DOCKER_HOST, "
            + "the Docker socket or ~/.testcontainers.properties)";
    /** {@code IOT_BENCHRUNNER_DOCKER=off}: never talk to Docker (the unit tests set it; so may a user). */
    static final String SWITCH = "IOT_BENCHRUNNER_DOCKER";
    static final String OFF = "off";
    private static final Duration TESTCONTAINERS_LIMIT = Duration.ofSeconds(30);
    private static final List<String> SETTINGS = List.of("DOCKER_HOST", "TESTCONTAINERS_HOST_OVERRIDE",
            "TESTCONTAINERS_DOCKER_CLIENT_STRATEGY");

    private DockerEngine() {
    }

    /** Null when an engine answers, else why not, in one line. */
    public static String unavailableReason() {
        if (OFF.equalsIgnoreCase(System.getenv(SWITCH))) {
            return "Docker is switched off (" + SWITCH + "=" + OFF + ")";
        }
        if (!anyHint(System.getenv(), Path.of(System.getProperty("user.home")), Path.of("/"))) {
            return NONE;
        }
        Optional<EngineApi> plain = EngineApi.here();
        if (plain.isPresent()) {
            try (EngineApi api = plain.get()) {
                return api.unanswered();
            }
        }
        return askTestcontainers();
    }

    private static String askTestcontainers() {
        try {
            Bounded.call("Testcontainers looking for a Docker engine", TESTCONTAINERS_LIMIT,
                    TestcontainersSetup::client);
            return null;
        } catch (HarnessFailure e) {
            return "no Docker engine answers here (" + e.getMessage() + ")";
        } catch (Exception | LinkageError e) {
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
        return Files.exists(home.resolve(EngineAddress.PROPERTIES))
                || EngineAddress.sockets(env, home, root).stream().anyMatch(Files::exists)
                || onPath(env, "docker-machine");
    }

    private static boolean onPath(Map<String, String> env, String command) {
        String path = env.getOrDefault("PATH", "");
        return Stream.of(path.split(java.io.File.pathSeparator)).filter(p -> !p.isEmpty())
                .anyMatch(dir -> Files.isExecutable(Path.of(dir, command)));
    }
}
