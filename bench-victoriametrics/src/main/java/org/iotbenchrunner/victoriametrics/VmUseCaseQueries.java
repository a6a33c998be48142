package org.iotbenchrunner.victoriametrics;

import java.time.Duration;
import java.time.Instant;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.LongSupplier;
import java.util.stream.Collectors;
import org.iotbenchrunner.core.spi.Unsupported;
import org.iotbenchrunner.core.usecase.UseCase;
import org.iotbenchrunner.core.usecase.UseCaseSchema;
import org.iotbenchrunner.core.usecase.query.ThermoAggregate;
import org.iotbenchrunner.core.usecase.query.UseCaseQuery;
import org.iotbenchrunner.core.usecase.query.UseCaseQueryType;
import org.iotbenchrunner.core.usecase.query.UseCaseQueryVisitor;

/**
 * The MetricsQL requests of the TSBS use-case query types, over the series the loader writes
 * ({@link UseCaseSeries}: {@code <measurement>_<field>{<the row's tags>, db="<DB_NAME>"}}, so the rows of one tag set
 * are one series and a row's missing tag is a missing label). Grouping is by labels ({@code sum by (name)}), so a
 * truck whose rows sometimes lack a tag is still one truck, and {@code name!=""} leaves out the rows without one.
 *
 * <p>A bucket {@code [b, b + G)} is a rollup evaluated at {@code b} with its window looking forward
 * ({@code [G] offset -(G - 1ms)}: {@code (b - 1ms, b + G - 1ms]}); the buckets of a window {@code [s, e)} are
 * {@code query_range} points, or subquery points ({@code (...)[W:G]}, which VictoriaMetrics aligns to multiples of
 * G, so to the epoch), and the first and last buckets, cut by the window, are rollups of their own windows
 * ({@code [r] @ t}) chosen by {@code time()}. Counting or averaging buckets is a rollup over such a subquery. The
 * types over the whole data set ask its first and last time first ({@link #range}); the newest rows and avg-load
 * look back over everything from 1970-01-01T01:00Z to two days ahead of the client's clock.
 *
 * <p>Three types cannot be expressed ({@link #UNSUPPORTED}). The thermo types' requests are
 * {@link VmThermoQueries}'.
 */
final class VmUseCaseQueries {
    /** Why each type MetricsQL cannot express is not run. */
    static final Unsupported<UseCaseQueryType> UNSUPPORTED = new Unsupported<>("VictoriaMetrics", unsupported());
    /** The label of the series that carry a row's time (newest rows) or the data's first and last time (range). */
    static final String FIELD = VmQueries.FIELD_LABEL;

    private static final long MINUTE = Duration.ofMinutes(1).toMillis();
    private static final long TEN_MINUTES = Duration.ofMinutes(10).toMillis();
    private static final long DAY = Duration.ofDays(1).toMillis();
    private static final List<String> CPU_FIELDS = UseCaseQuery.CPU_METRICS;

    private final String database;
    private final LongSupplier clock;
    private final VmThermoQueries thermo;

    VmUseCaseQueries(String database, LongSupplier clock) {
        this.database = database;
        this.clock = clock;
        this.thermo = new VmThermoQueries(database, clock);
    }

    /** The data's first and last sample times (ms) a type's buckets are bounded by; first &lt;= last. */
    record Range(long first, long last) {
    }

    private static Map<UseCaseQueryType, String> unsupported() {
        Map<UseCaseQueryType, String> reasons = new EnumMap<>(UseCaseQueryType.class);
        String rows = "needs the cpu rows whose usage_user is above 90 with their other fields: MetricsQL compares"
                + " series only at evaluation steps and /api/v1/export cannot filter samples, so every cpu sample of"
                + " the window would have to be read into the client";
        reasons.put(UseCaseQueryType.HIGH_CPU_1, rows);
        reasons.put(UseCaseQueryType.HIGH_CPU_ALL, rows);
        reasons.put(UseCaseQueryType.AVG_VS_PROJECTED_FUEL_CONSUMPTION, "needs the fuel_consumption of each reading"
                + " whose own velocity is above 1: MetricsQL compares two series only at evaluation steps, not sample"
                + " by sample");
        reasons.put(UseCaseQueryType.AVG_DAILY_DRIVING_SESSION, "needs each driving session's length (from a change"
                + " to driving to the next change back, by the day it starts): MetricsQL's rollups count or add up a"
                + " truck's buckets but cannot pair a session's start with its stop");
        return reasons;
    }

