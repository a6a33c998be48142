package org.iotbenchrunner.influxdb;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import org.iotbenchrunner.core.spi.DiskSize;
import org.iotbenchrunner.core.spi.Endpoint;
import org.iotbenchrunner.core.spi.RunningServer;
import org.iotbenchrunner.core.spi.ServerFiles;

/**
 * An influxd started by {@link Influx1LocalServer} or {@link Influx2LocalServer}; it can be restarted with its data
 * kept, and closing it stops the server and deletes its files.
 */
final class LocalInfluxd implements RunningServer {
    private static final long STOP_TIMEOUT_MS = 30_000;
    static final long SETTLE_QUIET_MS = 2_000;
    private static final long SETTLE_MAX_MS = 15_000;
    private static final long SETTLE_POLL_MS = 250;

    /** Starts influxd with the same configuration file every time. */
    private final ProcessBuilder launcher;
    private final Path workDir;
    private final Endpoint endpoint;
    private final Map<String, String> settings;
    private final long startupTimeoutMs;
    private Process influxd;
    private boolean closed;

    LocalInfluxd(ProcessBuilder launcher, Path workDir, Endpoint endpoint, Map<String, String> settings,
            long startupTimeoutMs) {
        this.launcher = launcher;
        this.workDir = workDir;
        this.endpoint = endpoint;
        this.settings = settings;
        this.startupTimeoutMs = startupTimeoutMs;
    }

    /** Launches influxd and waits until it answers {@code /ping}. */
    void start() throws Exception {
        influxd = launcher.start();
        awaitReady(startupTimeoutMs);
    }

    @Override
    public Map<String, String> settings() {
        return settings;
    }

    @Override
    public boolean restartable() {
        return true;
    }

    /** SIGTERM (influxd closes its shards and WAL), then a new influxd on the same configuration and files. */
    @Override
    public synchronized void restart() throws Exception {
        if (closed) {
            throw new IllegalStateException("the influxd server is closed");
        }
        stop();
        start();
    }

    @Override
    public Endpoint endpoint() {
        return endpoint;
    }

    @Override
    public synchronized long pid() {
        return influxd.pid();
    }

    /**
     * The bytes of every file under the data and WAL directories, once their total has not changed for
     * {@link #SETTLE_QUIET_MS} (at most {@link #SETTLE_MAX_MS}). InfluxDB offers no user-triggered flush:
     * recent points are in the WAL until a cold shard is snapshotted to TSM files.
     */
    @Override
    public Optional<DiskSize> diskSize() {
        try {
            long deadline = System.currentTimeMillis() + SETTLE_MAX_MS;
            long size = directoryBytes();
            long stableSince = System.currentTimeMillis();
            while (System.currentTimeMillis() - stableSince < SETTLE_QUIET_MS && System.currentTimeMillis() < deadline) {
                Thread.sleep(SETTLE_POLL_MS);
                long now = directoryBytes();
                if (now != size) {
                    size = now;
                    stableSince = System.currentTimeMillis();
                }
            }
            return Optional.of(new DiskSize(size, "bytes allocated under the private influxd's data and wal "
                    + "directories (du), unchanged for " + SETTLE_QUIET_MS / 1000 + " s (InfluxDB has no "
                    + "user-triggered flush; recent points may still be in the WAL rather than TSM files)"));
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return Optional.empty();
        } catch (IOException | UncheckedIOException e) {
            return Optional.empty();
        }
    }

    long directoryBytes() throws IOException {
        return ServerFiles.allocatedBytes(List.of(workDir.resolve("data"), workDir.resolve("wal")));
    }

    /** Ready once {@code /ping} answers 204. */
    private void awaitReady(long timeoutMs) throws Exception {
        HttpClient http = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1)
                .connectTimeout(Duration.ofSeconds(2)).build();
        HttpRequest ping = HttpRequest.newBuilder(
                URI.create("http://" + endpoint.host() + ":" + endpoint.port() + "/ping"))
                .timeout(Duration.ofSeconds(2)).GET().build();
        long deadline = System.currentTimeMillis() + timeoutMs;
        String last = "no answer";
        while (System.currentTimeMillis() < deadline) {
            if (!influxd.isAlive()) {
                throw new IOException("influxd exited with code " + influxd.exitValue() + ": " + ServerFiles.tail(log()));
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
                + ServerFiles.tail(log()));
    }

    @Override
    public synchronized void close() {
        if (closed) {
            return;
        }
        closed = true;
        try {
            stop();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            if (influxd != null) {
                influxd.destroyForcibly();
            }
        }
        ServerFiles.delete(workDir, "influxd");
    }

    private void stop() throws InterruptedException {
        if (influxd == null) {
            return;
        }
        influxd.destroy();
        if (!influxd.waitFor(STOP_TIMEOUT_MS, TimeUnit.MILLISECONDS)) {
            influxd.destroyForcibly();
            influxd.waitFor(STOP_TIMEOUT_MS, TimeUnit.MILLISECONDS);
        }
    }

    private Path log() {
        return workDir.resolve("influxd.log");
    }
}
