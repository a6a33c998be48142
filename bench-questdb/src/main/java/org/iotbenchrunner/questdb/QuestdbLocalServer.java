package org.iotbenchrunner.questdb;

import java.net.HttpURLConnection;
import java.net.URI;
import java.sql.Connection;
import java.sql.SQLException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.iotbenchrunner.core.config.BenchmarkConfig;
import org.iotbenchrunner.core.config.ConfigKey;
import org.iotbenchrunner.core.spi.Endpoint;
import org.iotbenchrunner.core.spi.LocalProcessServer;
import org.iotbenchrunner.core.spi.LocalServer;
import org.iotbenchrunner.core.spi.LoopbackPorts;
import org.iotbenchrunner.core.spi.RunningServer;
import org.iotbenchrunner.core.spi.Secrets;
import org.iotbenchrunner.core.spi.ServerOptions;
import org.iotbenchrunner.core.spi.ServerProcess;

/**
 * A private QuestDB 7.3.10 in a work directory: the server jar (a Java module that carries its native library) run by
 * this JVM's {@code java} as a process of its own, with the JVM flags of QuestDB's start script, its root (conf, db,
 * log, public) in the work directory and every listener on a free loopback port, written into conf/server.conf with
 * a generated PostgreSQL wire password. The jar is {@code $QUESTDB_JAR}, else the one the build resolves into the
 * local Maven repository. SIGTERM stops it cleanly (QuestDB's shutdown hook closes the WAL and the tables).
 */
public final class QuestdbLocalServer implements LocalServer {
    static final String USER = "admin";
    static final String DATABASE = "qdb";
    private static final Duration STARTUP_TIMEOUT = Duration.ofSeconds(90);
    /** QuestDB's default for both connection limits. */
    private static final int DEFAULT_CONNECTION_LIMIT = 64;

    private final Path jar;
    private final Path java;

    public QuestdbLocalServer() {
        this(defaultJar(), Path.of(System.getProperty("java.home"), "bin", "java"));
    }

    QuestdbLocalServer(Path jar, Path java) {
        this.jar = jar;
        this.java = java;
    }

    /** {@code $QUESTDB_JAR}, else org/questdb/questdb/7.3.10 in the local Maven repository. */
    static Path defaultJar() {
        String env = System.getenv("QUESTDB_JAR");
        if (env != null && !env.isBlank()) {
            return Path.of(env);
        }
        String repo = System.getProperty("maven.repo.local");
        Path base = repo != null && !repo.isBlank() ? Path.of(repo)
                : Path.of(System.getProperty("user.home"), ".m2", "repository");
        return base.resolve(Path.of("org", "questdb", "questdb", Versions.SERVER,
                "questdb-" + Versions.SERVER + ".jar"));
    }

    Path jar() {
        return jar;
    }

    @Override
    public Optional<String> unavailableReason() {
        if (!Files.isRegularFile(jar)) {
            return Optional.of("the QuestDB " + Versions.SERVER + " server jar is missing: no " + jar + " (set "
                    + "QUESTDB_JAR, or fetch it with mvn -o dependency:get -Dartifact=org.questdb:questdb:"
                    + Versions.SERVER + ", or build the project, which resolves it)");
        }
        if (!Files.isExecutable(java)) {
            return Optional.of("no Java launcher at " + java + " to run the QuestDB server with");
        }
        return Optional.empty();
    }

    @Override
    public RunningServer start(Path workDir, BenchmarkConfig config, ServerOptions options) throws Exception {
        requireAvailable();
        Files.createDirectories(workDir.resolve("conf"));
        int[] ports = LoopbackPorts.free(4);
        Ports at = new Ports(ports[0], ports[1], ports[2], ports[3]);
        String password = Secrets.generate();
        Map<String, String> settings = QuestdbTuning.applied(options);
        Files.writeString(workDir.resolve("conf").resolve("server.conf"), serverConf(at, password, config, settings));
        Path log = workDir.resolve("questdb.log");
        ProcessBuilder launcher = new ProcessBuilder(command(workDir, settings))
                .directory(workDir.toFile())
                .redirectErrorStream(true)
                .redirectOutput(ProcessBuilder.Redirect.appendTo(log.toFile()));
        ServerProcess process = ServerProcess.of("QuestDB", launcher, log)
                .readyWhen(ready(at))
                .startupTimeout(STARTUP_TIMEOUT);
        Endpoint endpoint = new Endpoint("127.0.0.1", at.pg(), USER, password, DATABASE, null);
        LocalProcessServer server = LocalProcessServer.of("QuestDB", workDir, endpoint)
                .process(process)
                .dataDirectories(List.of(workDir.resolve("db")), "allocated bytes under the server's db directory "
                        + "(tables, their WAL and symbol files)")
                .start();
        try {
            return server.settings(readBack(endpoint, settings, server.pid()));
        } catch (Exception e) {
            server.close();
            throw e;
        }
    }

