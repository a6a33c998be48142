package org.iotbenchrunner.report.chart;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.awt.image.BufferedImage;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import javax.imageio.ImageIO;
import org.iotbenchrunner.core.result.PlannedWork;
import org.iotbenchrunner.core.result.RunResult;
import org.iotbenchrunner.core.result.RunStatus;
import org.iotbenchrunner.report.data.Fixtures;
import org.iotbenchrunner.report.data.Metric;
import org.iotbenchrunner.report.data.ResultSet;
import org.iotbenchrunner.report.data.RunStats;
import org.iotbenchrunner.report.text.Labels;
import org.iotbenchrunner.report.text.Language;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class CrossScaleChartsTest {
    private static final List<String> FILES = SeedChart.of(SeedChart.Group.ACROSS_SCALES).stream()
            .map(SeedChart::fileName).toList();

    @TempDir
    Path out;

    private static List<RunResult> twoScales() {
        List<RunResult> runs = new ArrayList<>(Fixtures.campaign("small", 1));
        runs.addAll(Fixtures.campaign("medium", 2.5));
        return runs;
    }

    private static void assertPng(ChartFile chart) throws Exception {
        assertThat(chart.isDrawn()).as(chart.id() + ": " + chart.missing()).isTrue();
        assertThat(chart.file()).exists().hasFileName(chart.id() + ".png");
        BufferedImage image = ImageIO.read(chart.file().toFile());
        assertThat(image).as(chart.file() + " decodes as an image").isNotNull();
        assertThat(image.getWidth()).as(chart.id()).isGreaterThanOrEqualTo(ChartStyle.pixelWidth());
        assertThat(image.getHeight()).as(chart.id()).isGreaterThanOrEqualTo(ChartStyle.pixelHeight());
        assertThat(image.getWidth()).as(chart.id()).isLessThan(4 * ChartStyle.pixelWidth());
    }

    private static RunResult run(String db, String scale, String test, double avgMs) {
        return Fixtures.run(db, scale, test, 1000, avgMs, 10, 100 * avgMs, 0, RunStatus.COMPLETED);
    }

    private static RunResult write(String db, String scale, long plannedPoints) {
        return Fixtures.run(db, scale, "write", plannedPoints / 10.0, 10, 10, 100, 0, RunStatus.COMPLETED)
                .toBuilder().planned(new PlannedWork(plannedPoints / 100, plannedPoints)).build();
    }

    @Test
    void everyKindIsDrawnFromTwoScalesInBothLanguages() throws Exception {
        for (Language language : Language.values()) {
            Path dir = out.resolve("mixed").resolve(language.tag());
            List<ChartFile> charts = new CrossScaleCharts(Labels.of(language), dir)
                    .draw(new ResultSet("test", twoScales()));
            assertThat(charts).extracting(ChartFile::id).containsExactlyElementsOf(FILES);
            for (ChartFile chart : charts) {
                assertPng(chart);
                assertThat(chart.file().getParent()).isEqualTo(dir);
                assertThat(chart.title()).isEqualTo(Labels.of(language).text("seed." + chart.id().substring(3)));
            }
        }
    }

    @Test
    void flaggedRunsAndTheHostsCoresAreNamedInTheNotes() throws Exception {
        List<ChartFile> charts = new CrossScaleCharts(Labels.of(Language.EN), out)
                .draw(new ResultSet("test", twoScales()));
        ChartFile valueFilter = charts.get(FILES.indexOf("10-value-filter-scaling"));
        assertThat(valueFilter.note()).contains("did not complete").contains("data ×2.50");
        ChartFile cpu = charts.get(FILES.indexOf("11-read-cpu"));
        assertThat(cpu.note()).contains("6 cores (600 %)");
        ChartFile latestPoint = charts.get(FILES.indexOf("09-latest-point-scaling"));
        assertThat(latestPoint.note()).contains("Constant against linear").contains("IoTDB: 3.60 \u2192 1.44 ms")
                .contains("fell");
    }

    @Test
    void oneScaleLeavesEveryKindMissingAndNamesTheScaleFound() throws Exception {
        List<ChartFile> charts = new CrossScaleCharts(Labels.of(Language.EN), out.resolve("small"))
                .draw(new ResultSet("test", Fixtures.campaign("small", 1)));
        assertThat(charts).extracting(ChartFile::id).containsExactlyElementsOf(FILES);
        assertThat(charts).allSatisfy(c -> {
            assertThat(c.isDrawn()).isFalse();
            assertThat(c.missing()).isEqualTo("needs results at two scales or more; found: small");
        });
        assertThat(out.resolve("small")).doesNotExist();
        List<ChartFile> pt = new CrossScaleCharts(Labels.of(Language.PT_BR), out)
                .draw(new ResultSet("test", Fixtures.campaign("medium", 1)));
        assertThat(pt.get(0).missing())
                .isEqualTo("precisa de resultados em duas escalas ou mais; encontrada(s): média");
    }

    @Test
    void aTestAbsentAtEveryScaleLeavesItsKindMissing() throws Exception {
        List<RunResult> runs = twoScales().stream().filter(r -> !r.scenario().equals("value-filter")
                && !r.scenario().equals("out-of-order")).toList();
        List<ChartFile> charts = new CrossScaleCharts(Labels.of(Language.EN), out).draw(new ResultSet("test", runs));
        ChartFile valueFilter = charts.get(FILES.indexOf("10-value-filter-scaling"));
        assertThat(valueFilter.isDrawn()).isFalse();
        assertThat(valueFilter.missing()).isEqualTo("no VALUE-FILTER result");
        assertThat(charts.get(FILES.indexOf("15-out-of-order-degradation")).missing())
                .isEqualTo("no OUT-OF-ORDER result");
        for (String drawn : List.of("06-latency-degradation", "07-read-latency-scales", "08-write-scaling")) {
            assertPng(charts.get(FILES.indexOf(drawn)));
        }
    }

    @Test
    void aTestAtOneScaleOnlyIsMissingWithTheScaleItWasFoundAt() throws Exception {
        List<RunResult> runs = twoScales().stream().filter(r -> !(r.scenario().equals("batch-small")
                && r.scale().equals("medium"))).toList();
        List<ChartFile> charts = new CrossScaleCharts(Labels.of(Language.EN), out).draw(new ResultSet("test", runs));
        assertThat(charts.get(FILES.indexOf("12-batch-small-scales")).missing())
                .isEqualTo("no database measured BATCH-SMALL at two scales or more; found: small");
    }

    /** Three scales by hand: latency changes, growth against the data, and a cell without both values. */
    @Test
    void degradationAndRatiosAreComputedFromAHandMadeCampaign() throws Exception {
        List<RunResult> runs = new ArrayList<>();
        String[] scales = {"small", "medium", "large"};
        long[] planned = {1_000, 5_000, 50_000};
        double[] iotdb = {2, 3, 8};
        double[] influx = {2, 2.5, 2.8};
        double[] timescale = {1, 5, 40};
        for (int s = 0; s < 3; s++) {
            for (String db : Fixtures.NAMES.keySet()) {
                runs.add(write(db, scales[s], planned[s]));
            }
            runs.add(run("iotdb", scales[s], "latest-point", iotdb[s]));
            runs.add(run("influxdb", scales[s], "latest-point", influx[s]));
            if (s != 1) {
                runs.add(run("timescaledb", scales[s], "latest-point", timescale[s]));
            }
        }
        ScalePoints points = new ScalePoints(new ResultSet("hand", runs));
        assertThat(points.scales()).containsExactly("small", "medium", "large");
        DegradationHeatmap heatmap = new DegradationHeatmap(Labels.of(Language.EN), points);
        List<DegradationHeatmap.Cell> smallToMedium = heatmap.cells("small", "medium", List.of("latest-point"));
        assertThat(smallToMedium).as("TimescaleDB lacks medium: no cell, not 0")
                .extracting(DegradationHeatmap.Cell::db).containsExactly("influxdb", "iotdb");
        assertThat(smallToMedium.get(1).change()).isCloseTo(50, within(1e-9));
        assertThat(smallToMedium.get(0).change()).isCloseTo(25, within(1e-9));
        assertThat(heatmap.cells("medium", "large", List.of("latest-point")).get(1).change())
                .isCloseTo(500.0 / 3, within(1e-9));

        ScalePoints.Growth iotdbGrowth = points.growth("iotdb", "latest-point", Metric.AVG_LATENCY).orElseThrow();
        assertThat(iotdbGrowth.factor()).isCloseTo(4, within(1e-9));
        assertThat(iotdbGrowth.dataRatio()).isCloseTo(50, within(1e-9));
        assertThat(iotdbGrowth.trend()).isEqualTo(ScalePoints.Trend.SUBLINEAR);
        assertThat(points.growth("influxdb", "latest-point", Metric.AVG_LATENCY).orElseThrow().trend())
                .isEqualTo(ScalePoints.Trend.CONSTANT);
        ScalePoints.Growth timescaleGrowth = points.growth("timescaledb", "latest-point", Metric.AVG_LATENCY)
                .orElseThrow();
        assertThat(timescaleGrowth.factor()).isCloseTo(40, within(1e-9));
        assertThat(timescaleGrowth.trend()).isEqualTo(ScalePoints.Trend.LINEAR);
        assertThat(ScalePoints.trend(2, Double.NaN)).isEqualTo(ScalePoints.Trend.GREW);
        assertThat(ScalePoints.trend(0.4, 10)).isEqualTo(ScalePoints.Trend.FELL);
        assertThat(ScalePoints.trend(200, 50)).isEqualTo(ScalePoints.Trend.SUPERLINEAR);
        assertThat(ScalePoints.change(100, 80)).isCloseTo(-20, within(1e-9));
        assertThat(ScalePoints.change(Double.NaN, 80)).isNaN();

        List<ChartFile> charts = new CrossScaleCharts(Labels.of(Language.EN), out).draw(new ResultSet("hand", runs));
        ChartFile latestPoint = charts.get(FILES.indexOf("09-latest-point-scaling"));
        assertPng(latestPoint);
        assertThat(latestPoint.note()).contains(
                "IoTDB: 2.00 \u2192 8.00 ms from small to large (×4.00; data ×50.00): grew, slower than the data",
                "InfluxDB: 2.00 \u2192 2.80 ms", "about constant",
                "TimescaleDB: 1.00 \u2192 40.00 ms", "grew with the data");
        assertPng(charts.get(FILES.indexOf("06-latency-degradation")));
        assertThat(charts.get(FILES.indexOf("10-value-filter-scaling")).missing()).isEqualTo("no VALUE-FILTER result");
    }

    @Test
    void repetitionsGiveMeansWithIntervals() throws Exception {
        List<RunResult> runs = new ArrayList<>();
        for (String scale : List.of("small", "medium")) {
            double factor = scale.equals("small") ? 1 : 2;
            for (int k = 1; k <= 3; k++) {
                RunResult r = Fixtures.run("iotdb", scale, "write", 1000 * k * factor, 10 * k, 10, 100 * k * factor, 0,
                        RunStatus.COMPLETED);
                runs.add(Fixtures.inPreset(r, null, k, 3));
            }
        }
        ScalePoints points = new ScalePoints(new ResultSet("repeated", runs));
        ScalePoints.Point small = points.at("small", "iotdb", "write", Metric.THROUGHPUT).orElseThrow();
        assertThat(small.runs()).isEqualTo(3);
        assertThat(small.value()).isCloseTo(2000, within(1e-9));
        assertThat(small.hasInterval()).isTrue();
        assertThat(small.ciHalf()).isCloseTo(RunStats.t975(2) * 1000 / Math.sqrt(3), within(1e-6));
        List<ChartFile> charts = new CrossScaleCharts(Labels.of(Language.EN), out)
                .draw(new ResultSet("repeated", runs));
        ChartFile write = charts.get(FILES.indexOf("08-write-scaling"));
        assertPng(write);
        assertThat(write.note()).contains("95 % confidence interval");
    }
}
