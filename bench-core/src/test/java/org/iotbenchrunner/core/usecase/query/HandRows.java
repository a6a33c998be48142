package org.iotbenchrunner.core.usecase.query;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.iotbenchrunner.core.query.QueryAnswer;
import org.iotbenchrunner.core.usecase.HostTags;
import org.iotbenchrunner.core.usecase.UseCaseRow;

/** Rows and answers written by hand: times in seconds after 2016-01-01T00:00:00Z. */
final class HandRows {
    static final Instant T0 = Instant.parse("2016-01-01T00:00:00Z");
    static final long DAY = 86_400;
    static final long NO_TIME = QueryAnswer.NO_TIME;

    private HandRows() {
    }

    static long at(long seconds) {
        return (T0.getEpochSecond() + seconds) * 1_000_000_000L;
    }

    static Instant instant(long seconds) {
        return T0.plusSeconds(seconds);
    }

    /** A cpu row of {@code host} (null: a row without hostname) with the first metrics given, the rest missing. */
    static UseCaseRow cpu(String host, long seconds, Double... metrics) {
        List<UseCaseRow.Tag> tags = new ArrayList<>();
        for (String key : HostTags.KEYS) {
            tags.add(new UseCaseRow.Tag(key, key.equals("hostname") ? host : "x"));
        }
        List<UseCaseRow.Field> fields = new ArrayList<>();
        for (int i = 0; i < UseCaseQuery.CPU_METRICS.size(); i++) {
            fields.add(new UseCaseRow.Field(UseCaseQuery.CPU_METRICS.get(i), i < metrics.length ? metrics[i] : null));
        }
        return new UseCaseRow("cpu", tags, at(seconds), fields);
    }

    /** A cpu row whose metric i is {@code base + i}. */
    static UseCaseRow cpuAll(String host, long seconds, double base) {
        Double[] metrics = new Double[UseCaseQuery.CPU_METRICS.size()];
        for (int i = 0; i < metrics.length; i++) {
            metrics[i] = base + i;
        }
        return cpu(host, seconds, metrics);
    }

    /** The values {@code cpuAll(.., base)} holds, under {@code prefix + metric}. */
    static Map<String, Object> allValues(String prefix, double base) {
        Map<String, Object> values = new LinkedHashMap<>();
        for (int i = 0; i < UseCaseQuery.CPU_METRICS.size(); i++) {
            values.put(prefix + UseCaseQuery.CPU_METRICS.get(i), base + i);
        }
        return values;
    }

    /** A truck's tags as the generator writes them, with its model's capacities (F-150, G-2000 or H-2). */
    static List<UseCaseRow.Tag> truck(String name, String fleet, String model) {
        String[] capacities = switch (model) {
            case "F-150" -> new String[] {"2000", "200", "15"};
            case "G-2000" -> new String[] {"5000", "300", "19"};
            case "H-2" -> new String[] {"1500", "150", "12"};
            default -> throw new IllegalArgumentException(model);
        };
        return List.of(new UseCaseRow.Tag("name", name), new UseCaseRow.Tag("fleet", fleet),
                new UseCaseRow.Tag("driver", "Derek"), new UseCaseRow.Tag("model", model),
                new UseCaseRow.Tag("device_version", "v1.0"), new UseCaseRow.Tag("load_capacity", capacities[0]),
                new UseCaseRow.Tag("fuel_capacity", capacities[1]),
                new UseCaseRow.Tag("nominal_fuel_consumption", capacities[2]));
    }

    /** The same tags with {@code key} missing. */
    static List<UseCaseRow.Tag> without(List<UseCaseRow.Tag> tags, String key) {
        return tags.stream().map(t -> t.key().equals(key) ? new UseCaseRow.Tag(key, null) : t).toList();
    }

    /** A row with the fields named and valued in turn, e.g. {@code row("readings", tags, 0, "velocity", 10.0)}. */
    static UseCaseRow row(String measurement, List<UseCaseRow.Tag> tags, long seconds, Object... namesAndValues) {
        List<UseCaseRow.Field> fields = new ArrayList<>();
        for (int i = 0; i < namesAndValues.length; i += 2) {
            fields.add(new UseCaseRow.Field((String) namesAndValues[i], (Number) namesAndValues[i + 1]));
        }
        return new UseCaseRow(measurement, tags, at(seconds), fields);
    }

    static UseCaseRow velocity(List<UseCaseRow.Tag> tags, long seconds, Double velocity) {
        return row("readings", tags, seconds, "velocity", velocity);
    }

    static UseCaseRow status(List<UseCaseRow.Tag> tags, long seconds, Long status) {
        return row("diagnostics", tags, seconds, "status", status);
    }

    /** An answer row: time in seconds after T0 (or {@link #NO_TIME}), values named and valued in turn. */
    static UseCaseAnswer.Row answer(String device, long seconds, Map<String, String> labels, Object... values) {
        Map<String, Object> map = new LinkedHashMap<>();
        for (int i = 0; i < values.length; i += 2) {
            map.put((String) values[i], values[i + 1]);
        }
        return new UseCaseAnswer.Row(device, seconds == NO_TIME ? NO_TIME : at(seconds), labels, map);
    }

    static UseCaseAnswer.Row named(String device) {
        return answer(device, NO_TIME, Map.of());
    }

    /** Asserts {@code actual} holds exactly {@code expected} (values within the default tolerance), in that order. */
    static void assertAnswer(UseCaseQuery query, UseCaseAnswer actual, UseCaseAnswer.Row... expected) {
        assertThat(UseCaseAnswerComparison.DEFAULT.difference(query.type(), new UseCaseAnswer(List.of(expected)),
                actual)).isEmpty();
        assertThat(actual.rows()).extracting(UseCaseAnswer.Row::where)
                .containsExactlyElementsOf(Arrays.stream(expected).map(UseCaseAnswer.Row::where).toList());
    }

    static UseCaseAnswer answerOf(UseCaseQuery query, UseCaseRow... rows) {
        return UseCaseAnswers.of(List.of(rows), query);
    }
}
