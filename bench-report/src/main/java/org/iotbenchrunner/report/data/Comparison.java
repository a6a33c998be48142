package org.iotbenchrunner.report.data;

import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import org.iotbenchrunner.core.result.RunResult;
import org.iotbenchrunner.core.result.ServerSetup;

/** Two campaigns side by side: the runs of the same scale, database and test, and the change from A to B. */
public record Comparison(String nameA, String nameB, List<Comparison.Pair> pairs) {

    public record Pair(String scale, String db, String test, RunResult a, RunResult b) {
        /** The change from A to B in % of A (NaN when either lacks the metric or A is zero). */
        public double delta(Metric m) {
            double before = m.of(a);
            double after = m.of(b);
            return before == 0 ? Double.NaN : (after - before) / before * 100;
        }

        /** True when B is better than A on the metric. */
        public boolean improved(Metric m) {
            double d = delta(m);
            return m.higherIsBetter() ? d > 0 : d < 0;
        }
    }

    public static Comparison of(ResultSet a, ResultSet b) {
        List<Pair> pairs = new ArrayList<>();
        for (RunResult ra : a.runs()) {
            String scale = ResultSet.scaleOf(ra);
            String db = ResultSet.dbKey(ra);
            String test = ResultSet.test(ra);
            b.find(scale, db, test).ifPresent(rb -> pairs.add(new Pair(scale, db, test, ra, rb)));
        }
        boolean same = a.name().equals(b.name());
        return new Comparison(same ? a.name() + " (A)" : a.name(), same ? b.name() + " (B)" : b.name(), pairs);
    }

    public Comparison onlyScales(Collection<String> scales) {
        return new Comparison(nameA, nameB, pairs.stream().filter(p -> scales.contains(p.scale())).toList());
    }

    public List<String> scales() {
        return pairs.stream().map(Pair::scale).distinct().toList();
    }

    public List<Pair> pairs(String scale) {
        return pairs.stream().filter(p -> p.scale().equals(scale)).toList();
    }

    /** The server setup of every run of side A ({@code b} false) or B, null where a result has none. */
    public List<ServerSetup> setups(boolean b) {
        return pairs.stream().map(p -> (b ? p.b() : p.a()).environment().setup()).toList();
    }

    public ResultSet side(boolean b) {
        return new ResultSet(b ? nameB : nameA, pairs.stream().map(p -> b ? p.b() : p.a()).toList());
    }
}
