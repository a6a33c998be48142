package org.iotbenchrunner.report;

import java.util.List;
import org.iotbenchrunner.core.result.ResultSamples;
import org.iotbenchrunner.core.result.RunStatus;
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
}
