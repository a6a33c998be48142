package org.iotbenchrunner.questdb;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.OptionalLong;
import org.iotbenchrunner.core.config.BenchmarkConfig;
import org.iotbenchrunner.core.config.ConfigKey;
import org.iotbenchrunner.core.config.ConfigLayers;
import org.iotbenchrunner.core.config.ServerProfile;
import org.iotbenchrunner.core.spi.ContainerRequest;
import org.iotbenchrunner.core.spi.ContainerSpec;
import org.iotbenchrunner.core.spi.LocalBuild;
import org.iotbenchrunner.core.spi.ServerOptions;
import org.iotbenchrunner.core.spi.ServerResources;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class QuestdbContainerTest {
    private static final ServerResources EIGHT_GIB_TWO_CORES = new ServerResources(8 * ServerResources.GIB, 2);
    private final BenchmarkConfig config = new ConfigLayers().build();

    @TempDir
    Path dir;

    @Test
    void theDefaultProfileRunsThePinnedImageOnItsDefaultsWithAFreshPassword() throws IOException {
        Path jar = jar("questdb-7.3.10.jar");
        ContainerSpec spec = QuestdbContainer.spec(config, ContainerRequest.defaults(), jar);
        assertThat(spec.image()).isEqualTo("questdb/questdb:7.3.10");
        assertThat(spec.command()).isEmpty();
        assertThat(spec.env()).containsOnly(Map.entry("QDB_TELEMETRY_ENABLED", "false"),
                Map.entry("QDB_PG_USER", "admin"), Map.entry("QDB_PG_PASSWORD", spec.inside().password()),
                Map.entry("QDB_QUERY_TIMEOUT_SEC", "300"),
                Map.entry("QDB_HTTP_NET_BIND_TO", "0.0.0.0:" + spec.mirroredPorts().get(0)));
        assertThat(spec.mirroredPorts()).singleElement().isNotEqualTo(8812);
        assertThat(spec.inside().password()).hasSize(24);
        assertThat(spec.inside().port()).isEqualTo(8812);
        assertThat(spec.inside().user()).isEqualTo("admin");
        assertThat(spec.inside().database()).isEqualTo("qdb");
        assertThat(spec.readiness()).isInstanceOf(ContainerSpec.Readiness.ListeningPort.class);
        assertThat(spec.dataDirectories()).containsExactly("/var/lib/questdb/db");
        assertThat(spec.settings()).isEqualTo(ContainerSpec.Settings.NONE);
        assertThat(spec.localBuild()).isEqualTo(new LocalBuild("questdb", "7.3.10", Map.of("questdb", dir), null));
        assertThat(QuestdbContainer.spec(config, ContainerRequest.defaults(), jar).inside().password())
                .isNotEqualTo(spec.inside().password());
    }

    @Test
    void manyClientsRaiseTheConnectionLimitsAndTheReadTimeoutIsTheServers() throws IOException {
        BenchmarkConfig busy = new ConfigLayers().set(ConfigKey.DATA_CLIENT_NUMBER, 100)
                .set(ConfigKey.DEVICE_NUMBER, 100).set(ConfigKey.READ_OPERATION_TIMEOUT_MS, 1500).build();
        ContainerSpec spec = QuestdbContainer.spec(busy, ContainerRequest.defaults(), jar("questdb-7.3.10.jar"));
        assertThat(spec.env()).containsEntry("QDB_PG_NET_CONNECTION_LIMIT", "116")
                .containsEntry("QDB_HTTP_NET_CONNECTION_LIMIT", "116").containsEntry("QDB_QUERY_TIMEOUT_SEC", "2");
    }

    @Test
    void theTunedProfileSetsQuestdbVariablesAndTheHeapAndReadsThemBack() throws IOException {
        ContainerRequest tuned = new ContainerRequest(new ServerOptions(ServerProfile.TUNED, EIGHT_GIB_TWO_CORES),
                OptionalLong.of(8 * ServerResources.GIB));
        ContainerSpec spec = new QuestdbBinding().container(config, tuned).orElseThrow();
        assertThat(spec.env()).containsEntry("QDB_SHARED_WORKER_COUNT", "2")
                .containsEntry("QDB_WAL_APPLY_WORKER_COUNT", "2").containsEntry("JVM_PREPEND", "-Xmx2048m");
        assertThat(spec.settings().applied()).containsExactly(Map.entry("-Xmx", "2048m"),
                Map.entry("shared.worker.count", "2"), Map.entry("wal.apply.worker.count", "2"))
                .isEqualTo(new QuestdbBinding().tunedSettings(EIGHT_GIB_TWO_CORES));
        assertThat(spec.settings().readBack()).hasSize(3).startsWith("bash", "-c");
        int http = spec.mirroredPorts().get(0);
        assertThat(spec.env()).containsEntry("QDB_HTTP_NET_BIND_TO", "0.0.0.0:" + http);
        assertThat(spec.settings().readBack().get(2)).contains("/dev/tcp/127.0.0.1/" + http + " ")
                .contains("SHOW+PARAMETERS").contains("shared.worker.count").contains("io.questdb/io.questdb.ServerMain");
    }

    @Test
    void serverSetsAreQuestdbVariablesOverTheTunedOnesAndAreReadBack() throws IOException {
        ServerOptions options = new ServerOptions(ServerProfile.TUNED, EIGHT_GIB_TWO_CORES).withServerSets(Map.of(
                "cairo.max.uncommitted.rows", "1000", "shared.worker.count", "1"));
        ContainerSpec spec = QuestdbContainer.spec(config, new ContainerRequest(options, OptionalLong.empty()),
                jar("questdb-7.3.10.jar"));
        assertThat(spec.env()).containsEntry("QDB_CAIRO_MAX_UNCOMMITTED_ROWS", "1000")
                .containsEntry("QDB_SHARED_WORKER_COUNT", "1").containsEntry("QDB_WAL_APPLY_WORKER_COUNT", "2")
                .containsEntry("JVM_PREPEND", "-Xmx2048m");
        assertThat(spec.settings().applied()).containsEntry("cairo.max.uncommitted.rows", "1000")
                .containsEntry("shared.worker.count", "1").containsEntry("wal.apply.worker.count", "2")
                .containsEntry("-Xmx", "2048m");
        assertThat(spec.settings().readBack().get(2)).contains("cairo.max.uncommitted.rows");
    }

    @Test
    void aServerSetOnTheDefaultProfileIsReadBackToo() throws IOException {
        ContainerSpec spec = QuestdbContainer.spec(config, new ContainerRequest(ServerOptions.defaults()
                .withServerSets(Map.of("query.timeout.sec", "7")), OptionalLong.empty()), jar("questdb-7.3.10.jar"));
        assertThat(spec.env()).containsEntry("QDB_QUERY_TIMEOUT_SEC", "7").doesNotContainKey("JVM_PREPEND");
        assertThat(spec.settings().applied()).containsExactly(Map.entry("query.timeout.sec", "7"));
        assertThat(spec.settings().readBack().get(2)).contains("query.timeout.sec")
                .doesNotContain("io.questdb.ServerMain");
    }

    @Test
    void theReadBackTurnsTheCsvExportIntoNameValueLines() throws Exception {
        Process p = new ProcessBuilder("bash", "-c", "printf '\"property_path\",\"value\"\\r\\n"
                + "\"shared.worker.count\",\"2\"\\r\\n\"wal.apply.worker.count\",\"4\"\\r\\n' | "
                + QuestdbContainer.CSV_TO_SETTINGS).redirectErrorStream(true).start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(p.waitFor()).isZero();
        assertThat(out).isEqualTo("shared.worker.count=2\nwal.apply.worker.count=4\n");
    }

    @Test
    void theRecipeNeedsTheJarUnderItsMavenName() throws IOException {
        assertThat(QuestdbContainer.localBuild(dir.resolve("questdb-7.3.10.jar")).missing())
                .contains("is missing").contains("dependency:get");
        assertThat(QuestdbContainer.localBuild(jar("server.jar")).missing()).contains("QUESTDB_JAR");
        assertThat(QuestdbContainer.localBuild(jar("questdb-7.3.10.jar")).extraContext())
                .isEqualTo(Map.of("questdb", dir));
    }

    @Test
    void theRecipeIsOnTheClassPathWhereTheOrchestratorLooks() throws IOException {
        try (var dockerfile = QuestdbContainer.class.getResourceAsStream("/docker/questdb/Dockerfile")) {
            assertThat(dockerfile).isNotNull();
            String text = new String(dockerfile.readAllBytes(), StandardCharsets.UTF_8);
            assertThat(text).contains("FROM debian:bookworm-slim").contains("openjdk-17-jre-headless")
                    .contains("COPY questdb/questdb-${QUESTDB_VERSION}.jar").contains("VOLUME /var/lib/questdb");
        }
        assertThat(QuestdbContainer.class.getResource("/docker/questdb/docker-entrypoint.sh")).isNotNull();
        assertThat(QuestdbContainer.class.getResource("/docker/questdb/.dockerignore")).isNotNull();
    }

    private Path jar(String name) throws IOException {
        return Files.writeString(dir.resolve(name), "jar");
    }
}
