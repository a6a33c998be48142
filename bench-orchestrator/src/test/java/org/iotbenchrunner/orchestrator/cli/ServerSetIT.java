package org.iotbenchrunner.orchestrator.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.Map;
import java.util.ServiceLoader;
import org.iotbenchrunner.core.result.ResultFiles;
import org.iotbenchrunner.core.result.ServerSetup;
import org.iotbenchrunner.core.spi.DatabaseBinding;
import org.iotbenchrunner.core.spi.RealServers;
import org.iotbenchrunner.orchestrator.provision.container.ContainerProviderIT;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** --server-set through the CLI on privately started servers, local and in containers: applied, read back, recorded. */
class ServerSetIT {

    private static void assumeLocalServer(String id) {
        DatabaseBinding binding = ServiceLoader.load(DatabaseBinding.class).stream().map(ServiceLoader.Provider::get)
                .filter(b -> b.id().equals(id)).findFirst().orElseThrow();
        RealServers.require(id + "-local", binding.localServer().orElseThrow().unavailableReason().orElse(null));
    }

    @Test
    void timescaleRunsWithTheWorkMemAskedAndReadsItBack(@TempDir Path out) throws Exception {
        assumeLocalServer("timescaledb");
        CommandRun run = CommandRun.of("--provider", "local", "--db", "timescaledb", "--test", "write", "--scale",
                "tiny", "--server-set", "timescaledb:work_mem=8MB", "--out", out.toString());
        assertThat(run.exit()).as(run.stdout() + run.stderr()).isZero();
        assertThat(run.stdout()).contains("--server-set work_mem=8MB (all read back as asked)");
        ServerSetup setup = ResultFiles.read(out.resolve("tiny/timescaledb/write.json")).environment().setup();
        assertThat(setup.requested()).containsExactly(Map.entry("work_mem", "8MB"));
        assertThat(setup.settings()).as("read back from pg_settings in the unit asked")
                .containsEntry("work_mem", "8MB");
        assertThat(setup.notApplied()).isEmpty();
    }

    /**
     * The docker provider applies the same settings through the container's command and reads them back too. Long:
     * 101.9 s here with the load average at 20-34 (a shared host); not measured on an idle one.
     */
    @Test
    @Tag("long")
    void aTimescaleContainerRunsWithTheWorkMemAskedAndReadsItBack(@TempDir Path out) throws Exception {
        RealServers.require("timescaledb-container", ContainerProviderIT.containerUnavailable("timescaledb"));
        CommandRun run = CommandRun.of("--provider", "docker", "--db", "timescaledb", "--test", "write", "--scale",
                "tiny", "--server-set", "timescaledb:work_mem=12MB", "--out", out.toString());
        assertThat(run.exit()).as(run.stdout() + run.stderr()).isZero();
        assertThat(run.stdout()).contains("--server-set work_mem=12MB (all read back as asked)");
        ServerSetup setup = ResultFiles.read(out.resolve("tiny/timescaledb/write.json")).environment().setup();
        assertThat(setup.requested()).containsExactly(Map.entry("work_mem", "12MB"));
        assertThat(setup.settings()).as("read back from the container's pg_settings").containsEntry("work_mem", "12MB");
        assertThat(setup.notApplied()).isEmpty();
    }

    @Test
    void timescaleRefusesAnUnknownSettingAndTheFailureNamesIt(@TempDir Path out) {
        assumeLocalServer("timescaledb");
        CommandRun run = CommandRun.of("--provider", "local", "--db", "timescaledb", "--test", "write", "--scale",
                "tiny", "--server-set", "timescaledb:work_mem=abc", "--out", out.toString());
        assertThat(run.exit()).isNotZero();
        assertThat(run.stdout() + run.stderr()).contains("failed to start with --server-set timescaledb:work_mem=abc: ")
                .contains("invalid value for parameter \"work_mem\"");
    }

    /**
     * The study's factors: the page size is recorded from the property file, the compaction priority as logged.
     * Long: IoTDB's two nodes took 97 s to start and write here.
     */
    @Test
    @Tag("long")
    void iotdbRunsWithTheStudysPageSizeAndCompactionPriority(@TempDir Path out) throws Exception {
        assumeLocalServer("iotdb");
        CommandRun run = CommandRun.of("--provider", "local", "--db", "iotdb", "--test", "write", "--scale", "tiny",
                "--server-set", "iotdb:page_size_in_byte=65536", "--server-set", "iotdb:compaction_priority=CROSS_INNER",
                "--out", out.toString());
        assertThat(run.exit()).as(run.stdout() + run.stderr()).isZero();
        ServerSetup setup = ResultFiles.read(out.resolve("tiny/iotdb/write.json")).environment().setup();
        assertThat(setup.requested()).containsEntry("page_size_in_byte", "65536")
                .containsEntry("compaction_priority", "CROSS_INNER");
        assertThat(setup.settings()).containsEntry("page_size_in_byte", "65536")
                .containsEntry("compaction_priority", "CROSS_INNER");
        assertThat(setup.notApplied()).isEmpty();
    }
}
