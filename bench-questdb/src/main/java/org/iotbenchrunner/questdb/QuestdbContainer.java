package org.iotbenchrunner.questdb;

import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.iotbenchrunner.core.config.BenchmarkConfig;
import org.iotbenchrunner.core.spi.ContainerRequest;
import org.iotbenchrunner.core.spi.ContainerSpec;
import org.iotbenchrunner.core.spi.Endpoint;
import org.iotbenchrunner.core.spi.LocalBuild;
import org.iotbenchrunner.core.spi.LoopbackPorts;
import org.iotbenchrunner.core.spi.Secrets;

/**
 * The pinned QuestDB image. Server settings go in as QuestDB's own {@code QDB_<KEY>} environment variables (the
 * server reads them over server.conf), the tuned heap as {@code JVM_PREPEND}, which the image's entrypoint puts before
 * its java options. Where the image cannot be pulled, the recipe {@code docker/questdb} (in this module's resources)
 * builds an equivalent: Debian's OpenJDK 17 running the same server jar as the local server, taken from the folder
 * that holds it, with the same environment, port, data directory and entrypoint contract.
 *
 * <p>The endpoint is the PostgreSQL wire port; clients send ILP over HTTP to the port the server reports
 * (see {@link IlpAddress}), 9000 inside the container.
 */
final class QuestdbContainer {
    static final String IMAGE = "questdb/questdb:" + Versions.SERVER;
    static final int PG_PORT = 8812;
    static final String ROOT = "/var/lib/questdb";
    static final String JVM_PREPEND = "JVM_PREPEND";

    private QuestdbContainer() {
    }

    static ContainerSpec spec(BenchmarkConfig config, ContainerRequest request) {
        return spec(config, request, QuestdbLocalServer.defaultJar());
    }

    /**
     * The HTTP port (ILP writes) listens inside on a number free on this host, published under the same number: the
     * client learns it from the server ({@code SHOW PARAMETERS}) and reaches it as is.
     */
    static ContainerSpec spec(BenchmarkConfig config, ContainerRequest request, Path jar) {
        int httpPort;
        try {
            httpPort = LoopbackPorts.free();
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException("no free port for QuestDB's HTTP endpoint", e);
        }
        return spec(config, request, jar, httpPort);
    }

    static ContainerSpec spec(BenchmarkConfig config, ContainerRequest request, Path jar, int httpPort) {
        String password = Secrets.generate();
        Map<String, String> settings = QuestdbTuning.applied(request.server());
        Map<String, String> env = new LinkedHashMap<>();
        env.put("QDB_TELEMETRY_ENABLED", "false");
        env.put("QDB_PG_USER", QuestdbLocalServer.USER);
        env.put("QDB_PG_PASSWORD", password);
        env.put("QDB_HTTP_NET_BIND_TO", "0.0.0.0:" + httpPort);
        QuestdbLocalServer.harnessSettings(config).forEach((key, value) -> env.put(QuestdbTuning.envName(key), value));
        QuestdbTuning.serverConf(settings).forEach((key, value) -> env.put(QuestdbTuning.envName(key), value));
        List<String> jvm = QuestdbTuning.jvmOptions(settings);
        if (!jvm.isEmpty()) {
            env.put(JVM_PREPEND, String.join(" ", jvm));
        }
        return new ContainerSpec(IMAGE, env, List.of(),
                new Endpoint("localhost", PG_PORT, QuestdbLocalServer.USER, password, QuestdbLocalServer.DATABASE,
                        null),
                new ContainerSpec.Readiness.ListeningPort(), Duration.ofMinutes(2), List.of(ROOT + "/db"),
                localBuild(jar),
                settings.isEmpty() ? ContainerSpec.Settings.NONE
                        : new ContainerSpec.Settings(settings, List.of("bash", "-c", readBack(settings, httpPort))))
                .withMirroredPorts(List.of(httpPort));
    }

    /** docker/questdb around the server jar, whose folder goes into the build context as {@code questdb/}. */
    static LocalBuild localBuild(Path jar) {
        String name = "questdb-" + Versions.SERVER + ".jar";
        if (!Files.isRegularFile(jar)) {
            return new LocalBuild("questdb", Versions.SERVER, Map.of(), "the QuestDB server jar " + jar + " is missing "
                    + "(mvn -o dependency:get -Dartifact=org.questdb:questdb:" + Versions.SERVER + ", or set QUESTDB_JAR)");
        }
        if (!jar.getFileName().toString().equals(name)) {
            return new LocalBuild("questdb", Versions.SERVER, Map.of(), "the recipe copies " + name + " from the folder "
                    + "that holds it, but QUESTDB_JAR names " + jar);
        }
        return new LocalBuild("questdb", Versions.SERVER, Map.of("questdb", jar.toAbsolutePath().getParent()), null);
    }

    /**
     * The answer's lines up to its last chunk (a line of zeros): QuestDB keeps the connection open whatever the request
     * says, so reading to its end would wait for the idle timeout; no line waits more than 10 s.
     */
    static final String UNTIL_LAST_CHUNK = "while IFS= read -r -t 10 line <&3; do line=\"${line%$'\\r'}\"; "
            + "case \"$line\" in *[!0]*|'') printf '%s\\n' \"$line\" ;; *) break ;; esac; done";

    /** The export's {@code "name","value"} rows as {@code name=value} lines, without its header. */
    static final String CSV_TO_SETTINGS = "sed -n 's/^\"\\([^\"]*\\)\",\"\\([^\"]*\\)\"\\r\\{0,1\\}$/\\1=\\2/p'"
            + " | grep -v '^property_path='";

    /**
     * Prints each applied setting as {@code name=value}: the server.conf keys from the running server
     * ({@code SHOW PARAMETERS} through the HTTP CSV export, fetched with bash's /dev/tcp, as the image has no HTTP
     * client), the heap from the server JVM's command line.
     */
    static String readBack(Map<String, String> settings, int httpPort) {
        Map<String, String> conf = QuestdbTuning.serverConf(settings);
        StringBuilder script = new StringBuilder();
        if (!conf.isEmpty()) {
            String query = "SELECT property_path, value FROM (SHOW PARAMETERS) WHERE property_path IN ("
                    + conf.keySet().stream().map(k -> "'" + k + "'").collect(Collectors.joining(", ")) + ")";
            script.append("(exec 3<>/dev/tcp/127.0.0.1/").append(httpPort).append(" && printf 'GET /exp?query=")
                    .append(URLEncoder.encode(query, StandardCharsets.UTF_8).replace("%", "%%"))
                    .append(" HTTP/1.1\\r\\nHost: localhost\\r\\nConnection: close\\r\\n\\r\\n' >&3 && ")
                    .append(UNTIL_LAST_CHUNK).append(") | ").append(CSV_TO_SETTINGS).append("; ");
        }
        if (settings.containsKey(QuestdbTuning.HEAP)) {
            script.append("for f in /proc/[0-9]*/cmdline; do if tr '\\0' '\\n' < \"$f\" 2>/dev/null"
                    + " | grep -qx 'io.questdb/io.questdb.ServerMain'; then tr '\\0' '\\n' < \"$f\""
                    + " | sed -n 's/^-Xmx/-Xmx=/p' | tail -n 1; break; fi; done");
        }
        return script.toString();
    }
}
