package org.iotbenchrunner.victoriametrics;

import java.time.Duration;
import java.util.List;
import java.util.function.LongSupplier;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import org.iotbenchrunner.core.usecase.ThermoDevices;
import org.iotbenchrunner.core.usecase.query.ThermoAggregate;
import org.iotbenchrunner.core.usecase.query.UseCaseQuery;
import org.iotbenchrunner.core.usecase.query.UseCaseQueryType;

/**
 * The requests of the thermo use case's query types (the TDengine/Cassandra study's q1-q4) over the series the
 * loader writes, {@code devices_temperature} and {@code devices_humidity} with the labels {@code devid},
 * {@code devname}, {@code devgroup} and {@code db}. Labels are strings, so {@code devgroup = N} is the matcher
 * {@code devgroup="N"} and {@code devgroup < N} the exact alternation {@code devgroup=~"0|1|...|N-1"} (devgroup is
 * devid % 100, written in decimal without leading zeros).
 * <ul>
 * <li>q1: {@code /api/v1/export} of the group's two series per device: their raw samples, merged into rows by the
 * reader.</li>
 * <li>q2, q3: rollups over one window that holds every sample (from 1970-01-01T01:00Z to two days ahead of the
 * client's clock, as the TSBS types' newest rows): {@code count_over_time}, {@code sum_over_time},
 * {@code max_over_time}, {@code min_over_time} read each raw sample once, and an average is the sum over the count;
 * q3 by {@code devgroup}.</li>
 * <li>q4: the groups' first and last time first ({@code tfirst_over_time}, {@code tlast_over_time}), then a
 * {@code query_range} of one-minute steps aligned to the epoch whose windows look forward
 * ({@code [1m] offset -59.999s}: the samples of {@code [b, b + 1m)} at the step b).</li>
 * </ul>
 * count is of temperature samples: q2-count's rows ({@code count(*)}) are the rows with a temperature, which every row
 * of the study's generator has; VictoriaMetrics keeps no sample for a row's missing field, so it cannot count such a
 * row.
 */
final class VmThermoQueries {
    /** The label telling the count, sum and avg series of q3 and q4 apart. */
    static final String FIELD = VmQueries.FIELD_LABEL;
    private static final long MINUTE = Duration.ofMinutes(1).toMillis();
    private static final String TEMPERATURE = "devices_" + ThermoDevices.TEMPERATURE;

    private final String database;
    private final LongSupplier clock;

    VmThermoQueries(String database, LongSupplier clock) {
        this.database = database;
        this.clock = clock;
    }

    /** Whether {@code q} reads no group ({@code devgroup < N} with N &lt;= 0): its answer needs no request. */
    static boolean readsNothing(UseCaseQuery q) {
        return q.type() != UseCaseQueryType.THERMO_READ_GROUP && q.devgroup() <= 0;
    }

    /** q1: the raw samples of both fields of the group's devices. */
    VmRequest readGroup(UseCaseQuery q) {
        return VmRequest.of(VmQueries.EXPORT, VmRequest.Shape.USE_CASE, "match[]", "{__name__=~"
                + VmQueries.literal("devices_(" + ThermoDevices.TEMPERATURE + "|" + ThermoDevices.HUMIDITY + ")")
                + ",db=" + VmQueries.literal(database) + "," + ThermoDevices.DEVGROUP + "="
                + VmQueries.literal(Integer.toString(q.devgroup())) + "}");
    }

    /** q2: the one aggregate of temperature over every sample of the groups below N. */
    VmRequest aggregate(UseCaseQuery q, ThermoAggregate aggregate) {
        long at = ahead();
        String samples = groups(q) + window(at);
        String expression = switch (aggregate) {
            case COUNT -> "sum(count_over_time(" + samples + "))";
            case SUM -> "sum(sum_over_time(" + samples + "))";
            case AVG -> "sum(sum_over_time(" + samples + ")) / sum(count_over_time(" + samples + "))";
            case MAX -> "max(max_over_time(" + samples + "))";
            case MIN -> "min(min_over_time(" + samples + "))";
        };
        return instant(expression, at);
    }

    /** q3: per devgroup below N, count, sum and avg of temperature ({@link #FIELD} count, sum, avg). */
    VmRequest perGroup(UseCaseQuery q) {
        long at = ahead();
        return instant(countSumAvg("devgroup", groups(q) + window(at)), at);
    }

    /** q4's first request: the first and last sample time (ms) of the groups' temperature. */
    VmRequest range(UseCaseQuery q) {
        long at = ahead();
        String samples = groups(q) + window(at);
        return instant("union(label_set(min(tfirst_over_time(" + samples + ")), \"" + FIELD + "\", \"first\"),"
                + " label_set(max(tlast_over_time(" + samples + ")), \"" + FIELD + "\", \"last\"))", at);
    }

    /** q4: per minute from the range's first to its last, count, sum and avg of temperature. */
    VmRequest perMinute(UseCaseQuery q, VmUseCaseQueries.Range range) {
        String forward = "[" + VmTime.duration(MINUTE) + "] offset -" + VmTime.duration(MINUTE - 1);
        return VmRequest.of(VmQueries.RANGE, VmRequest.Shape.USE_CASE, "query", countSumAvg("", groups(q) + forward),
                "start", VmTime.seconds(Math.floorDiv(range.first(), MINUTE) * MINUTE),
                "end", VmTime.seconds(Math.floorDiv(range.last(), MINUTE) * MINUTE),
                "step", VmTime.duration(MINUTE), "nocache", "1");
    }

    /** count, sum and avg of the samples by {@code by} (empty: all together), told apart by {@link #FIELD}. */
    private static String countSumAvg(String by, String samples) {
        String count = "sum by (" + by + ") (count_over_time(" + samples + "))";
        String sum = "sum by (" + by + ") (sum_over_time(" + samples + "))";
        return "union(" + String.join(", ", List.of(field(count, "count"), field(sum, "sum"),
                field(sum + " / " + count, "avg"))) + ")";
    }

    private static String field(String expression, String name) {
        return "label_set(" + expression + ", \"" + FIELD + "\", \"" + name + "\")";
    }

    /** The temperature series of the groups below N: {@code devgroup=~"0|1|...|N-1"}. */
    private String groups(UseCaseQuery q) {
        String alternatives = IntStream.range(0, q.devgroup()).mapToObj(Integer::toString)
                .collect(Collectors.joining("|"));
        return "{__name__=" + VmQueries.literal(TEMPERATURE) + ",db=" + VmQueries.literal(database) + ","
                + ThermoDevices.DEVGROUP + "=~" + VmQueries.literal(alternatives) + "}";
    }

    /** A window holding every sample up to {@code at}, from 1970-01-01T01:00Z. */
    private static String window(long at) {
        return "[" + VmTime.duration(at - VmQueries.LATEST_FROM_MS) + "]";
    }

    private static VmRequest instant(String expression, long at) {
        return VmRequest.of(VmQueries.INSTANT, VmRequest.Shape.USE_CASE, "query", expression,
                "time", VmTime.seconds(at), "nocache", "1");
    }

    /** Two days ahead of the client's clock: VictoriaMetrics refuses samples further in the future. */
    private long ahead() {
        return clock.getAsLong() + VmQueries.LATEST_AHEAD_MS;
    }
}
