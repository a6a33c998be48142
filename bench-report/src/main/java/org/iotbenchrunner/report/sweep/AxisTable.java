package org.iotbenchrunner.report.sweep;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import org.iotbenchrunner.core.sweep.SweepAxis;

/**
 * One swept key on one database, as the study's Tables 3-12: a row per value of the key with every other key at its
 * baseline, each metric the mean of the cell's runs that measured it; the baseline row is shown absolute and the
 * others as the change in % from it. {@code transposed}: values as columns and metrics as rows (Tables 10-11).
 */
public record AxisTable(SweepAxis axis, String database, List<Row> rows, boolean transposed) {

    public AxisTable {
        rows = List.copyOf(rows);
    }

    /** One value of the key: the mean of each metric over its runs (null: none measured it) and their count. */
    public record Row(String value, boolean baseline, Map<SweepMetric, Double> values, int runs) {
        public Double value(SweepMetric m) {
            return values.get(m);
        }
    }

    public static AxisTable of(SweepRuns sweep, SweepAxis axis, String db, boolean transposed) {
        List<Row> rows = new ArrayList<>();
        for (String value : axis.values()) {
            List<SweepRuns.CellRun> runs = sweep.at(db, parameters(sweep.axes(), axis, value));
            Map<SweepMetric, Double> values = new EnumMap<>(SweepMetric.class);
            for (SweepMetric m : SweepMetric.values()) {
                List<Double> measured = runs.stream().map(r -> m.of(r.result())).filter(Objects::nonNull).toList();
                if (!measured.isEmpty()) {
                    values.put(m, measured.stream().mapToDouble(Double::doubleValue).average().orElseThrow());
                }
            }
            rows.add(new Row(value, value.equals(axis.baseline()), values, runs.size()));
        }
        return new AxisTable(axis, db, rows, transposed);
    }

    /** Every key at its baseline but {@code axis}, which is at {@code value}. */
    static Map<String, String> parameters(List<SweepAxis> axes, SweepAxis axis, String value) {
        Map<String, String> p = new LinkedHashMap<>();
        axes.forEach(a -> p.put(a.key(), a.key().equals(axis.key()) ? value : a.baseline()));
        return p;
    }

    public Row baselineRow() {
        return rows.stream().filter(Row::baseline).findFirst().orElseThrow();
    }

    /** The change of {@code row}'s metric from the baseline's, in %; null when either is unknown or the base is 0. */
    public Double changePct(Row row, SweepMetric m) {
        Double base = baselineRow().value(m);
        Double v = row.value(m);
        return base == null || v == null || base == 0 ? null : (v - base) / base * 100;
    }

    /** Whether any row measured anything. */
    public boolean hasData() {
        return rows.stream().anyMatch(r -> !r.values().isEmpty());
    }
}
