package org.iotbenchrunner.orchestrator;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.ServiceLoader;
import org.iotbenchrunner.core.result.ResultFiles;
import org.iotbenchrunner.core.result.RunResult;
import org.iotbenchrunner.core.result.RunStatus;
import org.iotbenchrunner.core.spi.DatabaseBinding;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The CLI end to end on a real, privately started TimescaleDB, at the tiny scale. */
class BenchCommandIT {

    private static void assumeLocalServer(String id) {
        DatabaseBinding binding = ServiceLoader.load(DatabaseBinding.class).stream().map(ServiceLoader.Provider::get)
                .filter(b -> b.id().equals(id)).findFirst().orElseThrow();
        String missing = binding.localServer().orElseThrow().unavailableReason().orElse(null);
        Assumptions.assumeTrue(missing == null, () -> "no local " + id + ": " + missing);
    }

    @Test
    void everyTestOnLocalInflux1(@TempDir Path out) throws Exception {
        assumeLocalServer("influxdb1");
        ByteArrayOutputStream stdout = new ByteArrayOutputStream();
        int exit = BenchCommand.execute(new String[]{"--db", "influxdb1", "--test", "all", "--scale", "tiny",
            "--out", out.toString()}, new PrintStream(stdout, true, StandardCharsets.UTF_8), System.err);
        assertThat(exit).as(stdout.toString(StandardCharsets.UTF_8)).isZero();
        List<String> summary = Files.readAllLines(out.resolve("tiny/summary.csv"));
        assertThat(summary).hasSize(10);
        assertThat(summary.subList(1, 10)).allMatch(row -> row.startsWith("INFLUXDB 1.X,") && row.endsWith(",0,ok"));
        RunResult read = ResultFiles.read(out.resolve("tiny/influxdb1/read.json"));
        assertThat(read.operations()).hasSize(11);
        assertThat(read.database().serverVersion()).contains("1.6");
    }

    @Test
    void writeThenValueFilterOnLocalTimescale(@TempDir Path out) throws Exception {
        assumeLocalServer("timescaledb");

        ByteArrayOutputStream stdout = new ByteArrayOutputStream();
        int exit = BenchCommand.execute(new String[]{"--db", "timescaledb", "--test", "value-filter,write",
            "--scale", "tiny", "--out", out.toString()}, new PrintStream(stdout, true, StandardCharsets.UTF_8),
                System.err);
        String log = stdout.toString(StandardCharsets.UTF_8);
        assertThat(exit).as(log).isZero();
        assertThat(log).contains("Result Matrix", "Latency (ms) Matrix", "loops (100.0 %)");

        RunResult write = ResultFiles.read(out.resolve("tiny/timescaledb/write.json"));
        assertThat(write.status()).isEqualTo(RunStatus.COMPLETED);
        assertThat(write.total().okPoints()).isEqualTo(4L * 4 * 10 * 20);
        assertThat(write.total().failedOperations()).isZero();
        assertThat(write.database().serverVersion()).contains("PostgreSQL", "TimescaleDB");
        assertThat(write.host().cores()).isPositive();
        assertThat(write.harness().cpuSeconds()).isPositive();

        RunResult filter = ResultFiles.read(out.resolve("tiny/timescaledb/value-filter.json"));
        assertThat(filter.operations()).extracting(o -> o.operation())
                .containsExactlyInAnyOrder("VALUE_RANGE", "AGG_VALUE", "AGG_RANGE_VALUE");
        assertThat(filter.total().okOperations()).isEqualTo(2 * 20);
        assertThat(filter.total().failedOperations()).isZero();

        List<String> summary = Files.readAllLines(out.resolve("tiny/summary.csv"));
        assertThat(summary).hasSize(3);
        assertThat(summary.get(1)).startsWith("TIMESCALEDB,WRITE,").endsWith(",0,ok");
        assertThat(summary.get(2)).startsWith("TIMESCALEDB,VALUE-FILTER,").endsWith(",0,ok");
        assertThat(out.resolve("tiny/report/index.html")).isNotEmptyFile();
        assertThat(ProcessHandle.allProcesses().filter(p -> p.info().command().orElse("").endsWith("/postgres"))
                .filter(p -> p.info().arguments().map(a -> String.join(" ", a)).orElse("")
                        .contains("iot-benchrunner-timescaledb-")))
                .as("the private server is stopped").isEmpty();
    }
}
