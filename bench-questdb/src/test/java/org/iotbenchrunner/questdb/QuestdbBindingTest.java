package org.iotbenchrunner.questdb;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Path;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.ServiceLoader;
import org.iotbenchrunner.core.config.BenchmarkConfig;
import org.iotbenchrunner.core.config.ConfigException;
import org.iotbenchrunner.core.config.ConfigKey;
import org.iotbenchrunner.core.config.ConfigLayers;
import org.iotbenchrunner.core.config.OperationType;
import org.iotbenchrunner.core.config.ServerProfile;
import org.iotbenchrunner.core.spi.DatabaseBinding;
import org.iotbenchrunner.core.spi.ServerOptions;
import org.iotbenchrunner.core.spi.ServerResources;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class QuestdbBindingTest {
    private final QuestdbBinding binding = new QuestdbBinding();

    @Test
    void isFoundByTheServiceLoader() {
        assertThat(ServiceLoader.load(DatabaseBinding.class).stream().map(ServiceLoader.Provider::type))
                .contains(QuestdbBinding.class);
        assertThat(binding.id()).isEqualTo("questdb");
        assertThat(binding.displayName()).isEqualTo("QuestDB");
        assertThat(binding.chartColor()).matches("#[0-9A-F]{6}")
                .isNotIn("#2E8BC0", "#E8734A", "#B4532A", "#3CB043");
        assertThat(binding.inAll()).isTrue();
    }

    @Test
    void runsEveryOperation() {
        assertThat(binding.unsupportedOperations()).isEmpty();
        assertThat(binding.supportedOperations()).isEqualTo(EnumSet.allOf(OperationType.class));
    }

    @Test
    void acceptsMillisecondsAndMicrosecondsButNotNanoseconds() {
        binding.validate(new ConfigLayers().build());
        binding.validate(new ConfigLayers().set(ConfigKey.TIMESTAMP_PRECISION, "us").build());
        assertThatThrownBy(() -> binding.validate(new ConfigLayers().set(ConfigKey.TIMESTAMP_PRECISION, "ns").build()))
                .isInstanceOf(ConfigException.class).hasMessage("TIMESTAMP_PRECISION=ns is not supported by questdb: "
                        + "QuestDB 7.3 stores timestamps in microseconds (use ms or us)");
    }

    @ParameterizedTest
    @CsvSource({"DB_NAME, my-db", "DB_NAME, 1st", "SENSOR_NAME_PREFIX, s.", "QUERY_AGGREGATE_FUN, count(*)"})
    void refusesNamesItCannotUseInOneLine(ConfigKey key, String value) {
        assertThatThrownBy(() -> binding.validate(new ConfigLayers().set(key, value).build()))
                .isInstanceOf(ConfigException.class).hasMessageStartingWith(key + "=" + value + " is not supported by "
                        + "questdb: ").hasMessageNotContaining("\n");
    }

    @Test
    void acceptsTheFunctionNamesOfTheOtherDatabases() {
        for (String function : List.of("count", "mean", "max_value", "first_value", "LAST", "sum()")) {
            binding.validate(new ConfigLayers().set(ConfigKey.QUERY_AGGREGATE_FUN, function).build());
        }
    }

    @Test
    void reportsBothDriversAndTheWritePath() {
        Map<String, String> info = binding.clientInfo(new ConfigLayers().build());
        assertThat(info.get("driver")).isEqualTo("questdb-client (ILP over HTTP) + PostgreSQL JDBC");
        assertThat(info.get("driverVersion")).isEqualTo("questdb-client 1.0.1, PgJDBC "
                + org.postgresql.util.DriverInfo.DRIVER_VERSION);
        assertThat(info.get("writePath")).startsWith("ILP over HTTP, one request per batch");
    }

    @Test
    void theTunedProfileIsAQuarterOfMemoryForTheHeapAndAWorkerPerCore() {
        assertThat(binding.tunedSettings(new ServerResources(17_600 * ServerResources.MIB, 2))).containsExactly(
                Map.entry("-Xmx", "4400m"), Map.entry("shared.worker.count", "2"),
                Map.entry("wal.apply.worker.count", "2"));
        assertThat(QuestdbTuning.heapMb(new ServerResources(512 * ServerResources.MIB, 1))).isEqualTo(256);
        assertThat(QuestdbTuning.heapMb(new ServerResources(256 * ServerResources.GIB, 64))).isEqualTo(31 * 1024);
        Map<String, String> tuned = binding.tunedSettings(new ServerResources(32 * ServerResources.GIB, 6));
        assertThat(QuestdbTuning.jvmOptions(tuned)).containsExactly("-Xmx8192m");
        assertThat(QuestdbTuning.serverConf(tuned)).containsOnlyKeys("shared.worker.count", "wal.apply.worker.count")
                .containsEntry("shared.worker.count", "6");
        assertThat(QuestdbTuning.envName("wal.apply.worker.count")).isEqualTo("QDB_WAL_APPLY_WORKER_COUNT");
    }

    @Test
    void theLocalServerSaysHowToGetTheJar() {
        QuestdbLocalServer missing = new QuestdbLocalServer(Path.of("/nonexistent/questdb-7.3.10.jar"),
                Path.of(System.getProperty("java.home"), "bin", "java"));
        assertThat(missing.unavailableReason()).hasValueSatisfying(reason -> assertThat(reason)
                .contains("/nonexistent/questdb-7.3.10.jar").contains("QUESTDB_JAR")
                .contains("mvn -o dependency:get -Dartifact=org.questdb:questdb:7.3.10"));
        assertThat(QuestdbLocalServer.defaultJar().toString().replace('\\', '/'))
                .endsWith("org/questdb/questdb/7.3.10/questdb-7.3.10.jar");
    }

    @Test
    void theLocalServerListensOnLoopbackOnlyWithAPasswordAndTheTunedKeys() {
        BenchmarkConfig config = new ConfigLayers().set(ConfigKey.READ_OPERATION_TIMEOUT_MS, 60_001).build();
        String conf = QuestdbLocalServer.serverConf(new QuestdbLocalServer.Ports(1, 2, 3, 4), "pw", config,
                binding.tunedSettings(new ServerResources(8 * ServerResources.GIB, 2)));
        assertThat(conf.lines()).contains("http.net.bind.to=127.0.0.1:1", "http.min.net.bind.to=127.0.0.1:2",
                "pg.net.bind.to=127.0.0.1:3", "line.tcp.net.bind.to=127.0.0.1:4", "line.udp.enabled=false",
                "telemetry.enabled=false", "pg.password=pw", "query.timeout.sec=61", "shared.worker.count=2",
                "wal.apply.worker.count=2", "config.validation.strict=true")
                .noneMatch(l -> l.startsWith("-Xmx")).noneMatch(l -> l.contains("connection.limit"));
    }

    @Test
    void theLocalServerWritesServerSetsOverTheTunedKeysAndReadsTheHeapFromTheJvm() {
        ServerOptions options = new ServerOptions(ServerProfile.TUNED, new ServerResources(8 * ServerResources.GIB, 2))
                .withServerSets(Map.of("cairo.max.uncommitted.rows", "1000", "wal.apply.worker.count", "1"));
        String conf = QuestdbLocalServer.serverConf(new QuestdbLocalServer.Ports(1, 2, 3, 4), "pw",
                new ConfigLayers().build(), QuestdbTuning.applied(options));
        assertThat(conf.lines()).contains("cairo.max.uncommitted.rows=1000", "wal.apply.worker.count=1",
                "shared.worker.count=2").doesNotContain("wal.apply.worker.count=2");
        assertThat(QuestdbTuning.applied(options)).containsEntry("-Xmx", "2048m");
        assertThat(QuestdbLocalServer.heap(new String[] {"-Xmx1g", "-XX:+UseParallelGC", "-Xmx2048m", "-p"}))
                .hasValue("2048m");
        assertThat(QuestdbLocalServer.heap(new String[] {"-p", "q.jar"})).isEmpty();
    }

    @Test
    void theLocalServerRunsTheJarAsAModuleWithTheStartScriptsFlags() {
        QuestdbLocalServer local = new QuestdbLocalServer(Path.of("/q/questdb-7.3.10.jar"), Path.of("/jdk/bin/java"));
        List<String> command = local.command(Path.of("/work"), Map.of("-Xmx", "512m"));
        assertThat(command).startsWith("/jdk/bin/java", "-XX:+UnlockExperimentalVMOptions", "-XX:+AlwaysPreTouch",
                "-XX:+UseParallelGC").contains("-Xmx512m")
                .endsWith("-p", "/q/questdb-7.3.10.jar", "-m", "io.questdb/io.questdb.ServerMain", "-d", "/work");
        assertThat(local.command(Path.of("/work"), Map.of())).noneMatch(a -> a.startsWith("-Xmx"));
    }

    @Test
    void theServerVersionIsTakenFromTheBuildLine() {
        assertThat(QuestdbClient.version("Build Information: QuestDB 7.3.10, JDK 11.0.8, Commit Hash 2da5995e"))
                .isEqualTo("QuestDB 7.3.10");
        assertThat(QuestdbClient.version("something else")).isEqualTo("something else");
    }

    @Test
    void theIlpAddressIsTheEndpointHostAtTheReportedHttpPort() throws Exception {
        assertThat(IlpAddress.port("127.0.0.1:19000")).isEqualTo(19000);
        assertThat(IlpAddress.port("0.0.0.0:9000")).isEqualTo(9000);
        assertThatThrownBy(() -> IlpAddress.port(null)).hasMessageContaining("no HTTP port");
        assertThat(new IlpAddress("::1", 5_000).configuration()).startsWith("http::addr=[::1]:0;");
        assertThat(new IlpAddress("h", 120_000).configuration()).isEqualTo("http::addr=h:0;protocol_version=1;"
                + "auto_flush=off;retry_timeout=0;request_timeout=120000;");
    }
}
