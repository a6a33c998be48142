package org.iotbenchrunner.influxdb;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.Function;
import java.util.function.Predicate;
import org.iotbenchrunner.core.query.QueryAnswer;
import org.iotbenchrunner.core.spi.DatabaseBinding;
import org.iotbenchrunner.core.spi.UseCaseClient;
import org.iotbenchrunner.core.testing.UseCaseLoading;
import org.iotbenchrunner.core.usecase.ThermoDevices;
import org.iotbenchrunner.core.usecase.UseCase;
import org.iotbenchrunner.core.usecase.UseCaseRow;
import org.iotbenchrunner.core.usecase.UseCaseSchema;
import org.iotbenchrunner.core.usecase.query.ThermoAggregate;
import org.iotbenchrunner.core.usecase.query.UseCaseAnswer;
import org.iotbenchrunner.core.usecase.query.UseCaseAnswerComparison;
import org.iotbenchrunner.core.usecase.query.UseCaseAnswerRows;
import org.iotbenchrunner.core.usecase.query.UseCaseQuery;
import org.iotbenchrunner.core.usecase.query.UseCaseQueryType;

/**
 * Thermo's q1-q4 on hand-made devices whose answers this class works out itself: devices in groups 1-7, and 105
 * and 250 (groups 5 and 50: a group of two devices, a group only every group reads), none in group 0; rows 25 s
 * apart over three minutes (so minutes hold two or three rows of a device). Each type is asked with bounds
 * selecting one group, several, every group and none (q2 over no row: a count of 0, the other aggregates no row);
 * integers must come back as integers.
 */
final class ThermoQueryRuns {
    private static final Instant START = Instant.parse("2017-07-14T02:40:00Z");
    private static final long SECOND = 1_000_000_000L;
    private static final List<Integer> DEVICES = List.of(1, 2, 3, 4, 5, 6, 7, 105, 250);
    private static final List<String> INTEGERS = List.of(ThermoDevices.TEMPERATURE, "count", "count_temperature",
            "sum_temperature", "max_temperature", "min_temperature");

    private ThermoQueryRuns() {
    }

    static void answersEveryTypeOnHandMadeDevices(DatabaseBinding binding, UseCaseClient client) throws Exception {
        List<UseCaseRow> rows = handMadeDevices();
        UseCaseLoading.load(client, UseCaseSchema.of(UseCase.THERMO), rows::forEach);
        for (UseCaseQueryType type : UseCaseQueryType.of(UseCase.THERMO)) {
            for (int bound : type == UseCaseQueryType.THERMO_READ_GROUP ? List.of(5, 50, 0) : List.of(6, 1, 100)) {
                UseCaseQuery query = UseCaseQuery.thermo(type, bound);
                UseCaseAnswer expected = expected(rows, query);
                UseCaseAnswer actual = UseCaseAnswerRows.of(client, query);
                System.out.printf("%s, hand-made devices: %s -> %d rows%n", binding.displayName(),
                        query.describe(), actual.rows().size());
                assertThat(UseCaseAnswerComparison.DEFAULT.difference(type, expected, actual)).as(query.describe())
                        .isEmpty();
                actual.rows().forEach(row -> row.values().forEach((name, value) -> assertThat(value)
                        .as("%s: %s", query.describe(), name)
                        .isInstanceOf(INTEGERS.contains(name) ? Long.class : Double.class)));
            }
        }
    }

    static List<UseCaseRow> handMadeDevices() {
        List<UseCaseRow> rows = new ArrayList<>();
        for (int devid : DEVICES) {
            List<UseCaseRow.Tag> tags = List.of(new UseCaseRow.Tag(ThermoDevices.DEVID, String.valueOf(devid)),
                    new UseCaseRow.Tag(ThermoDevices.DEVNAME, ThermoDevices.name(devid)),
                    new UseCaseRow.Tag(ThermoDevices.DEVGROUP, String.valueOf(ThermoDevices.group(devid))));
            for (int step = 0; step < 8; step++) {
                long time = START.getEpochSecond() * SECOND + step * 25 * SECOND + devid * 1_000_000L;
                rows.add(new UseCaseRow(ThermoDevices.MEASUREMENT, tags, time, List.of(
                        new UseCaseRow.Field(ThermoDevices.TEMPERATURE, (long) ((devid * 7 + step * 3) % 40 + 10)),
                        new UseCaseRow.Field(ThermoDevices.HUMIDITY, devid + step / 4.0))));
            }
        }
        return rows;
    }

