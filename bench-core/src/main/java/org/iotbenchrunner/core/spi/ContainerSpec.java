package org.iotbenchrunner.core.spi;

import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * How to run a database in a fresh container: the image, its environment, a command replacing the image's
 * own (empty: keep it), the endpoint inside the container (its port is the one published; its login is what
 * the harness uses), what shows that the server is up, and the directories holding its data (sized after write
 * tests), and how to build an equivalent image here where {@code image} cannot be pulled ({@code localBuild}, null:
 * no recipe). Plain data, so that bench-core needs no container library: the orchestrator builds the container from
 * it and, after {@code readiness}, waits until a client of the binding itself gets the server's version.
 */
public record ContainerSpec(String image, Map<String, String> env, List<String> command, Endpoint inside,
        Readiness readiness, Duration startupTimeout, List<String> dataDirectories, LocalBuild localBuild,
        Settings settings, List<Integer> mirroredPorts) {

    public ContainerSpec {
        Objects.requireNonNull(image, "image");
        Objects.requireNonNull(inside, "inside");
        Objects.requireNonNull(readiness, "readiness");
        env = Map.copyOf(env);
        command = List.copyOf(command);
        dataDirectories = List.copyOf(dataDirectories);
        settings = settings == null ? Settings.NONE : settings;
        mirroredPorts = mirroredPorts == null ? List.of() : List.copyOf(mirroredPorts);
    }

    /** A container whose server answers on its one port. */
    public ContainerSpec(String image, Map<String, String> env, List<String> command, Endpoint inside,
            Readiness readiness, Duration startupTimeout, List<String> dataDirectories, LocalBuild localBuild,
            Settings settings) {
        this(image, env, command, inside, readiness, startupTimeout, dataDirectories, localBuild, settings, List.of());
    }

    /**
     * With more ports of the server published on the host under the same numbers: for a server whose client learns a
     * second port from the server itself (e.g. QuestDB's HTTP port for writes). The binding picks numbers free on this
     * host and has the server listen on them inside the container.
     */
    public ContainerSpec withMirroredPorts(List<Integer> ports) {
        return new ContainerSpec(image, env, command, inside, readiness, startupTimeout, dataDirectories, localBuild,
                settings, ports);
    }

    /** A container on the database's defaults. */
    public ContainerSpec(String image, Map<String, String> env, List<String> command, Endpoint inside,
            Readiness readiness, Duration startupTimeout, List<String> dataDirectories, LocalBuild localBuild) {
        this(image, env, command, inside, readiness, startupTimeout, dataDirectories, localBuild, Settings.NONE,
                List.of());
    }

    /** Another image, as {@code --image} asks: the recipe for the pinned one no longer applies. */
    public ContainerSpec withImage(String otherImage) {
        return new ContainerSpec(otherImage, env, command, inside, readiness, startupTimeout, dataDirectories, null,
                settings, mirroredPorts);
    }

    /**
     * The performance settings applied to the container (under the database's names, in the order applied; empty:
     * the database's defaults), and a command run in the started container that prints each setting's effective
     * value as one {@code name=value} line, so that results record what the server runs with (empty: none; the
     * applied values are recorded as such).
     */
    public record Settings(Map<String, String> applied, List<String> readBack) {
        public static final Settings NONE = new Settings(Map.of(), List.of());

        public Settings {
            applied = java.util.Collections.unmodifiableMap(new java.util.LinkedHashMap<>(applied));
            readBack = List.copyOf(readBack);
        }
    }

    /** The endpoint the harness connects to: the login inside, at the address the port is published on. */
    public Endpoint publishedAt(String host, int port) {
        return new Endpoint(host, port, inside.user(), inside.password(), inside.database(), inside.token());
    }

    /** What the orchestrator waits for before it tries a session. */
    public sealed interface Readiness {
        /** The port accepts connections. */
        record ListeningPort() implements Readiness {
        }

        /** A GET of {@code path} on the port answers 2xx. */
        record HttpOk(String path) implements Readiness {
        }

        /** The container's log has printed a line matching {@code regex} {@code times} times. */
        record LogLine(String regex, int times) implements Readiness {
        }
    }
}
