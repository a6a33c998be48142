package org.iotbenchrunner.core.result;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ResultFilesTest {
    @Test
    void roundTripsAndWritesAtomically(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("small/timescaledb/write.json");
        RunResult result = ResultSamples.run("timescaledb", "write", 0);
        ResultFiles.write(file, result);
        assertThat(ResultFiles.read(file)).isEqualTo(result);
        assertThat(ResultFiles.readAll(dir)).containsExactly(result);
        try (var files = Files.list(file.getParent())) {
            assertThat(files).containsExactly(file);
        }
        assertThat(result.server().avgCpuPercent()).isEqualTo(100);
        assertThat(result.server().peakMemoryMb()).isEqualTo(300);
    }

    @Test
    void matricesHaveTheIotBenchmarkLayout() {
        String text = MatrixPrinter.format(ResultSamples.run("timescaledb", "write", 2));
        assertThat(text).contains("Result Matrix", "Latency (ms) Matrix",
                String.format("%-25s%-25s%-25s%-25s%-25s%-25s", "INGESTION", 10, 1000, 2, 200, "500.00"));
        assertThat(text).contains("Test elapsed time (not include schema creation): 2.00 second");
    }
}
