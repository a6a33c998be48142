package org.iotbenchrunner.cassandra;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
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
    private static final Duration STARTUP_TIMEOUT = Duration.ofMinutes(3);
    private static final Duration STOP_TIMEOUT = Duration.ofSeconds(60);

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
        Path root = workDir.resolve("cassandra");
        Files.createDirectories(root.resolve("logs"));
        int[] ports = LoopbackPorts.free(2);
        CassandraServerConfig.Listeners at = CassandraServerConfig.Listeners.loopback(ports[0], ports[1]);
        CassandraServerConfig.Directories dirs = new CassandraServerConfig.Directories(root);
        Map<String, String> settings = CassandraTuning.profile(options.profile().id(), options.resources());
        Path yaml = root.resolve("cassandra.yaml");
        Files.writeString(yaml, CassandraServerConfig.yaml(at, dirs, settings));
        Path logback = root.resolve("logback.xml");
        Files.writeString(logback, CassandraServerConfig.logback());
        Path log = workDir.resolve("cassandra.log");
        Path jamm = CassandraAssembly.jamm(assembly);
        ProcessBuilder launcher = new ProcessBuilder(command(lib, jamm, settings, yaml, logback, root))
                .directory(root.toFile())
                .redirectErrorStream(true)
                .redirectOutput(ProcessBuilder.Redirect.appendTo(log.toFile()));
        ServerProcess process = ServerProcess.of("Cassandra", launcher, log)
                .readyWhen(ServerProcess.listening("127.0.0.1", at.nativePort()))
                .startupTimeout(STARTUP_TIMEOUT)
                .stopTimeout(STOP_TIMEOUT);
        Endpoint endpoint = new Endpoint("127.0.0.1", at.nativePort(), null, null,
                config.getString(ConfigKey.DB_NAME), null);
        return LocalProcessServer.of("Cassandra", workDir, endpoint)
                .process(process)
                .settings(settings)
                .origin(CassandraAssembly.SERVER.description())
                .dataDirectories(List.of(dirs.data(), dirs.commitlog()), "allocated bytes under the node's data and "
                        + "commit log directories (SSTables, and writes not yet flushed from memtables)")
                .start();
    }

    List<String> command(Path lib, Path jamm, Map<String, String> settings, Path yaml, Path logback, Path root) {
        List<String> command = new ArrayList<>();
        command.add(java.toString());
        command.addAll(CassandraServerConfig.jvmFlags(jamm, CassandraTuning.heap(settings), yaml, logback, root));
        command.addAll(List.of("-cp", lib.resolve("*").toString(), CassandraServerConfig.MAIN_CLASS));
        return command;
    }
}
