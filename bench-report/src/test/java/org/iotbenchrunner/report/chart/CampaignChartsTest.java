package org.iotbenchrunner.report.chart;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.iotbenchrunner.core.result.RunResult;
import org.iotbenchrunner.report.data.Fixtures;
import org.iotbenchrunner.report.data.GroupValue;
import org.iotbenchrunner.report.data.Metric;
import org.iotbenchrunner.report.data.ResultSet;
import org.iotbenchrunner.report.text.Labels;
import org.iotbenchrunner.report.text.Language;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class CampaignChartsTest {
    @TempDir
    Path out;

    /** Every test on three databases at small and medium; {@code factor} stands for tuning. */
    private static ResultSet campaign(String name, double factor, String... scales) {
        List<RunResult> runs = new ArrayList<>();
        for (String scale : scales) {
            runs.addAll(Fixtures.campaign(scale, factor * (scale.equals("small") ? 1 : 3)));
        }
        return new ResultSet(name, runs);
    }

    @Test
    void everyKindOfTheComparisonIsDrawnInOrder() throws Exception {
        List<ChartFile> charts = new CampaignCharts(Labels.of(Language.PT_BR), out)
                .draw(campaign("Original", 1, "small", "medium"), campaign("Ajustado", 1.4, "small", "medium"));
        assertThat(charts).extracting(ChartFile::id).containsExactly("16-tuned-write-throughput",
                "17-tuned-p99-grid", "18-tuned-out-of-order", "19-tuned-read", "20-tuned-memory-baseline");
        for (ChartFile chart : charts) {
            ScaleChartsTest.assertPng(chart);
            assertThat(chart.title()).contains("Original", "Ajustado");
        }
        assertThat(charts.get(0).note()).contains("Linha tracejada: Original");
        assertThat(charts.get(1).note()).doesNotContain("Painéis sem dados");
    }

    @Test
    void aTunedCampaignWithoutOutOfOrderNamesIt() throws Exception {
        ResultSet original = campaign("Original", 1, "small", "medium");
        ResultSet full = campaign("Tuned", 1.4, "small", "medium");
        ResultSet tuned = new ResultSet("Tuned", full.runs().stream()
                .filter(r -> !ResultSet.test(r).equals("out-of-order")).toList());
        List<ChartFile> charts = new CampaignCharts(Labels.of(Language.EN), out).draw(original, tuned);
        ChartFile penalty = charts.get(2);
        assertThat(penalty.isDrawn()).isFalse();
        assertThat(penalty.missing()).contains("OUT-OF-ORDER", "Tuned", "small, medium").doesNotContain("Original");
        ChartFile grid = charts.get(1);
        ScaleChartsTest.assertPng(grid);
        assertThat(grid.note()).as("the OUT-OF-ORDER panels hold the original only, so they are drawn")
                .doesNotContain("Panels without data");
        ScaleChartsTest.assertPng(charts.get(0));
        ScaleChartsTest.assertPng(charts.get(4));
    }

    @Test
    void aGridPanelWithoutDataSaysSo() throws Exception {
        ResultSet original = campaign("Original", 1, "small", "medium");
        ResultSet tuned = campaign("Tuned", 1.4, "small", "medium");
        List<RunResult> noMediumOutOfOrder = original.runs().stream().filter(r -> !(ResultSet.test(r)
                .equals("out-of-order") && ResultSet.scaleOf(r).equals("medium"))).toList();
        List<RunResult> tunedToo = tuned.runs().stream().filter(r -> !(ResultSet.test(r).equals("out-of-order")
                && ResultSet.scaleOf(r).equals("medium"))).toList();
        ChartFile grid = new CampaignCharts(Labels.of(Language.EN), out)
                .draw(new ResultSet("Original", noMediumOutOfOrder), new ResultSet("Tuned", tunedToo)).get(1);
        ScaleChartsTest.assertPng(grid);
        assertThat(grid.note()).contains("Panels without data: OUT-OF-ORDER \u00b7 medium");
    }

    @Test
    void campaignsWithoutACommonScaleMissEveryKind() throws Exception {
        List<ChartFile> charts = new CampaignCharts(Labels.of(Language.EN), out)
                .draw(campaign("Original", 1, "small"), campaign("Tuned", 1.4, "medium"));
        assertThat(charts).hasSize(5).noneMatch(ChartFile::isDrawn);
        assertThat(charts).allSatisfy(c -> assertThat(c.missing()).contains("Original", "Tuned"));
    }

    @Test
    void theOutOfOrderPenaltyIsTheChangeFromWriteInPercent() {
        assertThat(CampaignSide.penalty(new GroupValue(200.0, null, null, false),
                new GroupValue(150.0, null, null, true))).satisfies(p -> {
                    assertThat(p.value()).isCloseTo(-25, within(1e-9));
                    assertThat(p.flagged()).isTrue();
                });
        assertThat(CampaignSide.penalty(GroupValue.UNKNOWN, new GroupValue(150.0, null, null, false)).known())
                .isFalse();
        ResultSet set = campaign("Original", 1, "small");
        GroupValue iotdb = CampaignSide.penalty(
                GroupValue.of(set, set.find("small", "iotdb", "write"), Metric.THROUGHPUT),
                GroupValue.of(set, set.find("small", "iotdb", "out-of-order"), Metric.THROUGHPUT));
        assertThat(iotdb.value()).as("Fixtures: out-of-order at 0.6 of write for IoTDB").isCloseTo(-40,
                within(1e-6));
    }
}
