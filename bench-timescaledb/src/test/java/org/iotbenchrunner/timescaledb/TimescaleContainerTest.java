package org.iotbenchrunner.timescaledb;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
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

class TimescaleContainerTest {
    private static final ServerResources EIGHT_GIB_TWO_CORES = new ServerResources(8 * ServerResources.GIB, 2);
    private final BenchmarkConfig config = new ConfigLayers().set(ConfigKey.DB_NAME, "bench").build();

    @Test
    void untunedServerWithTheBenchmarkDatabaseAndAFreshPassword() {
        ContainerSpec spec = new TimescaleBinding().container(new ConfigLayers().set(ConfigKey.DB_NAME, "bench")
                .build(), new ContainerRequest(ServerOptions.defaults(), OptionalLong.of(1L << 32))).orElseThrow();
        assertThat(spec.image()).isEqualTo("timescale/timescaledb:2.19.3-pg15");
        assertThat(spec.env()).containsEntry("POSTGRES_DB", "bench").containsEntry("NO_TS_TUNE", "true")
                .containsEntry("POSTGRES_PASSWORD", spec.inside().password());
        assertThat(spec.inside().password()).hasSize(24);
        assertThat(spec.inside().port()).isEqualTo(5432);
        assertThat(spec.readiness()).as("the entrypoint's temporary server listens on no TCP port")
                .isInstanceOf(ContainerSpec.Readiness.ListeningPort.class);
        assertThat(spec.localBuild()).isEqualTo(LocalBuild.of("timescaledb", "2.19-pg15"));
        assertThat(spec.dataDirectories()).as("bound by --data-dir; the size is the client's hypertable_size")
                .containsExactly(TimescaleContainer.PGDATA);
    }

    @Test
    void theDefaultProfileKeepsTheImagesCommandAndAppliesNothing() {
        ContainerSpec spec = new TimescaleBinding().container(config, ContainerRequest.defaults()).orElseThrow();
        assertThat(spec.command()).isEmpty();
        assertThat(spec.env()).containsOnlyKeys("POSTGRES_USER", "POSTGRES_PASSWORD", "POSTGRES_DB", "NO_TS_TUNE",
                "TIMESCALEDB_TELEMETRY");
        assertThat(spec.settings()).isEqualTo(ContainerSpec.Settings.NONE);
    }

    @Test
    void theTunedProfilePassesPgtunesValuesAsPostgresOptions() {
        ContainerSpec spec = new TimescaleBinding().container(config, tuned(EIGHT_GIB_TWO_CORES)).orElseThrow();
        Map<String, String> expected = PgTune.settings(EIGHT_GIB_TWO_CORES);
        List<String> command = new ArrayList<>(List.of("postgres"));
        expected.forEach((name, value) -> command.addAll(List.of("-c", name + "=" + value)));
        assertThat(spec.command()).isEqualTo(command)
                .contains("shared_buffers=2048MB", "work_mem=10485kB", "timescaledb.max_background_workers=16")
                .as("the entrypoint's postgresql.conf keeps loading timescaledb")
                .noneMatch(arg -> arg.startsWith("shared_preload_libraries"));
        assertThat(spec.settings().applied()).containsExactlyEntriesOf(expected)
                .isEqualTo(new TimescaleBinding().tunedSettings(EIGHT_GIB_TWO_CORES));
        assertThat(spec.env()).containsEntry("NO_TS_TUNE", "true");
    }

    @Test
    void serverSetsGoOnTheCommandLineOverTheProfilesAndAreReadBack() {
        ServerOptions asked = new ServerOptions(ServerProfile.TUNED, EIGHT_GIB_TWO_CORES, null,
                Map.of("work_mem", "64MB"));
        ContainerSpec spec = new TimescaleBinding().container(config, new ContainerRequest(asked,
                OptionalLong.empty())).orElseThrow();
        assertThat(spec.command()).contains("work_mem=64MB").doesNotContain("work_mem=10485kB");
        assertThat(spec.settings().applied()).containsEntry("work_mem", "64MB")
                .containsEntry("shared_buffers", "2048MB");
        assertThat(spec.settings().readBack().get(spec.settings().readBack().size() - 1))
                .contains("'work_mem', 'MB'");
        ContainerSpec untuned = new TimescaleBinding().container(config, new ContainerRequest(ServerOptions.defaults()
                .withServerSets(Map.of("max_wal_size", "2GB")), OptionalLong.empty())).orElseThrow();
        assertThat(untuned.command()).containsExactly("postgres", "-c", "max_wal_size=2GB");
        assertThat(untuned.settings().applied()).containsExactly(Map.entry("max_wal_size", "2GB"));
    }

    @Test
    void theReadBackAsksTheServerForEverySettingInTheUnitApplied() {
        ContainerSpec.Settings settings = new TimescaleBinding().container(config, tuned(EIGHT_GIB_TWO_CORES))
                .orElseThrow().settings();
        assertThat(settings.readBack()).startsWith("psql").contains("-At", "postgres");
        String sql = settings.readBack().get(settings.readBack().size() - 1);
        assertThat(sql).contains("(1, 'shared_buffers', 'MB')", "(4, 'work_mem', 'kB')", "(6, 'min_wal_size', 'GB')",
                "(8, 'checkpoint_completion_target', '')", "(15, 'timescaledb.max_background_workers', '')",
                "JOIN pg_settings", "current_setting(v.name, true)", "ORDER BY v.i");
        assertThat(TimescaleContainer.readBackSql(Map.of("it's", "1"))).as("names are quoted")
                .contains("(1, 'it''s', '')");
    }

    private static ContainerRequest tuned(ServerResources resources) {
        return new ContainerRequest(new ServerOptions(ServerProfile.TUNED, resources), OptionalLong.empty());
    }
}
