package org.iotbenchrunner.orchestrator.sweep;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.iotbenchrunner.core.config.ConfigLayers;
import org.iotbenchrunner.core.config.Scale;
import org.iotbenchrunner.core.config.Scenario;
import org.iotbenchrunner.core.spi.DatabaseBinding;
import org.iotbenchrunner.core.sweep.SweepMode;
import org.iotbenchrunner.orchestrator.plan.DatabaseRegistry;
import org.iotbenchrunner.orchestrator.plan.RunPlan;
import org.iotbenchrunner.orchestrator.provision.local.LocalProvider;
import org.junit.jupiter.api.Test;

/** Planning a sweep and expanding the study's presets, with no server. */
class SweepPlanTest {
    private static RunPlan base(String dbs) {
        return new RunPlan(new DatabaseRegistry().select(dbs), List.of(Scenario.WRITE), "tiny",
                new ConfigLayers().scale(Scale.TINY), List.of("LOOP=8"), Path.of("out"), new LocalProvider(), false, 0, 1);
    }

    @Test
    void eachCellRunsInItsFolderWithItsValuesAfterTheCommandLinesAndItsServerSettings() {
        SweepPlan plan = SweepPlan.of(base("noop"), new SweepSpec("s", SweepMode.GRID, List.of("LOOP=*8,9",
                "noop:some_setting=1,*2"), List.of("LOOP=7"), null), Path.of("out/s"));
        assertThat(plan.cells()).hasSize(4);
        SweepPlan.Cell first = plan.cells().get(0);
        assertThat(first.plan().outputDir()).isEqualTo(Path.of("out/s/01-LOOP-8_noop.some_setting-1"));
        assertThat(first.plan().assignments()).containsExactly("LOOP=7", "LOOP=8", "LOOP=8");
        assertThat(first.plan().serverSets().of("noop")).isEqualTo(Map.of("some_setting", "1"));
        assertThat(first.plan().parameters()).isEqualTo(Map.of("LOOP", "8", "noop:some_setting", "1"));
        assertThat(plan.cells().get(1).cell().baseline()).isTrue();
    }

    @Test
    void aClientNumberAxisSetsTheDataClientsAsIotBenchmarksClientNumberDoes() {
        SweepPlan plan = SweepPlan.of(base("noop"), SweepSpec.of("s", SweepMode.ONE_FACTOR,
                List.of("CLIENT_NUMBER=1,2")), Path.of("out/s"));
        assertThat(plan.sweep().axes().get(0).baseline()).as("tiny's 2 data clients").isEqualTo("2");
        RunPlan one = plan.cells().get(1).plan();
        assertThat(one.configFor(one.databases().get(0), Scenario.WRITE).dataClients()).isEqualTo(1);
    }

    @Test
    void aValueOffTheBaselineOfAnotherDatabasesSettingSkipsTheCellThere() {
        SweepPlan plan = SweepPlan.of(base("noop"), new SweepSpec("s", SweepMode.ONE_FACTOR,
                List.of("ENCODING_DOUBLE=*PLAIN,GORILLA"), List.of(), null), Path.of("out/s"));
        assertThat(plan.cells().get(0).plan()).isNotNull();
        assertThat(plan.cells().get(1).plan()).isNull();
        assertThat(plan.cells().get(1).skipped()).isEqualTo("noop: skipped, ENCODING_DOUBLE means nothing to noop");
    }

    @Test
    void theStudysPresetKeepsOnEachDatabaseWhatMeansSomethingThere() {
        SweepPreset study = SweepPreset.of("iot-study");
        List<DatabaseBinding> iotdb = new DatabaseRegistry().select("iotdb").databases();
        List<String> said = new ArrayList<>();
        assertThat(study.on(iotdb, said)).extracting(SweepSpec::name)
                .containsExactly("workload", "query", "storage", "compaction");
        assertThat(said).isEmpty();
        List<DatabaseBinding> others = new DatabaseRegistry().select("timescaledb,influxdb1").databases();
        List<SweepSpec> there = study.on(others, said);
        assertThat(there).extracting(SweepSpec::name).containsExactly("workload", "query", "compaction");
        assertThat(there.get(2).axes()).containsExactly("OUT_OF_ORDER_RATIO=*0.1,0.5,0.9");
        assertThat(said).anyMatch(l -> l.equals("iot-study/storage: skipped, none of its factors means something "
                + "to --db"));
        int cells = study.sweeps().stream().mapToInt(s -> SweepPlan.of(base("iotdb"), s, Path.of("o")).cells().size())
                .sum();
        assertThat(cells).as("19 + 15 + 11 + 9 cells").isEqualTo(19 + 2 + 15 + 11 + 9);
    }
}
