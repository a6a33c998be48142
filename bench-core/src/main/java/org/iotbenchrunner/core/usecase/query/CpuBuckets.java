package org.iotbenchrunner.core.usecase.query;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.iotbenchrunner.core.usecase.UseCaseRow;

/**
 * single-groupby and cpu-max-all (the max of each metric per bucket over the query's hosts together) and
 * double-groupby (the mean of each metric per bucket and host): over the {@code cpu} rows in the window.
 */
final class CpuBuckets implements AnswerAccumulator {
    private final RowFilter filter;
    private final List<String> metrics;
    private final long width;
    private final boolean perHost;
    private final String prefix;
    private final Map<Key, Stats> groups = new HashMap<>();

    private record Key(long bucket, String host) {
    }

    private CpuBuckets(UseCaseQuery query, boolean perHost) {
        this.filter = RowFilter.of(query, "cpu", "hostname");
        this.metrics = query.metrics();
        this.width = query.bucket().toNanos();
        this.perHost = perHost;
        this.prefix = perHost ? "mean_" : "max_";
    }

    static CpuBuckets maxOfHosts(UseCaseQuery query) {
        return new CpuBuckets(query, false);
    }

    static CpuBuckets meanPerHost(UseCaseQuery query) {
        return new CpuBuckets(query, true);
    }

    @Override
    public void accept(UseCaseRow row) {
        List<String> tags = filter.read(row);
        if (tags == null) {
            return;
        }
        Key key = new Key(RowFilter.bucket(row.timestampNanos(), width), perHost ? tags.get(0) : null);
        Stats stats = groups.computeIfAbsent(key, k -> new Stats(metrics.size()));
        for (int i = 0; i < metrics.size(); i++) {
            Double value = RowFilter.number(row, metrics.get(i));
            if (value != null) {
                stats.add(i, value);
            }
        }
    }

    @Override
    public UseCaseAnswer answer() {
        List<UseCaseAnswer.Row> rows = new ArrayList<>();
        groups.forEach((key, stats) -> {
            Map<String, Object> values = new LinkedHashMap<>();
            for (int i = 0; i < metrics.size(); i++) {
                Double value = perHost ? stats.means[i].value() : stats.max(i);
                if (value != null) {
                    values.put(prefix + metrics.get(i), value);
                }
            }
            if (!values.isEmpty()) {
                rows.add(new UseCaseAnswer.Row(key.host(), key.bucket(), Map.of(), values));
            }
        });
        rows.sort(AnswerOrder.TIME_FIRST);
        return new UseCaseAnswer(rows);
    }

    /** Per metric: its mean and its max over the values seen. */
    private static final class Stats {
        private final Mean[] means;
        private final double[] max;

        Stats(int metrics) {
            means = new Mean[metrics];
            max = new double[metrics];
            for (int i = 0; i < metrics; i++) {
                means[i] = new Mean();
                max[i] = Double.NEGATIVE_INFINITY;
            }
        }

        void add(int metric, double value) {
            means[metric].add(value);
            max[metric] = Math.max(max[metric], value);
        }

        Double max(int metric) {
            return means[metric].count() == 0 ? null : max[metric];
        }
    }
}
