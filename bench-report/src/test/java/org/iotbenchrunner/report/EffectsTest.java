package org.iotbenchrunner.report;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.iotbenchrunner.core.result.Protocol;
import org.iotbenchrunner.core.result.RunResult;
import org.iotbenchrunner.core.result.RunStatus;
import org.iotbenchrunner.report.data.Fixtures;
import org.iotbenchrunner.report.data.Golden;
import org.iotbenchrunner.core.campaign.CampaignPreset;
import org.iotbenchrunner.report.data.PresetCampaigns;
import org.iotbenchrunner.report.data.ResultSet;
import org.iotbenchrunner.report.published.PublishedDeltas;
import org.iotbenchrunner.report.table.EffectTable;
import org.iotbenchrunner.report.text.Labels;
import org.iotbenchrunner.report.text.Language;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

public class EffectsTest {
    public static final String PUBLISHED = """
            db,test,scale,run,time_s,throughput_pts_s,avg_lat_ms,p99_lat_ms,avg_cpu_pct,peak_cpu_pct,avg_mem_mb,peak_mem_mb
            INFLUXDB,WRITE,small,original,22.76,439381.68,10.81,39.77,6.3,18.2,253.2,320.7
            INFLUXDB,WRITE,small,rerun,25.13,397894.94,12.00,190.50,8.5,15.8,190.8,239.0
            TIMESCALEDB,WRITE,small,original,74.81,133677.05,36.05,246.52,23.8,33.9,5516.7,5534.7
            TIMESCALEDB,WRITE,small,rerun,57.21,174787.87,27.70,223.00,22.5,32.2,1816.3,1825.8
            TIMESCALEDB,RANGE-QUERY,small,original,1.73,144191.68,0.64,1.66,6.4,19.2,5523.5,5531.6
            TIMESCALEDB,RANGE-QUERY,small,rerun,1.62,154115.31,0.54,0.86,9.3,18.6,5523.8,5531.6
            """;

    @TempDir
    Path dir;

    /** Runs 1..n of one test at small scale in a preset: throughput of a write test, average latency (ms) of a read. */
    static List<RunResult> runs(CampaignPreset preset, String db, String test, double... values) {
        boolean write = ResultSet.isWriteTest(test);
        List<RunResult> runs = new ArrayList<>();
        for (int k = 0; k < values.length; k++) {
            double v = values[k];
            runs.add(Fixtures.inPreset(Fixtures.run(db, "small", test, write ? v : 1000 / v, write ? 1e6 / v : v, 10,
                    100, 0, RunStatus.COMPLETED), preset, k + 1, values.length));
        }
        return runs;
    }

    /**
     * Two databases, a write and a read test, in the presets asked for: three runs each but one run each in
     * coresident-tuned, whose TimescaleDB range query had failed operations. InfluxDB 1.x's write gains 20 % from
     * isolation (significant), 5 % from tuning (single run: noise); its range query 30 % from tuning alone.
     * TimescaleDB's write gains 60 % from tuning (single run, beyond the margin), 1 % from isolation (not
     * significant); its range query 25 % from isolation and 20 % from tuning where it ran sequentially.
     */
    static Path presets(Path root, CampaignPreset... presets) {
        for (CampaignPreset p : presets) {
            List<RunResult> runs = new ArrayList<>();
            switch (p) {
                case ORIGINAL -> {
                    runs.addAll(runs(p, "influxdb1", "write", 100_000, 102_000, 98_000));
                    runs.addAll(runs(p, "influxdb1", "range-query", 10, 10.5, 9.5));
                    runs.addAll(runs(p, "timescaledb", "write", 50_000, 51_000, 49_000));
                    runs.addAll(runs(p, "timescaledb", "range-query", 2.0, 2.1, 1.9));
                }
                case ISOLATED_DEFAULT -> {
                    runs.addAll(runs(p, "influxdb1", "write", 120_000, 122_000, 118_000));
                    runs.addAll(runs(p, "influxdb1", "range-query", 9.6, 10.4, 9.8));
                    runs.addAll(runs(p, "timescaledb", "write", 50_500, 49_500, 51_500));
                    runs.addAll(runs(p, "timescaledb", "range-query", 1.5, 1.6, 1.4));
                }
                case CORESIDENT_TUNED -> {
                    runs.addAll(runs(p, "influxdb1", "write", 105_000));
                    runs.addAll(runs(p, "influxdb1", "range-query", 7));
                    runs.addAll(runs(p, "timescaledb", "write", 80_000));
                    runs.add(Fixtures.inPreset(Fixtures.run("timescaledb", "small", "range-query", 600, 1.6, 10, 100,
                            3, RunStatus.COMPLETED), p, 1, 1));
                }
                case RERUN -> {
                    runs.addAll(runs(p, "influxdb1", "write", 130_000, 128_000, 132_000));
                    runs.addAll(runs(p, "influxdb1", "range-query", 6.8, 7.2, 7.0));
                    runs.addAll(runs(p, "timescaledb", "write", 85_000, 84_000, 86_000));
                    runs.addAll(runs(p, "timescaledb", "range-query", 1.2, 1.3, 1.1));
                }
            }
            Fixtures.writePreset(root, p.id(), runs);
        }
        return root;
    }

