package org.iotbenchrunner.report.table;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.iotbenchrunner.report.data.Metric;
import org.iotbenchrunner.report.data.ResultSet;
import org.iotbenchrunner.report.text.Labels;

/**
 * The seed thesis's cross-scale tables of one campaign: a test's figure at each scale, its ratio from the first
 * scale to the last, and the ratio of the data behind it, computed from the WRITE runs.
 */
final class CrossScaleTables {
    private record Spec(String test, Metric metric) {
    }

    private static final List<Spec> SPECS = List.of(new Spec("write", Metric.THROUGHPUT),
            new Spec("downsample", Metric.AVG_LATENCY), new Spec("latest-point", Metric.AVG_LATENCY),
            new Spec("value-filter", Metric.AVG_LATENCY));

    private final Labels labels;
    private final ResultSet campaign;

    CrossScaleTables(Labels labels, ResultSet campaign) {
        this.labels = labels;
        this.campaign = campaign;
    }

    /** Empty with fewer than two scales: there is nothing to compare. */
    List<DerivedTable> all() {
        if (campaign.scales().size() < 2) {
            return List.of();
        }
        return SPECS.stream().map(this::table).flatMap(Optional::stream).toList();
    }

    private Optional<DerivedTable> table(Spec spec) {
        List<String> scales = campaign.scales();
        String first = scales.get(0);
        String last = scales.get(scales.size() - 1);
        TableCells cells = new TableCells(labels, true, false);
        List<String> header = new ArrayList<>(List.of(labels.text("col.db")));
        scales.forEach(s -> header.add(labels.scale(s)));
        header.add(labels.text("tables.col.scaleRatio", labels.scale(first), labels.scale(last)));
        header.add(labels.text("tables.col.dataRatio"));
        List<List<String>> rows = new ArrayList<>();
        for (String db : campaign.databases()) {
            List<DerivedFigure> values = scales.stream()
                    .map(s -> cells.figure(campaign, s, db, spec.test(), spec.metric())).toList();
            List<String> row = new ArrayList<>(List.of(campaign.databaseName(db)));
            values.forEach(v -> row.add(cells.number(v, spec.metric())));
            row.add(cells.times(values.get(values.size() - 1).over(values.get(0))));
            row.add(cells.times(cells.dataPoints(campaign, last, db).over(cells.dataPoints(campaign, first, db))));
            rows.add(row);
        }
        return cells.table("cross-scale-" + spec.test(), labels.text("tables.cross.title", labels.test(spec.test()),
                labels.metricWithUnit(spec.metric())), header, rows, labels.text("tables.cross.note",
                        labels.scale(first), labels.scale(last), labels.test("write")));
    }
}