    /**
     * The request for the data's first and last time ({@link #FIELD} {@code first} and {@code last}) that a type over
     * the whole data set needs first; empty for the others.
     */
    Optional<VmRequest> range(UseCaseQuery q) {
        return switch (q.type()) {
            case AVG_DAILY_DRIVING_DURATION -> Optional.of(range(trucks("readings", List.of("velocity")), ahead()));
            case DAILY_ACTIVITY, BREAKDOWN_FREQUENCY ->
                    Optional.of(range(trucks("diagnostics", List.of("status")), ahead()));
            case THERMO_BY_MINUTE -> Optional.of(thermo.range(q));
            default -> Optional.empty();
        };
    }

    /**
     * groupby-orderby-limit's second request, when its last five minutes do not all have a usage_user: the data's
     * first and last time before the end, from which every minute is asked.
     */
    VmRequest dataBefore(UseCaseQuery q) {
        return range(hosts(List.of("usage_user"), List.of()), millis(q.end()) - 1);
    }

    /**
     * The request of {@code q}; {@code range} is what {@link #range} found for the types that ask it (for
     * groupby-orderby-limit: null at first, the five latest minutes only).
     */
    VmRequest request(UseCaseQuery q, Range range) {
        return q.accept(new Request(range));
    }

    /** The request of each type, given what {@link #range} found ({@link #request}). */
    private final class Request implements UseCaseQueryVisitor<VmRequest> {
        private final Range range;

        Request(Range range) {
            this.range = range;
        }

        @Override
        public VmRequest unsupported(UseCaseQuery q) {
            throw UNSUPPORTED.exception(q.type());
        }

        @Override
        public VmRequest maxOfHosts(UseCaseQuery q) {
            return buckets(new Window(millis(q.start()), millis(q.end()), q.bucket().toMillis()),
                    w -> "max by (sensor) (" + rollup("max", hosts(q.metrics(), q.hosts()), w) + ")");
        }

        @Override
        public VmRequest meanPerHost(UseCaseQuery q) {
            return buckets(new Window(millis(q.start()), millis(q.end()), q.bucket().toMillis()),
                    w -> mean("hostname, sensor", hosts(q.metrics(), List.of()), w, true));
        }

        @Override
        public VmRequest lastpoint(UseCaseQuery q) {
            return newest(hosts(q.metrics(), List.of()), hosts(q.metrics(), List.of()), "hostname", "");
        }

        /**
         * The five latest minutes before the end with a usage_user: the last five minutes first ({@code range}
         * null), or, when they do not hold five, every minute from the data's first ({@code range.first()}).
         */
        @Override
        public VmRequest groupbyOrderbyLimit(UseCaseQuery q) {
            long end = millis(q.end());
            long last = Math.floorDiv(end - 1, MINUTE) * MINUTE;
            long start = range == null ? last - (UseCaseQuery.ORDERBY_LIMIT - 1) * MINUTE : range.first();
            return buckets(new Window(Math.min(start, last), end, MINUTE),
                    w -> "max by (sensor) (" + rollup("max", hosts(List.of("usage_user"), List.of()), w) + ")");
        }

        @Override
        public VmRequest lastLoc(UseCaseQuery q) {
            return newest(fleetTrucks(q, "readings", List.of("latitude", "longitude"), ""),
                    fleetTrucks(q, "readings", fields("readings"), ""), "name", "");
        }

        @Override
        public VmRequest lowFuel(UseCaseQuery q) {
            return newest(fleetTrucks(q, "diagnostics", List.of("fuel_state"), ""),
                    fleetTrucks(q, "diagnostics", fields("diagnostics"), ""), "name",
                    " < " + UseCaseQuery.LOW_FUEL_STATE);
        }

        /** The newest row's current_load where it is above 0.9 of the row's load_capacity label. */
        @Override
        public VmRequest highLoad(UseCaseQuery q) {
            long at = ahead();
            String window = "[" + VmTime.duration(at - VmQueries.LATEST_FROM_MS) + "]";
            String filter = ",load_capacity!=\"\"";
            String load = rollup("last", fleetTrucks(q, "diagnostics", List.of("current_load"), filter), window);
            String rowTime = "max by (name) (tlast_over_time("
                    + fleetTrucks(q, "diagnostics", fields("diagnostics"), filter) + window + "))";
            String expression = "union((" + load + " and (" + load + " / label_value(" + load
                    + ", \"load_capacity\") > " + UseCaseQuery.HIGH_LOAD_SHARE + ")) and (" + rollup("tlast",
                    fleetTrucks(q, "diagnostics", List.of("current_load"), filter), window)
                    + " == on (name) group_left " + rowTime + "), label_set(" + rowTime + ", \"" + FIELD
                    + "\", \"time\"))";
            return instant(expression, at);
        }

