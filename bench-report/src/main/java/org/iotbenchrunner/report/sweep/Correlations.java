package org.iotbenchrunner.report.sweep;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import org.iotbenchrunner.report.sweep.SweepRuns.CellRun;

/**
 * The study's correlation analysis (Figs. 6-7) on one database: Pearson's r between each factor column and each
 * metric over every run of the sweep that measured the metric (so each metric has its own {@code n}); r is null
 * where undefined.
 */
public record Correlations(String database, List<Factor> factors, List<Coefficient> coefficients) {

    public Correlations {
        factors = List.copyOf(factors);
        coefficients = List.copyOf(coefficients);
    }

    /** One factor against one metric: r (null: undefined) over {@code n} runs. */
    public record Coefficient(Factor factor, SweepMetric metric, Double r, int n) {
    }

    public static Correlations of(SweepRuns sweep, String db) {
        List<Factor> factors = Factor.of(sweep.axes());
        List<CellRun> runs = sweep.of(db);
        List<Coefficient> all = new ArrayList<>();
        for (Factor f : factors) {
            for (SweepMetric m : SweepMetric.values()) {
                List<double[]> pairs = new ArrayList<>();
                for (CellRun run : runs) {
                    Double y = m.of(run.result());
                    double x = f.of(run.parameters());
                    if (y != null && Double.isFinite(x)) {
                        pairs.add(new double[]{x, y});
                    }
                }
                double[] xs = pairs.stream().mapToDouble(p -> p[0]).toArray();
                double[] ys = pairs.stream().mapToDouble(p -> p[1]).toArray();
                all.add(new Coefficient(f, m, Pearson.r(xs, ys), pairs.size()));
            }
        }
        return new Correlations(db, factors, all);
    }

    public Coefficient at(Factor f, SweepMetric m) {
        return coefficients.stream().filter(c -> c.factor().equals(f) && c.metric() == m).findFirst().orElseThrow();
    }

    /** The defined coefficients by |r|, largest first, then the undefined ones. */
    public List<Coefficient> ranked() {
        return coefficients.stream().sorted(Comparator.comparing((Coefficient c) -> c.r() == null)
                .thenComparing(c -> c.r() == null ? 0 : -Math.abs(c.r()))).toList();
    }

    /** The metrics some run measured. */
    public List<SweepMetric> metrics() {
        return List.of(SweepMetric.values()).stream()
                .filter(m -> coefficients.stream().anyMatch(c -> c.metric() == m && c.n() > 0)).toList();
    }
}