    /**
     * Each applied setting as the running server shows it: the server.conf keys from {@code SHOW PARAMETERS}, the heap
     * from the command line of the JVM {@code pid}; a key the server does not show is left out, so that it is not
     * taken for one it applied.
     */
    static Map<String, String> readBack(Endpoint endpoint, Map<String, String> settings, long pid)
            throws SQLException, InterruptedException {
        Map<String, String> shown = new LinkedHashMap<>();
        Map<String, String> conf = QuestdbTuning.serverConf(settings);
        if (!conf.isEmpty()) {
            try (Connection connection = QuestdbBinding.connect(endpoint, 30_000)) {
                Map<String, String> parameters = IlpAddress.parameters(connection, conf.keySet());
                settings.keySet().stream().filter(parameters::containsKey)
                        .forEach(key -> shown.put(key, parameters.get(key)));
            }
        }
        if (settings.containsKey(QuestdbTuning.HEAP)) {
            ProcessHandle.of(pid).flatMap(p -> p.info().arguments()).flatMap(QuestdbLocalServer::heap)
                    .ifPresent(heap -> shown.put(QuestdbTuning.HEAP, heap));
        }
        return shown;
    }

    /** The last {@code -Xmx} of a JVM's arguments (the one the JVM uses), without the flag. */
    static Optional<String> heap(String[] arguments) {
        String heap = null;
        for (String argument : arguments) {
            if (argument.startsWith(QuestdbTuning.HEAP)) {
                heap = argument.substring(QuestdbTuning.HEAP.length());
            }
        }
        return Optional.ofNullable(heap);
    }

    /** The loopback listeners (HTTP with ILP, minimal HTTP for health, PostgreSQL wire, ILP over TCP). */
    record Ports(int http, int httpMin, int pg, int ilpTcp) {
    }

    List<String> command(Path workDir, Map<String, String> settings) {
        List<String> command = new ArrayList<>();
        command.add(java.toString());
        command.addAll(QuestdbTuning.JVM_FLAGS);
        command.add("-XX:ErrorFile=" + workDir.resolve("db").resolve("hs_err_pid+%p.log"));
        command.addAll(QuestdbTuning.jvmOptions(settings));
        command.addAll(List.of("-p", jar.toString(), "-m", "io.questdb/io.questdb.ServerMain", "-d",
                workDir.toString()));
        return command;
    }

    /**
     * Listeners, a password, telemetry off, the harness's read timeout as QuestDB's query timeout (its default of 60 s
     * would cut queries the harness still waits for), connection limits for every client where the harness runs more
     * than QuestDB's default allows, and the tuned settings.
     */
    static String serverConf(Ports at, String password, BenchmarkConfig config, Map<String, String> settings) {
        Map<String, String> conf = new LinkedHashMap<>();
        conf.put("config.validation.strict", "true");
        conf.put("http.net.bind.to", "127.0.0.1:" + at.http());
        conf.put("http.min.net.bind.to", "127.0.0.1:" + at.httpMin());
        conf.put("pg.net.bind.to", "127.0.0.1:" + at.pg());
        conf.put("line.tcp.net.bind.to", "127.0.0.1:" + at.ilpTcp());
        conf.put("line.udp.enabled", "false");
        conf.put("telemetry.enabled", "false");
        conf.put("pg.user", USER);
        conf.put("pg.password", password);
        conf.putAll(harnessSettings(config));
        conf.putAll(QuestdbTuning.serverConf(settings));
        StringBuilder text = new StringBuilder("# written by iot-benchrunner for one private QuestDB server\n");
        conf.forEach((key, value) -> text.append(key).append('=').append(value).append('\n'));
        return text.toString();
    }

    /** What the harness's own settings ask of the server, whatever the profile (not performance settings). */
    static Map<String, String> harnessSettings(BenchmarkConfig config) {
        Map<String, String> conf = new LinkedHashMap<>();
        conf.put("query.timeout.sec", String.valueOf(Math.max(1,
                (config.getLong(ConfigKey.READ_OPERATION_TIMEOUT_MS) + 999) / 1000)));
        int connections = config.dataClients() + 16;
        if (connections > DEFAULT_CONNECTION_LIMIT) {
            conf.put("pg.net.connection.limit", String.valueOf(connections));
            conf.put("http.net.connection.limit", String.valueOf(connections));
        }
        return conf;
    }

    /** The PostgreSQL wire port accepts connections and the HTTP server answers ILP's ping. */
    private static ServerProcess.Readiness ready(Ports at) {
        ServerProcess.Readiness pg = ServerProcess.listening("127.0.0.1", at.pg());
        return () -> {
            String notReady = pg.notReady();
            if (notReady != null) {
                return notReady;
            }
            HttpURLConnection ping = (HttpURLConnection) URI.create("http://127.0.0.1:" + at.http() + "/ping").toURL()
                    .openConnection();
            ping.setConnectTimeout(1000);
            ping.setReadTimeout(2000);
            try {
                int status = ping.getResponseCode();
                return status / 100 == 2 ? null : "HTTP /ping answered " + status;
            } finally {
                ping.disconnect();
            }
        };
    }

    /** Distinct free ports, held open together so that none is handed out twice. */
}
