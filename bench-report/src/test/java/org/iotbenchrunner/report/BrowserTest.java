package org.iotbenchrunner.report;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.image.BufferedImage;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javax.imageio.ImageIO;
import org.iotbenchrunner.core.result.RunResult;
import org.iotbenchrunner.core.spi.RealServers;
import org.iotbenchrunner.report.chart.ChartFile;
import org.iotbenchrunner.report.chart.Charts;
import org.iotbenchrunner.report.data.Fixtures;
import org.iotbenchrunner.core.campaign.CampaignPreset;
import org.iotbenchrunner.report.data.ResultSet;
import org.iotbenchrunner.report.html.HtmlReport;
import org.iotbenchrunner.report.html.HtmlReportTest;
import org.iotbenchrunner.report.source.SourceSection;
import org.iotbenchrunner.report.table.DerivedTable;
import org.iotbenchrunner.report.text.Labels;
import org.iotbenchrunner.report.text.Language;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Opens the report, its charts linked as files beside it, in headless Chromium (scripts/setup-report-tools.sh
 * installs it); skipped without it.
 */
class BrowserTest {
    private static final Path CHROMIUM = Path.of("/usr/bin/chromium");

    @TempDir
    Path dir;

    /** Skipped without Chromium, except under CI=true: the page must have been opened in a browser. */
    private static void requireChromium() {
        RealServers.require("chromium", Files.isExecutable(CHROMIUM) ? null
                : "no " + CHROMIUM + ": run scripts/setup-report-tools.sh as root");
    }

    private String chromium(String... args) throws Exception {
        List<String> command = new ArrayList<>(List.of(CHROMIUM.toString(), "--headless", "--no-sandbox",
                "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking",
                "--disable-component-update", "--disable-sync", "--hide-scrollbars",
                "--user-data-dir=" + Files.createTempDirectory(dir, "profile")));
        command.addAll(List.of(args));
        Path log = Files.createTempFile(dir, "chromium", ".log");
        Process p = new ProcessBuilder(command).redirectErrorStream(false).redirectError(log.toFile()).start();
        String stdout = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        if (!p.waitFor(120, TimeUnit.SECONDS)) {
            p.destroyForcibly();
            throw new AssertionError("chromium did not finish in 120 s: " + Files.readString(log));
        }
        String stderr = Files.readString(log);
        assertThat(stderr).as("chromium console").doesNotContain("Uncaught", "Failed to load resource");
        return stdout;
    }

    @Test
    void thePageOpensAndEveryChartLoads() throws Exception {
        requireChromium();
        List<RunResult> runs = new ArrayList<>(Fixtures.campaign("small", 1));
        runs.addAll(Fixtures.campaign("medium", 2.5));
        ReportTest.writeResults(dir.resolve("results"), runs);
        Path index = Report.write(dir.resolve("results"), dir.resolve("report"), Language.PT_BR);
        assertPageLoads(index, "screenshot.copy");
    }

    @Test
    void theEffectsPageOpensAndEveryChartLoads() throws Exception {
        requireChromium();
        Path root = EffectsTest.presets(dir.resolve("campaigns"), CampaignPreset.values());
        assertPageLoads(Effects.write(root, dir.resolve("effects"), Language.EN, List.of()), "effects.screenshot.copy");
    }

    @Test
    void aPageWithASourceSectionOpensAndEveryChartLoads() throws Exception {
        requireChromium();
        Labels labels = Labels.of(Language.PT_BR);
        ResultSet runs = new ResultSet("small", Fixtures.campaign("small", 1));
        Path pageDir = dir.resolve("sources");
        Path chartDir = pageDir.resolve("charts/small/pt-br");
        Files.createDirectories(chartDir);
        List<ChartFile> charts = new ArrayList<>(new Charts(labels, chartDir).forScale(runs, "small"));
        charts.add(ChartFile.missing("04-read-latency-stack", "Latência de leitura", "sem READ em small"));
        SourceSection source = new SourceSection("small", "Escala pequena, como a tese-semente", "Gráficos e tabelas.",
                charts, List.of(new DerivedTable("ratio", "Razão", List.of("SGBD", "Razão"),
                        List.of(List.of("InfluxDB", "1,50")), null)), chartDir);
        Path index = pageDir.resolve("index.html");
        Files.writeString(index, HtmlReport.render(HtmlReportTest.page(pageDir, runs, List.of(source)), labels));
        assertThat(ReportTest.images(Files.readString(index)))
                .hasSize((int) charts.stream().filter(ChartFile::isDrawn).count()).isNotEmpty();
        assertPageLoads(index, "sources.screenshot.copy");
    }

    /** Every image decodes in the browser and a screenshot shows a page (kept where {@code keepProperty} says). */
    private void assertPageLoads(Path index, String keepProperty) throws Exception {
        int images = ReportTest.images(Files.readString(index)).size();
        String url = index.toUri().toString();

        String dom = chromium("--virtual-time-budget=10000", "--dump-dom", url);
        Matcher loaded = Pattern.compile("data-images-loaded=\"(\\d+)/(\\d+)\"").matcher(dom);
        assertThat(loaded.find()).as("the page's load check ran").isTrue();
        assertThat(loaded.group(2)).isEqualTo(String.valueOf(images));
        assertThat(loaded.group(1)).as("images decoded by the browser").isEqualTo(loaded.group(2));

        Path screenshot = dir.resolve("screenshot.png");
        chromium("--screenshot=" + screenshot, "--window-size=1400,3000", url);
        BufferedImage shot = ImageIO.read(screenshot.toFile());
        assertThat(shot).isNotNull();
        assertThat(shot.getWidth()).isEqualTo(1400);
        assertThat(shot.getHeight()).isEqualTo(3000);
        assertThat(nonWhiteShare(shot)).as("share of non-white pixels").isGreaterThan(0.05);
        Path keep = Path.of(System.getProperty(keepProperty, ""));
        if (!keep.toString().isEmpty()) {
            Files.copy(screenshot, keep, java.nio.file.StandardCopyOption.REPLACE_EXISTING);
        }
    }

    private static double nonWhiteShare(BufferedImage image) {
        long nonWhite = 0;
        for (int y = 0; y < image.getHeight(); y += 4) {
            for (int x = 0; x < image.getWidth(); x += 4) {
                if ((image.getRGB(x, y) & 0xFFFFFF) < 0xF0F0F0) {
                    nonWhite++;
                }
            }
        }
        return nonWhite / ((image.getWidth() / 4.0) * (image.getHeight() / 4.0));
    }
}
