package org.iotbenchrunner.timescaledb;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.UserPrincipal;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.Statement;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import org.iotbenchrunner.core.config.BenchmarkConfig;
import org.iotbenchrunner.core.config.ConfigKey;
import org.iotbenchrunner.core.spi.Endpoint;
import org.iotbenchrunner.core.spi.LocalProcessServer;
import org.iotbenchrunner.core.spi.LocalServer;
import org.iotbenchrunner.core.spi.LoopbackPorts;
import org.iotbenchrunner.core.spi.RunningServer;
import org.iotbenchrunner.core.spi.Secrets;
import org.iotbenchrunner.core.spi.ServerFiles;
import org.iotbenchrunner.core.spi.ServerOptions;
import org.iotbenchrunner.core.spi.ServerProcess;

/**
 * A private PostgreSQL 15 + TimescaleDB cluster in a work directory, run from the binaries that
 * {@code scripts/setup.sh --for timescaledb --mode local} installs. PostgreSQL refuses to run as root, so as root it runs as
 * the OS user {@code postgres} (through {@code runuser}). The running server is a {@link LocalProcessServer} of one
 * process: ready once database {@code postgres} accepts a JDBC connection, the server process is the postmaster
 * {@code postmaster.pid} names, and it stops with SIGINT, postgres' fast shutdown.
 */
public final class TimescaleLocalServer implements LocalServer {
    static final String SERVER_USER = "postgres";
    private static final String DEFAULT_BIN_DIR = "/usr/lib/postgresql/15/bin";
    private static final String SETUP_HINT = "run scripts/setup.sh --for timescaledb --mode local";
    private static final String DB_USER = "bench";
    private static final Duration STARTUP_TIMEOUT = Duration.ofSeconds(60);
    /** A Unix socket path must fit in 108 bytes, including the socket file name postgres appends. */
    private static final int MAX_SOCKET_DIR_LENGTH = 90;

    private final Path binDir;

    public TimescaleLocalServer() {
        this(Path.of(Optional.ofNullable(System.getenv("PG_BIN_DIR")).orElse(DEFAULT_BIN_DIR)));
    }

    TimescaleLocalServer(Path binDir) {
        this.binDir = binDir;
    }

    @Override
    public Optional<String> unavailableReason() {
        for (String tool : List.of("initdb", "postgres", "pg_config")) {
            if (!Files.isExecutable(binDir.resolve(tool))) {
                return Optional.of("PostgreSQL 15 is not installed: no " + binDir.resolve(tool)
                        + " (set PG_BIN_DIR or " + SETUP_HINT + ")");
            }
        }
        Optional<Path> control = timescaleControlFile();
        if (control.isEmpty() || !Files.isRegularFile(control.get())) {
            return Optional.of("TimescaleDB is not installed for the PostgreSQL in " + binDir + " (no "
                    + control.map(Path::toString).orElse("extension/timescaledb.control") + "); " + SETUP_HINT);
        }
        if (runningAsRoot() && serverUser().isEmpty()) {
            return Optional.of("PostgreSQL cannot run as root and there is no OS user " + SERVER_USER + "; "
                    + SETUP_HINT);
        }
        return Optional.empty();
    }

    @Override
    public RunningServer start(Path workDir, BenchmarkConfig config, ServerOptions options) throws Exception {
        requireAvailable();
        Files.createDirectories(workDir);
        boolean root = runningAsRoot();
        if (root) {
            Files.setOwner(workDir, serverUser().orElseThrow());
        }
        String password = Secrets.generate();
        Path dataDir = workDir.resolve("pgdata");
        initdb(workDir, dataDir, password, root);
        int port = LoopbackPorts.free();
        String database = config.getString(ConfigKey.DB_NAME);
        Endpoint endpoint = new Endpoint("127.0.0.1", port, DB_USER, password, database, null);
        Map<String, String> settings = options.settingsOver(options.tuned() ? PgTune.settings(options.resources())
                : Map.of());
        Path log = workDir.resolve("postgres.log");
        ProcessBuilder launcher = new ProcessBuilder(asServerUser(root, postgresCommand(dataDir, port,
                socketDirectory(workDir), settings)))
                .directory(workDir.toFile())
                .redirectErrorStream(true)
                .redirectOutput(ProcessBuilder.Redirect.appendTo(log.toFile()));
        ServerProcess postgres = ServerProcess.of("postgres", launcher, log)
                .readyWhen(() -> {
                    TimescaleBinding.connect(endpoint, "postgres").close();
                    return null;
                })
                .startupTimeout(STARTUP_TIMEOUT)
                // SIGINT is postgres' fast shutdown: it ends open sessions instead of waiting for them (SIGTERM)
                .stopWith("INT")
                .serverPid(launched -> postmaster(dataDir.resolve("postmaster.pid"), launched));
        LocalProcessServer server = LocalProcessServer.of("postgres", workDir, endpoint).process(postgres)
                .settings(settings)
                .start();
        try {
            if (!database.equals("postgres")) {
                createDatabase(endpoint, database);
            }
            return settings.isEmpty() ? server : server.settings(readBack(endpoint, settings));
        } catch (Exception e) {
            server.close();
            throw e;
        }
    }

