package org.iotbenchrunner.report;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.iotbenchrunner.core.result.RunResult;
import org.iotbenchrunner.report.data.Fixtures;
import org.iotbenchrunner.core.campaign.CampaignPreset;
import org.iotbenchrunner.report.usecase.UseCaseFixtures;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

class ReportCommandTest {
    @TempDir
    Path dir;
    private final StringWriter out = new StringWriter();
    private final StringWriter err = new StringWriter();

    @BeforeEach
    void results() {
        List<RunResult> runs = new ArrayList<>(Fixtures.campaign("small", 1));
        runs.addAll(Fixtures.campaign("medium", 2));
        ReportTest.writeResults(dir.resolve("results"), runs);
    }

    private int run(String... args) {
        CommandLine cli = new CommandLine(new ReportCommand(dir.resolve("results")));
        cli.setOut(new PrintWriter(out, true));
        cli.setErr(new PrintWriter(err, true));
        return cli.execute(args);
    }

    @Test
    void aScaleNameReportsThatScaleOfTheOriginalCampaign() throws Exception {
        assertThat(run("--source", "small", "--language", "pt-br")).isEqualTo(0);
        Path report = dir.resolve("results/report");
        assertThat(report.resolve("index.pt-br.html")).exists();
        assertThat(report.resolve("charts/small/pt-br/01-write-throughput.png")).exists();
        assertThat(report.resolve("charts/small/pt-br/throughput-small.png")).exists();
        assertThat(report.resolve("charts/medium")).doesNotExist();
        assertThat(out.toString()).contains("report: ").contains("index.pt-br.html");
    }

    @Test
    void allDrawsEveryScaleTheScalesTogetherAndNamesTheMissingComparison() throws Exception {
        assertThat(run("--out", dir.resolve("out").toString())).isEqualTo(0);
        Path out = dir.resolve("out");
        assertThat(out.resolve("charts/small/en-us/02-write-radar.png")).exists();
        assertThat(out.resolve("charts/medium/en-us/05-memory-across-tests.png")).exists();
        assertThat(out.resolve("charts/mixed/en-us/08-write-scaling.png")).exists();
        assertThat(out.resolve("charts/comparison/en-us")).isEmptyDirectory();
        assertThat(Files.readString(out.resolve("index.html"))).contains("no rerun campaign below");
        assertThat(run("--source", "mixed")).isEqualTo(0);
        assertThat(Files.readString(dir.resolve("results/report/index.html"))).contains("scales-throughput");
    }

    @Test
    void aRerunCampaignBesideTheOriginalGivesTheComparison() throws Exception {
        List<RunResult> tuned = new ArrayList<>(Fixtures.campaign("small", 1.4));
        tuned.addAll(Fixtures.campaign("medium", 3));
        ReportTest.writeResults(dir.resolve("results/rerun"), tuned);
        assertThat(run("--source", "comparison")).isEqualTo(0);
        Path charts = dir.resolve("results/report/charts/comparison/en-us");
        assertThat(charts.resolve("16-tuned-write-throughput.png")).exists();
        assertThat(charts.resolve("18-tuned-out-of-order.png")).exists();
        assertThat(run("--source", "rerun-medium", "--language", "pt-br")).isEqualTo(0);
        assertThat(dir.resolve("results/report/charts/rerun-medium/pt-br/01-write-throughput.png")).exists();
    }

    @Test
    void aWorkloadsOutputFolderIsAReportOfItsUseCases() throws Exception {
        Path workload = dir.resolve("workload");
        UseCaseFixtures.write(workload, "iot", UseCaseFixtures.load("timescaledb", "TimescaleDB", null, 50_000,
                1_000_000L));
        assertThat(run("--source", workload.toString())).isEqualTo(0);
        assertThat(workload.resolve("report/index.html")).exists();
        assertThat(workload.resolve("report/charts/use-cases-iot/en-us/insert-rows.png")).exists();
        assertThat(run("--results", workload.toString(), "--out", dir.resolve("tree").toString())).isEqualTo(0);
        assertThat(Files.readString(dir.resolve("tree/index.html"))).contains("TSBS use case: iot");
        assertThat(run("--results", workload.toString(), "--source", "use-cases", "--language", "pt-br"))
                .isEqualTo(0);
        assertThat(workload.resolve("report/tables/use-cases-iot/pt-br/use-case-loads-iot.csv")).exists();
        assertThat(run("--source", "use-cases")).as("the default results hold tests only").isEqualTo(2);
        assertThat(err.toString()).contains("--source use-cases: no use case's results found");
    }

    @Test
    void compareTakesTwoCampaigns() throws Exception {
        ReportTest.writeResults(dir.resolve("tuned"), Fixtures.campaign("small", 2));
        assertThat(run("--source", "small", "--compare", "small", dir.resolve("tuned").toString(), "--out",
                dir.resolve("cmp").toString())).isEqualTo(0);
        assertThat(Files.readString(dir.resolve("cmp/index.html"))).contains("Campaigns: small vs tuned");
    }

    @Test
    void effectsWritesIntoTheRootsEffectsFolder() throws Exception {
        Path root = EffectsTest.presets(dir.resolve("campaigns"), CampaignPreset.values());
        Path seed = dir.resolve("seed.csv");
        Files.writeString(seed, EffectsTest.PUBLISHED);
        assertThat(run("--effects", root.toString(), "--language", "pt-br", "--published", seed.toString(),
                "--published", seed.toString())).isEqualTo(0);
        assertThat(root.resolve("effects/index.html")).exists();
        assertThat(root.resolve("effects/effects.csv")).exists();
        assertThat(Files.readString(root.resolve("effects/effects.md"))).contains("Δ da tese-semente");
        assertThat(out.toString()).contains("report: ").contains("index.html");
        assertThat(run("--effects", root.toString(), "--out", dir.resolve("fx").toString())).isEqualTo(0);
        assertThat(dir.resolve("fx/effects.md")).exists();
    }

    @Test
    void effectsTakesNoOtherCampaignsAndNeedsTwoPresets() {
        Path root = EffectsTest.presets(dir.resolve("campaigns"), CampaignPreset.ORIGINAL);
        assertThat(run("--effects", root.toString())).isEqualTo(2);
        assertThat(err.toString()).contains("at least two of the presets");
        EffectsTest.presets(root, CampaignPreset.RERUN);
        assertThat(run("--effects", root.toString(), "--compare", "small", "medium")).isEqualTo(2);
        assertThat(run("--effects", root.toString(), "--source", "small")).isEqualTo(2);
        assertThat(err.toString()).contains("--effects takes no --source or --compare");
        assertThat(run("--published", "seed.csv")).isEqualTo(2);
        assertThat(err.toString()).contains("--published goes with --effects");
        assertThat(run("--effects", root.toString(), "--published", dir.resolve("none.csv").toString()))
                .isEqualTo(1);
    }

    @Test
    void badInputExitsWithTwoAndSaysWhy() {
        assertThat(run("--language", "fr")).isEqualTo(2);
        assertThat(err.toString()).contains("--language must be one of en-us, pt-br");
        assertThat(run("--source", dir.resolve("nowhere").toString())).isEqualTo(2);
        assertThat(run("--source", "large")).isEqualTo(2);
        assertThat(err.toString()).contains("--source large: the original campaign has no large results");
        assertThat(run("--source", "rerun")).isEqualTo(2);
        assertThat(err.toString()).contains("--source rerun: no rerun campaign found");
        assertThat(run("--compare", "small")).isEqualTo(2);
    }
}
