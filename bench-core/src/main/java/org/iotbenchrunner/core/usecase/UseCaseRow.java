package org.iotbenchrunner.core.usecase;

import java.util.List;

/**
 * One row of a use case: a measurement's tags and fields at one instant, in TSBS's order. A tag's value is null
 * when the row lacks it (e.g. a truck without a name); a field's value is null when the row lacks it (TSBS IoT's
 * empty fields), so it is not a metric.
 */
public record UseCaseRow(String measurement, List<Tag> tags, long timestampNanos, List<Field> fields) {

    public record Tag(String key, String value) {
    }

    /** A field's value: a {@code Double} or a {@code Long}, or null when missing. */
    public record Field(String name, Number value) {
    }

    public UseCaseRow {
        tags = List.copyOf(tags);
        fields = List.copyOf(fields);
    }

    /** The values this row holds: its non-null fields (TSBS's "metrics", counted one way for every database). */
    public long metrics() {
        return fields.stream().filter(f -> f.value() != null).count();
    }
}