    /**
     * The postmaster, named by the first line of {@code pidFile}: the launched process itself, or its child when
     * {@code runuser} launched it.
     */
    static ProcessHandle postmaster(Path pidFile, Process launched) throws IOException {
        String first;
        try (var lines = Files.lines(pidFile)) {
            first = lines.findFirst().orElse("").trim();
        } catch (IOException e) {
            throw new IOException("postgres accepts connections but wrote no " + pidFile, e);
        }
        long pid;
        try {
            pid = Long.parseLong(first);
        } catch (NumberFormatException e) {
            throw new IOException(pidFile + " names no process: '" + first + "'", e);
        }
        if (pid == launched.pid()) {
            return launched.toHandle();
        }
        return launched.children().filter(p -> p.pid() == pid).findFirst().orElseThrow(() -> new IOException(
                pidFile + " names process " + pid + ", neither postgres as launched (" + launched.pid()
                        + ") nor its child"));
    }

    /** Settings go on the command line ({@code -c}), which overrides postgresql.conf and survives restarts. */
    private List<String> postgresCommand(Path dataDir, int port, String socketDirectory, Map<String, String> settings) {
        List<String> command = new ArrayList<>(List.of(binDir.resolve("postgres").toString(), "-D", dataDir.toString(),
                "-p", String.valueOf(port),
                "-c", "listen_addresses=127.0.0.1",
                "-c", "unix_socket_directories=" + socketDirectory,
                "-c", "shared_preload_libraries=timescaledb"));
        settings.forEach((name, value) -> command.addAll(List.of("-c", name + "=" + value)));
        return command;
    }

    private void initdb(Path workDir, Path dataDir, String password, boolean root) throws Exception {
        Path passwordFile = workDir.resolve("pwfile");
        Files.writeString(passwordFile, password + "\n");
        if (root) {
            Files.setOwner(passwordFile, serverUser().orElseThrow());
        }
        Path log = workDir.resolve("initdb.log");
        try {
            Process initdb = new ProcessBuilder(asServerUser(root, List.of(
                    binDir.resolve("initdb").toString(), "-D", dataDir.toString(), "-U", DB_USER,
                    "--pwfile=" + passwordFile, "--auth-host=scram-sha-256", "--auth-local=trust",
                    "-E", "UTF8", "--locale=C", "--no-sync")))
                    .directory(workDir.toFile())
                    .redirectErrorStream(true)
                    .redirectOutput(log.toFile())
                    .start();
            if (!initdb.waitFor(120, TimeUnit.SECONDS)) {
                initdb.destroyForcibly();
                throw new IOException("initdb did not finish within 120 s: " + ServerFiles.tail(log));
            }
            if (initdb.exitValue() != 0) {
                throw new IOException("initdb failed with exit code " + initdb.exitValue() + ": "
                        + ServerFiles.tail(log));
            }
        } finally {
            Files.deleteIfExists(passwordFile);
        }
    }

    /**
     * The applied settings as the server runs with them, from pg_settings as the container reads them back (sizes in
     * the unit applied); one the server does not show is left out, so the result says it was not read back.
     */
    static Map<String, String> readBack(Endpoint endpoint, Map<String, String> applied) throws Exception {
        Map<String, String> read = new LinkedHashMap<>();
        try (Connection connection = TimescaleBinding.connect(endpoint, "postgres");
             Statement statement = connection.createStatement();
             ResultSet rows = statement.executeQuery(TimescaleContainer.readBackSql(applied))) {
            while (rows.next()) {
                String row = rows.getString(1);
                int eq = row.indexOf('=');
                if (eq > 0 && eq < row.length() - 1) {
                    read.put(row.substring(0, eq), row.substring(eq + 1));
                }
            }
        }
        return read;
    }

    private static void createDatabase(Endpoint endpoint, String database) throws Exception {
        try (Connection connection = TimescaleBinding.connect(endpoint, "postgres");
             Statement statement = connection.createStatement()) {
            statement.execute("CREATE DATABASE \"" + database.replace("\"", "\"\"") + "\"");
        }
    }

    private Optional<Path> timescaleControlFile() {
        try {
            Process pgConfig = new ProcessBuilder(binDir.resolve("pg_config").toString(), "--sharedir")
                    .redirectErrorStream(true).start();
            String out = new String(pgConfig.getInputStream().readAllBytes(), StandardCharsets.UTF_8).trim();
            if (pgConfig.waitFor() != 0 || out.isEmpty()) {
                return Optional.empty();
            }
            return Optional.of(Path.of(out, "extension", "timescaledb.control"));
        } catch (IOException e) {
            return Optional.empty();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return Optional.empty();
        }
    }

    private static List<String> asServerUser(boolean root, List<String> command) {
        if (!root) {
            return command;
        }
        List<String> wrapped = new ArrayList<>(List.of("runuser", "-u", SERVER_USER, "--"));
        wrapped.addAll(command);
        return wrapped;
    }

    private static String socketDirectory(Path workDir) {
        String dir = workDir.toAbsolutePath().toString();
        return dir.length() <= MAX_SOCKET_DIR_LENGTH ? dir : "";
    }

    static boolean runningAsRoot() {
        try {
            return ((Number) Files.getAttribute(Path.of("/proc/self"), "unix:uid")).intValue() == 0;
        } catch (IOException | UnsupportedOperationException | IllegalArgumentException e) {
            return "root".equals(System.getProperty("user.name"));
        }
    }

    private static Optional<UserPrincipal> serverUser() {
        try {
            return Optional.of(Path.of("/").getFileSystem().getUserPrincipalLookupService()
                    .lookupPrincipalByName(SERVER_USER));
        } catch (IOException e) {
            return Optional.empty();
        }
    }

}
