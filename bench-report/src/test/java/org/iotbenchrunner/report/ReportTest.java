package org.iotbenchrunner.report;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import javax.imageio.ImageIO;
import org.iotbenchrunner.core.result.ColdStart;
import org.iotbenchrunner.core.result.ResultFiles;
import org.iotbenchrunner.core.result.RunResult;
import org.iotbenchrunner.core.result.ServerSetup;
import org.iotbenchrunner.report.data.Fixtures;
import org.iotbenchrunner.report.data.Metric;
import org.iotbenchrunner.report.data.ResultSet;
import org.iotbenchrunner.report.table.LatencyTable;
import org.iotbenchrunner.report.table.SummaryTableTest;
import org.iotbenchrunner.report.text.Language;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

public class ReportTest {
    private static final Pattern IMG = Pattern.compile("<img src=\"([^\"]*)\"");

    @TempDir
    Path dir;

    public static void writeResults(Path root, List<RunResult> runs) {
        for (RunResult r : runs) {
            ResultFiles.write(root.resolve(r.scale()).resolve(r.database().id()).resolve(r.scenario() + ".json"), r);
        }
    }

    public static List<String> images(String html) {
        List<String> sources = new ArrayList<>();
        Matcher m = IMG.matcher(html);
        while (m.find()) {
            sources.add(m.group(1));
        }
        return sources;
    }

    /** Every image is a PNG file named by a path relative to the page's folder. */
    static void assertLinkedPngs(Path pageDir, List<String> images) throws Exception {
        for (String src : images) {
            assertThat(src).doesNotContain(":").doesNotStartWith("/").endsWith(".png");
            assertThat(ImageIO.read(pageDir.resolve(src).toFile())).as(src).isNotNull();
        }
    }

    private static List<String> files(Path folder) throws Exception {
        try (Stream<Path> s = Files.list(folder)) {
            return s.map(p -> p.getFileName().toString()).sorted().toList();
        }
    }

    /** The PNG files below a report folder, relative to it. */
    private static List<String> pngs(Path folder) throws Exception {
        try (Stream<Path> s = Files.walk(folder)) {
            return s.filter(p -> p.toString().endsWith(".png")).map(p -> folder.relativize(p).toString()).sorted()
                    .toList();
        }
    }

    private Path results() {
        List<RunResult> runs = new ArrayList<>(Fixtures.campaign("small", 1));
        runs.addAll(Fixtures.campaign("medium", 2.5));
        Path root = dir.resolve("results");
        writeResults(root, runs);
        return root;
    }

    @Test
    void thePageLinksEveryChartAndShowsWinnersFailuresAndEnvironment() throws Exception {
        Path index = Report.write(results(), dir.resolve("en"), Language.EN);
        String html = Files.readString(index);
        List<String> images = images(html);
        long pngs = pngs(dir.resolve("en")).size();
        assertThat(images).as("every chart drawn is linked once").hasSize((int) pngs)
                .hasSizeGreaterThanOrEqualTo(2 * (5 + 7) + 10 + 5);
        assertLinkedPngs(index.getParent(), images);
        assertThat(html).contains("<h3>Who wins</h3>", "Original campaign across scales", "Environment and configuration",
                "harness 0.1.0-test", "InfluxDB: completed with 3 failed operations", "IoTDB: timed out at 40 %",
                "<details>", "Configuration (2 keys)", "Latency percentiles and failures")
                .doesNotContain("s3cret", "src=\"file:", "http://", "https://");
        assertThat(files(dir.resolve("en"))).contains("index.html", "summary-small.md", "summary-medium.csv",
                "latency-small.md", "latency-medium.csv", "winners-small.md");
    }

    @Test
    void valueMismatchesAreShownWithTheirQueryAndDifference() throws Exception {
        RunResult read = SummaryTableTest.valuesVerified(Fixtures.campaign("small", 1).stream()
                .filter(r -> r.scenario().equals("read")).findFirst().orElseThrow(), 0, 3, 2);
        Path root = dir.resolve("results");
        writeResults(root, List.of(read));
        String html = Files.readString(Report.write(root, dir.resolve("en"), Language.EN));
        assertThat(html).contains("ok, 3 value mismatches, values of 2 answers unchecked",
                "First value mismatches (TOTAL)",
                "TIME_RANGE s_1 of d_3 in [1, 2]: d_3 s_1 @ 1: expected 12.5, got 12.0",
                "Values not checked (TOTAL)", "aggregate function extreme has no expected value",
                "answers&#39; rows and values checked (up to 1,000 queries per operation and client), 3 mismatches");
    }

