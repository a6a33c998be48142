package org.iotbenchrunner.report;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.iotbenchrunner.core.result.RunResult;
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
    void aScaleNameReportsThatScaleIntoItsReportFolder() {
        assertThat(run("--source", "small", "--language", "pt-br")).isEqualTo(0);
        assertThat(dir.resolve("results/small/report/index.html")).exists();
        assertThat(dir.resolve("results/small/report/throughput-small.png")).exists();
        assertThat(out.toString()).contains("report: ").contains("index.html");
    }

    @Test
    void allWritesOnePagePerScaleAndMixedOnePageForAll() throws Exception {
        assertThat(run("--out", dir.resolve("charts").toString())).isEqualTo(0);
        assertThat(dir.resolve("charts/small/index.html")).exists();
        assertThat(dir.resolve("charts/medium/index.html")).exists();
        assertThat(run("--source", "mixed")).isEqualTo(0);
        assertThat(Files.readString(dir.resolve("results/report/index.html"))).contains("scales-throughput");
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
        Path root = EffectsTest.presets(dir.resolve("campaigns"), Preset.values());
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
        Path root = EffectsTest.presets(dir.resolve("campaigns"), Preset.ORIGINAL);
        assertThat(run("--effects", root.toString())).isEqualTo(2);
        assertThat(err.toString()).contains("at least two of the presets");
        EffectsTest.presets(root, Preset.RERUN);
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
        assertThat(run("--compare", "small")).isEqualTo(2);
    }
}
