package org.iotbenchrunner.report.chart;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.image.BufferedImage;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import javax.imageio.ImageIO;
import org.iotbenchrunner.core.result.OpenLoop;
import org.iotbenchrunner.core.result.ResourceUsage;
import org.iotbenchrunner.core.result.ResultSamples;
import org.iotbenchrunner.core.result.RunResult;
import org.iotbenchrunner.core.result.RunStatus;
import org.iotbenchrunner.report.data.Comparison;
import org.iotbenchrunner.report.data.Fixtures;
import org.iotbenchrunner.report.data.ResultSet;
import org.iotbenchrunner.report.text.Labels;
import org.iotbenchrunner.report.text.Language;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.knowm.xchart.CategoryChart;

class ChartsTest {
    @TempDir
    Path out;

    private static void assertPng(ChartFile chart) throws Exception {
        assertThat(chart.file()).exists();
        BufferedImage image = ImageIO.read(chart.file().toFile());
        assertThat(image).as(chart.file() + " decodes as an image").isNotNull();
        assertThat(image.getWidth()).isEqualTo(ChartStyle.pixelWidth());
        assertThat(image.getHeight()).isEqualTo(ChartStyle.pixelHeight());
        assertThat(chart.file().getFileName().toString()).isEqualTo(chart.id() + ".png");
    }

    @Test
    void everyChartOfAScaleIsAPngOfTheConfiguredSize() throws Exception {
        List<ChartFile> charts = new Charts(Labels.of(Language.EN), out)
                .forScale(new ResultSet("test", Fixtures.campaign("small", 1)), "small");
        assertThat(charts).extracting(ChartFile::id).containsExactly("throughput-small", "latency-small",
                "cpu-small", "memory-small", "memory-time-write-small", "memory-time-read-small",
                "out-of-order-small");
        for (ChartFile chart : charts) {
            assertPng(chart);
        }
        assertThat(ChartStyle.DPI).isGreaterThanOrEqualTo(150);
        assertThat(ChartStyle.pixelWidth()).isEqualTo(ChartStyle.WIDTH * ChartStyle.DPI / 72);
    }

    @Test
    void anOpenLoopRunAddsAResponseTimeChart() throws Exception {
        List<RunResult> runs = new ArrayList<>(Fixtures.campaign("small", 1));
        runs.set(0, ResultSamples.openLoop(runs.get(0), OpenLoop.of(50, 49.9, 0.1, 3)));
        List<ChartFile> charts = new Charts(Labels.of(Language.PT_BR), out)
                .forScale(new ResultSet("test", runs), "small");
        assertThat(charts).extracting(ChartFile::id).containsSubsequence("latency-small", "response-small",
                "cpu-small");
        assertPng(charts.get(2));
    }

    @Test
    void crossScaleAndComparisonChartsAreWritten() throws Exception {
        List<org.iotbenchrunner.core.result.RunResult> runs = new ArrayList<>(Fixtures.campaign("small", 1));
        runs.addAll(Fixtures.campaign("medium", 3));
        Charts charts = new Charts(Labels.of(Language.PT_BR), out);
        List<ChartFile> cross = charts.acrossScales(new ResultSet("test", runs));
        assertThat(cross).extracting(ChartFile::id).containsExactly("scales-throughput",
                "scales-avg-latency", "scales-p99-latency", "scales-avg-cpu", "scales-peak-memory");
        Comparison comparison = Comparison.of(new ResultSet("default", Fixtures.campaign("small", 1)),
                new ResultSet("tuned", Fixtures.campaign("small", 1.4)));
        List<ChartFile> compared = charts.comparison(comparison, "small");
        assertThat(compared).extracting(ChartFile::id).containsExactly("compare-throughput-small",
                "compare-delta-throughput-small", "compare-delta-latency-small");
        for (ChartFile chart : cross) {
            assertPng(chart);
        }
        for (ChartFile chart : compared) {
            assertPng(chart);
        }
        assertThat(cross.get(0).title()).isEqualTo("Vazão de escrita entre escalas");
    }

    @Test
    void barsGoLogarithmicOnlyWhenValuesSpanMoreThanAHundredfold() {
        CategoryChart chart = ChartStyle.bars("t", "x", "y", Labels.of(Language.EN));
        assertThat(ChartStyle.logIfSpanning(chart.getStyler(), List.of(1.0, 100.0))).isFalse();
        assertThat(ChartStyle.logIfSpanning(chart.getStyler(), java.util.Arrays.asList(1.0, 101.0, null, 0.0)))
                .isTrue();
        assertThat(chart.getStyler().isYAxisLogarithmic()).isTrue();
    }

    @Test
    void aScaleWithOneRunStillDrawsWithoutFailing() throws Exception {
        List<ChartFile> charts = new Charts(Labels.of(Language.EN), out).forScale(new ResultSet("test",
                List.of(org.iotbenchrunner.core.result.ResultSamples.run("timescaledb", "write", 0))), "small");
        assertThat(charts).extracting(ChartFile::id).contains("throughput-small", "memory-time-write-small")
                .doesNotContain("out-of-order-small", "memory-time-read-small");
        for (ChartFile chart : charts) {
            assertPng(chart);
        }
    }

    @Test
    void runsThatMeasuredNothingLeaveGapsInsteadOfFailing() throws Exception {
        RunResult measured = Fixtures.run("iotdb", "small", "write", 1000, 2, 10, 100, 0, RunStatus.COMPLETED);
        RunResult died = Fixtures.run("influxdb", "small", "write", 1, 1, 1, 1, 0, RunStatus.RUNNING);
        died = RunResult.builder().harnessVersion(died.identity().harnessVersion()).status(RunStatus.RUNNING)
                .scenario("write").scale("small").database(died.database()).host(died.environment().host())
                .config(died.environment().config()).startedAt(died.measurement().startedAt())
                .server(ResourceUsage.none("external server")).build();
        List<ChartFile> charts = new Charts(Labels.of(Language.EN), out)
                .forScale(new ResultSet("test", List.of(measured, died)), "small");
        for (ChartFile chart : charts) {
            assertPng(chart);
        }
        assertThat(charts.get(0).note()).contains("did not complete");
    }
}
