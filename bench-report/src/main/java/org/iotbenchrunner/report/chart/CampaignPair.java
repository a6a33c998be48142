package org.iotbenchrunner.report.chart;

import java.awt.Color;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.iotbenchrunner.report.data.Metric;
import org.iotbenchrunner.report.data.ResultSet;
import org.iotbenchrunner.report.text.Labels;

/**
 * The original campaign and the tuned one over the scales both hold, and their series: each database's original, then
 * its tuned.
 */
record CampaignPair(ResultSet original, ResultSet tuned, List<String> scales, List<CampaignSide> sides) {

    /** The pair over {@code scales}, which both hold. */
    static CampaignPair of(ResultSet original, ResultSet tuned, List<String> scales) {
        Set<String> all = new LinkedHashSet<>(original.databases());
        all.addAll(tuned.databases());
        List<String> dbs = List.copyOf(all);
        boolean sameName = original.name().equals(tuned.name());
        String before = original.name() + (sameName ? " (1)" : "");
        String after = tuned.name() + (sameName ? " (2)" : "");
        Map<String, String> colors = ChartStyle.recorded(original, tuned);
        List<CampaignSide> sides = new ArrayList<>();
        for (String db : dbs) {
            Color base = ChartStyle.color(db, dbs, colors);
            String name = original.databases().contains(db) ? original.databaseName(db) : tuned.databaseName(db);
            if (original.databases().contains(db)) {
                sides.add(new CampaignSide(db, name + ChartText.SEP + before, original, base, true));
            }
            if (tuned.databases().contains(db)) {
                sides.add(new CampaignSide(db, name + ChartText.SEP + after, tuned, base, false));
            }
        }
        return new CampaignPair(original, tuned, scales, sides);
    }

    List<String> scaleNames(Labels labels) {
        return scales.stream().map(labels::scale).toList();
    }

    /**
     * What a campaign lacks for a chart: {@code metric} (any run when null) of each of {@code tests} at some scale
     * both hold; null when both campaigns have it all.
     */
    String lacking(Labels labels, List<String> tests, Metric metric) {
        List<String> missing = new ArrayList<>();
        for (ResultSet campaign : List.of(original, tuned)) {
            List<String> absent = tests.stream().filter(test -> scales.stream().noneMatch(scale ->
                    campaign.databases().stream().anyMatch(db -> campaign.find(scale, db, test)
                            .filter(r -> metric == null || Double.isFinite(metric.of(r))).isPresent()))).toList();
            String scaleNames = String.join(", ", scaleNames(labels));
            if (!absent.isEmpty()) {
                missing.add(metric == null
                        ? labels.text("seed.campaign.missingTest", ChartText.tests(labels, absent), campaign.name(),
                                scaleNames)
                        : labels.text("seed.campaign.missing", labels.metric(metric), ChartText.tests(labels, absent),
                                campaign.name(), scaleNames));
            }
        }
        return missing.isEmpty() ? null : String.join("; ", missing);
    }

    /** Why a chart of {@code metrics} of {@code tests} has no bar in either campaign at the scales both hold. */
    String noBar(Labels labels, String metrics, String tests) {
        return labels.text("seed.campaign.missing", metrics, tests, original.name() + ", " + tuned.name(),
                String.join(", ", scaleNames(labels)));
    }

    /** The note on the colours: the original in the lighter tint, the tuned solid. */
    String tint(Labels labels) {
        return labels.text("seed.campaign.tint", original.name(), tuned.name());
    }
}
