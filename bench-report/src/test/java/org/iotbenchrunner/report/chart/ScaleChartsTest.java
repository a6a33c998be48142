package org.iotbenchrunner.report.chart;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.awt.image.BufferedImage;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import javax.imageio.ImageIO;
import org.iotbenchrunner.core.result.ResourceUsage;
import org.iotbenchrunner.core.result.RunResult;
import org.iotbenchrunner.report.data.Fixtures;
import org.iotbenchrunner.report.data.GroupValue;
import org.iotbenchrunner.report.data.Metric;
import org.iotbenchrunner.core.campaign.CampaignPreset;
import org.iotbenchrunner.report.data.ResultSet;
import org.iotbenchrunner.report.published.PublishedCsv;
import org.iotbenchrunner.report.text.Labels;
import org.iotbenchrunner.report.text.Language;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ScaleChartsTest {
    private static final String HEADER = "db,test,scale,time_s,throughput_pts_s,avg_lat_ms,p99_lat_ms,avg_cpu_pct,"
            + "peak_cpu_pct,avg_mem_mb,peak_mem_mb";

    @TempDir
    Path out;

    /** The file exists, is named after the chart, and decodes as a PNG at least as wide as a single chart. */
    static void assertPng(ChartFile chart) throws Exception {
        assertThat(chart.isDrawn()).as(chart.id() + " drawn, not missing: " + chart.missing()).isTrue();
        assertThat(chart.file()).exists();
        assertThat(chart.file().getFileName().toString()).isEqualTo(chart.id() + ".png");
        BufferedImage image = ImageIO.read(chart.file().toFile());
        assertThat(image).as(chart.file() + " decodes as an image").isNotNull();
        assertThat(image.getWidth()).isGreaterThanOrEqualTo(ChartStyle.pixelWidth());
        assertThat(image.getHeight()).isGreaterThanOrEqualTo(ChartStyle.pixelHeight() / 2);
    }

    private static ResultSet twoScales() {
        List<RunResult> runs = new ArrayList<>(Fixtures.campaign("small", 1));
        runs.addAll(Fixtures.campaign("medium", 3));
        return new ResultSet("ours", runs);
    }

    /** Rows as PublishedCsv reads them from the seed thesis's tables, without reading a file. */
    static ResultSet published(String name, String... rows) {
        String[] header = HEADER.split(",");
        Map<String, Integer> column = new HashMap<>();
        for (int i = 0; i < header.length; i++) {
            column.put(header[i], i);
        }
        List<RunResult> runs = new ArrayList<>();
        for (String row : rows) {
            runs.add(new PublishedCsv.Row(column, row.split(",")).toResult("seed-thesis.csv"));
        }
        return new ResultSet(name, runs);
    }

    @Test
    void everyKindOfAScaleIsDrawnInOrder() throws Exception {
        List<ChartFile> charts = new ScaleCharts(Labels.of(Language.EN), out).draw(twoScales(), null, "medium");
        assertThat(charts).extracting(ChartFile::id).containsExactly("01-write-throughput", "02-write-radar",
                "03-cost-benefit", "04-read-latency-stack", "05-memory-across-tests");
        for (ChartFile chart : charts) {
            assertPng(chart);
            assertThat(chart.title()).contains("medium");
        }
        assertThat(charts.get(0).note()).as("IoTDB's BATCH-LARGE timed out").contains("did not complete");
        assertThat(charts.get(1).note()).contains("worst (0)").doesNotContain("left out");
    }

    @Test
    void publishedFiguresAreDrawnBesideOursAndWhatTheyLackIsNamed() throws Exception {
        ResultSet seed = published("seed",
                "INFLUXDB,WRITE,small,22.76,439381.68,10.81,39.77,6.3,18.2,253.2,320.7",
                "INFLUXDB,BATCH-SMALL,small,19.35,5168.85,9.12,14.74,2.5,4.3,118.9,125.5",
                "IOTDB,WRITE,small,1.5,6500000,1.9,2.1,30.1,80.2,9000,11000",
                "IOTDB,LATEST-POINT,small,10,2000,0.75,0.6,5,8,9000,9100",
                "INFLUXDB,LATEST-POINT,small,10,2000,20.5,40.1,5,8,300,310");
        List<ChartFile> charts = new ScaleCharts(Labels.of(Language.PT_BR), out).draw(twoScales(), seed, "small");
        for (ChartFile chart : charts) {
            assertPng(chart);
        }
        assertThat(charts.get(0).title()).contains("escala pequena");
        assertThat(charts.get(0).note()).contains("Tom mais claro: seed");
        assertThat(charts.get(3).note()).as("the published IoTDB row with P99 below its average")
                .contains("P99 abaixo da média").contains("IoTDB \u00b7 seed \u00b7 ").contains("(LATEST-POINT)");
        assertThat(charts.get(1).note()).doesNotContain("deixadas de fora");
    }

    @Test
    void withoutReadTestsTheReadChartIsMissingAndNamesThem() throws Exception {
        List<RunResult> writes = Fixtures.campaign("small", 1).stream().filter(ResultSet::isWriteTest).toList();
        List<ChartFile> charts = new ScaleCharts(Labels.of(Language.EN), out)
                .draw(new ResultSet("ours", writes), null, "small");
        ChartFile reads = charts.get(3);
        assertThat(reads.isDrawn()).isFalse();
        assertThat(reads.id()).isEqualTo("04-read-latency-stack");
        assertThat(reads.missing()).contains("Average latency", "LATEST-POINT", "VALUE-FILTER", "small");
        assertPng(charts.get(0));
        assertPng(charts.get(4));
    }

    @Test
    void nothingAtTheScaleMakesEveryKindMissing() throws Exception {
        List<ChartFile> charts = new ScaleCharts(Labels.of(Language.EN), out).draw(twoScales(), null, "large");
        assertThat(charts).hasSize(5).noneMatch(ChartFile::isDrawn);
        assertThat(charts.get(1).missing()).contains("WRITE", "large");
    }

    @Test
    void aRadarLeavesOutASeriesWithAnUnknownAxisAndSaysSo() throws Exception {
        List<RunResult> runs = new ArrayList<>();
        for (RunResult r : Fixtures.campaign("small", 1)) {
            boolean unmeasured = r.database().id().equals("influxdb") && ResultSet.test(r).equals("write");
            runs.add(unmeasured ? r.toBuilder().server(ResourceUsage.none("external server")).build() : r);
        }
        ChartFile radar = new ScaleCharts(Labels.of(Language.EN), out).draw(new ResultSet("ours", runs), null,
                "small").get(1);
        assertPng(radar);
        assertThat(radar.note()).contains("Series left out", "InfluxDB: Average CPU, Peak memory");
    }

    @Test
    void repetitionsGiveAnIntervalNote() throws Exception {
        List<RunResult> runs = new ArrayList<>();
        double[] throughputs = {400_000, 420_000, 380_000};
        for (int k = 0; k < throughputs.length; k++) {
            for (String test : List.of("write", "batch-small")) {
                RunResult r = Fixtures.run("influxdb", "small", test, throughputs[k], 10, 20, 300, 0,
                        org.iotbenchrunner.core.result.RunStatus.COMPLETED);
                runs.add(Fixtures.inPreset(r, CampaignPreset.ORIGINAL, k + 1, throughputs.length));
            }
        }
        ResultSet set = new ResultSet("ours", runs);
        GroupValue write = GroupValue.of(set, set.find("small", "influxdb", "write"), Metric.THROUGHPUT);
        assertThat(write.value()).isEqualTo(400_000);
        assertThat(write.hasInterval()).isTrue();
        assertThat(write.low()).isLessThan(400_000);
        ChartFile bars = new ScaleCharts(Labels.of(Language.EN), out).draw(set, null, "small").get(0);
        assertPng(bars);
        assertThat(bars.note()).contains("95 % confidence interval");
    }

    @Test
    void radarAxesRunFromTheWorstToTheBest() {
        double[] throughputs = {100, 50, 0};
        assertThat(WriteRadar.bestIsOne(Metric.THROUGHPUT, 100, throughputs)).isEqualTo(1);
        assertThat(WriteRadar.bestIsOne(Metric.THROUGHPUT, 50, throughputs)).isCloseTo(0.5, within(1e-9));
        assertThat(WriteRadar.bestIsOne(Metric.AVG_LATENCY, 100, throughputs)).isEqualTo(0);
        assertThat(WriteRadar.bestIsOne(Metric.AVG_LATENCY, 7, new double[]{7})).isEqualTo(1);
    }
}
