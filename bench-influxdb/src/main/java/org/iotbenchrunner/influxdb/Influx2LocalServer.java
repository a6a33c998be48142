package org.iotbenchrunner.influxdb;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.iotbenchrunner.core.config.BenchmarkConfig;
import org.iotbenchrunner.core.config.ConfigKey;
import org.iotbenchrunner.core.spi.Endpoint;
import org.iotbenchrunner.core.spi.LocalProcessServer;
import org.iotbenchrunner.core.spi.LocalServer;
import org.iotbenchrunner.core.spi.LoopbackPorts;
import org.iotbenchrunner.core.spi.RunningServer;
import org.iotbenchrunner.core.spi.Secrets;
import org.iotbenchrunner.core.spi.ServerOptions;

/**
 * A private InfluxDB 2.x server in a work directory, run from the {@code influxd} that
 * {@code scripts/setup.sh --for influxdb --mode local} builds (the property {@code influxd2.bin}, then INFLUXD2_BIN, names another),
 * set up on first start as the image's setup mode does: a user, the organisation INFLUXDB_ORG, a placeholder bucket
 * and a fresh operator token.
 */
final class Influx2LocalServer implements LocalServer {
    static final String DEFAULT_BINARY = "/opt/iot-benchrunner/influxdb-2.7.11/influxd";
    private static final String USER = "bench";

    private final Path binary;

    Influx2LocalServer() {
        this(Path.of(Optional.ofNullable(System.getProperty("influxd2.bin"))
                .or(() -> Optional.ofNullable(System.getenv("INFLUXD2_BIN"))).orElse(DEFAULT_BINARY)));
    }

    Influx2LocalServer(Path binary) {
        this.binary = binary;
    }

    Path binary() {
        return binary;
    }

    @Override
    public Optional<String> unavailableReason() {
        if (!Files.isExecutable(binary)) {
            return Optional.of("InfluxDB 2.x is not installed: no " + binary
                    + " (set INFLUXD2_BIN or run scripts/setup.sh --for influxdb --mode local)");
        }
        return Optional.empty();
    }

    @Override
    public RunningServer start(Path workDir, BenchmarkConfig config, ServerOptions options) throws Exception {
        requireAvailable();
        Files.createDirectories(workDir);
        int port = LoopbackPorts.free();
        Map<String, String> settings = InfluxTuning.influx2(options);
        Path dir = workDir.toAbsolutePath();
        // the engine's data and wal directories land in the work directory, where Influxd sizes them
        ProcessBuilder influxd = new ProcessBuilder(binary.toString(), "--bolt-path", dir.resolve("influxd.bolt")
                .toString(), "--sqlite-path", dir.resolve("influxd.sqlite").toString(), "--engine-path",
                dir.toString(), "--http-bind-address", "127.0.0.1:" + port, "--reporting-disabled")
                .directory(workDir.toFile());
        // influxd reads INFLUXD_* variables over its flags: only the profile's may reach it
        influxd.environment().keySet().removeIf(name -> name.startsWith("INFLUXD_"));
        influxd.environment().putAll(InfluxTuning.influx2Variables(settings));
        Endpoint endpoint = new Endpoint("127.0.0.1", port, USER, Secrets.generate(),
                config.getString(ConfigKey.DB_NAME), Secrets.generate());
        LocalProcessServer server = Influxd.server(influxd, workDir, endpoint, Map.of()).start();
        try {
            setUp(endpoint, config.getString(ConfigKey.INFLUXDB_ORG));
            return server.settings(readBack(endpoint, settings.keySet()));
        } catch (Exception e) {
            server.close();
            throw e;
        }
    }

    /**
     * Each setting as the running server shows it in {@code GET /api/v2/config} (the operator token's view); a setting
     * it does not show is left out, so that it is not taken for one it applied.
     */
    static Map<String, String> readBack(Endpoint endpoint, Collection<String> settings)
            throws IOException, InterruptedException {
        if (settings.isEmpty()) {
            return Map.of();
        }
        HttpRequest get = HttpRequest.newBuilder(URI.create("http://" + endpoint.host() + ":" + endpoint.port()
                + "/api/v2/config")).timeout(Duration.ofSeconds(30)).header("Authorization", "Token "
                + endpoint.token()).GET().build();
        HttpResponse<String> answer = HttpClient.newHttpClient().send(get, HttpResponse.BodyHandlers.ofString());
        if (answer.statusCode() / 100 != 2) {
            throw new IOException("InfluxDB 2.x /api/v2/config answered HTTP " + answer.statusCode() + ": "
                    + answer.body());
        }
        return shown(answer.body(), settings);
    }

    /** The value of each setting (an option or its INFLUXD_ variable) in /api/v2/config's JSON, without quotes. */
    static Map<String, String> shown(String json, Collection<String> settings) {
        Map<String, String> values = new LinkedHashMap<>();
        for (String setting : settings) {
            Matcher value = Pattern.compile("\"" + Pattern.quote(InfluxTuning.influx2Option(setting))
                    + "\"\\s*:\\s*(\"([^\"]*)\"|[^,}\\s]+)").matcher(json);
            if (value.find()) {
                values.put(setting, value.group(2) != null ? value.group(2) : value.group(1));
            }
        }
        return values;
    }

    /** The first user, organisation, placeholder bucket and operator token (POST /api/v2/setup). */
    static void setUp(Endpoint endpoint, String org) throws IOException, InterruptedException {
        String body = String.format("{\"username\":%s,\"password\":%s,\"org\":%s,\"bucket\":\"setup\",\"token\":%s}",
                json(endpoint.user()), json(endpoint.password()), json(org), json(endpoint.token()));
        HttpRequest setup = HttpRequest.newBuilder(URI.create("http://" + endpoint.host() + ":" + endpoint.port()
                + "/api/v2/setup")).timeout(Duration.ofSeconds(30)).header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString(body)).build();
        HttpResponse<String> answer = HttpClient.newHttpClient().send(setup, HttpResponse.BodyHandlers.ofString());
        if (answer.statusCode() / 100 != 2) {
            throw new IOException("InfluxDB 2.x setup answered HTTP " + answer.statusCode() + ": " + answer.body());
        }
    }

    private static String json(String text) {
        return "\"" + text.replace("\\", "\\\\").replace("\"", "\\\"") + "\"";
    }

}
