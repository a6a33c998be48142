package org.iotbenchrunner.influxdb;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.iotbenchrunner.core.spi.Endpoint;
import org.iotbenchrunner.core.spi.LocalProcessServer;
import org.iotbenchrunner.core.spi.ServerProcess;

/**
 * What the private 1.x and 2.x servers share: one influxd process writing to {@code influxd.log}, ready once
 * {@code /ping} answers 204, stopped with SIGTERM (influxd closes its shards and WAL), its data sized as the settled
 * size of the data and WAL directories in the work directory.
 */
final class Influxd {
    private static final Duration STARTUP_TIMEOUT = Duration.ofSeconds(60);

    private Influxd() {
    }

    /** The server {@code launcher} runs, not started yet; its output is appended to the work directory's log. */
    static LocalProcessServer server(ProcessBuilder launcher, Path workDir, Endpoint endpoint,
            Map<String, String> settings) {
        Path log = workDir.resolve("influxd.log");
        launcher.redirectErrorStream(true).redirectOutput(ProcessBuilder.Redirect.appendTo(log.toFile()));
        ServerProcess influxd = ServerProcess.of("influxd", launcher, log)
                .readyWhen(ping(endpoint))
                .startupTimeout(STARTUP_TIMEOUT);
        return LocalProcessServer.of("influxd", workDir, endpoint)
                .process(influxd)
                .settings(settings)
                .diskSize(new SettledDiskSize(List.of(workDir.resolve("data"), workDir.resolve("wal"))));
    }

    /** Ready once {@code /ping} answers 204. */
    static ServerProcess.Readiness ping(Endpoint endpoint) {
        HttpClient http = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1)
                .connectTimeout(Duration.ofSeconds(2)).build();
        HttpRequest ping = HttpRequest.newBuilder(URI.create(HttpEndpoint.url(endpoint) + "/ping"))
                .timeout(Duration.ofSeconds(2)).GET().build();
        return () -> {
            try {
                int status = http.send(ping, HttpResponse.BodyHandlers.discarding()).statusCode();
                return status == 204 ? null : "/ping answered HTTP " + status;
            } catch (IOException e) {
                return "/ping: " + e;
            }
        };
    }
}
