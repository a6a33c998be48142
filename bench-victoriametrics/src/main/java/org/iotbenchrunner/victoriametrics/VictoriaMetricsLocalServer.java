package org.iotbenchrunner.victoriametrics;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.iotbenchrunner.core.config.BenchmarkConfig;
import org.iotbenchrunner.core.config.ConfigKey;
import org.iotbenchrunner.core.spi.DiskSize;
import org.iotbenchrunner.core.spi.Endpoint;
import org.iotbenchrunner.core.spi.LocalProcessServer;
import org.iotbenchrunner.core.spi.LocalServer;
import org.iotbenchrunner.core.spi.LoopbackPorts;
import org.iotbenchrunner.core.spi.RunningServer;
import org.iotbenchrunner.core.spi.ServerFiles;
import org.iotbenchrunner.core.spi.ServerOptions;
import org.iotbenchrunner.core.spi.ServerProcess;

/**
 * A private single-node VictoriaMetrics in a work directory, run from Debian's {@code victoria-metrics} package
 * (1.79.5 on bookworm; {@code VICTORIA_METRICS_BIN} names another binary): data under {@code <workDir>/data},
 * HTTP on a free loopback port, the {@link VictoriaMetricsFlags} (its settings are their values as the running server
 * shows them). Never the package's system service.
 */
public final class VictoriaMetricsLocalServer implements LocalServer {
    static final String DEFAULT_BINARY = "/usr/bin/victoria-metrics";
    static final String INSTALL_HINT = "run bench-victoriametrics/setup/install-local-server.sh "
            + "(apt-get install victoria-metrics, its service left stopped) or set VICTORIA_METRICS_BIN";
    private static final Duration STARTUP_TIMEOUT = Duration.ofSeconds(60);
    private static final Duration STOP_TIMEOUT = Duration.ofSeconds(30);

    private final Path binary;

    public VictoriaMetricsLocalServer() {
        this(Path.of(Optional.ofNullable(System.getenv("VICTORIA_METRICS_BIN")).orElse(DEFAULT_BINARY)));
    }

    VictoriaMetricsLocalServer(Path binary) {
        this.binary = binary;
    }

    Path binary() {
        return binary;
    }

    @Override
    public Optional<String> unavailableReason() {
        if (!Files.isExecutable(binary)) {
            return Optional.of("VictoriaMetrics is not installed: no " + binary + " (" + INSTALL_HINT + ")");
        }
        return Optional.empty();
    }

    @Override
    public RunningServer start(Path workDir, BenchmarkConfig config, ServerOptions options) throws Exception {
        requireAvailable();
        Path data = workDir.resolve("data");
        Files.createDirectories(data);
        int port = LoopbackPorts.free();
        Map<String, String> flags = VictoriaMetricsFlags.applied(options);
        Endpoint endpoint = new Endpoint("127.0.0.1", port, null, null, config.getString(ConfigKey.DB_NAME), null);
        Path log = workDir.resolve("victoria-metrics.log");
        ProcessBuilder launcher = new ProcessBuilder(command(data, port, flags))
                .directory(workDir.toFile())
                .redirectErrorStream(true)
                .redirectOutput(ProcessBuilder.Redirect.appendTo(log.toFile()));
        String base = VictoriaMetricsClient.url(endpoint);
        HttpClient http = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1)
                .connectTimeout(Duration.ofSeconds(2)).build();
        ServerProcess process = ServerProcess.of("victoria-metrics", launcher, log)
                .readyWhen(() -> {
                    HttpResponse<String> health = http.send(HttpRequest.newBuilder(URI.create(base + "/health"))
                            .timeout(Duration.ofSeconds(2)).GET().build(), HttpResponse.BodyHandlers.ofString());
                    return health.statusCode() == 200 ? null : "/health answered HTTP " + health.statusCode();
                })
                .startupTimeout(STARTUP_TIMEOUT)
                // SIGTERM: VictoriaMetrics flushes its in-memory rows and closes its storage
                .stopTimeout(STOP_TIMEOUT);
        LocalProcessServer server = LocalProcessServer.of("victoria-metrics", workDir, endpoint).process(process)
                .diskSize(() -> diskSize(http, base, data))
                .start();
        try {
            return server.settings(readBack(http, base, flags.keySet()));
        } catch (Exception e) {
            server.close();
            throw e;
        }
    }

    /** Each flag's value as the running server shows it in {@code /metrics} ({@link VictoriaMetricsFlags#shown}). */
    static Map<String, String> readBack(HttpClient http, String base, Iterable<String> names)
            throws IOException, InterruptedException {
        HttpResponse<String> metrics = http.send(HttpRequest.newBuilder(URI.create(base + "/metrics"))
                .timeout(Duration.ofSeconds(30)).GET().build(), HttpResponse.BodyHandlers.ofString());
        if (metrics.statusCode() != 200) {
            throw new IOException("victoria-metrics' /metrics answered HTTP " + metrics.statusCode()
                    + ": its flags cannot be read back");
        }
        return VictoriaMetricsFlags.shown(metrics.body(), names);
    }

    /** The command: data directory, loopback port, then the flags. */
    List<String> command(Path data, int port, Map<String, String> flags) {
        List<String> command = new ArrayList<>();
        command.add(binary.toString());
        command.add("-storageDataPath=" + data.toAbsolutePath());
        command.add("-httpListenAddr=127.0.0.1:" + port);
        command.addAll(VictoriaMetricsFlags.arguments(flags));
        return command;
    }

    /** {@code /internal/force_flush} (rows still in memory go to disk), then the bytes allocated under the data. */
    static Optional<DiskSize> diskSize(HttpClient http, String base, Path data) {
        try {
            HttpResponse<String> flush = http.send(HttpRequest.newBuilder(URI.create(base + "/internal/force_flush"))
                    .timeout(Duration.ofMinutes(2)).GET().build(), HttpResponse.BodyHandlers.ofString());
            String method = flush.statusCode() / 100 == 2 ? "after /internal/force_flush"
                    : "without a flush (/internal/force_flush answered HTTP " + flush.statusCode() + ")";
            return Optional.of(new DiskSize(ServerFiles.allocatedBytes(List.of(data)),
                    "bytes allocated under the private victoria-metrics' -storageDataPath (du) " + method));
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return Optional.empty();
        } catch (IOException e) {
            return Optional.empty();
        }
    }

}
