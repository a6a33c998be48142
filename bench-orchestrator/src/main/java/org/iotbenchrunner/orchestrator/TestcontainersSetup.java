package org.iotbenchrunner.orchestrator;

import java.lang.reflect.Constructor;
import java.lang.reflect.Field;
import org.testcontainers.utility.ResourceReaper;
import org.testcontainers.utility.TestcontainersConfiguration;

/**
 * Testcontainers as the harness uses it: without Ryuk and without the start-up checks, because both start
 * containers of images that only a registry gives (Ryuk's own, alpine) and hang or fail where none answers. The
 * harness labels its containers and reaps those of ended runs itself ({@link ContainerOwners}); Testcontainers'
 * JVM shutdown hook still removes the containers of this process. An explicit {@code TESTCONTAINERS_RYUK_DISABLED}
 * or {@code TESTCONTAINERS_CHECKS_DISABLE} in the environment is left to Testcontainers.
 */
final class TestcontainersSetup {
    private static boolean prepared;

    private TestcontainersSetup() {
    }

    /** Before the first Docker client: later calls do nothing. */
    static synchronized void prepare() {
        if (prepared) {
            return;
        }
        if (System.getenv("TESTCONTAINERS_CHECKS_DISABLE") == null) {
            TestcontainersConfiguration.getInstance().getUserProperties().setProperty("checks.disable", "true");
        }
        if (System.getenv("TESTCONTAINERS_RYUK_DISABLED") == null) {
            useShutdownHookReaper();
        }
        prepared = true;
    }

    /** What TESTCONTAINERS_RYUK_DISABLED=true selects, chosen here since Testcontainers reads only the variable. */
    private static void useShutdownHookReaper() {
        try {
            Field instance = ResourceReaper.class.getDeclaredField("instance");
            instance.setAccessible(true);
            synchronized (ResourceReaper.class) {
                if (instance.get(null) == null) {
                    Constructor<?> hook = Class.forName("org.testcontainers.utility.JVMHookResourceReaper")
                            .getDeclaredConstructor();
                    hook.setAccessible(true);
                    instance.set(null, hook.newInstance());
                }
            }
        } catch (ReflectiveOperationException | RuntimeException e) {
            throw new IllegalStateException("cannot run Testcontainers without Ryuk (" + e + "); set "
                    + "TESTCONTAINERS_RYUK_DISABLED=true in the environment", e);
        }
    }
}
