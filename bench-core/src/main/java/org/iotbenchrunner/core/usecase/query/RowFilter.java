package org.iotbenchrunner.core.usecase.query;

import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.iotbenchrunner.core.usecase.UseCaseRow;

/**
 * Which rows a query reads: rows of one measurement that carry every tag the query uses ({@code tags}, the device
 * tag first), of the query's hosts (when it names some) and fleet (when it has one), inside its window.
 */
record RowFilter(String measurement, List<String> tags, Set<String> devices, String fleet, long start, long end) {

    static RowFilter of(UseCaseQuery query, String measurement, String... tags) {
        return new RowFilter(measurement, List.of(tags), Set.copyOf(query.hosts()), query.fleet(),
                query.start() == null ? Long.MIN_VALUE : nanos(query.start()),
                query.end() == null ? Long.MAX_VALUE : nanos(query.end()));
    }

    /** The row's values of {@link #tags}, in that order; null when the query does not read the row. */
    List<String> read(UseCaseRow row) {
        if (!row.measurement().equals(measurement) || row.timestampNanos() < start || row.timestampNanos() >= end) {
            return null;
        }
        List<String> values = new ArrayList<>(tags.size());
        for (String key : tags) {
            String value = tag(row, key);
            if (value == null) {
                return null;
            }
            values.add(value);
        }
        if (!devices.isEmpty() && !devices.contains(values.get(0))) {
            return null;
        }
        if (fleet != null && !fleet.equals(tag(row, "fleet"))) {
            return null;
        }
        return values;
    }

    static String tag(UseCaseRow row, String key) {
        for (UseCaseRow.Tag tag : row.tags()) {
            if (tag.key().equals(key)) {
                return tag.value();
            }
        }
        return null;
    }

    /** The field's value as a double; null when the row lacks it. */
    static Double number(UseCaseRow row, String field) {
        for (UseCaseRow.Field f : row.fields()) {
            if (f.name().equals(field)) {
                return f.value() == null ? null : f.value().doubleValue();
            }
        }
        return null;
    }

    /** The row's non-null values of {@code fields}, as the row holds them (Double or Long). */
    static Map<String, Object> values(UseCaseRow row, List<String> fields) {
        Map<String, Object> values = new LinkedHashMap<>();
        for (UseCaseRow.Field field : row.fields()) {
            if (field.value() != null && fields.contains(field.name())) {
                values.put(field.name(), field.value());
            }
        }
        return values;
    }

    /** A tag holding a number (load_capacity, nominal_fuel_consumption); null when it holds none. */
    static Double numericTag(String value) {
        if (value == null) {
            return null;
        }
        try {
            return Double.valueOf(value);
        } catch (NumberFormatException e) {
            return null;
        }
    }

    static long nanos(Instant instant) {
        return Math.addExact(Math.multiplyExact(instant.getEpochSecond(), 1_000_000_000L), instant.getNano());
    }

    static long bucket(long nanos, long width) {
        return Math.floorDiv(nanos, width) * width;
    }
}
