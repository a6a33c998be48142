package org.iotbenchrunner.influxdb;

import static org.iotbenchrunner.influxdb.InfluxQl.identifier;
import static org.iotbenchrunner.influxdb.InfluxQl.literal;

import java.math.BigDecimal;
import java.time.Duration;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.stream.Collectors;
import org.iotbenchrunner.core.spi.Unsupported;
import org.iotbenchrunner.core.usecase.UseCase;
import org.iotbenchrunner.core.usecase.UseCaseSchema;
import org.iotbenchrunner.core.usecase.query.ThermoAggregate;
import org.iotbenchrunner.core.usecase.query.UseCaseQuery;
import org.iotbenchrunner.core.usecase.query.UseCaseQueryType;
import org.iotbenchrunner.core.usecase.query.UseCaseQueryVisitor;
import org.iotbenchrunner.influxdb.InfluxQlUseCase.Reading;

/**
 * TSBS's use-case queries in InfluxQL (thermo's in {@link InfluxQlThermo}), over the loader's layout: one
 * measurement per TSBS measurement, TSBS's tags as tags (a tag missing on a row is absent, which InfluxQL compares
 * equal to {@code ''}), nanosecond times. The work is the database's, as in TSBS's InfluxQL: GROUP BY time buckets (aligned to the epoch, the first one clipped by the
 * window's start), {@code fill(none)} so that buckets without a value are not rows, subqueries for conditions on
 * aggregates and on each truck's newest row, {@code difference} over a truck's buckets for breakdowns. Three types
 * finish on the client because InfluxQL cannot compute with a tag's value ({@code load_capacity},
 * {@code nominal_fuel_consumption}): see {@link Reading}. avg-daily-driving-session is not expressible
 * ({@link #UNSUPPORTED}).
 */
final class InfluxQlUseCases implements UseCaseQueryVisitor<InfluxQlUseCase> {
    /** The types InfluxQL cannot express, with the reason. */
    static final Unsupported<UseCaseQueryType> UNSUPPORTED = new Unsupported<>("InfluxDB 1.x", Map.of(
            UseCaseQueryType.AVG_DAILY_DRIVING_SESSION, "InfluxQL's functions over consecutive points (difference, elapsed) look back "
            + "only, in one time order for a statement and its subqueries, so a driving session's length is known at "
            + "its end, while the answer groups sessions by the day they start: InfluxQL cannot move a value to "
            + "another point's time or group by a computed day"));

    private static final String CPU = identifier("cpu");
    private static final String READINGS = identifier("readings");
    private static final String DIAGNOSTICS = identifier("diagnostics");
    private static final String HOSTNAME = identifier("hostname");
    private static final String NAME = identifier("name");
    private static final String HAS_HOST = HOSTNAME + " != ''";
    private static final String HAS_NAME = NAME + " != ''";
    private static final Duration DAY = Duration.ofDays(1);
    /**
     * Where the types over all rows stop: a GROUP BY time without an upper bound stops at now() (at each level of a
     * subquery, so every such level carries this), and one at InfluxDB's last instant overflows the buckets'
     * arithmetic; so where InfluxDB's last, partial day begins (2262-04-11T00:00Z).
     */
    static final String TO_THE_LAST_DAY = "time < " + Long.MAX_VALUE / DAY.toNanos() * DAY.toNanos();
    private static final Map<String, Duration> UNITS = unitsLargestFirst();
    /**
     * A divisor above every 64-bit integer: {@code ceil(x / BEYOND_LONG)} is 1 for a whole number x from 1 up and 0
     * for one from 0 down, the 0/1 indicator InfluxQL has no operator for.
     */
    private static final String BEYOND_LONG = "10000000000000000000.0";

    private static final InfluxQlUseCases STATEMENTS = new InfluxQlUseCases();

    private InfluxQlUseCases() {
    }

    static InfluxQlUseCase of(UseCaseQuery q) {
        return q.accept(STATEMENTS);
    }