        /** The trucks of the fleet whose mean velocity over the window is below 1. */
        @Override
        public VmRequest stationaryTrucks(UseCaseQuery q) {
            long start = millis(q.start());
            long end = millis(q.end());
            String window = "[" + VmTime.duration(end - start) + "] @ " + VmTime.seconds(end - 1);
            return instant("(" + mean("name", fleetTrucks(q, "readings", List.of("velocity"), ""), window, false)
                    + ") < " + UseCaseQuery.STATIONARY_VELOCITY, end - 1);
        }

        /** Per truck of the fleet, its driving ten-minute buckets of the window counted (a subquery). */
        @Override
        public VmRequest longSessions(UseCaseQuery q, int threshold) {
            Window w = new Window(millis(q.start()), millis(q.end()), TEN_MINUTES);
            String velocity = fleetTrucks(q, "readings", List.of("velocity"), "");
            String driving = "(" + bucketed(w, window -> mean("name", velocity, window, false)) + ") > "
                    + UseCaseQuery.DRIVING_VELOCITY;
            return instant("count_over_time((" + driving + ")[" + VmTime.duration(w.lastBucket() - w.firstBucket()
                    + TEN_MINUTES) + ":" + VmTime.duration(TEN_MINUTES) + "]) > " + threshold, w.lastBucket());
        }

        /**
         * Per truck, the mean over days (a subquery of days) of its driving ten-minute buckets in the day (a
         * subquery of buckets, counted) / 6.
         */
        @Override
        public VmRequest avgDailyDrivingDuration(UseCaseQuery q) {
            long firstDay = Math.floorDiv(range.first(), DAY) * DAY;
            long lastDay = Math.floorDiv(range.last(), DAY) * DAY;
            String driving = "(" + mean("name", trucks("readings", List.of("velocity")), forward(TEN_MINUTES),
                    false) + ") > " + UseCaseQuery.DRIVING_VELOCITY;
            return instant("avg_over_time((" + perDay("count_over_time", driving) + " / 6)["
                    + VmTime.duration(lastDay - firstDay + DAY) + ":" + VmTime.duration(DAY) + "])", lastDay);
        }

        /** Per fleet, model and load_capacity, the mean of its trucks' mean current_load / load_capacity. */
        @Override
        public VmRequest avgLoad(UseCaseQuery q) {
            long at = ahead();
            String window = "[" + VmTime.duration(at - VmQueries.LATEST_FROM_MS) + "]";
            String selector = trucks("diagnostics", List.of("current_load"),
                    ",fleet!=\"\",model!=\"\",load_capacity!=\"\"");
            String truckMean = "(" + mean("name, fleet, model, load_capacity", selector, window, false) + ")";
            return instant("avg by (fleet, model, load_capacity) (" + truckMean + " / label_value(" + truckMean
                    + ", \"load_capacity\"))", at);
        }

        /** Per day (a query_range point) and fleet and model, its trucks' active buckets / 144. */
        @Override
        public VmRequest dailyActivity(UseCaseQuery q) {
            String selector = trucks("diagnostics", List.of("status"), ",fleet!=\"\",model!=\"\"");
            String active = "(" + mean("name, fleet, model", selector, forward(TEN_MINUTES), false) + ") < "
                    + UseCaseQuery.ACTIVE_STATUS;
            return VmRequest.of(VmQueries.RANGE, VmRequest.Shape.USE_CASE, "query", "sum by (fleet, model) ("
                            + perDay("count_over_time", active) + ") / " + UseCaseQuery.BUCKETS_PER_DAY,
                    "start", VmTime.seconds(Math.floorDiv(range.first(), DAY) * DAY),
                    "end", VmTime.seconds(Math.floorDiv(range.last(), DAY) * DAY),
                    "step", VmTime.duration(DAY), "nocache", "1");
        }

