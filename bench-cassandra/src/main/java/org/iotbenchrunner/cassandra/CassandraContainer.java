package org.iotbenchrunner.cassandra;

import java.io.IOException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.iotbenchrunner.core.config.BenchmarkConfig;
import org.iotbenchrunner.core.config.ConfigKey;
import org.iotbenchrunner.core.spi.ContainerRequest;
import org.iotbenchrunner.core.spi.ContainerSpec;
import org.iotbenchrunner.core.spi.Endpoint;
import org.iotbenchrunner.core.spi.JarAssembly;
import org.iotbenchrunner.core.spi.LocalBuild;
import org.iotbenchrunner.core.spi.ServerResources;

/**
 * A single Cassandra 5.0.9 node in a container of the image docker/cassandra builds from the jars the local server
 * runs (no registry answers here, and upstream's image reads its settings from its own scripts): the same
 * cassandra.yaml and JVM flags as the local server's, the yaml passed as CASSANDRA_YAML, the JVM as the command.
 */
final class CassandraContainer {
    static final String IMAGE = "iot-benchrunner/cassandra:" + CassandraAssembly.VERSION;
    static final int PORT = 9042;
    static final int STORAGE_PORT = 7000;
    static final Path ROOT = Path.of("/var/lib/cassandra");
    static final Path CONF = Path.of("/cassandra/conf");

    private CassandraContainer() {
    }

    static ContainerSpec spec(BenchmarkConfig config, ContainerRequest request, JarAssembly assembly) {
        ServerResources resources = request.server().resources();
        Map<String, String> settings = CassandraSettings.applied(request.server(), resources);
        CassandraServerConfig.Directories dirs = new CassandraServerConfig.Directories(ROOT);
        // clients reach the published port; the node advertises loopback, which the driver does not dial for the one
        // node it is connected to
        CassandraServerConfig.Listeners at = new CassandraServerConfig.Listeners("127.0.0.1", "0.0.0.0", "127.0.0.1",
                PORT, STORAGE_PORT);
        Map<String, String> env = new LinkedHashMap<>();
        env.put("CASSANDRA_YAML", CassandraServerConfig.yaml(at, dirs, settings));
        env.put("CASSANDRA_LOGBACK", CassandraServerConfig.logback());
        return new ContainerSpec(IMAGE, env, command(settings), new Endpoint("localhost", PORT, null, null,
                config.getString(ConfigKey.DB_NAME), null), new ContainerSpec.Readiness.ListeningPort(), Duration.ofMinutes(3),
                List.of(dirs.data().toString(), dirs.commitlog().toString()), localBuild(assembly),
                new ContainerSpec.Settings(settings, readBack(settings)));
    }

    /** The JVM, as the local server runs it, with the image's paths. */
    static List<String> command(Map<String, String> settings) {
        List<String> command = new ArrayList<>(List.of("start-cassandra.sh", "java"));
        command.addAll(CassandraServerConfig.jvmFlags(Path.of("/cassandra/jamm.jar"), CassandraTuning.heap(settings),
                CONF.resolve("cassandra.yaml"), CONF.resolve("logback.xml"), ROOT));
        command.addAll(List.of("-cp", "/cassandra/lib/*", CassandraServerConfig.MAIN_CLASS));
        return command;
    }

    /** Each yaml setting as the node's cassandra.yaml has it, and the heap from the JVM's command line. */
    static List<String> readBack(Map<String, String> settings) {
        StringBuilder script = new StringBuilder("echo \"" + CassandraTuning.HEAP
                + "=$(tr '\\0' '\\n' < /proc/1/cmdline | sed -n 's/^-Xmx\\(.*\\)M$/\\1MiB/p')\"");
        for (String key : CassandraTuning.yamlSettings(settings).keySet()) {
            script.append("; sed -n 's/^").append(key).append(": */").append(key).append("=/p' ")
                    .append(CONF.resolve("cassandra.yaml")).append(" | tail -n 1");
        }
        return List.of("bash", "-c", script.toString());
    }

    /** docker/cassandra around the assembled jars, assembled now if needed. */
    static LocalBuild localBuild(JarAssembly assembly) {
        try {
            assembly.ensure(System.out);
            return new LocalBuild("cassandra", CassandraAssembly.VERSION, Map.of("cassandra", assembly.root()), null);
        } catch (IOException e) {
            return new LocalBuild("cassandra", CassandraAssembly.VERSION, Map.of(), e.getMessage());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return new LocalBuild("cassandra", CassandraAssembly.VERSION, Map.of(), "interrupted while assembling "
                    + "Cassandra");
        }
    }
}