    /** single-groupby, cpu-max-all: per bucket the max of each metric over the hosts' rows together. */
    @Override
    public InfluxQlUseCase maxOfHosts(UseCaseQuery q) {
        return new InfluxQlUseCase("SELECT " + aggregates("max", q.metrics()) + " FROM " + CPU + " WHERE "
                + hosts(q.hosts()) + window(q) + " GROUP BY time(" + duration(q.bucket()) + ") fill(none)",
                null, List.of(), true, Reading.VALUES);
    }

    /** double-groupby: per bucket and host the mean of each metric. */
    @Override
    public InfluxQlUseCase meanPerHost(UseCaseQuery q) {
        return rows("SELECT " + aggregates("mean", q.metrics()) + " FROM " + CPU + " WHERE " + HAS_HOST + window(q)
                + " GROUP BY time(" + duration(q.bucket()) + "), " + HOSTNAME + " fill(none)", "hostname",
                Reading.VALUES);
    }

    @Override
    public InfluxQlUseCase highCpu(UseCaseQuery q) {
        return rows("SELECT " + list(q.metrics(), InfluxQl::identifier) + " FROM " + CPU + " WHERE "
                + hosts(q.hosts()) + " AND " + identifier("usage_user") + " > "
                + number(UseCaseQuery.HIGH_CPU_USAGE_USER) + window(q) + groupBy("hostname"), "hostname",
                Reading.VALUES);
    }

    @Override
    public InfluxQlUseCase lastpoint(UseCaseQuery q) {
        return rows(newest(CPU, fields(UseCase.CPU_ONLY, "cpu"), q.metrics(), HAS_HOST, null, "hostname"),
                "hostname", Reading.VALUES);
    }

    /** The five latest minutes before the end, newest first (TSBS's InfluxQL returns the five first). */
    @Override
    public InfluxQlUseCase groupbyOrderbyLimit(UseCaseQuery q) {
        return new InfluxQlUseCase("SELECT " + aggregates("max", List.of("usage_user")) + " FROM " + CPU + " WHERE "
                + HAS_HOST + " AND time < " + nanos(q.end()) + " GROUP BY time(" + duration(q.bucket())
                + ") fill(none) ORDER BY time DESC LIMIT " + UseCaseQuery.ORDERBY_LIMIT, null, List.of(), true,
                Reading.VALUES);
    }

    @Override
    public InfluxQlUseCase lastLoc(UseCaseQuery q) {
        return rows(newest(READINGS, fields(UseCase.IOT, "readings"), List.of("latitude", "longitude"), truckOf(q),
                null, "name"), "name", Reading.VALUES);
    }

    @Override
    public InfluxQlUseCase lowFuel(UseCaseQuery q) {
        return rows(newest(DIAGNOSTICS, fields(UseCase.IOT, "diagnostics"), List.of("fuel_state"), truckOf(q),
                identifier("fuel_state") + " < " + number(UseCaseQuery.LOW_FUEL_STATE), "name"), "name",
                Reading.VALUES);
    }

    @Override
    public InfluxQlUseCase highLoad(UseCaseQuery q) {
        return new InfluxQlUseCase(newest(DIAGNOSTICS, fields(UseCase.IOT, "diagnostics"), List.of("current_load"),
                truckOf(q) + " AND " + identifier("load_capacity") + " != ''", null, "name", "load_capacity"),
                "name", List.of(), true, Reading.HIGH_LOAD);
    }

    @Override
    public InfluxQlUseCase stationaryTrucks(UseCaseQuery q) {
        return names("SELECT " + identifier("mean_velocity") + " FROM (SELECT mean(" + identifier("velocity")
                + ") AS " + identifier("mean_velocity") + " FROM " + READINGS + " WHERE " + truckOf(q) + window(q)
                + groupBy("name") + ") WHERE " + identifier("mean_velocity") + " < "
                + number(UseCaseQuery.STATIONARY_VELOCITY) + groupBy("name"));
    }

