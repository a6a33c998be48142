package org.iotbenchrunner.timescaledb;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.Function;
import java.util.function.Predicate;
import java.util.stream.Collectors;
import org.iotbenchrunner.core.query.QueryAnswer;
import org.iotbenchrunner.core.usecase.ThermoDevices;
import org.iotbenchrunner.core.usecase.UseCaseRow;
import org.iotbenchrunner.core.usecase.UseCaseRows;
import org.iotbenchrunner.core.usecase.query.UseCaseAnswer;
import org.iotbenchrunner.core.usecase.query.UseCaseQuery;
import org.iotbenchrunner.core.usecase.query.UseCaseQueryType;

/**
 * A few thermo devices whose groups (2, 3, 10) tell numbers from text ({@code "10" < "3"}), three rows each over two
 * minutes, and the study's q1-q4 answers over them worked out here, row by row: a check of the statements on a real
 * server that needs neither the thermo generator nor the core's expected answers.
 */
final class ThermoHandMadeSet implements UseCaseRows {
    private static final long START = Instant.parse("2016-01-01T00:00:00Z").getEpochSecond() * 1_000_000_000L;
    private static final int[] DEVIDS = {2, 10, 102, 3};
    private static final long[] OFFSET_SECONDS = {0, 30, 70};

    private final List<UseCaseRow> rows = new ArrayList<>();

    ThermoHandMadeSet() {
        for (int d = 0; d < DEVIDS.length; d++) {
            int devid = DEVIDS[d];
            for (int i = 0; i < OFFSET_SECONDS.length; i++) {
                rows.add(new UseCaseRow(ThermoDevices.MEASUREMENT, List.of(
                        new UseCaseRow.Tag(ThermoDevices.DEVID, Integer.toString(devid)),
                        new UseCaseRow.Tag(ThermoDevices.DEVNAME, ThermoDevices.name(devid)),
                        new UseCaseRow.Tag(ThermoDevices.DEVGROUP, Integer.toString(ThermoDevices.group(devid)))),
                        START + OFFSET_SECONDS[i] * 1_000_000_000L, List.of(
                        new UseCaseRow.Field(ThermoDevices.TEMPERATURE, (long) (17 + 3 * d + 5 * i)),
                        new UseCaseRow.Field(ThermoDevices.HUMIDITY, 40.25 + d + 0.5 * i))));
            }
        }
    }

    @Override
    public void forEachRow(java.util.function.Consumer<UseCaseRow> sink) {
        rows.forEach(sink);
    }

    /** One query of each thermo type at each of the bounds that split these groups apart. */
    static List<UseCaseQuery> queries() {
        List<UseCaseQuery> queries = new ArrayList<>();
        for (UseCaseQueryType type : UseCaseQueryType.values()) {
            if (type.thermo()) {
                for (int bound : type == UseCaseQueryType.THERMO_READ_GROUP ? new int[] {2, 10} : new int[] {3, 11}) {
                    queries.add(UseCaseQuery.thermo(type, bound));
                }
            }
        }
        return queries;
    }

    UseCaseAnswer expected(UseCaseQuery q) {
        if (q.type() == UseCaseQueryType.THERMO_READ_GROUP) {
            return new UseCaseAnswer(rows.stream().filter(r -> group(r) == q.devgroup()).map(r -> new UseCaseAnswer.Row(
                    tag(r, ThermoDevices.DEVNAME), r.timestampNanos(), UseCaseAnswer.labels(ThermoDevices.DEVID,
                    tag(r, ThermoDevices.DEVID), ThermoDevices.DEVGROUP, tag(r, ThermoDevices.DEVGROUP)), Map.of(
                    ThermoDevices.TEMPERATURE, temperature(r), ThermoDevices.HUMIDITY, field(r, 1)))).toList());
        }
        Predicate<UseCaseRow> below = r -> group(r) < q.devgroup();
        return switch (q.type()) {
            case THERMO_BY_GROUP -> summaries(below, r -> (long) group(r), (g, values) -> new UseCaseAnswer.Row(null,
                    QueryAnswer.NO_TIME, UseCaseAnswer.labels(ThermoDevices.DEVGROUP, g.toString()), values));
            case THERMO_BY_MINUTE -> summaries(below, r -> r.timestampNanos() / 60_000_000_000L * 60_000_000_000L,
                    (minute, values) -> new UseCaseAnswer.Row(null, minute, Map.of(), values));
            default -> new UseCaseAnswer(List.of(new UseCaseAnswer.Row(null, QueryAnswer.NO_TIME, Map.of(),
                    Map.of(q.aggregate().valueName(), aggregate(q, rows.stream().filter(below)
                            .map(ThermoHandMadeSet::temperature).toList())))));
        };
    }

    private static Object aggregate(UseCaseQuery q, List<Long> temperatures) {
        return switch (q.aggregate()) {
            case COUNT -> (long) temperatures.size();
            case SUM -> temperatures.stream().mapToLong(Long::longValue).sum();
            case AVG -> temperatures.stream().mapToLong(Long::longValue).average().orElseThrow();
            case MAX -> temperatures.stream().mapToLong(Long::longValue).max().orElseThrow();
            case MIN -> temperatures.stream().mapToLong(Long::longValue).min().orElseThrow();
        };
    }

    private UseCaseAnswer summaries(Predicate<UseCaseRow> filter, Function<UseCaseRow, Long> key,
                                    java.util.function.BiFunction<Long, Map<String, Object>, UseCaseAnswer.Row> row) {
        Map<Long, List<Long>> groups = rows.stream().filter(filter).collect(Collectors.groupingBy(key, TreeMap::new,
                Collectors.mapping(ThermoHandMadeSet::temperature, Collectors.toList())));
        return new UseCaseAnswer(groups.entrySet().stream().map(e -> row.apply(e.getKey(), Map.of(
                "count_temperature", (long) e.getValue().size(),
                "sum_temperature", e.getValue().stream().mapToLong(Long::longValue).sum(),
                "avg_temperature", e.getValue().stream().mapToLong(Long::longValue).average().orElseThrow())))
                .toList());
    }

    private static int group(UseCaseRow row) {
        return Integer.parseInt(tag(row, ThermoDevices.DEVGROUP));
    }

    private static String tag(UseCaseRow row, String key) {
        return row.tags().stream().filter(t -> t.key().equals(key)).findFirst().orElseThrow().value();
    }

    private static long temperature(UseCaseRow row) {
        return (Long) field(row, 0);
    }

    private static Number field(UseCaseRow row, int index) {
        return row.fields().get(index).value();
    }
}
