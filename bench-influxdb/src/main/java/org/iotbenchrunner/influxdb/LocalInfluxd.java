package org.iotbenchrunner.influxdb;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Comparator;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.stream.Stream;
import org.iotbenchrunner.core.spi.Endpoint;
import org.iotbenchrunner.core.spi.RunningServer;

/** An influxd started by {@link Influx1LocalServer}; closing it stops the server and deletes its files. */
final class LocalInfluxd implements RunningServer {
    private static final long STOP_TIMEOUT_MS = 30_000;

    private final Process influxd;
    private final Path workDir;
    private final Endpoint endpoint;
    private boolean closed;

    LocalInfluxd(Process influxd, Path workDir, Endpoint endpoint) {
        this.influxd = influxd;
        this.workDir = workDir;
        this.endpoint = endpoint;
    }

    @Override
    public Endpoint endpoint() {
        return endpoint;
    }

    @Override
    public long pid() {
        return influxd.pid();
    }

    /** Ready once {@code /ping} answers 204. */
    void awaitReady(long timeoutMs) throws Exception {
        HttpClient http = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1)
                .connectTimeout(Duration.ofSeconds(2)).build();
        HttpRequest ping = HttpRequest.newBuilder(
                URI.create("http://" + endpoint.host() + ":" + endpoint.port() + "/ping"))
                .timeout(Duration.ofSeconds(2)).GET().build();
        long deadline = System.currentTimeMillis() + timeoutMs;
        String last = "no answer";
        while (System.currentTimeMillis() < deadline) {
            if (!influxd.isAlive()) {
                throw new IOException("influxd exited with code " + influxd.exitValue() + ": " + tail(log()));
            }
            try {
                int status = http.send(ping, HttpResponse.BodyHandlers.discarding()).statusCode();
                if (status == 204) {
                    return;
                }
                last = "HTTP " + status;
            } catch (IOException e) {
                last = e.toString();
            }
            Thread.sleep(50);
        }
        throw new TimeoutException("influxd did not answer /ping within " + timeoutMs / 1000 + " s (" + last + "): "
                + tail(log()));
    }

    @Override
    public synchronized void close() {
        if (closed) {
            return;
        }
        closed = true;
        try {
            influxd.destroy();
            if (!influxd.waitFor(STOP_TIMEOUT_MS, TimeUnit.MILLISECONDS)) {
                influxd.destroyForcibly();
                influxd.waitFor(STOP_TIMEOUT_MS, TimeUnit.MILLISECONDS);
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            influxd.destroyForcibly();
        }
        deleteRecursively(workDir);
    }

    private Path log() {
        return workDir.resolve("influxd.log");
    }

    static String tail(Path log) {
        try {
            List<String> lines = Files.readAllLines(log);
            return String.join("\n", lines.subList(Math.max(0, lines.size() - 20), lines.size()));
        } catch (IOException e) {
            return "(no " + log + ")";
        }
    }

    private static void deleteRecursively(Path dir) {
        if (!Files.exists(dir)) {
            return;
        }
        try (Stream<Path> paths = Files.walk(dir)) {
            for (Path p : paths.sorted(Comparator.reverseOrder()).toList()) {
                Files.delete(p);
            }
        } catch (IOException e) {
            throw new UncheckedIOException("could not delete the influxd work directory " + dir, e);
        }
    }
}