    /**
     * Per truck of the fleet, its driving buckets (mean velocity above 1) in the window counted; the trucks with
     * more than {@code threshold}.
     */
    @Override
    public InfluxQlUseCase longSessions(UseCaseQuery q, int threshold) {
        return names("SELECT " + identifier("driving") + " FROM (" + drivingBuckets(truckOf(q) + window(q),
                groupBy("name")) + ") WHERE " + identifier("driving") + " > " + threshold + groupBy("name"));
    }

    /** The mean over the days a truck drove of its driving buckets that day, / 6 as hours. */
    @Override
    public InfluxQlUseCase avgDailyDrivingDuration(UseCaseQuery q) {
        long bucketsPerHour = Duration.ofHours(1).dividedBy(q.bucket());
        return new InfluxQlUseCase("SELECT mean(" + identifier("driving") + ") / " + bucketsPerHour + " AS "
                + identifier("avg_daily_hours") + " FROM (" + drivingBuckets(HAS_NAME + " AND " + TO_THE_LAST_DAY,
                " AND " + TO_THE_LAST_DAY + " GROUP BY time(" + duration(DAY) + "), " + NAME + " fill(none)") + ")"
                + groupBy("name"), "name", List.of(), false, Reading.VALUES);
    }

    @Override
    public InfluxQlUseCase readGroup(UseCaseQuery q) {
        return InfluxQlThermo.readGroup(q);
    }

    @Override
    public InfluxQlUseCase aggregateGroups(UseCaseQuery q, ThermoAggregate aggregate) {
        return InfluxQlThermo.aggregateGroups(q, aggregate);
    }

    @Override
    public InfluxQlUseCase perGroup(UseCaseQuery q) {
        return InfluxQlThermo.perGroup(q);
    }

    @Override
    public InfluxQlUseCase perMinute(UseCaseQuery q) {
        return InfluxQlThermo.perMinute(q);
    }

    @Override
    public InfluxQlUseCase unsupported(UseCaseQuery q) {
        throw UNSUPPORTED.exception(q.type());
    }

    /**
     * The count of each truck's ten-minute buckets whose mean velocity is above
     * {@link UseCaseQuery#DRIVING_VELOCITY}, of the rows {@code where} selects, grouped by {@code grouping} (which
     * may add a condition first).
     */
    private static String drivingBuckets(String where, String grouping) {
        return "SELECT count(" + identifier("mean_velocity") + ") AS " + identifier("driving") + " FROM (SELECT mean("
                + identifier("velocity") + ") AS " + identifier("mean_velocity") + " FROM " + READINGS + " WHERE "
                + where + " GROUP BY time(" + duration(Duration.ofMinutes(10)) + "), " + NAME + " fill(none)) WHERE "
                + identifier("mean_velocity") + " > " + number(UseCaseQuery.DRIVING_VELOCITY) + grouping;
    }

    /**
     * Per fleet and nominal_fuel_consumption, over the readings with a velocity above 1: the sum and count of
     * fuel_consumption and the count of rows, which {@link Reading#FLEET_FUEL} weighs into each fleet's means.
     */
    @Override
    public InfluxQlUseCase avgVsProjectedFuelConsumption(UseCaseQuery q) {
        String fuel = identifier("fuel_consumption");
        return new InfluxQlUseCase("SELECT sum(" + fuel + ") AS " + identifier("fuel") + ", count(" + fuel + ") AS "
                + identifier("fuel_rows") + ", count(" + identifier("velocity") + ") AS " + identifier("rows")
                + " FROM " + READINGS + " WHERE " + HAS_NAME + " AND " + identifier("fleet") + " != '' AND "
                + identifier("nominal_fuel_consumption") + " != '' AND " + identifier("velocity") + " > "
                + number(UseCaseQuery.DRIVING_VELOCITY) + groupBy("fleet", "nominal_fuel_consumption"), null,
                List.of("fleet"), false, Reading.FLEET_FUEL);
    }

