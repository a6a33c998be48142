package org.iotbenchrunner.core.usecase;

import java.util.List;
import java.util.SplittableRandom;
import java.util.function.Function;

/**
 * One of TSBS's DevOps measurements: its name, its fields in TSBS's order, the tags it adds to its host's, the
 * metrics that move from step to step and how their current values become the row's fields.
 */
record HostMeasurement(String name, List<String> fieldNames, List<HostMetric> metrics,
                       Function<SplittableRandom, List<UseCaseRow.Tag>> extraTags, Projection projection) {

    /** The row's fields, in {@code fieldNames}' order, from the metrics' current values (in {@code metrics}' order). */
    interface Projection {
        UseCaseRow.Field[] fields(double[] values);
    }

    /** A measurement whose fields are its metrics as they are. */
    static HostMeasurement direct(String name, List<HostMetric> metrics,
                                  Function<SplittableRandom, List<UseCaseRow.Tag>> extraTags) {
        List<HostMetric> copy = List.copyOf(metrics);
        return new HostMeasurement(name, copy.stream().map(HostMetric::name).toList(), copy, extraTags, values -> {
            UseCaseRow.Field[] fields = new UseCaseRow.Field[values.length];
            for (int i = 0; i < fields.length; i++) {
                fields[i] = copy.get(i).field(values[i]);
            }
            return fields;
        });
    }

    HostMeasurement {
        fieldNames = List.copyOf(fieldNames);
        metrics = List.copyOf(metrics);
    }
}
