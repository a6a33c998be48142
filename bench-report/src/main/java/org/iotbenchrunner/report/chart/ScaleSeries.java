package org.iotbenchrunner.report.chart;

import java.awt.Color;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.iotbenchrunner.core.config.Scenario;
import org.iotbenchrunner.report.data.GroupValue;
import org.iotbenchrunner.report.data.Metric;
import org.iotbenchrunner.report.data.ResultSet;

/**
 * One database of one campaign at a scale, as a series of the seed's charts 1–5: ours in the database's colour, the
 * published campaign's in its lighter tint.
 */
record ScaleSeries(String db, String dbName, String label, ResultSet runs, Color base, boolean published) {
    /** The nine tests in the order a campaign runs them. */
    static final List<String> EXECUTION_ORDER = Scenario.EXECUTION_ORDER.stream().map(Scenario::id).toList();

    /** Ours, then the published one ({@code published} may be null), for every database either holds. */
    static List<ScaleSeries> of(ResultSet ours, ResultSet published) {
        Set<String> all = new LinkedHashSet<>(ours.databases());
        if (published != null) {
            all.addAll(published.databases());
        }
        List<String> dbs = List.copyOf(all);
        String oursName = ours.name();
        String publishedName = published == null ? null
                : published.name().equals(oursName) ? published.name() + " (2)" : published.name();
        List<ScaleSeries> series = new ArrayList<>();
        Map<String, String> colors = ChartStyle.recorded(published, ours);
        for (String db : dbs) {
            Color base = ChartStyle.color(db, dbs, colors);
            String name = ours.databases().contains(db) ? ours.databaseName(db) : published.databaseName(db);
            if (ours.databases().contains(db)) {
                series.add(new ScaleSeries(db, name, published == null ? name : name + ChartText.SEP + oursName, ours,
                        base, false));
            }
            if (published != null && published.databases().contains(db)) {
                series.add(new ScaleSeries(db, name, name + ChartText.SEP + publishedName, published, base, true));
            }
        }
        return series;
    }

    Color color() {
        return published ? ChartStyle.light(base) : base;
    }

    GroupValue value(String test, Metric metric) {
        return GroupValue.of(runs, runs.find(db, test), metric);
    }

    boolean has(String test) {
        return runs.find(db, test).isPresent();
    }

    boolean flagged(String test) {
        return runs.find(db, test).map(ResultSet::flagged).orElse(false);
    }

    /** The tests this database ran, in execution order. */
    List<String> tests() {
        return runs.runs().stream().filter(r -> ResultSet.dbKey(r).equals(db)).map(ResultSet::test).distinct()
                .sorted(Comparator.comparingInt(ScaleSeries::executionOrder)).toList();
    }

    private static int executionOrder(String test) {
        int i = EXECUTION_ORDER.indexOf(test);
        return i < 0 ? Integer.MAX_VALUE : i;
    }
}
