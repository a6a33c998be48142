package org.iotbenchrunner.influxdb;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;
import org.iotbenchrunner.core.config.BenchmarkConfig;
import org.iotbenchrunner.core.config.ConfigKey;
import org.iotbenchrunner.core.spi.Endpoint;
import org.iotbenchrunner.core.spi.LocalProcessServer;
import org.iotbenchrunner.core.spi.LocalServer;
import org.iotbenchrunner.core.spi.LoopbackPorts;
import org.iotbenchrunner.core.spi.RunningServer;
import org.iotbenchrunner.core.spi.ServerOptions;

/**
 * A private InfluxDB 1.x server in a work directory, run from the {@code influxd} that
 * {@code scripts/setup.sh --for influxdb1 --mode local} installs (Debian's {@code influxdb} package), with authentication off.
 */
public final class Influx1LocalServer implements LocalServer {
    private static final String DEFAULT_BINARY = "/usr/bin/influxd";
    private static final String DATA_SECTION = "data.";

    private final Path binary;

    public Influx1LocalServer() {
        this(Path.of(Optional.ofNullable(System.getenv("INFLUXD_BIN")).orElse(DEFAULT_BINARY)));
    }

    Influx1LocalServer(Path binary) {
        this.binary = binary;
    }

    @Override
    public Optional<String> unavailableReason() {
        if (!Files.isExecutable(binary)) {
            return Optional.of("InfluxDB 1.x is not installed: no " + binary
                    + " (set INFLUXD_BIN or run scripts/setup.sh --for influxdb1 --mode local)");
        }
        return Optional.empty();
    }

    @Override
    public RunningServer start(Path workDir, BenchmarkConfig config, ServerOptions options) throws Exception {
        requireAvailable();
        Files.createDirectories(workDir);
        int[] ports = LoopbackPorts.free(2);
        Path configFile = workDir.resolve("influxdb.conf");
        Map<String, String> tuned = options.tuned() ? InfluxTuning.influx1(options.resources()) : Map.of();
        Files.writeString(configFile, configText(workDir.toAbsolutePath(), ports[0], ports[1], tuned));
        ProcessBuilder influxd = new ProcessBuilder(binary.toString(), "run", "-config", configFile.toString())
                .directory(workDir.toFile());
        // influxd lets INFLUXDB_* variables override the generated config, e.g. its ports or directories: only the
        // settings --server-set asks for may reach it, as such variables (any section, influxd's own value syntax)
        influxd.environment().keySet().removeIf(name -> name.startsWith("INFLUXDB_"));
        options.serverSets().forEach((key, value) -> influxd.environment().put(InfluxContainers.influx1Variable(key),
                value));
        Endpoint endpoint = new Endpoint("127.0.0.1", ports[0], null, null, config.getString(ConfigKey.DB_NAME),
                null);
        LocalProcessServer server = Influxd.server(influxd, workDir, endpoint, Map.of()).start();
        try {
            return server.settings(readBack(configFile, influxd.environment(), InfluxTuning.influx1(options).keySet()));
        } catch (Exception e) {
            server.close();
            throw e;
        }
    }

    /**
     * What {@code influxd config} makes of the server's file and environment, for {@code keys}: InfluxDB 1.x cannot
     * show the configuration it runs with, and this is the same parsing of the same input. A key it does not show
     * (e.g. one influxd does not know, which it ignores) is left out, so that it is not taken for one it applied.
     */
    Map<String, String> readBack(Path configFile, Map<String, String> environment, Collection<String> keys)
            throws IOException, InterruptedException {
        if (keys.isEmpty()) {
            return Map.of();
        }
        ProcessBuilder config = new ProcessBuilder(binary.toString(), "config", "-config", configFile.toString())
                .redirectError(ProcessBuilder.Redirect.DISCARD);
        config.environment().clear();
        config.environment().putAll(environment);
        Process process = config.start();
        String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        if (!process.waitFor(30, TimeUnit.SECONDS) || process.exitValue() != 0) {
            process.destroy();
            throw new IOException("influxd config could not read " + configFile + " back");
        }
        return shown(output, keys);
    }

    /** The {@code section.key} values of {@code keys} in {@code influxd config}'s output, without quotes. */
    static Map<String, String> shown(String configOutput, Collection<String> keys) {
        Map<String, String> values = new LinkedHashMap<>();
        String section = "";
        for (String line : configOutput.lines().map(String::strip).toList()) {
            if (line.startsWith("[")) {
                section = line.replaceAll("[\\[\\]]", "");
            } else if (line.contains(" = ")) {
                String key = section + "." + line.substring(0, line.indexOf(" = ")).strip();
                if (keys.contains(key)) {
                    values.put(key, line.substring(line.indexOf(" = ") + 3).strip().replace("\"", ""));
                }
            }
        }
        return values;
    }

    /**
     * Data, meta and WAL under {@code workDir}; HTTP and the backup RPC port on loopback; no usage reporting; and
     * the {@code section.key} settings of a profile (numbers) in their sections.
     */
    static String configText(Path workDir, int httpPort, int rpcPort, Map<String, String> settings) {
        if (!settings.keySet().stream().allMatch(k -> k.startsWith(DATA_SECTION))) {
            throw new IllegalArgumentException("only [data] settings are supported: " + settings.keySet());
        }
        String dataSettings = settings.entrySet().stream()
                .map(e -> "  " + e.getKey().substring(DATA_SECTION.length()) + " = " + e.getValue() + "\n")
                .collect(Collectors.joining());
        return """
                reporting-enabled = false
                bind-address = "127.0.0.1:%2$d"

                [meta]
                  dir = "%3$s"

                [data]
                  dir = "%4$s"
                  wal-dir = "%5$s"
                  query-log-enabled = false
                %6$s
                [http]
                  bind-address = "127.0.0.1:%1$d"
                  log-enabled = false

                [monitor]
                  store-enabled = false

                [logging]
                  suppress-logo = true
                """.formatted(httpPort, rpcPort, tomlPath(workDir.resolve("meta")),
                tomlPath(workDir.resolve("data")), tomlPath(workDir.resolve("wal")), dataSettings);
    }

    private static String tomlPath(Path path) {
        return path.toString().replace("\\", "\\\\").replace("\"", "\\\"");
    }

    /** Both sockets are held open together so the two ports differ. */
}