    private Path published() throws Exception {
        Path csv = dir.resolve("seed-small.csv");
        Files.writeString(csv, PUBLISHED);
        return csv;
    }

    @Test
    void fourPresetsGiveEveryEffectWithTheSeedsChangeBeside() throws Exception {
        Path root = presets(dir.resolve("results"), CampaignPreset.values());
        Path index = Effects.write(root, dir.resolve("out"), Language.EN, List.of(published()));
        assertThat(index).isEqualTo(dir.resolve("out/index.html"));
        Golden.check("effects.md", Files.readString(dir.resolve("out/effects.md")));
        Golden.check("effects.csv", Files.readString(dir.resolve("out/effects.csv")));
    }

    @Test
    void theSummarySaysWhichEffectIsLargerPerDatabaseInTheOrderOfTheirNames() {
        EffectTable table = new EffectTable(PresetCampaigns.load(presets(dir, CampaignPreset.values())).presets(),
                PublishedDeltas.load(List.of()));
        assertThat(table.summary("small", Labels.of(Language.EN))).containsExactly(
                "TimescaleDB: write throughput: tuning larger (isolation: counts in none of 1 tests; tuning: counts "
                        + "in 1 of 1 tests (1 better, 0 worse, mean size 60.0 %)); read latency: isolation larger "
                        + "(isolation: counts in 1 of 1 tests (1 better, 0 worse, mean size 25.0 %); tuning: counts "
                        + "in 1 of 1 tests (1 better, 0 worse, mean size 20.0 %))",
                "influxdb1: write throughput: isolation larger (isolation: counts in 1 of 1 tests (1 better, 0 worse, "
                        + "mean size 20.0 %); tuning: counts in none of 1 tests); read latency: tuning larger "
                        + "(isolation: counts in none of 1 tests; tuning: counts in 1 of 1 tests (1 better, 0 worse, "
                        + "mean size 30.0 %))");
    }

    @Test
    void thePageLinksOneChartPerDatabase() throws Exception {
        Path root = presets(dir.resolve("results"), CampaignPreset.values());
        String html = Files.readString(Effects.write(root, dir.resolve("out"), Language.EN, List.of()));
        List<String> images = ReportTest.images(html);
        assertThat(images).containsExactlyInAnyOrder("effects-influxdb1-small.png", "effects-timescaledb-small.png");
        ReportTest.assertLinkedPngs(dir.resolve("out"), images);
        assertThat(dir.resolve("out/effects-influxdb1-small.png")).exists();
        assertThat(dir.resolve("out/effects-timescaledb-small.png")).exists();
        assertThat(html).contains("<h1>Isolation and tuning effects</h1>", "Presets: original (12 runs",
                "<td class=\"num better\">+20.0 % better, 95 % CI [", "class=\"flag\">\u26a0 no effect: flagged run",
                "<td class=\"num weak\">+5.0 % better, single run, within noise</td>")
                .doesNotContain("Seed \u0394", "src=\"file:", "http://", "https://");
    }

    @Test
    void portugueseTranslatesEveryTextAndKeepsTheEnglishTestName() throws Exception {
        Path root = presets(dir.resolve("results"), CampaignPreset.values());
        Effects.write(root, dir.resolve("pt"), Language.PT_BR, List.of(published()));
        Golden.check("effects-pt-br.md", Files.readString(dir.resolve("pt/effects.md")));
        String html = Files.readString(dir.resolve("pt/index.html"));
        assertThat(html).contains("<html lang=\"pt-BR\"", "ESCRITA (WRITE)", "CONSULTA POR INTERVALO (RANGE-QUERY)",
                "Efeitos de isolamento e de ajuste", "Δ da tese-semente").doesNotContain("% better", "single run",
                "Seed Δ");
        assertThat(Files.readString(dir.resolve("pt/effects.csv"))).as("the CSV is the same in every language")
                .isEqualTo(Files.readString(Effects.write(root, dir.resolve("en"), Language.EN,
                        List.of(published())).resolveSibling("effects.csv")));
    }

