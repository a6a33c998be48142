package org.iotbenchrunner.influxdb;

import static org.iotbenchrunner.influxdb.FluxQueries.string;

import java.math.BigDecimal;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.iotbenchrunner.core.usecase.query.ThermoAggregate;
import org.iotbenchrunner.core.usecase.query.UseCaseQuery;
import org.iotbenchrunner.core.usecase.query.UseCaseQueryVisitor;

/**
 * TSBS's use-case queries in Flux (thermo's in {@link FluxThermo}), over the loader's layout: one measurement per
 * TSBS measurement, TSBS's tags as tags (a tag missing on a row is a missing column: {@code exists r.name}),
 * nanosecond times. All the work is the database's: {@code aggregateWindow} for buckets (aligned to the epoch; a window clipped by the range's start is
 * named by its aligned start, {@code date.truncate}), {@code group} for hosts, trucks and groups, {@code pivot} to
 * read rows, {@code last} and {@code top} for each truck's newest row, {@code difference} and {@code elapsed} over a
 * truck's buckets for breakdowns and driving sessions, {@code map}, {@code reduce} and {@code float(v:)} for
 * numbers kept in tags. Each script ends in one record per answer row.
 */
final class FluxUseCases implements UseCaseQueryVisitor<FluxUseCase> {
    /** All of time InfluxDB holds: the types over all rows read it, and it has no default stop after now(). */
    private static final String ALL_TIME = "range(start: " + Influx2Client.EARLIEST.toInstant() + ", stop: "
            + Influx2Client.LATEST.toInstant() + ")";
    private static final Duration DAY = Duration.ofDays(1);
    private static final long MINUTE_NANOS = Duration.ofMinutes(1).toNanos();

    private final String bucket;
    private final FluxThermo thermo;

    FluxUseCases(String bucket) {
        this.bucket = bucket;
        this.thermo = new FluxThermo(bucket, ALL_TIME);
    }

    /** The query's script, with the imports it uses. */
    FluxUseCase of(UseCaseQuery q) {
        FluxUseCase statement = q.accept(this);
        return new FluxUseCase(imports(statement.script()) + statement.script(), statement.device(),
                statement.labels(), statement.timed(), statement.values(), statement.oneRow());
    }

    /** single-groupby, cpu-max-all: per bucket the max of each metric over the hosts' rows together. */
    @Override
    public FluxUseCase maxOfHosts(UseCaseQuery q) {
        return new FluxUseCase(from("cpu", window(q), hosts(q.hosts()) + fields(q.metrics()))
                + " |> group(columns: [\"_field\"])" + buckets(q.bucket(), "max")
                + " |> map(fn: (r) => ({_time: " + truncate("r._time", q.bucket()) + ", _field: \"max_\" + r._field,"
                + " _value: r._value})) |> group() |> pivot(rowKey: [\"_time\"], columnKey: [\"_field\"], "
                + "valueColumn: \"_value\")", null, List.of(), true, prefixed("max_", q.metrics()));
    }

    /** double-groupby: per bucket and host the mean of each metric. */
    @Override
    public FluxUseCase meanPerHost(UseCaseQuery q) {
        return new FluxUseCase(from("cpu", window(q), hosts(List.of()) + fields(q.metrics()))
                + " |> group(columns: [\"hostname\", \"_field\"])" + buckets(q.bucket(), "mean")
                + " |> map(fn: (r) => ({hostname: r.hostname, _time: " + truncate("r._time", q.bucket())
                + ", _field: \"mean_\" + r._field, _value: r._value})) |> group() |> pivot(rowKey: [\"hostname\", "
                + "\"_time\"], columnKey: [\"_field\"], valueColumn: \"_value\")", "hostname", List.of(), true,
                prefixed("mean_", q.metrics()));
    }

    /** high-cpu: each row (its series' fields pivoted) with a high usage_user. */
    @Override
    public FluxUseCase highCpu(UseCaseQuery q) {
        return new FluxUseCase(from("cpu", window(q), hosts(q.hosts()) + fields(q.metrics())) + rows()
                + " |> filter(fn: (r) => r.usage_user > " + number(UseCaseQuery.HIGH_CPU_USAGE_USER) + ")"
                + keep("hostname", "_time", q.metrics()), "hostname", List.of(), true, q.metrics());
    }

    @Override
    public FluxUseCase lastpoint(UseCaseQuery q) {
        return newest(from("cpu", ALL_TIME, hosts(q.hosts())), "hostname", q.metrics(), null);
    }

