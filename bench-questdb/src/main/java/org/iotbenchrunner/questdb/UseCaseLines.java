package org.iotbenchrunner.questdb;

import io.questdb.client.Sender;
import java.time.temporal.ChronoUnit;
import java.util.HashMap;
import java.util.Map;
import java.util.Set;
import org.iotbenchrunner.core.usecase.UseCaseRow;
import org.iotbenchrunner.core.usecase.UseCaseSchema;

/**
 * Use-case rows as ILP lines into {@link UseCaseTables}' tables: the table named by the row's measurement, each present
 * tag as a symbol (an integer tag as an integer field after the symbols, for its INT column: a symbol would not go into
 * it, and ILP puts symbols first), each present field as a double or a long as its column is, the row's time in
 * nanoseconds (the server keeps microseconds, rounded down; TSBS's rows are whole seconds apart). A missing tag or
 * field is left out of the line, so the server stores NULL there. A tag or field the measurement lacks is refused: ILP
 * would add a column for it.
 */
final class UseCaseLines {
    private final Map<String, Columns> columns = new HashMap<>();

    /** A measurement's tag keys, its integer tags and which of its fields are integers. */
    private record Columns(String measurement, Set<String> tags, Set<String> integerTags,
                           Map<String, Boolean> integerFields) {
        static Columns of(UseCaseSchema.Measurement m) {
            Map<String, Boolean> integer = new HashMap<>();
            m.fields().forEach(f -> integer.put(f.name(), f.integer()));
            return new Columns(m.name(), Set.copyOf(m.tagKeys()), Set.copyOf(m.integerTags()), Map.copyOf(integer));
        }
    }

    void append(Sender out, UseCaseRow row) {
        Columns c = columns.computeIfAbsent(row.measurement(), m -> Columns.of(UseCaseTables.measurement(m)));
        out.table(row.measurement());
        for (UseCaseRow.Tag tag : row.tags()) {
            if (!c.tags().contains(tag.key())) {
                throw unknown(row, "tag", tag.key());
            }
            if (tag.value() != null && !c.integerTags().contains(tag.key())) {
                out.symbol(tag.key(), tag.value());
            }
        }
        for (UseCaseRow.Tag tag : row.tags()) {
            if (tag.value() != null && c.integerTags().contains(tag.key())) {
                out.longColumn(tag.key(), integerTag(row, tag));
            }
        }
        for (UseCaseRow.Field field : row.fields()) {
            Boolean integer = c.integerFields().get(field.name());
            if (integer == null) {
                throw unknown(row, "field", field.name());
            }
            if (field.value() == null) {
                continue;
            }
            if (integer) {
                out.longColumn(field.name(), exactLong(row, field));
            } else {
                out.doubleColumn(field.name(), field.value().doubleValue());
            }
        }
        out.at(row.timestampNanos(), ChronoUnit.NANOS);
    }

    /** An integer tag's text as the INT its column holds; anything else refused in one line. */
    private static int integerTag(UseCaseRow row, UseCaseRow.Tag tag) {
        try {
            return Integer.parseInt(tag.value());
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("the integer tag " + tag.key() + " of a " + row.measurement()
                    + " row holds '" + tag.value() + "': expected an integer from " + Integer.MIN_VALUE + " to "
                    + Integer.MAX_VALUE);
        }
    }

    /** An integer field's value; a fraction (a file's row with a decimal where an integer belongs) is refused. */
    private static long exactLong(UseCaseRow row, UseCaseRow.Field field) {
        Number value = field.value();
        if (value instanceof Long || value instanceof Integer) {
            return value.longValue();
        }
        double d = value.doubleValue();
        if (d != Math.rint(d) || Math.abs(d) >= 0x1p63) {
            throw new IllegalArgumentException("the integer field " + field.name() + " of a " + row.measurement()
                    + " row holds " + value);
        }
        return (long) d;
    }

    private static IllegalArgumentException unknown(UseCaseRow row, String what, String name) {
        return new IllegalArgumentException("a " + row.measurement() + " row has the " + what + " " + name
                + ", which its use case's " + row.measurement() + " has not");
    }
}
