package org.iotbenchrunner.victoriametrics;

import java.util.Locale;
import java.util.Optional;

/**
 * The aggregate functions of QUERY_AGGREGATE_FUN that MetricsQL computes per series as {@code <name>_over_time} over
 * raw samples, under the names ExpectedValues knows (with iot-benchmark's aliases).
 */
enum VmFunction {
    COUNT("count"), SUM("sum"), AVG("avg"), MAX("max"), MIN("min"), FIRST("first"), LAST("last");

    static final String KNOWN = "count, sum, avg (mean), max (max_value), min (min_value), first (first_value), "
            + "last (last_value)";

    final String rollupPrefix;

    VmFunction(String rollupPrefix) {
        this.rollupPrefix = rollupPrefix;
    }

    /** The rollup function of MetricsQL, e.g. {@code count_over_time}. */
    String rollup() {
        return rollupPrefix + "_over_time";
    }

    static Optional<VmFunction> parse(String name) {
        if (name == null) {
            return Optional.empty();
        }
        String f = name.trim().toLowerCase(Locale.ROOT);
        if (f.endsWith("()")) {
            f = f.substring(0, f.length() - 2).trim();
        }
        return Optional.ofNullable(switch (f) {
            case "count" -> COUNT;
            case "sum" -> SUM;
            case "avg", "mean" -> AVG;
            case "max", "max_value" -> MAX;
            case "min", "min_value" -> MIN;
            case "first", "first_value" -> FIRST;
            case "last", "last_value" -> LAST;
            default -> null;
        });
    }

    static VmFunction of(String name) {
        return parse(name).orElseThrow(() -> new IllegalArgumentException("aggregate function " + name
                + " is not one VictoriaMetrics computes here (known: " + KNOWN + ")"));
    }
}
