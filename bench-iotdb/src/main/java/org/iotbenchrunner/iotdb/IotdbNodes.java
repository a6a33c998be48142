package org.iotbenchrunner.iotdb;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.apache.iotdb.session.Session;
import org.iotbenchrunner.core.spi.Endpoint;
import org.iotbenchrunner.core.spi.ServerProcess;

/**
 * What starting any local IoTDB node takes, for the one-server launcher ({@link IotdbLocalServer}) and the cluster
 * launcher ({@link IotdbCluster}) alike: the assembled jars laid out as a distribution, a node's configuration
 * folder, its start script as a {@link ServerProcess}, and a session to check it answers.
 */
final class IotdbNodes {
    static final Duration STARTUP_TIMEOUT = Duration.ofSeconds(120);
    /** The start scripts and configuration that stand in for a distribution's around assembled jars. */
    static final String JAR_SCRIPTS = "/docker/iotdb/jars/";
    static final List<String> JAR_FILES = List.of("sbin/start-node.sh", "sbin/start-confignode.sh",
            "sbin/start-datanode.sh", "conf/confignode-env.sh", "conf/datanode-env.sh", "conf/iotdb-system.properties",
            "conf/logback-console.xml");

    private IotdbNodes() {
    }

    /**
     * The assembled jars as a distribution: docker/iotdb/jars' start scripts and configuration in {@code
     * work}/iotdb, and lib/ a link to the jars.
     */
    static Path jarHome(Path work, Path lib) throws IOException {
        Path jarHome = work.resolve("iotdb");
        for (String file : JAR_FILES) {
            Path target = jarHome.resolve(file);
            Files.createDirectories(target.getParent());
            try (InputStream in = IotdbNodes.class.getResourceAsStream(JAR_SCRIPTS + file)) {
                if (in == null) {
                    throw new IOException("this build of bench-iotdb has no " + JAR_SCRIPTS + file);
                }
                Files.copy(in, target);
            }
            if (file.endsWith(".sh")) {
                Files.setPosixFilePermissions(target, PosixFilePermissions.fromString("rwxr-xr-x"));
            }
        }
        Files.createSymbolicLink(jarHome.resolve("lib"), lib);
        return jarHome;
    }

    /**
     * Copies {@code home}/conf to {@code conf}, sets the keys of {@code files} (file name to its keys) and the
     * tuning's memory in the env scripts, and sends the logs to the console (which the harness writes to a file).
     */
    static void writeConf(Path home, Path conf, Map<String, Map<String, String>> files, IotdbTuning tuning)
            throws IOException {
        copyTree(home.resolve("conf"), conf);
        for (Map.Entry<String, Map<String, String>> file : files.entrySet()) {
            Path path = conf.resolve(file.getKey());
            String original = Files.exists(path) ? Files.readString(path, StandardCharsets.ISO_8859_1) : "";
            Files.writeString(path, IotdbServerConfig.rewrite(original, file.getValue()),
                    StandardCharsets.ISO_8859_1);
        }
        appendIfPresent(conf.resolve(IotdbServerConfig.CONFIGNODE_ENV),
                IotdbServerConfig.heapOverride("CONFIGNODE_JMX_OPTS", tuning.configNode()));
        appendIfPresent(conf.resolve(IotdbServerConfig.DATANODE_ENV),
                IotdbServerConfig.heapOverride("IOTDB_JMX_OPTS", tuning.dataNode()));
        Files.writeString(conf.resolve(IotdbServerConfig.CONFIGNODE_LOGBACK), IotdbServerConfig.logbackConsole());
        Files.writeString(conf.resolve(IotdbServerConfig.DATANODE_LOGBACK), IotdbServerConfig.logbackConsole());
    }

    private static void appendIfPresent(Path file, String text) throws IOException {
        if (Files.isRegularFile(file)) {
            Files.writeString(file, text, StandardCharsets.ISO_8859_1, StandardOpenOption.APPEND);
        }
    }

    private static void copyTree(Path source, Path target) throws IOException {
        try (Stream<Path> paths = Files.walk(source)) {
            for (Path p : paths.toList()) {
                Path dest = target.resolve(source.relativize(p).toString());
                if (Files.isDirectory(p)) {
                    Files.createDirectories(dest);
                } else {
                    Files.copy(p, dest);
                }
            }
        } catch (UncheckedIOException e) {
            throw e.getCause();
        }
    }

    /**
     * {@code sbin/<script> -f} of {@code home} in {@code work} with {@code environment}, its output to {@code log}.
     * {@code -f} keeps the node in the foreground: the script execs the JVM, so the process is the node.
     */
    static ServerProcess node(Path home, String name, String script, Map<String, String> environment, Path work,
            Path log) {
        ProcessBuilder builder = new ProcessBuilder("bash", home.resolve("sbin").resolve(script).toString(), "-f")
                .directory(work.toFile())
                .redirectErrorStream(true)
                .redirectOutput(ProcessBuilder.Redirect.appendTo(log.toFile()));
        Map<String, String> env = builder.environment();
        env.keySet().removeIf(IotdbServerConfig::isScriptVariable);
        env.putAll(environment);
        env.putIfAbsent("JAVA_HOME", System.getProperty("java.home"));
        return ServerProcess.of(name, builder, log)
                .startupTimeout(STARTUP_TIMEOUT)
                .serverPid(IotdbNodes::javaProcess);
    }

    /** The JVM of a node: the process itself once the script has exec'ed java, else its java descendant. */
    static ProcessHandle javaProcess(Process process) {
        ProcessHandle self = process.toHandle();
        if (isJava(self)) {
            return self;
        }
        return process.descendants().filter(IotdbNodes::isJava).findFirst().orElse(self);
    }

    private static boolean isJava(ProcessHandle handle) {
        return handle.info().command().map(c -> c.endsWith("/java") || c.equals("java")).orElse(false);
    }

    /** What a readiness check does on a session of its own to one DataNode. */
    interface SessionCheck {
        /** Null once ready; else what was seen instead. */
        String check(Session session) throws Exception;
    }

    /** Runs {@code check} on a fresh session to {@code endpoint} (redirection off: it is about this node). */
    static String onSession(Endpoint endpoint, SessionCheck check) throws Exception {
        Session session = new Session.Builder().host(endpoint.host()).port(endpoint.port())
                .username(endpoint.user()).password(endpoint.password()).enableRedirection(false).build();
        try {
            session.open(false, 2000);
            return check.check(session);
        } finally {
            try {
                session.close();
            } catch (Exception ignored) {
                // not open
            }
        }
    }

    /** Null once a session opens on the DataNode's RPC port and answers {@code SHOW VERSION}. */
    static String answersShowVersion(Endpoint endpoint) throws Exception {
        return onSession(endpoint, session -> {
            session.executeQueryStatement("SHOW VERSION").closeOperationHandle();
            return null;
        });
    }
}
