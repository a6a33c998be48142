package org.iotbenchrunner.cassandra;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * How one CassandraDaemon JVM is launched, alone or in a ring: its files (cassandra.yaml, logback.xml) written in its
 * own directory and its command, run by {@code java} from the assembled jars {@code lib} with the jamm agent.
 *
 * @param ringSettings the node's yaml settings as a member of a ring (empty for a node on its own)
 * @param start the system properties of how it starts ({@link CassandraServerConfig#FAST_START} or
 *     {@link CassandraServerConfig#RING_START})
 */
record CassandraNode(Path root, CassandraServerConfig.Listeners at, Map<String, String> ringSettings,
        Map<String, String> settings, List<String> start) {

    CassandraServerConfig.Directories directories() {
        return new CassandraServerConfig.Directories(root);
    }

    /** Writes the node's files and returns the process builder that runs it, its output appended to {@code log}. */
    ProcessBuilder prepare(Path java, Path lib, Path jamm, Path log) throws IOException {
        Files.createDirectories(root.resolve("logs"));
        Path yaml = root.resolve("cassandra.yaml");
        Files.writeString(yaml, CassandraServerConfig.yaml(at, directories(), ringSettings, settings));
        Path logback = root.resolve("logback.xml");
        Files.writeString(logback, CassandraServerConfig.logback());
        List<String> command = new ArrayList<>();
        command.add(java.toString());
        command.addAll(CassandraServerConfig.jvmFlags(jamm, CassandraTuning.heap(settings), yaml, logback, root,
                start));
        command.addAll(List.of("-cp", lib.resolve("*").toString(), CassandraServerConfig.MAIN_CLASS));
        return new ProcessBuilder(command)
                .directory(root.toFile())
                .redirectErrorStream(true)
                .redirectOutput(ProcessBuilder.Redirect.appendTo(log.toFile()));
    }
}