    /** The answer as UseCaseQueryVisitor's javadoc defines it, worked out over {@code rows}. */
    static UseCaseAnswer expected(List<UseCaseRow> rows, UseCaseQuery q) {
        if (q.type() == UseCaseQueryType.THERMO_READ_GROUP) {
            return new UseCaseAnswer(rows.stream().filter(r -> group(r) == q.devgroup()).map(r -> new UseCaseAnswer.Row(
                    tag(r, ThermoDevices.DEVNAME), r.timestampNanos(), UseCaseAnswer.labels(ThermoDevices.DEVID,
                    tag(r, ThermoDevices.DEVID), ThermoDevices.DEVGROUP, tag(r, ThermoDevices.DEVGROUP)),
                    Map.of(ThermoDevices.TEMPERATURE, r.fields().get(0).value(), ThermoDevices.HUMIDITY,
                            r.fields().get(1).value()))).toList());
        }
        Predicate<UseCaseRow> below = r -> group(r) < q.devgroup();
        List<Long> selected = rows.stream().filter(below).map(ThermoQueryRuns::temperature).toList();
        return switch (q.type()) {
            case THERMO_BY_GROUP -> perKey(rows.stream().filter(below).toList(), ThermoQueryRuns::group,
                    (group, values) -> new UseCaseAnswer.Row(null, QueryAnswer.NO_TIME,
                            UseCaseAnswer.labels(ThermoDevices.DEVGROUP, String.valueOf(group)), values));
            case THERMO_BY_MINUTE -> perKey(rows.stream().filter(below).toList(),
                    r -> r.timestampNanos() - Math.floorMod(r.timestampNanos(), Duration.ofMinutes(1).toNanos()),
                    (minute, values) -> new UseCaseAnswer.Row(null, minute, Map.of(), values));
            default -> new UseCaseAnswer(q.aggregate() != ThermoAggregate.COUNT && selected.isEmpty() ? List.of()
                    : List.of(new UseCaseAnswer.Row(null, QueryAnswer.NO_TIME, Map.of(),
                            Map.of(q.aggregate().valueName(), aggregate(q.aggregate(), selected)))));
        };
    }

    /** A count of nothing is 0; the other aggregates of nothing are no row (not asked here). */
    private static Object aggregate(ThermoAggregate aggregate, List<Long> values) {
        long sum = values.stream().mapToLong(Long::longValue).sum();
        return switch (aggregate) {
            case COUNT -> (long) values.size();
            case AVG -> (double) sum / values.size();
            case SUM -> sum;
            case MAX -> values.stream().mapToLong(Long::longValue).max().orElseThrow();
            case MIN -> values.stream().mapToLong(Long::longValue).min().orElseThrow();
        };
    }

    private static <K extends Comparable<K>> UseCaseAnswer perKey(List<UseCaseRow> rows, Function<UseCaseRow, K> key,
            RowOf<K> rowOf) {
        Map<K, List<Long>> byKey = new TreeMap<>();
        rows.forEach(r -> byKey.computeIfAbsent(key.apply(r), k -> new ArrayList<>()).add(temperature(r)));
        List<UseCaseAnswer.Row> answer = new ArrayList<>();
        byKey.forEach((k, values) -> {
            long sum = values.stream().mapToLong(Long::longValue).sum();
            answer.add(rowOf.row(k, Map.of("count_temperature", (long) values.size(), "sum_temperature", sum,
                    "avg_temperature", (double) sum / values.size())));
        });
        return new UseCaseAnswer(answer);
    }

    private interface RowOf<K> {
        UseCaseAnswer.Row row(K key, Map<String, Object> values);
    }

    private static int group(UseCaseRow row) {
        return Integer.parseInt(tag(row, ThermoDevices.DEVGROUP));
    }

    private static long temperature(UseCaseRow row) {
        return (Long) row.fields().get(0).value();
    }

    private static String tag(UseCaseRow row, String key) {
        return row.tags().stream().filter(t -> t.key().equals(key)).findFirst().orElseThrow().value();
    }
}