    /** The five latest minutes before the end (TSBS's statements differ: see docs/use-cases.md). */
    @Override
    public FluxUseCase groupbyOrderbyLimit(UseCaseQuery q) {
        String range = "range(start: " + Influx2Client.EARLIEST.toInstant() + ", stop: " + time(q.end()) + ")";
        return new FluxUseCase(from("cpu", range, hosts(List.of()) + field("usage_user")) + " |> group()"
                + buckets(q.bucket(), "max") + " |> sort(columns: [\"_time\"], desc: true) |> limit(n: "
                + UseCaseQuery.ORDERBY_LIMIT + ") |> map(fn: (r) => ({_time: " + truncate("r._time", q.bucket())
                + ", max_usage_user: r._value}))", null, List.of(), true, List.of("max_usage_user"));
    }

    /**
     * The newest row of each {@code device} among {@code rows}, if it meets {@code condition} (null: any), with
     * its fields {@code wanted}: each series' newest value of each field ({@code last}, which the storage answers),
     * pivoted into rows, the newest per device. A newer row lacking the wanted fields still counts as the newest.
     */
    private static FluxUseCase newest(String rows, String device, List<String> wanted, String condition) {
        return new FluxUseCase(rows + " |> last()" + rows() + " |> group(columns: [" + string(device) + "])"
                + " |> top(n: 1, columns: [\"_time\"])"
                + (condition == null ? "" : " |> filter(fn: (r) => " + condition + ")") + keep(device, "_time", wanted),
                device, List.of(), true, wanted);
    }

    @Override
    public FluxUseCase lastLoc(UseCaseQuery q) {
        return newest(from("readings", ALL_TIME, truckOf(q)), "name", List.of("latitude", "longitude"), null);
    }

    @Override
    public FluxUseCase lowFuel(UseCaseQuery q) {
        return newest(from("diagnostics", ALL_TIME, truckOf(q)), "name", List.of("fuel_state"),
                "r.fuel_state < " + number(UseCaseQuery.LOW_FUEL_STATE));
    }

    @Override
    public FluxUseCase highLoad(UseCaseQuery q) {
        return newest(from("diagnostics", ALL_TIME, truckOf(q) + " and exists r.load_capacity"), "name",
                List.of("current_load"), "r.current_load / float(v: r.load_capacity) > "
                        + number(UseCaseQuery.HIGH_LOAD_SHARE));
    }

    @Override
    public FluxUseCase stationaryTrucks(UseCaseQuery q) {
        return names(from("readings", window(q), truckOf(q) + field("velocity"))
                + " |> group(columns: [\"name\"]) |> mean() |> filter(fn: (r) => r._value < "
                + number(UseCaseQuery.STATIONARY_VELOCITY) + ")");
    }

    /** Trucks of the fleet with more than {@code threshold} driving ten-minute buckets in the window. */
    @Override
    public FluxUseCase longSessions(UseCaseQuery q, int threshold) {
        return names(drivingBuckets(from("readings", window(q), truckOf(q) + field("velocity")), q.bucket())
                + " |> count() |> filter(fn: (r) => r._value > " + threshold + ")");
    }

    /** Per truck, the mean over the days it drove of its driving buckets that day, / 6 as hours. */
    @Override
    public FluxUseCase avgDailyDrivingDuration(UseCaseQuery q) {
        long bucketsPerHour = Duration.ofHours(1).dividedBy(q.bucket());
        return new FluxUseCase(drivingBuckets(from("readings", ALL_TIME, "exists r.name" + field("velocity")),
                q.bucket()) + buckets(DAY, "count") + " |> map(fn: (r) => ({name: r.name, "
                + "_value: float(v: r._value) / " + bucketsPerHour + ".0})) |> mean() |> map(fn: (r) => ({name: "
                + "r.name, avg_daily_hours: r._value}))", "name", List.of(), false, List.of("avg_daily_hours"));
    }

    /**
     * Per truck and day of a session's start, the mean length of its driving sessions: each ten-minute bucket
     * driving (1) or not (0); {@code difference} over the truck's buckets in time order is 1 where a session starts
     * and -1 where it stops (a truck's first bucket starts nothing); {@code elapsed} at a stop is the time since the
     * start before it, the session's length; its start is the stop's time less that length.
     */
    @Override
    public FluxUseCase avgDailyDrivingSession(UseCaseQuery q) {
        return new FluxUseCase(from("readings", ALL_TIME, "exists r.name" + field("velocity"))
                + " |> group(columns: [\"name\"])" + buckets(q.bucket(), "mean")
                + " |> map(fn: (r) => ({name: r.name, _time: r._time, driving: if r._value > "
                + number(UseCaseQuery.SESSION_VELOCITY) + " then 1 else 0}))"
                + " |> sort(columns: [\"_time\"]) |> difference(columns: [\"driving\"])"
                + " |> filter(fn: (r) => r.driving != 0) |> elapsed(unit: 1ns) |> filter(fn: (r) => r.driving < 0)"
                + " |> map(fn: (r) => ({name: r.name, _time: " + truncate("time(v: int(v: r._time) - r.elapsed)", DAY)
                + ", minutes: float(v: r.elapsed) / " + MINUTE_NANOS + ".0}))"
                + " |> group(columns: [\"name\", \"_time\"]) |> mean(column: \"minutes\")"
                + " |> map(fn: (r) => ({name: r.name, _time: r._time, avg_session_minutes: r.minutes}))", "name",
                List.of(), true, List.of("avg_session_minutes"));
    }

