package org.iotbenchrunner.orchestrator.provision.container;

import java.io.IOException;
import java.io.Reader;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Properties;
import java.util.stream.Stream;

/**
 * Where the Docker engine listens, found as Testcontainers' strategies look (tc.host, DOCKER_HOST, docker.host, then
 * the usual sockets) but without Testcontainers, so that asking whether an engine answers costs one request.
 */
public final class EngineAddress {
    static final String PROPERTIES = ".testcontainers.properties";

    private EngineAddress() {
    }

    /** Empty when nothing names an engine here; {@code root} is where the system's sockets are (elsewhere in tests). */
    static Optional<URI> find(Map<String, String> env, Path home, Path root) {
        Properties settings = testcontainersProperties(home);
        for (String named : new String[] {settings.getProperty("tc.host"), env.get("DOCKER_HOST"),
                settings.getProperty("docker.host")}) {
            if (named != null && !named.isBlank()) {
                return Optional.of(URI.create(named.trim()));
            }
        }
        return sockets(env, home, root).stream().filter(Files::exists).findFirst()
                .map(socket -> URI.create("unix://" + socket.toAbsolutePath()));
    }

    /** Whether the engine wants TLS, which only Testcontainers' own client speaks here. */
    static boolean needsTls(Map<String, String> env, Path home, URI address) {
        String verify = env.getOrDefault("DOCKER_TLS_VERIFY",
                testcontainersProperties(home).getProperty("docker.tls.verify", ""));
        return "https".equals(address.getScheme()) || (!"unix".equals(address.getScheme())
                && !verify.isBlank() && !verify.equals("0"));
    }

    /** The places engines put their sockets: the system's, the user's session, Docker Desktop's, rootless ones. */
    static List<Path> sockets(Map<String, String> env, Path home, Path root) {
        List<Path> places = new ArrayList<>(List.of(root.resolve("var/run/docker.sock")));
        if (env.containsKey("XDG_RUNTIME_DIR")) {
            places.add(Path.of(env.get("XDG_RUNTIME_DIR"), "docker.sock"));
        }
        places.add(home.resolve(".docker/run/docker.sock"));
        places.add(home.resolve(".docker/desktop/docker.sock"));
        try (Stream<Path> users = Files.list(root.resolve("run/user"))) {
            users.sorted().map(dir -> dir.resolve("docker.sock")).forEach(places::add);
        } catch (IOException e) {
            // no rootless engines here
        }
        return places;
    }

    static Properties testcontainersProperties(Path home) {
        Properties p = new Properties();
        try (Reader r = Files.newBufferedReader(home.resolve(PROPERTIES))) {
            p.load(r);
        } catch (IOException e) {
            // none, or unreadable: Testcontainers' defaults
        }
        return p;
    }
}
