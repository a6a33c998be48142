package org.iotbenchrunner.report.html;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.iotbenchrunner.core.result.ResultSamples;
import org.iotbenchrunner.core.result.RunResult;
import org.iotbenchrunner.core.result.StorageDevice;
import org.iotbenchrunner.report.data.ResultSet;
import org.iotbenchrunner.report.text.Labels;
import org.iotbenchrunner.report.text.Language;
import org.junit.jupiter.api.Test;

/** The storage device of the data, and its baseline where measured, among a run's facts in both languages. */
class EnvironmentStorageTest {
    private static final StorageDevice HDD = new StorageDevice("/mnt/hdd/bench", "sdb1", "ST8000AS0002", true, "xfs",
            "rw,noatime", new StorageDevice.Baseline(4096, 256L * 1024 * 1024, 150.04, 1160.5, "dd-like"));

    private static List<EnvironmentHtml.Fact> facts(RunResult r, Language language) {
        return EnvironmentHtml.of(new ResultSet("small", List.of(r)), Labels.of(language)).runs().get(0).facts();
    }

    @Test
    void deviceAndBaselineAreAFact() {
        RunResult write = ResultSamples.run("timescaledb", "write", 0).toBuilder().storage(HDD).build();
        assertThat(facts(write, Language.EN)).contains(new EnvironmentHtml.Fact("Data storage", "/mnt/hdd/bench on "
                + "sdb1 (model ST8000AS0002, rotational), xfs (rw,noatime); baseline: write 150.0 MB/s, read 1,160.5 "
                + "MB/s (4 KiB blocks, 256 MiB; dd-like)"));
        assertThat(facts(write, Language.PT_BR)).contains(new EnvironmentHtml.Fact("Armazenamento dos dados",
                "/mnt/hdd/bench em sdb1 (modelo ST8000AS0002, rotacional), xfs (rw,noatime); referência: escrita "
                + "150,0 MB/s, leitura 1.160,5 MB/s (blocos de 4 KiB, 256 MiB; dd-like)"));
    }

    @Test
    void unknownPartsAreDashesAndNoStorageNoFact() {
        RunResult write = ResultSamples.run("timescaledb", "write", 0).toBuilder().storage(new StorageDevice(
                "/var/lib/docker", null, null, null, null, null, null)).build();
        assertThat(facts(write, Language.EN)).contains(new EnvironmentHtml.Fact("Data storage",
                "/var/lib/docker on - (model -, -), - (-)"));
        assertThat(facts(ResultSamples.run("timescaledb", "write", 0), Language.EN))
                .noneMatch(f -> f.name().equals("Data storage"));
    }
}