    /**
     * Per fleet, over the readings with a velocity above 1: the mean fuel_consumption (of the rows that have one)
     * and the mean nominal_fuel_consumption tag, summed in one pass.
     */
    @Override
    public FluxUseCase avgVsProjectedFuelConsumption(UseCaseQuery q) {
        String fuel = "r.fuel_consumption";
        return new FluxUseCase(from("readings", ALL_TIME, "exists r.name and exists r.fleet and exists "
                + "r.nominal_fuel_consumption" + fields(List.of("velocity", "fuel_consumption"))) + rows()
                + " |> filter(fn: (r) => r.velocity > " + number(UseCaseQuery.DRIVING_VELOCITY) + ")"
                + " |> group(columns: [\"fleet\"])"
                + " |> reduce(identity: {fuel: 0.0, fuel_rows: 0, rows: 0, nominal: 0.0}, fn: (r, accumulator) => ({"
                + "fuel: accumulator.fuel + (if exists " + fuel + " then " + fuel + " else 0.0), "
                + "fuel_rows: accumulator.fuel_rows + (if exists " + fuel + " then 1 else 0), "
                + "rows: accumulator.rows + 1, "
                + "nominal: accumulator.nominal + float(v: r.nominal_fuel_consumption)}))"
                + " |> map(fn: (r) => ({fleet: r.fleet, avg_fuel_consumption: if r.fuel_rows > 0 then r.fuel / "
                + "float(v: r.fuel_rows) else debug.null(type: \"float\"), projected_fuel_consumption: r.nominal / "
                + "float(v: r.rows)}))", null, List.of("fleet"), false,
                List.of("avg_fuel_consumption", "projected_fuel_consumption"));
    }

    /** Per fleet, model and load_capacity, the mean over its trucks of their mean current_load / load_capacity. */
    @Override
    public FluxUseCase avgLoad(UseCaseQuery q) {
        String group = "fleet: r.fleet, model: r.model, load_capacity: r.load_capacity";
        return new FluxUseCase(from("diagnostics", ALL_TIME, "exists r.name and exists r.fleet and exists r.model "
                + "and exists r.load_capacity" + field("current_load"))
                + " |> group(columns: [\"name\", \"fleet\", \"model\", \"load_capacity\"]) |> mean()"
                + " |> map(fn: (r) => ({" + group + ", _value: r._value / float(v: r.load_capacity)}))"
                + " |> group(columns: [\"fleet\", \"model\", \"load_capacity\"]) |> mean()"
                + " |> map(fn: (r) => ({" + group + ", avg_load_ratio: r._value}))", null,
                List.of("fleet", "model", "load_capacity"), false, List.of("avg_load_ratio"));
    }

    /** Per day, fleet and model: the active ten-minute buckets (mean status below 1) of its trucks / 144. */
    @Override
    public FluxUseCase dailyActivity(UseCaseQuery q) {
        return new FluxUseCase(from("diagnostics", ALL_TIME, "exists r.name and exists r.fleet and exists r.model"
                + field("status")) + " |> group(columns: [\"name\", \"fleet\", \"model\"])"
                + buckets(q.bucket(), "mean") + " |> filter(fn: (r) => r._value < "
                + number(UseCaseQuery.ACTIVE_STATUS) + ") |> group(columns: [\"fleet\", \"model\"])"
                + buckets(DAY, "count") + " |> map(fn: (r) => ({fleet: r.fleet, model: r.model, _time: "
                + truncate("r._time", DAY) + ", daily_activity: float(v: r._value) / "
                + UseCaseQuery.BUCKETS_PER_DAY + ".0}))", null, List.of("fleet", "model"), true,
                List.of("daily_activity"));
    }

    /**
     * Per model, its trucks' changes to a broken-down bucket: per row 1.0 for a status that is not 0; per truck and
     * bucket their mean (the share not 0) compared with {@link UseCaseQuery#BROKEN_DOWN_SHARE}; {@code difference}
     * over the truck's buckets in time order is 1 where it broke down; those counted per model.
     */
    @Override
    public FluxUseCase breakdownFrequency(UseCaseQuery q) {
        return new FluxUseCase(from("diagnostics", ALL_TIME, "exists r.name and exists r.model" + field("status"))
                + " |> map(fn: (r) => ({r with _value: if r._value != 0 then 1.0 else 0.0}))"
                + " |> group(columns: [\"name\", \"model\"])" + buckets(q.bucket(), "mean")
                + " |> map(fn: (r) => ({name: r.name, model: r.model, _time: r._time, broken: if r._value >= "
                + number(UseCaseQuery.BROKEN_DOWN_SHARE) + " then 1 else 0}))"
                + " |> sort(columns: [\"_time\"]) |> difference(columns: [\"broken\"])"
                + " |> filter(fn: (r) => r.broken > 0) |> group(columns: [\"model\"]) |> count(column: \"broken\")"
                + " |> map(fn: (r) => ({model: r.model, breakdowns: r.broken}))", null, List.of("model"), false,
                List.of("breakdowns"));
    }

