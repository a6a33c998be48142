package org.iotbenchrunner.core.usecase;

import java.util.List;

/**
 * One row's values in its measurement's column order: each tag key's value and each field's value, null where the
 * row lacks it (a null value or no entry at all, as rows read from a file leave missing ones out). A tag or field the
 * measurement does not have is refused rather than dropped. Reused from row to row.
 */
public final class RowColumns {
    private final UseCaseSchema.Measurement measurement;
    private final String[] tags;
    private final Number[] fields;

    public RowColumns(UseCaseSchema.Measurement measurement) {
        this.measurement = measurement;
        this.tags = new String[measurement.tagKeys().size()];
        this.fields = new Number[measurement.fields().size()];
    }

    public RowColumns read(UseCaseRow row) {
        List<UseCaseRow.Tag> rowTags = row.tags();
        int found = 0;
        for (int i = 0; i < tags.length; i++) {
            int at = indexOf(rowTags, i, measurement.tagKeys().get(i));
            tags[i] = at < 0 ? null : rowTags.get(at).value();
            found += at < 0 ? 0 : 1;
        }
        if (found != rowTags.size()) {
            throw unknown(row, "tag", rowTags.stream().map(UseCaseRow.Tag::key).toList(), measurement.tagKeys());
        }
        List<UseCaseRow.Field> rowFields = row.fields();
        found = 0;
        for (int i = 0; i < fields.length; i++) {
            int at = indexOfField(rowFields, i, measurement.fields().get(i).name());
            fields[i] = at < 0 ? null : rowFields.get(at).value();
            found += at < 0 ? 0 : 1;
        }
        if (found != rowFields.size()) {
            throw unknown(row, "field", rowFields.stream().map(UseCaseRow.Field::name).toList(),
                    measurement.fields().stream().map(UseCaseSchema.Field::name).toList());
        }
        return this;
    }

    public int tagCount() {
        return tags.length;
    }

    /** Tag key {@code index}'s value, null when missing. */
    public String tag(int index) {
        return tags[index];
    }

    public int fieldCount() {
        return fields.length;
    }

    /** Field {@code index}'s value, null when missing. */
    public Number field(int index) {
        return fields[index];
    }

    /**
     * An integer field's value as a {@code long}; a whole double (a file's {@code status=3}) is that integer, a
     * fraction is refused.
     */
    public static long exactLong(Number value, UseCaseRow row, String field) {
        if (value instanceof Long || value instanceof Integer) {
            return value.longValue();
        }
        double d = value.doubleValue();
        if (d != Math.rint(d) || Math.abs(d) >= 0x1p63) {
            throw new IllegalArgumentException("the integer field " + field + " of a " + row.measurement()
                    + " row holds " + value);
        }
        return (long) d;
    }

    /** Where rows are in the schema's order (every generated row), the entry at {@code hint} is the one. */
    private static int indexOf(List<UseCaseRow.Tag> tags, int hint, String key) {
        if (hint < tags.size() && tags.get(hint).key().equals(key)) {
            return hint;
        }
        for (int i = 0; i < tags.size(); i++) {
            if (tags.get(i).key().equals(key)) {
                return i;
            }
        }
        return -1;
    }

    private static int indexOfField(List<UseCaseRow.Field> fields, int hint, String name) {
        if (hint < fields.size() && fields.get(hint).name().equals(name)) {
            return hint;
        }
        for (int i = 0; i < fields.size(); i++) {
            if (fields.get(i).name().equals(name)) {
                return i;
            }
        }
        return -1;
    }

    private static IllegalArgumentException unknown(UseCaseRow row, String what, List<String> rowNames,
                                                    List<String> known) {
        return new IllegalArgumentException("a " + row.measurement() + " row has the " + what + "s " + rowNames
                + " (one unknown or repeated); its use case's are " + known);
    }
}
