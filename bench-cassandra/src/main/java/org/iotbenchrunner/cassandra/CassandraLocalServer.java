package org.iotbenchrunner.cassandra;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.iotbenchrunner.core.config.BenchmarkConfig;
import org.iotbenchrunner.core.config.ConfigKey;
import org.iotbenchrunner.core.spi.Endpoint;
import org.iotbenchrunner.core.spi.JarAssembly;
import org.iotbenchrunner.core.spi.LocalProcessServer;
import org.iotbenchrunner.core.spi.LocalServer;
import org.iotbenchrunner.core.spi.LoopbackPorts;
import org.iotbenchrunner.core.spi.RunningServer;
import org.iotbenchrunner.core.spi.ServerOptions;
import org.iotbenchrunner.core.spi.ServerProcess;

/**
 * A private single-node Cassandra 5.0.9 in a work directory: {@code CassandraDaemon} run from the jars assembled
 * from Maven Central ({@link CassandraAssembly}) by this JVM's {@code java}, with a generated cassandra.yaml
 * ({@link CassandraServerConfig}) on two free loopback ports. Ready when the CQL port accepts connections; SIGTERM
 * stops it cleanly (its shutdown hook drains: memtables are flushed).
 */
public final class CassandraLocalServer implements LocalServer {

    static final Duration STARTUP_TIMEOUT = Duration.ofMinutes(3);
    static final Duration STOP_TIMEOUT = Duration.ofSeconds(60);
    static final String DISK_METHOD = "allocated bytes under the node's data and commit log directories (SSTables, "
            + "and writes not yet flushed from memtables)";

    private final JarAssembly assembly;
    private final Path java;

    public CassandraLocalServer() {
        this(CassandraAssembly.inUserCache(), Path.of(System.getProperty("java.home"), "bin", "java"));
    }

    CassandraLocalServer(JarAssembly assembly, Path java) {
        this.assembly = assembly;
        this.java = java;
    }

    @Override
    public Optional<String> unavailableReason() {
        Optional<String> jars = assembly.unavailableReason();
        if (jars.isPresent()) {
            return jars;
        }
        if (!Files.isExecutable(java)) {
            return Optional.of("no Java launcher at " + java + " to run the Cassandra server with");
        }
        return Optional.empty();
    }

    @Override
    public RunningServer start(Path workDir, BenchmarkConfig config, ServerOptions options) throws Exception {
        requireAvailable();
        Path lib = assembly.ensure(System.out);
        int[] ports = LoopbackPorts.free(2);
        Map<String, String> settings = CassandraSettings.applied(options, options.resources());
        CassandraNode node = new CassandraNode(workDir.resolve("cassandra"),
                CassandraServerConfig.Listeners.loopback(ports[0], ports[1]), Map.of(), settings,
                CassandraServerConfig.FAST_START);
        Path log = workDir.resolve("cassandra.log");
        ServerProcess process = ServerProcess.of("Cassandra", node.prepare(java, lib, jamm(), log), log)
                .readyWhen(ServerProcess.listening("127.0.0.1", node.at().nativePort()))
                .startupTimeout(STARTUP_TIMEOUT)
                .stopTimeout(STOP_TIMEOUT);
        Endpoint endpoint = new Endpoint("127.0.0.1", node.at().nativePort(), null, null,
                config.getString(ConfigKey.DB_NAME), null);
        CassandraServerConfig.Directories dirs = node.directories();
        LocalProcessServer server = LocalProcessServer.of("Cassandra", workDir, endpoint)
                .process(process)
                .origin(CassandraAssembly.SERVER.description())
                .dataDirectories(List.of(dirs.data(), dirs.commitlog()), DISK_METHOD)
                .start();
        try {
            return server.settings(CassandraSettings.readBack(endpoint, config, settings, server.pid()));
        } catch (RuntimeException e) {
            server.close();
            throw e;
        }
    }

    Path jamm() throws java.io.IOException {
        return CassandraAssembly.jamm(assembly);
    }

    Path java() {
        return java;
    }

    JarAssembly assembly() {
        return assembly;
    }
}