        /**
         * Per model, its trucks' changes to a broken-down bucket (half the statuses or more not 0: 1, else 0),
         * counted by {@code increases_over_time} over each truck's buckets in time order.
         */
        @Override
        public VmRequest breakdownFrequency(UseCaseQuery q) {
            long first = Math.floorDiv(range.first(), TEN_MINUTES) * TEN_MINUTES;
            long last = Math.floorDiv(range.last(), TEN_MINUTES) * TEN_MINUTES;
            String selector = trucks("diagnostics", List.of("status"), ",model!=\"\"");
            String bucket = forward(TEN_MINUTES);
            String broken = "(sum by (name, model) (count_ne_over_time(" + selector + bucket + ", 0))"
                    + " / sum by (name, model) (count_over_time(" + selector + bucket + "))) >= bool "
                    + UseCaseQuery.BROKEN_DOWN_SHARE;
            return instant("sum by (model) (increases_over_time((" + broken + ")[" + VmTime.duration(last - first
                    + TEN_MINUTES) + ":" + VmTime.duration(TEN_MINUTES) + "])) > 0", last);
        }

        @Override
        public VmRequest readGroup(UseCaseQuery q) {
            return thermo.readGroup(q);
        }

        @Override
        public VmRequest aggregateGroups(UseCaseQuery q, ThermoAggregate aggregate) {
            return thermo.aggregate(q, aggregate);
        }

        @Override
        public VmRequest perGroup(UseCaseQuery q) {
            return thermo.perGroup(q);
        }

        @Override
        public VmRequest perMinute(UseCaseQuery q) {
            return thermo.perMinute(q, range);
        }
    }


    /** A window {@code [start, end)} in ms cut into buckets of {@code width} aligned to the epoch. */
    record Window(long start, long end, long width) {
        long firstBucket() {
            return Math.floorDiv(start, width) * width;
        }

        long lastBucket() {
            return Math.floorDiv(end - 1, width) * width;
        }
    }

    interface Aggregate {
        /** The expression of one bucket's aggregate over the rollup window {@code window} (e.g. {@code [1m] @ t}). */
        String of(String window);
    }

    /** {@code query_range} over the window's buckets, one point per bucket at its start. */
    private static VmRequest buckets(Window w, Aggregate aggregate) {
        return VmRequest.of(VmQueries.RANGE, VmRequest.Shape.USE_CASE, "query", bucketed(w, aggregate),
                "start", VmTime.seconds(w.firstBucket()), "end", VmTime.seconds(w.lastBucket()),
                "step", VmTime.duration(w.width()), "nocache", "1");
    }

    /**
     * The aggregate of the bucket starting at {@code time()}: a whole bucket's, else for the first and last buckets
     * the aggregate over their part of the window (the thresholds half a bucket away from any evaluation time).
     */
    static String bucketed(Window w, Aggregate aggregate) {
        long first = w.firstBucket();
        long last = w.lastBucket();
        String lastCut = aggregate.of("[" + VmTime.duration(w.end() - last) + "] @ " + VmTime.seconds(w.end() - 1));
        if (first == last) {
            return aggregate.of("[" + VmTime.duration(w.end() - w.start()) + "] @ " + VmTime.seconds(w.end() - 1));
        }
        String firstCut = aggregate.of("[" + VmTime.duration(first + w.width() - w.start()) + "] @ "
                + VmTime.seconds(first + w.width() - 1));
        String afterFirst = VmTime.seconds(first + w.width() / 2);
        String beforeLast = VmTime.seconds(last - w.width() / 2);
        return "(" + firstCut + " and on () (time() < " + afterFirst + ")) or (" + aggregate.of(forward(w.width()))
                + " unless on () (time() < " + afterFirst + ") unless on () (time() > " + beforeLast + ")) or ("
                + lastCut + " and on () (time() > " + beforeLast + "))";
    }

    /** The rollup window of the bucket starting at the evaluation time: {@code [G] offset -(G - 1ms)}. */
    private static String forward(long width) {
        return "[" + VmTime.duration(width) + "] offset -" + VmTime.duration(width - 1);
    }

    /** The mean by {@code by} of the series' samples in the window; {@code sensor}: the series' name as a label. */
    private static String mean(String by, String selector, String window, boolean sensor) {
        String sums = sensor ? rollup("sum", selector, window) : "sum_over_time(" + selector + window + ")";
        String counts = sensor ? rollup("count", selector, window) : "count_over_time(" + selector + window + ")";
        return "sum by (" + by + ") (" + sums + ") / sum by (" + by + ") (" + counts + ")";
    }