    @Override
    public FluxUseCase readGroup(UseCaseQuery q) {
        return thermo.readGroup(q);
    }

    @Override
    public FluxUseCase aggregateGroups(UseCaseQuery q, ThermoAggregate aggregate) {
        return thermo.aggregateGroups(q, aggregate);
    }

    @Override
    public FluxUseCase perGroup(UseCaseQuery q) {
        return thermo.perGroup(q);
    }

    @Override
    public FluxUseCase perMinute(UseCaseQuery q) {
        return thermo.perMinute(q);
    }

    /**
     * Each truck's buckets of {@code width} among {@code rows} (velocities) whose mean is above
     * {@link UseCaseQuery#DRIVING_VELOCITY}.
     */
    private static String drivingBuckets(String rows, Duration width) {
        return rows + " |> group(columns: [\"name\"])" + buckets(width, "mean")
                + " |> filter(fn: (r) => r._value > " + number(UseCaseQuery.DRIVING_VELOCITY) + ")";
    }

    /** Buckets of {@code width} aligned to the epoch, each an aggregate named by its (clipped) start. */
    private static String buckets(Duration width, String function) {
        return " |> aggregateWindow(every: " + duration(width) + ", fn: " + function
                + ", createEmpty: false, timeSrc: \"_start\")";
    }

    /** Names only: one record per truck. */
    private static FluxUseCase names(String script) {
        return new FluxUseCase(script + keep("name", null, List.of()), "name", List.of(), false, List.of());
    }

    /** Each series' records of one time merged into a row, one column per field. */
    private static String rows() {
        return " |> pivot(rowKey: [\"_time\"], columnKey: [\"_field\"], valueColumn: \"_value\")";
    }

    private String from(String measurement, String range, String predicate) {
        return "from(bucket: " + string(bucket) + ") |> " + range + " |> filter(fn: (r) => r._measurement == "
                + string(measurement) + " and " + predicate + ")";
    }

    /** The rows of the hosts named, or of any host. */
    private static String hosts(List<String> hosts) {
        return hosts.isEmpty() ? "exists r.hostname"
                : hosts.stream().map(h -> "r.hostname == " + string(h)).collect(Collectors.joining(" or ", "(", ")"));
    }

    /** The rows of trucks of the query's fleet. */
    private static String truckOf(UseCaseQuery q) {
        return "exists r.name and r.fleet == " + string(q.fleet());
    }

    private static String field(String name) {
        return " and r._field == " + string(name);
    }

    private static String fields(List<String> names) {
        return names.stream().map(f -> "r._field == " + string(f)).collect(Collectors.joining(" or ", " and (", ")"));
    }

    private static String keep(String device, String time, List<String> columns) {
        List<String> kept = new ArrayList<>();
        kept.add(device);
        if (time != null) {
            kept.add(time);
        }
        kept.addAll(columns);
        return " |> keep(columns: [" + kept.stream().map(FluxQueries::string).collect(Collectors.joining(", "))
                + "])";
    }

    private static List<String> prefixed(String prefix, List<String> metrics) {
        return metrics.stream().map(m -> prefix + m).toList();
    }

    private static String window(UseCaseQuery q) {
        return "range(start: " + time(q.start()) + ", stop: " + time(q.end()) + ")";
    }

    private static String time(Instant instant) {
        return "time(v: " + InfluxQlUseCases.nanos(instant) + ")";
    }

    /** The aligned start of the bucket of {@code width} holding {@code time} (the epoch's grid, UTC days). */
    private static String truncate(String time, Duration width) {
        return "date.truncate(t: " + time + ", unit: " + duration(width) + ")";
    }

    /** A Flux duration literal: {@code 10m}, {@code 1d}. */
    static String duration(Duration width) {
        return InfluxQlUseCases.duration(width).replaceFirst("u$", "us");
    }

    /** A float literal. */
    static String number(double value) {
        return BigDecimal.valueOf(value).toPlainString();
    }

    private static String imports(String script) {
        return Stream.of("date", "internal/debug")
                .filter(p -> script.contains(p.substring(p.lastIndexOf('/') + 1) + "."))
                .map(p -> "import " + string(p) + "\n").collect(Collectors.joining());
    }
}
