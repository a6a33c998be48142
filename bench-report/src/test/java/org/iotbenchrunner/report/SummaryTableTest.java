package org.iotbenchrunner.report;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.iotbenchrunner.core.result.ResultFiles;
import org.iotbenchrunner.core.result.ResultSamples;
import org.iotbenchrunner.core.result.RunResult;
import org.iotbenchrunner.core.result.RunStatus;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class SummaryTableTest {
    private final List<RunResult> results = List.of(
            ResultSamples.run("timescaledb", "value-filter", 0),
            ResultSamples.run("timescaledb", "write", 3),
            ResultSamples.run("timescaledb", "read", 0).withStatus(RunStatus.RUNNING, null));

    private static String golden(String name) throws Exception {
        try (var in = SummaryTableTest.class.getResourceAsStream("/golden/" + name)) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }

    @Test
    void markdownAndCsvMatchTheGoldenFiles() throws Exception {
        SummaryTable table = new SummaryTable("small", results);
        assertThat(table.markdown()).isEqualTo(golden("summary.md"));
        assertThat(table.csv()).isEqualTo(golden("summary.csv"));
    }

    @Test
    void aRerunReplacesOnlyItsOwnRow(@TempDir Path dir) throws Exception {
        Path scale = dir.resolve("small");
        ResultFiles.write(scale.resolve("timescaledb/write.json"), ResultSamples.run("timescaledb", "write", 3));
        ResultFiles.write(scale.resolve("timescaledb/read.json"), ResultSamples.run("timescaledb", "read", 0));
        SummaryTable.writeFor(scale);
        ResultFiles.write(scale.resolve("timescaledb/write.json"), ResultSamples.run("timescaledb", "write", 0));
        SummaryTable.writeFor(scale);
        List<String> csv = Files.readAllLines(scale.resolve("summary.csv"));
        assertThat(csv).hasSize(3);
        assertThat(csv.get(1)).startsWith("TIMESCALEDB,WRITE,").endsWith(",0,ok");
        assertThat(csv.get(2)).startsWith("TIMESCALEDB,READ,");
    }
}
