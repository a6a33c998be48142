package org.iotbenchrunner.orchestrator.provision.container;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;

class ContainerSettingsTest {
    @Test
    void theValuesReadBackAreRecordedAndADifferenceOrAGapIsReported() {
        Map<String, String> applied = new LinkedHashMap<>();
        applied.put("shared_buffers", "4GB");
        applied.put("work_mem", "5461kB");
        applied.put("random_page_cost", "1.1");
        Map<String, String> read = ContainerSettings.parse("shared_buffers=4GB\nnoise\nwork_mem = 5460kB\n");
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        Map<String, String> recorded = ContainerSettings.merge(applied, read,
                new PrintStream(bytes, true, StandardCharsets.UTF_8), "TimescaleDB", "");
        assertThat(recorded).containsExactly(Map.entry("shared_buffers", "4GB"), Map.entry("work_mem", "5460kB"),
                Map.entry("random_page_cost", "1.1"));
        assertThat(bytes.toString(StandardCharsets.UTF_8)).contains(
                "warning: TimescaleDB runs with work_mem=5460kB, not the applied 5461kB; recorded as read",
                "warning: TimescaleDB did not show random_page_cost; recorded as applied: 1.1",
                "TimescaleDB settings read back from the server: 1 of 3 as applied");
    }
}