    /** Per fleet, model and load_capacity the mean over its trucks of their mean current_load. */
    @Override
    public InfluxQlUseCase avgLoad(UseCaseQuery q) {
        String load = identifier("load");
        return new InfluxQlUseCase("SELECT mean(" + load + ") AS " + load + " FROM (SELECT mean("
                + identifier("current_load") + ") AS " + load + " FROM " + DIAGNOSTICS + " WHERE " + HAS_NAME
                + " AND " + identifier("fleet") + " != '' AND " + identifier("model") + " != '' AND "
                + identifier("load_capacity") + " != ''" + groupBy("name", "fleet", "model", "load_capacity") + ")"
                + groupBy("fleet", "model", "load_capacity"), null, List.of("fleet", "model", "load_capacity"), false,
                Reading.LOAD_RATIO);
    }

    /**
     * Per day, fleet and model: the active ten-minute buckets (mean status below 1) of its trucks / 144. A bucket is
     * active when its statuses sum to less than their count times 1, in whole numbers: InfluxDB's mean of integer
     * statuses rounds (0.9999999999999999 for statuses whose mean is 1, seen with 800 trucks), and below 1 is the
     * question.
     */
    @Override
    public InfluxQlUseCase dailyActivity(UseCaseQuery q) {
        String excess = identifier("excess_status");
        String status = identifier("status");
        return new InfluxQlUseCase("SELECT count(" + excess + ") / " + UseCaseQuery.BUCKETS_PER_DAY + " AS "
                + identifier("daily_activity") + " FROM (SELECT sum(" + status + ") - "
                + number(UseCaseQuery.ACTIVE_STATUS) + " * count(" + status + ") AS " + excess
                + " FROM " + DIAGNOSTICS + " WHERE " + HAS_NAME + " AND " + identifier("fleet") + " != '' AND "
                + identifier("model") + " != '' AND " + TO_THE_LAST_DAY + " GROUP BY time(" + duration(q.bucket())
                + "), " + NAME + ", " + identifier("fleet") + ", " + identifier("model") + " fill(none)) WHERE "
                + excess + " < 0 AND " + TO_THE_LAST_DAY
                + " GROUP BY time(" + duration(DAY) + "), " + identifier("fleet")
                + ", " + identifier("model") + " fill(none)", null, List.of("fleet", "model"), true, Reading.VALUES);
    }

    /**
     * Per model, its trucks' changes to a broken-down bucket: per row 1 for a status that is not 0; per truck and
     * bucket 1 when the statuses not 0 are at least half, {@link UseCaseQuery#BROKEN_DOWN_SHARE}
     * ({@code 2 * nonzero - count + 1 > 0}, in whole numbers);
     * {@code difference} over the truck's buckets is 1 where it broke down; those counted per model.
     */
    @Override
    public InfluxQlUseCase breakdownFrequency(UseCaseQuery q) {
        String nonZero = identifier("non_zero");
        String broken = identifier("broken");
        String change = identifier("change");
        String perRow = "SELECT ceil(abs(" + identifier("status") + ") / " + BEYOND_LONG + ") AS " + nonZero
                + " FROM " + DIAGNOSTICS + " WHERE " + HAS_NAME + " AND " + identifier("model") + " != '' AND "
                + TO_THE_LAST_DAY;
        String perBucket = "SELECT ceil((2 * sum(" + nonZero + ") - count(" + nonZero + ") + 1) / " + BEYOND_LONG
                + ") AS " + broken + " FROM (" + perRow + ") WHERE " + TO_THE_LAST_DAY + " GROUP BY time("
                + duration(q.bucket()) + "), " + NAME
                + ", " + identifier("model") + " fill(none)";
        String changes = "SELECT difference(" + broken + ") AS " + change + " FROM (" + perBucket + ")"
                + groupBy("name", "model");
        return new InfluxQlUseCase("SELECT count(" + change + ") AS " + identifier("breakdowns") + " FROM ("
                + changes + ") WHERE " + change + " > 0" + groupBy("model"), null, List.of("model"), false,
                Reading.COUNTS);
    }

