package org.iotbenchrunner.orchestrator.provision.container;

import com.github.dockerjava.api.DockerClient;
import java.io.IOException;
import java.lang.reflect.Constructor;
import java.lang.reflect.Field;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.testcontainers.DockerClientFactory;
import org.testcontainers.dockerclient.DockerClientConfigUtils;
import org.testcontainers.dockerclient.DockerClientProviderStrategy;
import org.testcontainers.utility.ResourceReaper;
import org.testcontainers.utility.TestcontainersConfiguration;

/**
 * Testcontainers as the harness uses it: without Ryuk, without the start-up checks, and told where containers'
 * ports answer, because all three would otherwise start containers of images that only a registry gives (Ryuk's own;
 * alpine for the checks and, wherever {@code /.dockerenv} exists, for finding the host's gateway) and hang or fail
 * where none answers. The harness labels its containers and reaps those of ended runs itself
 * ({@link ContainerOwners}). An explicit {@code TESTCONTAINERS_RYUK_DISABLED}, {@code TESTCONTAINERS_CHECKS_DISABLE}
 * or {@code TESTCONTAINERS_HOST_OVERRIDE} in the environment is left to Testcontainers.
 */
public final class TestcontainersSetup {
    private static final Path ROUTES = Path.of("/proc/net/route");
    private static boolean prepared;

    private TestcontainersSetup() {
    }

    /** Testcontainers' client, prepared first: the one way the harness gets it. */
    public static DockerClient client() {
        prepare();
        return DockerClientFactory.instance().client();
    }

    /** Before the first Docker client: later calls do nothing. */
    static synchronized void prepare() {
        if (prepared) {
            return;
        }
        if (System.getenv("TESTCONTAINERS_CHECKS_DISABLE") == null) {
            TestcontainersConfiguration.getInstance().getUserProperties().setProperty("checks.disable", "true");
        }
        String ryukDisabled = System.getenv("TESTCONTAINERS_RYUK_DISABLED");
        if (ryukDisabled == null || Boolean.parseBoolean(ryukDisabled)) {
            useReaperWithoutHook();
        }
        ContainerStarts.removeOwnOnExit();
        String override = System.getenv("TESTCONTAINERS_HOST_OVERRIDE");
        if (override == null || override.isBlank()) {
            // the strategy only: its first client would look for the host at once
            URI engine = DockerClientFactory.instance().getTransportConfig().getDockerHost();
            DockerHostAddress.decide(engine, DockerClientConfigUtils.IN_A_CONTAINER, gateway(),
                    () -> subnets(engine)).ifPresent(TestcontainersSetup::handToTestcontainers);
        }
        prepared = true;
    }

    private static Optional<String> gateway() {
        try {
            return DockerHostAddress.defaultGateway(Files.readString(ROUTES));
        } catch (IOException e) {
            return Optional.empty();
        }
    }

    private static List<String> subnets(URI engine) {
        try (EngineApi api = new EngineApi(engine)) {
            return api.subnets();
        } catch (RuntimeException e) {
            return List.of();
        }
    }

    /**
     * What TESTCONTAINERS_HOST_OVERRIDE would say, set on the chosen strategy before it is asked: Testcontainers
     * 1.20 reads the override from the environment only and has no property for it.
     */
    private static void handToTestcontainers(String host) {
        try {
            Field chosen = DockerClientFactory.class.getDeclaredField("strategy");
            chosen.setAccessible(true);
            Object strategy = chosen.get(DockerClientFactory.instance());
            Field address = DockerClientProviderStrategy.class.getDeclaredField("dockerHostIpAddress");
            address.setAccessible(true);
            synchronized (strategy) {
                address.set(strategy, host);
            }
        } catch (ReflectiveOperationException | RuntimeException e) {
            throw new IllegalStateException("cannot tell Testcontainers where containers' ports answer (" + e
                    + "); set TESTCONTAINERS_HOST_OVERRIDE=" + host + " in the environment", e);
        }
    }

    /**
     * Testcontainers' reaper without Ryuk and without its JVM hook: {@link ContainerStarts}' hook removes this
     * harness's containers, including one created while the harness stops, and two hooks would race (the engine
     * refuses the second removal, and Testcontainers' hook prints its stack trace).
     */
    private static void useReaperWithoutHook() {
        try {
            Field instance = ResourceReaper.class.getDeclaredField("instance");
            instance.setAccessible(true);
            synchronized (ResourceReaper.class) {
                if (instance.get(null) == null) {
                    Constructor<ResourceReaper> plain = ResourceReaper.class.getDeclaredConstructor();
                    plain.setAccessible(true);
                    instance.set(null, plain.newInstance());
                }
            }
        } catch (ReflectiveOperationException | RuntimeException e) {
            throw new IllegalStateException("cannot run Testcontainers without Ryuk (" + e + "); set "
                    + "TESTCONTAINERS_RYUK_DISABLED=true in the environment", e);
        }
    }
}