    @Test
    void portugueseProducesTheSameFilesWithPortugueseLabelsAndDecimalCommas() throws Exception {
        Path root = results();
        Report.write(root, dir.resolve("en"), Language.EN);
        String html = Files.readString(Report.write(root, dir.resolve("pt"), Language.PT_BR));
        assertThat(files(dir.resolve("pt"))).isEqualTo(files(dir.resolve("en")).stream()
                .map(f -> f.equals("index.html") ? "index.pt-br.html" : f).toList());
        assertThat(pngs(dir.resolve("pt")).stream().map(p -> p.replace("/pt-br/", "/en-us/")).toList())
                .isEqualTo(pngs(dir.resolve("en")));
        assertThat(html).contains("<html lang=\"pt-BR\"", "<h3>Quem vence</h3>", "<h3>Resumo</h3>", "Vazão (pontos/s)",
                "Escala pequena", "Ambiente e configuração", "concluído com 3 operações com falha")
                .doesNotContain("Who wins", "Summary</h3>", "Throughput (points/s)");
        assertThat(html).containsPattern("<td class=\"num\">\\d{1,3}(\\.\\d{3})*,\\d{2}</td>");
        assertThat(html).doesNotContainPattern("<td class=\"num\">\\d+\\.\\d{2}</td>");
    }

    @Test
    void aComparisonAddsDeltaTablesAndCharts() throws Exception {
        Path root = results();
        Path tuned = dir.resolve("tuned");
        writeResults(tuned, Fixtures.campaign("small", 1.5));
        String html = Files.readString(Report.write(root.resolve("small"), dir.resolve("out"), Language.EN,
                root.resolve("small"), tuned));
        assertThat(html).contains("Campaigns: small vs tuned", "compare-delta-throughput-small", "+50.0 %");
        assertThat(images(html)).as("the seed's five, our seven, three of the comparison").hasSize(5 + 7 + 3);
    }

    @Test
    void aComparisonOfDefaultAndTunedNamesEachSidesProfileAndTheEnvironmentListsTheSettings() throws Exception {
        ServerSetup plain = new ServerSetup("default", null, null, Map.of(), "warm", null);
        ServerSetup tunedCold = new ServerSetup("tuned", 18432L, 2, Map.of("shared_buffers", "4608MB"), "cold",
                new ColdStart(true, 1.34, "stopped and started again on the same data", false,
                        "cannot write /proc/sys/vm/drop_caches: Read-only file system"));
        Path a = dir.resolve("default");
        Path b = dir.resolve("tuned");
        writeResults(a, Fixtures.campaign("small", 1).stream().map(r -> r.toBuilder().setup(plain).build()).toList());
        writeResults(b, Fixtures.campaign("small", 1.2).stream().map(r -> r.toBuilder().setup(tunedCold).build())
                .toList());
        String html = Files.readString(Report.write(b.resolve("small"), dir.resolve("out"), Language.EN,
                a.resolve("small"), b.resolve("small")));
        assertThat(html).contains("Server setup: small (A): profile default, cache warm \u00b7 small (B): profile "
                + "tuned, cache cold", "<th>Server settings (1)</th><td>shared_buffers=4608MB</td>",
                "<th>Server setup</th><td>profile tuned for 18432 MB, 2 cores, cache cold</td>",
                "server restarted with its data (1.3 s); OS page cache not dropped: cannot write "
                        + "/proc/sys/vm/drop_caches: Read-only file system");
        String pt = Files.readString(Report.write(b.resolve("small"), dir.resolve("pt"), Language.PT_BR,
                a.resolve("small"), b.resolve("small")));
        assertThat(pt).contains("Configuração do servidor: small (A): perfil default, cache warm");
    }

    @Test
    void aPublishedCsvIsACampaign() throws Exception {
        Path csv = dir.resolve("published.csv");
        Files.writeString(csv, """
                db,test,scale,run,time_s,throughput_pts_s,avg_lat_ms,p99_lat_ms,avg_cpu_pct,peak_cpu_pct,avg_mem_mb,peak_mem_mb
                TIMESCALEDB,WRITE,small,original,74.81,133677.05,36.05,246.52,23.8,33.9,5516.7,5534.7
                TIMESCALEDB,WRITE,small,rerun,60.00,150000.00,30.00,200.00,20.0,30.0,5000.0,5100.0
                """);
        ResultSet original = Report.load(Path.of(csv + "#original"));
        assertThat(original.name()).isEqualTo("original");
        assertThat(original.runs()).singleElement().satisfies(r -> {
            assertThat(Metric.THROUGHPUT.of(r)).isEqualTo(133677.05);
            assertThat(Metric.PEAK_MEMORY.of(r)).isEqualTo(5534.7);
            assertThat(ResultSet.database(r)).isEqualTo("TimescaleDB");
            assertThat(r.total().latencyMs().p50()).as("not published: unknown, not zero").isNaN();
        });
        assertThat(new LatencyTable("small", original.runs()).csv().lines().skip(1).findFirst().orElseThrow())
                .isEqualTo("TIMESCALEDB,WRITE,TOTAL,not published,0,-,not published,0,36.05,not published,not published,"
                        + "not published,not published,not published,not published,not published,246.52,"
                        + "not published,not published,not published");
        assertThatThrownBy(() -> Report.load(csv)).hasMessageContaining("#original");
    }

    @Test
    void aFolderWithoutResultsIsAnError() {
        assertThatThrownBy(() -> Report.write(dir, dir.resolve("out"), Language.EN))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("no result file");
    }
}
