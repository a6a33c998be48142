package org.iotbenchrunner.core.testing;

import java.nio.file.Files;
import java.nio.file.Path;
import org.iotbenchrunner.core.config.BenchmarkConfig;
import org.iotbenchrunner.core.spi.LocalServer;
import org.iotbenchrunner.core.spi.RealServers;
import org.iotbenchrunner.core.spi.RunningServer;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.TestInstance;

/**
 * A module integration test's private server: started once before its tests where it can run here, stopped after
 * them, and each test skipped with the reason where it cannot (failed under {@code CI=true}, see
 * {@link RealServers}).
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
public abstract class PrivateServerKit {
    private final LocalServer local;
    private final BenchmarkConfig config;
    private final String serverName;
    private RunningServer server;
    private Path workDir;

    /** {@code serverName} is the name {@link RealServers#require} knows the server by. */
    protected PrivateServerKit(LocalServer local, BenchmarkConfig config, String serverName) {
        this.local = local;
        this.config = config;
        this.serverName = serverName;
    }

    /** For a kit whose subclasses shape the config: it overrides {@link #config()}. */
    protected PrivateServerKit(LocalServer local, String serverName) {
        this(local, null, serverName);
    }

    @BeforeAll
    final void startServer() throws Exception {
        if (local.unavailableReason().isEmpty()) {
            workDir = Files.createTempDirectory(getClass().getSimpleName() + "-");
            server = local.start(workDir, config());
        }
    }

    @AfterAll
    final void stopServer() {
        if (server != null) {
            server.close();
        }
    }

    @BeforeEach
    final void requireServer() {
        RealServers.require(serverName, local.unavailableReason());
    }

    /** The running server; a test only runs when there is one. */
    protected final RunningServer server() {
        return server;
    }

    /** The directory the server was started in. */
    protected final Path workDir() {
        return workDir;
    }

    /** The config the server is started with and the tests open their clients with. */
    protected BenchmarkConfig config() {
        return config;
    }
}