    /** {@code <f>_over_time} of each series, with the series' name copied to the label {@code sensor}. */
    private static String rollup(String function, String selector, String window) {
        return "label_copy(" + function + "_over_time(" + selector + window + ") keep_metric_names, \"__name__\", \""
                + VmQueries.SENSOR_LABEL + "\")";
    }

    /**
     * Per {@code device} (hostname, name): its newest row's time (the newest sample of any of the measurement's fields
     * in {@code all}, as the series {@link #FIELD}{@code ="time"}) and the values in {@code values} of that row (those
     * whose newest sample has that time), kept where they meet {@code condition} (e.g. {@code < 0.1}).
     */
    private VmRequest newest(String values, String all, String device, String condition) {
        long at = ahead();
        String window = "[" + VmTime.duration(at - VmQueries.LATEST_FROM_MS) + "]";
        String rowTime = "max by (" + device + ") (tlast_over_time(" + all + window + "))";
        String expression = "union((" + rollup("last", values, window) + condition + ") and ("
                + rollup("tlast", values, window) + " == on (" + device + ") group_left " + rowTime + "), label_set("
                + rowTime + ", \"" + FIELD + "\", \"time\"))";
        return instant(expression, at);
    }

    /** {@code rollup} of the ten-minute buckets of the day starting at the evaluation time (a subquery). */
    private static String perDay(String rollup, String buckets) {
        return rollup + "((" + buckets + ")[" + VmTime.duration(DAY) + ":" + VmTime.duration(TEN_MINUTES)
                + "] offset -" + VmTime.duration(DAY - 1) + ")";
    }

    /** The first and last sample time, in ms, of {@code selector}'s series up to {@code at}. */
    private VmRequest range(String selector, long at) {
        String s = selector + "[" + VmTime.duration(at - VmQueries.LATEST_FROM_MS) + "]";
        return instant("union(label_set(min(tfirst_over_time(" + s + ")), \"" + FIELD + "\", \"first\"), label_set("
                + "max(tlast_over_time(" + s + ")), \"" + FIELD + "\", \"last\"))", at);
    }

    private static VmRequest instant(String expression, long at) {
        return VmRequest.of(VmQueries.INSTANT, VmRequest.Shape.USE_CASE, "query", expression,
                "time", VmTime.seconds(at), "nocache", "1");
    }

    /** The cpu series of {@code fields} of the hosts (all hosts with a hostname when none are named). */
    private String hosts(List<String> fields, List<String> hosts) {
        return "{__name__=~" + VmQueries.literal(names("cpu", fields)) + ",db=" + VmQueries.literal(database)
                + ",hostname" + (hosts.isEmpty() ? "!=\"\"" : "=~" + VmQueries.literal(hosts.stream()
                .map(VmQueries::regex).collect(Collectors.joining("|")))) + "}";
    }

    private String trucks(String measurement, List<String> fields) {
        return trucks(measurement, fields, "");
    }

    /** The series of a measurement's {@code fields} of the trucks with a name, and {@code matchers} (",fleet=..."). */
    private String trucks(String measurement, List<String> fields, String matchers) {
        return "{__name__=~" + VmQueries.literal(names(measurement, fields)) + ",db=" + VmQueries.literal(database)
                + ",name!=\"\"" + matchers + "}";
    }

    /** {@link #trucks} of the query's fleet, and {@code filter} (more label matchers). */
    private String fleetTrucks(UseCaseQuery q, String measurement, List<String> fields, String filter) {
        return trucks(measurement, fields, ",fleet=" + VmQueries.literal(q.fleet()) + filter);
    }

    private static String names(String measurement, List<String> fields) {
        String alternatives = fields.stream().map(VmQueries::regex).collect(Collectors.joining("|"));
        return VmQueries.regex(measurement) + "_" + (fields.size() == 1 ? alternatives : "(" + alternatives + ")");
    }

    private static List<String> fields(String measurement) {
        return UseCaseSchema.of(UseCase.IOT).measurement(measurement).fields().stream()
                .map(UseCaseSchema.Field::name).toList();
    }

    /** Two days ahead of the client's clock: VictoriaMetrics refuses samples further in the future. */
    private long ahead() {
        return clock.getAsLong() + VmQueries.LATEST_AHEAD_MS;
    }

    private static long millis(Instant instant) {
        return instant.toEpochMilli();
    }
}
