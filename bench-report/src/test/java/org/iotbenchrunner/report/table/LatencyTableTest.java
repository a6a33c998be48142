package org.iotbenchrunner.report.table;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.iotbenchrunner.core.result.LatencySummary;
import org.iotbenchrunner.core.result.OperationResult;
import org.iotbenchrunner.core.result.ResultSamples;
import org.iotbenchrunner.core.result.RunResult;
import org.iotbenchrunner.core.result.RunStatus;
import org.iotbenchrunner.report.data.Fixtures;
import org.iotbenchrunner.report.data.Golden;
import org.junit.jupiter.api.Test;

class LatencyTableTest {
    @Test
    void markdownAndCsvMatchTheGoldenFiles() throws Exception {
        LatencyTable table = new LatencyTable("small", List.of(
                ResultSamples.run("timescaledb", "write", 3),
                Fixtures.run("influxdb", "small", "read", 1500, 4, 30, 200, 0, RunStatus.COMPLETED)));
        Golden.check("latency.md", table.markdown());
        Golden.check("latency.csv", table.csv());
    }

    @Test
    void failedOperationsShowTheirOwnLatency() {
        RunResult r = ResultSamples.run("timescaledb", "write", 3);
        OperationResult o = r.total();
        OperationResult timed = new OperationResult(o.operation(), o.okOperations(), o.failedOperations(),
                o.okPoints(), o.failedPoints(), o.throughput(), o.latencyMs(), o.errors(), o.histogram(), 0, 0,
                List.of(), null, null, null, new LatencySummary(300_000, 299_000, 0, 0, 0, 0, 0, 0, 300_001, 0,
                        300_002, 0), null, null);
        RunResult failing = r.toBuilder().operations(List.of(timed)).total(timed).build();
        List<String> csv = new LatencyTable("small", List.of(failing)).csv().lines().toList();
        assertThat(csv.get(0)).endsWith(",Failed Avg,Failed P99,Failed Max");
        assertThat(csv.get(1)).endsWith(",300000.00,300001.00,300002.00");
    }
}
