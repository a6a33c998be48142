package org.iotbenchrunner.core.usecase;

import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Gives a row read from a line the shape the schema's rows have: every tag key and every field of its measurement,
 * in the schema's order, null where the line lacks it; integer fields as {@code Long}s, the others as
 * {@code Double}s. So a file's rows equal the generator's rows they were written from.
 *
 * <p>A field named like one of the measurement's tag keys becomes that tag, its number written as the tag's text:
 * TSBS's influx format writes IoT's {@code load_capacity}, {@code fuel_capacity} and
 * {@code nominal_fuel_consumption} (numbers in its truck model) as fields, while they are the truck's metadata,
 * tags in our schema ({@link TruckTags}). The same rows either way, and their metrics are the measured values only.
 */
final class RowShaper {
    private final UseCaseSchema schema;
    private final Map<String, Shape> shapes = new HashMap<>();

    RowShaper(UseCaseSchema schema) {
        this.schema = schema;
        schema.measurements().forEach(m -> shapes.put(m.name(), new Shape(m)));
    }

    /** The row as the schema has it; an {@link IllegalArgumentException} says what the schema expected instead. */
    UseCaseRow shape(UseCaseRow parsed) {
        Shape shape = shapes.get(parsed.measurement());
        if (shape == null) {
            throw new IllegalArgumentException("unknown measurement " + parsed.measurement() + ": expected one of "
                    + String.join(", ", schema.measurements().stream().map(UseCaseSchema.Measurement::name).toList())
                    + " (" + schema.useCase().id() + ")" + otherUseCase(parsed.measurement()));
        }
        return shape.of(parsed);
    }

    /** The use case a measurement this one lacks belongs to, as a hint: e.g. a thermo file given as devops. */
    private String otherUseCase(String measurement) {
        return Arrays.stream(UseCase.values()).filter(u -> u != schema.useCase())
                .filter(u -> UseCaseSchema.of(u).measurements().stream().anyMatch(m -> m.name().equals(measurement)))
                .findFirst().map(u -> "; " + measurement + " is of the " + u.id() + " use case: give --workload "
                        + u.id()).orElse("");
    }

    private static final class Shape {
        private final UseCaseSchema.Measurement measurement;
        private final Map<String, Integer> tagIndex = new HashMap<>();
        private final Map<String, Integer> fieldIndex = new HashMap<>();

        Shape(UseCaseSchema.Measurement measurement) {
            this.measurement = measurement;
            List<String> keys = measurement.tagKeys();
            for (int i = 0; i < keys.size(); i++) {
                tagIndex.put(keys.get(i), i);
            }
            List<UseCaseSchema.Field> fields = measurement.fields();
            for (int i = 0; i < fields.size(); i++) {
                fieldIndex.put(fields.get(i).name(), i);
            }
        }

        UseCaseRow of(UseCaseRow parsed) {
            String[] tags = new String[tagIndex.size()];
            Number[] values = new Number[fieldIndex.size()];
            for (UseCaseRow.Tag tag : parsed.tags()) {
                setTag(tags, tag.key(), tag.value());
            }
            for (UseCaseRow.Field field : parsed.fields()) {
                Integer f = fieldIndex.get(field.name());
                if (f != null) {
                    values[f] = typed(measurement.fields().get(f), field.value());
                } else if (tagIndex.containsKey(field.name())) {
                    setTag(tags, field.name(), UseCaseLineProtocol.plainText(field.value()));
                } else {
                    throw new IllegalArgumentException("unknown field " + field.name() + " of " + measurement.name()
                            + ": expected one of " + String.join(", ", measurement.fields().stream()
                                    .map(UseCaseSchema.Field::name).toList()));
                }
            }
            return new UseCaseRow(measurement.name(), tagList(tags), parsed.timestampNanos(), fieldList(values));
        }

        private void setTag(String[] tags, String key, String value) {
            Integer t = tagIndex.get(key);
            if (t == null) {
                throw new IllegalArgumentException("unknown tag " + key + " of " + measurement.name()
                        + ": expected one of " + String.join(", ", measurement.tagKeys()));
            }
            if (tags[t] != null) {
                throw new IllegalArgumentException("tag " + key + " given twice");
            }
            tags[t] = value;
        }

        private static Number typed(UseCaseSchema.Field field, Number value) {
            if (!field.integer()) {
                return value instanceof Double ? value : Double.valueOf(value.doubleValue());
            }
            if (value instanceof Long) {
                return value;
            }
            double d = value.doubleValue();
            if (d != Math.rint(d) || Math.abs(d) >= 0x1p63) {
                throw new IllegalArgumentException("field " + field.name() + "=" + value + ": expected an integer");
            }
            return (long) d;
        }

        private List<UseCaseRow.Tag> tagList(String[] values) {
            UseCaseRow.Tag[] tags = new UseCaseRow.Tag[values.length];
            for (int i = 0; i < values.length; i++) {
                tags[i] = new UseCaseRow.Tag(measurement.tagKeys().get(i), values[i]);
            }
            return Arrays.asList(tags);
        }

        private List<UseCaseRow.Field> fieldList(Number[] values) {
            UseCaseRow.Field[] fields = new UseCaseRow.Field[values.length];
            for (int i = 0; i < values.length; i++) {
                fields[i] = new UseCaseRow.Field(measurement.fields().get(i).name(), values[i]);
            }
            return Arrays.asList(fields);
        }
    }
}