    /**
     * The fields {@code wanted} of each group's newest row among those {@code where} selects, if it meets
     * {@code condition} (null: any). The newest row is found over all the measurement's {@code fields}, so that a
     * newer row lacking the wanted ones still counts as the newest; a subquery picks it when the answer returns
     * fewer fields or filters it.
     */
    private static String newest(String measurement, List<String> fields, List<String> wanted, String where,
            String condition, String... groupTags) {
        String newest = " ORDER BY time DESC";
        String rows = "SELECT " + list(fields, InfluxQl::identifier) + " FROM " + measurement + " WHERE " + where
                + groupBy(groupTags) + newest + " LIMIT 1";
        if (wanted.equals(fields) && condition == null) {
            return rows;
        }
        return "SELECT " + list(wanted, InfluxQl::identifier) + " FROM (" + rows + ")"
                + (condition == null ? "" : " WHERE " + condition) + groupBy(groupTags) + newest;
    }

    private static InfluxQlUseCase rows(String text, String device, Reading reading) {
        return new InfluxQlUseCase(text, device, List.of(), true, reading);
    }

    private static InfluxQlUseCase names(String text) {
        return new InfluxQlUseCase(text, "name", List.of(), false, Reading.NAMES);
    }

    /** The rows of trucks of the query's fleet. */
    private static String truckOf(UseCaseQuery q) {
        return HAS_NAME + " AND " + identifier("fleet") + " = " + literal(q.fleet());
    }

    /** The rows of the hosts named, or of any host. */
    private static String hosts(List<String> hosts) {
        return hosts.isEmpty() ? HAS_HOST
                : hosts.stream().map(h -> HOSTNAME + " = " + literal(h)).collect(Collectors.joining(" OR ", "(", ")"));
    }

    private static String aggregates(String function, List<String> metrics) {
        String prefix = function.equals("mean") ? "mean_" : function + "_";
        return list(metrics, m -> function + "(" + identifier(m) + ") AS " + identifier(prefix + m));
    }

    private static List<String> fields(UseCase useCase, String measurement) {
        return UseCaseSchema.of(useCase).measurement(measurement).fields().stream().map(UseCaseSchema.Field::name)
                .toList();
    }

    private static String window(UseCaseQuery q) {
        return " AND time >= " + nanos(q.start()) + " AND time < " + nanos(q.end());
    }

    private static String groupBy(String... tags) {
        return " GROUP BY " + List.of(tags).stream().map(InfluxQl::identifier).collect(Collectors.joining(", "));
    }

    /** Time literals without a unit are nanoseconds in InfluxQL. */
    static String nanos(Instant instant) {
        return String.valueOf(Math.addExact(Math.multiplyExact(instant.getEpochSecond(), 1_000_000_000L),
                instant.getNano()));
    }

    /** A bucket width as an InfluxQL duration, in the largest unit that divides it: {@code 10m}, {@code 1d}. */
    static String duration(Duration width) {
        for (Map.Entry<String, Duration> unit : UNITS.entrySet()) {
            long nanos = unit.getValue().toNanos();
            if (width.toNanos() % nanos == 0) {
                return width.toNanos() / nanos + unit.getKey();
            }
        }
        return width.toNanos() + "ns";
    }

    /** A float literal: InfluxQL reads {@code 1e19} as a duration, so plain digits. */
    static String number(double value) {
        return BigDecimal.valueOf(value).toPlainString();
    }

    private static Map<String, Duration> unitsLargestFirst() {
        Map<String, Duration> units = new LinkedHashMap<>();
        units.put("d", DAY);
        units.put("h", Duration.ofHours(1));
        units.put("m", Duration.ofMinutes(1));
        units.put("s", Duration.ofSeconds(1));
        units.put("ms", Duration.ofMillis(1));
        units.put("u", Duration.ofNanos(1000));
        return units;
    }

    private static String list(List<String> items, Function<String, String> item) {
        return items.stream().map(item).collect(Collectors.joining(", "));
    }
}
