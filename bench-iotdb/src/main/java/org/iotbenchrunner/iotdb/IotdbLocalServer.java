package org.iotbenchrunner.iotdb;

import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
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
 * A private IoTDB (one ConfigNode, one DataNode) for machines without Docker, from an unpacked
 * {@code apache-iotdb-1.3.x-all-bin} distribution where one is given (the {@code iotdb.home} system property or the
 * {@code IOTDB_HOME} environment variable, else one scripts/setup.sh --for iotdb --mode local unpacked), else from IoTDB 2.0.1-beta's
 * jars assembled from Maven Central ({@link IotdbAssembly}) with the start scripts of docker/iotdb/jars. The binaries
 * are only read: configuration, data and logs live in the work directory, every port is a free loopback port, and
 * the DataNode's heap is a quarter of the host's memory ({@code --profile default}) or benchANT's tuned settings
 * scaled to the memory available ({@code tuned}).
 */
public final class IotdbLocalServer implements LocalServer {
    static final String HOME_PROPERTY = "iotdb.home";
    static final String HOME_VARIABLE = "IOTDB_HOME";
    static final String HINT = "point it at an unpacked apache-iotdb-1.3.x-all-bin distribution";
    static final String CONFIGNODE_LOG = "logs/confignode.out";
    static final String DATANODE_LOG = "logs/datanode.out";
    private static final Pattern SERVER_JAR = Pattern.compile("iotdb-server-(.+)\\.jar");

    private final Path home;
    private final JarAssembly assembly;

    public IotdbLocalServer() {
        this(configuredHome().orElse(null), IotdbAssembly.inUserCache());
    }

    IotdbLocalServer(Path home) {
        this(home, IotdbAssembly.inUserCache());
    }

    IotdbLocalServer(Path home, JarAssembly assembly) {
        this.home = home;
        this.assembly = assembly;
    }

    /** The distribution this server runs (null when none is given: it runs the assembled jars). */
    Path home() {
        return home;
    }

    JarAssembly assembly() {
        return assembly;
    }

    private static Optional<Path> configuredHome() {
        String value = System.getProperty(HOME_PROPERTY);
        if (value == null || value.isBlank()) {
            value = System.getenv(HOME_VARIABLE);
        }
        return value == null || value.isBlank() ? installedBySetup() : Optional.of(Path.of(value.trim()));
    }

    /** The newest 1.3 distribution scripts/setup.sh --for iotdb --mode local unpacked into its folder, if any. */
    private static Optional<Path> installedBySetup() {
        try (Stream<Path> entries = Files.list(IotdbAssembly.cacheFolder())) {
            return entries.filter(p -> p.getFileName().toString().matches("apache-iotdb-1\\.3\\..*-all-bin"))
                    .filter(Files::isDirectory).max(Path::compareTo);
        } catch (IOException e) {
            return Optional.empty();
        }
    }

    /** What results record as the server's origin: the distribution and its version, or the assembled jars. */
    String origin() {
        return home == null ? IotdbAssembly.SERVER.description()
                : distributionVersion(home).map(v -> "IoTDB " + v + ", ").orElse("IoTDB, ") + "distribution at " + home;
    }

    /** The version in the name of the distribution's lib/iotdb-server-*.jar. */
    static Optional<String> distributionVersion(Path home) {
        try (Stream<Path> jars = Files.list(home.resolve("lib"))) {
            return jars.map(p -> SERVER_JAR.matcher(p.getFileName().toString())).filter(Matcher::matches)
                    .map(m -> m.group(1)).findFirst();
        } catch (IOException e) {
            return Optional.empty();
        }
    }

    /** Why the assembled jars cannot run, said as the fallback it is. */
    static String withoutDistribution(String reason) {
        return "no IoTDB distribution is given (IOTDB_HOME or --iotdb-home), and " + reason;
    }

    @Override
    public Optional<String> unavailableReason() {
        if (System.getProperty("os.name", "").toLowerCase(Locale.ROOT).startsWith("windows")) {
            return Optional.of("the local IoTDB server runs sbin/*.sh scripts, which need Linux or macOS; use "
                    + "--provider external on Windows");
        }
        if (home == null) {
            return assembly.unavailableReason().map(IotdbLocalServer::withoutDistribution);
        }
        if (!Files.isDirectory(home)) {
            return Optional.of(HOME_VARIABLE + "=" + home + " is not a directory: " + HINT);
        }
        for (String script : List.of("sbin/start-confignode.sh", "sbin/start-datanode.sh")) {
            if (!Files.isRegularFile(home.resolve(script))) {
                return Optional.of(HOME_VARIABLE + "=" + home + " has no " + script + ": " + HINT);
            }
        }
        if (!hasJars(home.resolve("lib"))) {
            return Optional.of(HOME_VARIABLE + "=" + home + " has no lib/*.jar: " + HINT);
        }
        if (IotdbServerConfig.Layout.of(home.resolve("conf")) == null) {
            return Optional.of(HOME_VARIABLE + "=" + home + " has neither conf/" + IotdbServerConfig.SYSTEM_FILE
                    + " nor conf/" + IotdbServerConfig.CONFIGNODE_FILE + " and conf/"
                    + IotdbServerConfig.DATANODE_FILE + ": " + HINT);
        }
        if (System.getProperty("os.name", "").toLowerCase(Locale.ROOT).contains("linux")
                && JarAssembly.onPath("free").isEmpty()) {
            return Optional.of("IoTDB's start scripts size memory with the free command, which is missing "
                    + "(install procps)");
        }
        return Optional.empty();
    }

