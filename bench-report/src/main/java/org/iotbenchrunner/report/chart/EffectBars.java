package org.iotbenchrunner.report.chart;

import java.io.IOException;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import org.iotbenchrunner.report.data.Effect;
import org.iotbenchrunner.report.table.EffectTable;
import org.iotbenchrunner.report.text.Labels;
import org.knowm.xchart.CategoryChart;

/**
 * One database's effects at one scale (--effects): for each test, the isolation and the tuning effect on its
 * criterion, signed so that above zero is better.
 */
final class EffectBars {
    private final Labels labels;
    private final ChartFolder folder;

    EffectBars(Labels labels, ChartFolder folder) {
        this.labels = labels;
        this.folder = folder;
    }

    /** The chart of {@code rows} (every metric; the criteria are drawn); none when neither effect was measured. */
    Optional<ChartFile> draw(List<EffectTable.Row> rows, String scale) throws IOException {
        List<EffectTable.Row> criteria = rows.stream().filter(EffectTable.Row::criterion).toList();
        if (criteria.isEmpty()) {
            return Optional.empty();
        }
        List<String> categories = criteria.stream()
                .map(r -> labels.test(r.test()) + (r.flagged() ? ChartText.FLAG : "")).toList();
        CategoryChart chart = ChartStyle.bars(labels.text("chart.effects", criteria.get(0).dbName(),
                labels.scale(scale)), labels.text("axis.test"), labels.text("axis.effect"), labels);
        for (EffectTable.Kind kind : EffectTable.Kind.ASPECTS) {
            List<Double> gains = criteria.stream().map(r -> r.estimate(kind).map(Effect::gain).orElse(null))
                    .toList();
            if (gains.stream().anyMatch(Objects::nonNull)) {
                chart.addSeries(labels.text("effects.aspect." + kind.id()), categories, gains)
                        .setFillColor(ChartStyle.color(EffectTable.Kind.ASPECTS.indexOf(kind)));
            }
        }
        if (chart.getSeriesMap().isEmpty()) {
            return Optional.empty();
        }
        ChartStyle.fitCategories(chart, categories.size());
        String note = labels.text("note.effects") + (criteria.stream().anyMatch(EffectTable.Row::flagged)
                ? " " + labels.text("note.flagged") : "");
        return Optional.of(folder.save("effects-" + criteria.get(0).db(), scale, chart, note));
    }
}
