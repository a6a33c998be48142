package org.iotbenchrunner.orchestrator;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.iotbenchrunner.core.result.ResultFiles;
import org.iotbenchrunner.core.result.RunResult;
import org.iotbenchrunner.core.result.RunStatus;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.testcontainers.DockerClientFactory;
import org.testcontainers.junit.jupiter.Testcontainers;

/**
 * The CLI end to end with --provider docker: each database of the study in its pinned container, one write and
 * one query test at the tiny scale, answers verified. Skipped (and the log says so) where no Docker engine answers.
 */
@Testcontainers(disabledWithoutDocker = true)
class ContainerProviderIT {

    @ParameterizedTest(name = "{0} {1}")
    @CsvSource(delimiter = '|', nullValues = "-", value = {
        "iotdb|-|IoTDB 1.3",
        "iotdb|3g|IoTDB 1.3",
        "influxdb|-|InfluxDB 2.7",
        "timescaledb|-|PostgreSQL 15",
    })
    void writeThenLatestPointInAFreshContainer(String db, String memLimit, String version, @TempDir Path out)
            throws Exception {
        List<String> args = new ArrayList<>(List.of("--provider", "docker", "--db", db, "--test",
                "write,latest-point", "--scale", "tiny", "--verify", "--out", out.toString()));
        if (memLimit != null) {
            args.addAll(List.of("--mem-limit", memLimit));
        }
        ByteArrayOutputStream stdout = new ByteArrayOutputStream();
        int exit = BenchCommand.execute(args.toArray(String[]::new), new PrintStream(stdout, true,
                StandardCharsets.UTF_8), System.err);
        String log = stdout.toString(StandardCharsets.UTF_8);
        assertThat(exit).as(log).isZero();

        for (String test : List.of("write", "latest-point")) {
            RunResult r = ResultFiles.read(out.resolve("tiny/" + db + "/" + test + ".json"));
            assertThat(r.status()).as(test).isEqualTo(RunStatus.COMPLETED);
            assertThat(r.failedOperations()).as(test).isZero();
            assertThat(r.total().okOperations()).as(test).isPositive();
            assertThat(r.database().provider()).startsWith("docker (")
                    .contains(memLimit == null ? ")" : "memory limit 3072 MiB");
            assertThat(r.database().serverVersion()).contains(version);
            assertThat(r.server().source()).startsWith("docker stats API, cgroup v");
            r.server().samples().forEach(s -> assertThat(s.memoryNoCacheMb()).isNotNull()
                    .isLessThanOrEqualTo(s.memoryMb()));
        }
        RunResult read = ResultFiles.read(out.resolve("tiny/" + db + "/latest-point.json"));
        assertThat(read.verification().mismatches()).isZero();
        RunResult write = ResultFiles.read(out.resolve("tiny/" + db + "/write.json"));
        assertThat(write.disk().diskBytes()).as(write.disk().method()).isPositive();

        assertThat(DockerClientFactory.instance().client().listContainersCmd().withShowAll(true)
                .withLabelFilter(Map.of(DockerClientFactory.TESTCONTAINERS_SESSION_ID_LABEL,
                        DockerClientFactory.SESSION_ID)).exec())
                .as("the database's container is removed after its last test")
                .noneMatch(c -> c.getImage().contains(db.equals("influxdb") ? "influxdb" : db));
    }
}
