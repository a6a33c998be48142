package org.iotbenchrunner.report.table;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import org.iotbenchrunner.core.result.OpenLoop;
import org.iotbenchrunner.core.result.ResultSamples;
import org.iotbenchrunner.core.result.RunResult;
import org.iotbenchrunner.report.Report;
import org.iotbenchrunner.report.ReportTest;
import org.iotbenchrunner.report.data.ResultSet;
import org.iotbenchrunner.report.text.Labels;
import org.iotbenchrunner.report.text.Language;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Open-loop runs add response-time columns to the tables that hold them (closed-loop tables: see the goldens). */
class OpenLoopColumnsTest {
    /** Latencies of ResultSamples: avg 2 ms, p99 4 ms; its open-loop response times are ten times those. */
    private final RunResult behind = ResultSamples.openLoop(ResultSamples.run("timescaledb", "read", 0),
            OpenLoop.of(50, 42.5, 1500, 2000));
    private final RunResult closed = ResultSamples.run("timescaledb", "write", 0);

    @Test
    void theSummaryShowsResponseTimesBesideLatencyAndFlagsARunBehindSchedule() {
        SummaryTable table = new SummaryTable("small", List.of(closed, behind));
        List<String> csv = table.csv().lines().toList();
        List<String> header = Arrays.asList(csv.get(0).split(","));
        assertThat(header.subList(4, 9)).containsExactly("Avg Lat", "P99 Lat", "Resp Avg", "Resp P99",
                "Rate (ops/s)");
        assertThat(header).hasSize(SummaryRow.HEADER.length + 3);
        assertThat(csv.get(1)).startsWith("TIMESCALEDB,WRITE,2.00,500.00,2.00,4.00,-,-,-,");
        assertThat(csv.get(2)).startsWith("TIMESCALEDB,READ,2.00,500.00,2.00,4.00,20.00,40.00,42.50 / 50.00,")
                .contains(",\"ok, behind schedule\",");
        assertThat(table.markdown()).contains("Open loop (--rate): Resp Avg and Resp P99 are response times");
    }

    @Test
    void aRunThatKeptItsScheduleIsNotFlagged() {
        RunResult kept = ResultSamples.openLoop(closed, OpenLoop.of(50, 49.9, 0.1, 3));
        assertThat(SummaryRow.of(kept).cells()[12]).isEqualTo("ok");
        assertThat(SummaryRow.of(behind).cells()[12]).isEqualTo("ok, behind schedule");
        assertThat(ResultSet.flagged(behind)).as("ranked, like client-bound runs").isFalse();
        assertThat(Labels.of(Language.EN).status(behind)).isEqualTo("ok, behind schedule");
        assertThat(Labels.of(Language.PT_BR).status(behind)).isEqualTo("ok, atrás da agenda");
    }

    @Test
    void theLatencyTableAppendsResponsePercentiles() {
        LatencyTable table = new LatencyTable("small", List.of(closed, behind));
        List<String> csv = table.csv().lines().toList();
        assertThat(csv.get(0)).endsWith(",Slowest Thread,Resp Avg,Resp Min,Resp P50,Resp P90,Resp P95,Resp P99,"
                + "Resp P99.9,Resp Max");
        assertThat(csv.get(1)).startsWith("TIMESCALEDB,WRITE,").endsWith(",20.00,-,-,-,-,-,-,-,-");
        assertThat(csv.get(2)).startsWith("TIMESCALEDB,READ,").endsWith(",20.00,20.00,10.00,20.00,30.00,30.00,40.00,"
                + "40.00,50.00");
        assertThat(table.markdown()).contains("Resp columns (open-loop runs only)");
    }

    @Test
    void theHtmlReportShowsResponseTimesAndTheSchedule(@TempDir Path dir) throws Exception {
        ReportTest.writeResults(dir.resolve("results"), List.of(closed, behind));
        String html = Files.readString(Report.write(dir.resolve("results"), dir.resolve("en"), Language.EN));
        assertThat(html).contains("<th>Resp Avg (ms)</th><th>Resp P99 (ms)</th>", "<th>Resp P99.9</th>",
                "<td class=\"num\">42.50 / 50.00</td>", "ok, behind schedule",
                "requested 50.00 ops/s, achieved 42.50 ops/s, end lag 1,500.00 ms, max lag 2,000.00 ms");
    }
}
