package org.iotbenchrunner.orchestrator.campaign;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.iotbenchrunner.core.result.ResultFiles;
import org.iotbenchrunner.core.result.RunResult;
import org.iotbenchrunner.core.result.RunStatus;
import org.iotbenchrunner.core.spi.RealServers;
import org.iotbenchrunner.orchestrator.cli.BenchCommand;
import org.iotbenchrunner.orchestrator.provision.container.ContainerProviderIT;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The four campaign presets in containers, TimescaleDB and InfluxDB 1.x at tiny scale with cold reads: co-resident
 * servers sampled while idle, tuned settings read back from the servers, containers restarted on their data, and the
 * effects report at the end.
 */
class CampaignPresetsIT {
    private static final List<String> DATABASES = List.of("timescaledb", "influxdb1");

    @Test
    void theFourPresetsRunInContainersAndTheirEffectsAreReported(@TempDir Path out) throws Exception {
        for (String db : DATABASES) {
            RealServers.require(db + "-container", ContainerProviderIT.containerUnavailable(db));
        }
        ByteArrayOutputStream stdout = new ByteArrayOutputStream();
        int exit = BenchCommand.execute(new String[]{"--provider", "docker", "--db", String.join(",", DATABASES),
            "--test", "write,latest-point", "--scale", "tiny", "--cache", "cold", "--verify", "--campaign", "all",
            "--out", out.toString()}, new PrintStream(stdout, true, StandardCharsets.UTF_8), System.err);
        String log = stdout.toString(StandardCharsets.UTF_8);
        assertThat(exit).as(log).isZero();
        assertThat(log).contains("Co-resident: timescaledb, influxdb1 up until the last test",
                "TimescaleDB settings read back from the server: 15 of 15 as applied",
                "InfluxDB 1.x settings read back from the server: 1 of 1 as applied");

        RunResult original = read(out, "original", "timescaledb", "latest-point");
        assertThat(original.protocol().coResident()).isTrue();
        assertThat(original.coResident()).containsOnlyKeys("influxdb1");
        assertThat(original.coResident().get("influxdb1").measured()).as("the idle server was sampled").isTrue();
        assertThat(original.environment().setup().coldStart().serverRestarted()).isTrue();

        RunResult rerun = read(out, "rerun", "influxdb1", "latest-point");
        assertThat(rerun.protocol().isolation()).isEqualTo("sequential");
        assertThat(rerun.coResident()).isEmpty();
        assertThat(rerun.environment().setup().profile()).isEqualTo("tuned");
        assertThat(rerun.environment().setup().settings()).containsKey("data.cache-max-memory-size");
        assertThat(rerun.database().provider()).contains("memory limit");
        assertThat(read(out, "coresident-tuned", "timescaledb", "write").environment().setup().settings())
                .containsKey("shared_buffers");
        assertThat(read(out, "isolated-default", "timescaledb", "write").environment().setup().settings()).isEmpty();
        assertThat(out.resolve("effects/index.html")).exists();
        assertThat(Files.readString(out.resolve("effects/effects.md"))).contains("TimescaleDB", "InfluxDB");
    }

    private static RunResult read(Path out, String preset, String db, String test) throws Exception {
        RunResult r = ResultFiles.read(out.resolve(preset + "/tiny/" + db + "/" + test + ".json"));
        assertThat(r.status()).isEqualTo(RunStatus.COMPLETED);
        assertThat(r.failedOperations()).isZero();
        return r;
    }
}
