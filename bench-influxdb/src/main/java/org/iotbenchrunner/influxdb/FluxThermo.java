package org.iotbenchrunner.influxdb;

import static org.iotbenchrunner.influxdb.FluxQueries.string;

import java.time.Duration;
import java.util.List;
import java.util.stream.Collectors;
import org.iotbenchrunner.core.usecase.ThermoDevices;
import org.iotbenchrunner.core.usecase.query.ThermoAggregate;
import org.iotbenchrunner.core.usecase.query.UseCaseQuery;

/**
 * The thermo use case's q1-q4 (the TDengine/Cassandra study's) in Flux. Tags are strings, so {@code devgroup < N}
 * is the exact set of the groups' names, {@code r.devgroup =~ /^(0|1|...|N-1)$/}, a predicate the storage answers;
 * N = {@link ThermoDevices#GROUPS} is every group and, as in the study, no condition. Counts and sums are taken per
 * series where the storage computes them ({@code count}, {@code sum}, {@code aggregateWindow} right after the
 * filter), then added up per answer row, so integers stay integers; a mean is the sum over the count.
 */
final class FluxThermo {
    private static final String COUNT = "count_temperature";
    private static final String SUM = "sum_temperature";
    private static final String AVG = "avg_temperature";

    private final String bucket;
    private final String allTime;

    FluxThermo(String bucket, String allTime) {
        this.bucket = bucket;
        this.allTime = allTime;
    }

    /** q1: the group's rows, each series' two fields pivoted into rows. */
    FluxUseCase readGroup(UseCaseQuery q) {
        return new FluxUseCase(devices("r.devgroup == " + string(String.valueOf(q.devgroup())) + " and (r._field == "
                + string(ThermoDevices.TEMPERATURE) + " or r._field == " + string(ThermoDevices.HUMIDITY) + ")")
                + " |> pivot(rowKey: [\"_time\"], columnKey: [\"_field\"], valueColumn: \"_value\")"
                + " |> keep(columns: [" + quoted(List.of(ThermoDevices.DEVNAME, ThermoDevices.DEVID,
                ThermoDevices.DEVGROUP, "_time", ThermoDevices.TEMPERATURE, ThermoDevices.HUMIDITY)) + "])",
                ThermoDevices.DEVNAME, List.of(ThermoDevices.DEVID, ThermoDevices.DEVGROUP), true,
                List.of(ThermoDevices.TEMPERATURE, ThermoDevices.HUMIDITY));
    }

    /** q2: count and sum per series added up; max and min of each series' max and min; avg = sum / count. */
    FluxUseCase aggregateGroups(UseCaseQuery q, ThermoAggregate aggregate) {
        String rows = temperatures(q);
        String script = switch (aggregate) {
            case COUNT -> rows + " |> count() |> group() |> sum()";
            case SUM -> rows + " |> sum() |> group() |> sum()";
            case MAX -> rows + " |> max() |> group() |> max()";
            case MIN -> rows + " |> min() |> group() |> min()";
            case AVG -> null;
        };
        if (script == null) {
            return new FluxUseCase(countsAndSums(rows, List.of(), "count() |> group()", "sum() |> group()")
                    + " |> map(fn: (r) => ({" + AVG + ": " + mean() + "}))", null, List.of(), false, List.of(AVG),
                    true);
        }
        return new FluxUseCase(script + " |> map(fn: (r) => ({" + aggregate.valueName() + ": r._value}))", null,
                List.of(), false, List.of(aggregate.valueName()), true);
    }

    /** q3: per group below N the count, sum and mean of temperature. */
    FluxUseCase perGroup(UseCaseQuery q) {
        String byGroup = " |> group(columns: [" + string(ThermoDevices.DEVGROUP) + "])";
        return new FluxUseCase(countsAndSums(temperatures(q), List.of(ThermoDevices.DEVGROUP), "count()" + byGroup,
                "sum()" + byGroup) + " |> map(fn: (r) => ({r with " + AVG + ": " + mean() + "}))", null,
                List.of(ThermoDevices.DEVGROUP), false, List.of(COUNT, SUM, AVG));
    }

    /**
     * q4: per minute (windows aligned to the epoch, named by their start) the count, sum and mean of temperature
     * of the groups' rows; only minutes with rows.
     */
    FluxUseCase perMinute(UseCaseQuery q) {
        String minute = FluxUseCases.duration(Duration.ofMinutes(1));
        String byMinute = ", createEmpty: false, timeSrc: \"_start\") |> group(columns: [\"_time\"])";
        return new FluxUseCase(countsAndSums(temperatures(q), List.of("_time"), "aggregateWindow(every: " + minute
                + ", fn: count" + byMinute, "aggregateWindow(every: " + minute + ", fn: sum" + byMinute)
                + " |> map(fn: (r) => ({_time: date.truncate(t: r._time, unit: " + minute + "), " + COUNT + ": r."
                + COUNT + ", " + SUM + ": r." + SUM + ", " + AVG + ": " + mean() + "}))", null, List.of(), true,
                List.of(COUNT, SUM, AVG));
    }

    /**
     * One record per {@code key} with its rows' count and sum: each series' counts and sums ({@code count} and
     * {@code sum}, then grouped by the key), added up, the two merged by the key.
     */
    private static String countsAndSums(String rows, List<String> key, String counts, String sums) {
        return "data = " + rows + "\n" + total("counts", counts, key, COUNT) + total("sums", sums, key, SUM)
                + "union(tables: [counts, sums]) |> group() |> pivot(rowKey: [" + quoted(key)
                + "], columnKey: [\"_field\"], valueColumn: \"_value\")";
    }

    private static String total(String name, String perSeries, List<String> key, String field) {
        return name + " = data |> " + perSeries + " |> sum() |> map(fn: (r) => ({" + key.stream()
                .map(k -> k + ": r." + k + ", ").collect(Collectors.joining()) + "_field: " + string(field)
                + ", _value: r._value}))\n";
    }

    private static String mean() {
        return "float(v: r." + SUM + ") / float(v: r." + COUNT + ")";
    }

    /** The temperatures of the groups below N: no condition on the group when N covers them all. */
    private String temperatures(UseCaseQuery q) {
        List<String> groups = InfluxQlThermo.groupsBelow(q.devgroup());
        String field = "r._field == " + string(ThermoDevices.TEMPERATURE);
        return devices(groups.size() == ThermoDevices.GROUPS ? field
                : field + " and r.devgroup =~ /^(" + String.join("|", groups) + ")$/");
    }

    private String devices(String predicate) {
        return "from(bucket: " + string(bucket) + ") |> " + allTime + " |> filter(fn: (r) => r._measurement == "
                + string(ThermoDevices.MEASUREMENT) + " and " + predicate + ")";
    }

    private static String quoted(List<String> names) {
        return names.stream().map(FluxQueries::string).collect(Collectors.joining(", "));
    }
}