    @Test
    void aMissingPresetIsNamedInOneLineAndOnlyTheEffectsItAllowsAreShown() throws Exception {
        Path root = presets(dir.resolve("results"), CampaignPreset.ORIGINAL, CampaignPreset.RERUN);
        Effects.write(root, dir.resolve("out"), Language.EN, List.of());
        String md = Files.readString(dir.resolve("out/effects.md"));
        assertThat(md).contains("\nPresets: original (12 runs: co-resident, default profile), rerun (12 runs: "
                + "sequential, tuned profile, memory cap); missing: isolated-default (sequential, default profile), "
                + "coresident-tuned (co-resident, tuned profile).\n");
        assertThat(md).contains("| DB | Test | Metric | original | rerun | Combined (rerun vs original) |\n")
                .doesNotContain("Isolation (", "Tuning (", "Seed \u0394");
        assertThat(md).contains("\n- Isolation and tuning cannot be told apart with these presets: only their "
                + "combined effect is measured.\n");
    }

    @Test
    void presetsThatDifferInBothSettingsAloneAllowNoEffect() throws Exception {
        Path root = presets(dir.resolve("results"), CampaignPreset.ISOLATED_DEFAULT, CampaignPreset.CORESIDENT_TUNED);
        Effects.write(root, dir.resolve("out"), Language.EN, List.of());
        assertThat(Files.readString(dir.resolve("out/effects.md"))).contains("differ in both isolation and tuning")
                .contains("| DB | Test | Metric | isolated-default | coresident-tuned |\n");
    }

    @Test
    void fewerThanTwoPresetsIsAnError() {
        Path root = presets(dir.resolve("results"), CampaignPreset.RERUN);
        assertThatThrownBy(() -> Effects.write(root, dir.resolve("out"), Language.EN, List.of()))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("at least two of the presets")
                .hasMessageContaining("found: rerun");
        assertThatThrownBy(() -> PresetCampaigns.load(dir.resolve("nowhere"))).hasMessageContaining("no folder");
    }

    @Test
    void aRunsRecordedPresetWinsOverItsFolderAndOlderResultsUseTheFolder() throws Exception {
        Path root = dir.resolve("results");
        Fixtures.writePreset(root, "isolated-default", runs(null, "timescaledb", "write", 60_000));
        Fixtures.writePreset(root, "elsewhere", runs(CampaignPreset.RERUN, "timescaledb", "write", 70_000));
        List<RunResult> original = runs(CampaignPreset.ORIGINAL, "timescaledb", "write", 50_000, 52_000);
        Fixtures.writePreset(root, "original", List.of(original.get(0), recorded(original.get(1), "sequential")));
        PresetCampaigns campaigns = PresetCampaigns.load(root);
        assertThat(campaigns.presets().keySet()).containsExactly(CampaignPreset.ORIGINAL, CampaignPreset.ISOLATED_DEFAULT,
                CampaignPreset.RERUN);
        assertThat(campaigns.runs(CampaignPreset.ORIGINAL)).isEqualTo(2);
        assertThat(campaigns.contradictions().get(CampaignPreset.ORIGINAL)).containsExactly(Map.entry("sequential", 1));
        assertThat(campaigns.contradictions().get(CampaignPreset.ISOLATED_DEFAULT)).as("nothing recorded, nothing to "
                + "contradict").isEmpty();
        Effects.write(root, dir.resolve("out"), Language.EN, List.of());
        assertThat(Files.readString(dir.resolve("out/effects.md"))).contains("\u26a0 original: 1 runs recorded "
                + "\"sequential\", which this preset does not use: check how they were run.");
    }

    /** {@code r} as if it had recorded another isolation than its preset's. */
    private static RunResult recorded(RunResult r, String isolation) {
        Protocol p = r.protocol();
        return Fixtures.withProtocol(r, new Protocol(p.campaign(), p.run(), p.runs(), 0, false, null, isolation,
                p.preset(), null), r.environment().setup());
    }
}