    /**
     * Without a distribution, assembles the jars first (once) and lays out their start scripts and configuration in
     * the work directory. Then writes the private configuration, and starts the ConfigNode (ready once its internal
     * port listens) and the DataNode (ready once a session on its RPC port answers {@code SHOW VERSION}), each
     * {@code sbin/start-*.sh -f} with the node's JVM as its process. Closing stops the DataNode, then the ConfigNode
     * (SIGTERM, SIGKILL after 30 s) and deletes the work directory; a restart stops and starts both on the same
     * configuration and data.
     */
    @Override
    public RunningServer start(Path workDir, BenchmarkConfig config, ServerOptions options) throws Exception {
        requireAvailable();
        Path work = workDir.toAbsolutePath();
        Path lib = home == null ? assembly.ensure(System.out) : null;
        IotdbServerConfig.Ports ports = IotdbServerConfig.Ports.of(LoopbackPorts.free(7));
        IotdbTuning tuning = (options.tuned() ? IotdbTuning.tuned(options.resources())
                : IotdbTuning.defaults(hostMemoryBytes())).withProperties(options.serverSets());
        Endpoint endpoint = new Endpoint(IotdbServerConfig.LOOPBACK, ports.dnRpc(), "root", "root",
                config.getString(ConfigKey.DB_NAME), null);
        Path dataNode = work.resolve("datanode");
        // IoTDB 2.0.1-beta shows no configuration (IotdbReadBack): the settings recorded are those its files hold,
        // and for --server-set keys the DataNode's log of its configuration where it has them (IotdbConfigLog)
        LocalProcessServer server = LocalProcessServer.of("IoTDB", work, endpoint)
                .settings(tuning.settings())
                .origin(origin())
                .dataDirectories(List.of(dataNode.resolve("data"), dataNode.resolve("wal")),
                        "bytes allocated under the private DataNode's data and WAL directories (du) after FLUSH");
        Path binaries;
        try {
            binaries = lib == null ? home : IotdbNodes.jarHome(work, lib);
            Files.createDirectories(work.resolve("logs"));
            writeConfiguration(binaries, work, ports, config.getString(ConfigKey.TIMESTAMP_PRECISION), tuning);
        } catch (Exception e) {
            server.close();
            throw e;
        }
        LocalProcessServer started = server
                .process(IotdbNodes.node(binaries, "IoTDB ConfigNode", "start-confignode.sh",
                        IotdbServerConfig.configNodeEnvironment(binaries, work, tuning.configNode()), work,
                        work.resolve(CONFIGNODE_LOG))
                        .readyWhen(ServerProcess.listening(IotdbServerConfig.LOOPBACK, ports.cnInternal())))
                .process(IotdbNodes.node(binaries, "IoTDB DataNode", "start-datanode.sh",
                        IotdbServerConfig.dataNodeEnvironment(binaries, work, tuning.dataNode()), work,
                        work.resolve(DATANODE_LOG))
                        .readyWhen(() -> IotdbNodes.answersShowVersion(endpoint)))
                .start();
        return options.serverSets().isEmpty() ? started : started.settings(IotdbConfigLog.over(tuning.settings(),
                options.serverSets().keySet(), work.resolve(DATANODE_LOG)));
    }

    /** Copies conf/ into the work directory and points every directory, port and memory setting at ours. */
    void writeConfiguration(Path work, IotdbServerConfig.Ports ports, String precision, IotdbTuning tuning)
            throws IOException {
        writeConfiguration(home, work, ports, precision, tuning);
    }

    private static void writeConfiguration(Path home, Path work, IotdbServerConfig.Ports ports, String precision,
            IotdbTuning tuning) throws IOException {
        Path conf = work.resolve("conf");
        IotdbNodes.writeConf(home, conf, IotdbServerConfig.settingsByFile(IotdbServerConfig.Layout.of(
                home.resolve("conf")), work, ports, precision, tuning), tuning);
        for (String dir : List.of("confignode", "datanode")) {
            Files.createDirectories(work.resolve(dir));
        }
    }

    private static boolean hasJars(Path lib) {
        if (!Files.isDirectory(lib)) {
            return false;
        }
        try (DirectoryStream<Path> jars = Files.newDirectoryStream(lib, "*.jar")) {
            return jars.iterator().hasNext();
        } catch (IOException e) {
            return false;
        }
    }

    static long hostMemoryBytes() {
        var os = ManagementFactory.getOperatingSystemMXBean();
        if (os instanceof com.sun.management.OperatingSystemMXBean sun && sun.getTotalMemorySize() > 0) {
            return sun.getTotalMemorySize();
        }
        return 4L * 1024 * 1024 * 1024;
    }
}
