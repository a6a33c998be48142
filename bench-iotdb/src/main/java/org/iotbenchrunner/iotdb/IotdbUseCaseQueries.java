package org.iotbenchrunner.iotdb;

import java.math.BigDecimal;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;
import java.util.stream.Collectors;
import org.iotbenchrunner.core.usecase.query.ThermoAggregate;
import org.iotbenchrunner.core.usecase.query.UseCaseQuery;
import org.iotbenchrunner.core.usecase.query.UseCaseQueryVisitor;

/**
 * The IoTDB statements of the use-case query types (the thermo types' in {@link IotdbThermoQueries}), over the
 * layout the loader writes ({@link UseCaseLayout}: a device per host or truck under its measurement, tags as TEXT
 * series of every row). Each
 * device stands on its own ({@code ALIGN BY DEVICE}), so a value filter such as {@code fleet = 'East'} or
 * {@code name IS NOT NULL} reads each row's own tags; the hosts of a DevOps type are merged by
 * {@code GROUP BY LEVEL} at the measurement's node. Buckets are {@code GROUP BY ([S, E), width)} with S the window's
 * start floored to the width, so they are aligned to the epoch, and {@code WHERE time >= start} clips the first.
 *
 * <p>IoTDB's tree model cannot group by a value nor aggregate an aggregate (no GROUP BY on a TEXT series, no
 * subquery), so the statements of the types that do either stop at the truck or at the truck's ten-minute bucket,
 * and {@link UseCaseAnswerSteps} finishes them: see {@link IotdbUseCaseAnswers}. The types over the whole data set
 * bound their buckets by the data's first and last time, which {@link #range} asks first (IoTDB walks every bucket
 * of the GROUP BY range, so an unbounded one would walk them from 1970).
 */
final class IotdbUseCaseQueries {
    /** The level of the measurement's node in {@code root.<DB_NAME>.<use case>.<measurement>.<device>}. */
    static final int MEASUREMENT_LEVEL = 3;
    /** The aliases of {@link #range}'s columns. */
    static final String FIRST = "first_time";
    static final String LAST = "last_time";
    /** The alias of the newest row's time in last-loc, low-fuel and high-load. */
    static final String NEWEST = "newest";

    private static final Duration DAY_BUCKET = Duration.ofMinutes(10);

    private final UseCaseLayout layout;
    private final long nanosPerUnit;
    private final String unit;
    private final IotdbThermoQueries thermo;

    /** {@code precision}: the server's timestamp precision, {@code ms}, {@code us} or {@code ns}. */
    IotdbUseCaseQueries(UseCaseLayout layout, String precision) {
        this.layout = layout;
        this.nanosPerUnit = nanosPerUnit(precision);
        this.unit = precision;
        this.thermo = new IotdbThermoQueries(layout, nanosPerUnit, unit);
    }

    static long nanosPerUnit(String precision) {
        return switch (precision) {
            case "ms" -> 1_000_000L;
            case "us" -> 1_000L;
            case "ns" -> 1L;
            default -> throw new IllegalArgumentException("timestamp precision " + precision + ": not ms, us or ns");
        };
    }

    long nanosPerUnit() {
        return nanosPerUnit;
    }

    /** The data's first and last time in the server's unit, as {@link #range} finds them; first &lt;= last. */
    record Range(long first, long last) {
    }

    /**
     * The statement that finds the time range a type's buckets need ({@link #FIRST} and {@link #LAST} of the series
     * it aggregates, in one row); empty for the types whose window bounds them.
     */
    Optional<String> range(UseCaseQuery q) {
        return switch (q.type()) {
            case GROUPBY_ORDERBY_LIMIT -> Optional.of("SELECT min_time(`usage_user`) AS " + FIRST
                    + ", max_time(`usage_user`) AS " + LAST + " FROM " + devices("cpu") + " WHERE time < "
                    + time(q.end()) + byLevel());
            case AVG_DAILY_DRIVING_DURATION, AVG_DAILY_DRIVING_SESSION ->
                    Optional.of(wholeRange("readings", "velocity"));
            case DAILY_ACTIVITY, BREAKDOWN_FREQUENCY -> Optional.of(wholeRange("diagnostics", "status"));
            case THERMO_BY_MINUTE -> Optional.of(thermo.range(q));
            default -> Optional.empty();
        };
    }

    /** The statement of {@code q}; {@code range} is what {@link #range} found, for the types that ask it. */
    String statement(UseCaseQuery q, Range range) {
        return q.accept(new Statement(range));
    }

    /** The statements of the types; {@code range} is what {@link #range} found, for the types that ask it. */
    private final class Statement implements UseCaseQueryVisitor<String> {
        private final Range range;

        Statement(Range range) {
            this.range = range;
        }

        /** single-groupby, cpu-max-all: the max of each metric per bucket over the query's hosts together. */
        @Override
        public String maxOfHosts(UseCaseQuery q) {
            return "SELECT " + list(q.metrics(), m -> "max_value(" + quoted(m) + ")") + " FROM " + hosts(q)
                    + " WHERE " + window(q) + buckets(q.start(), q.end(), q.bucket()) + level();
        }

        @Override
        public String meanPerHost(UseCaseQuery q) {
            return "SELECT " + list(q.metrics(), m -> "avg(" + quoted(m) + ") AS " + quoted("mean_" + m)) + " FROM "
                    + devices("cpu") + " WHERE " + window(q) + buckets(q.start(), q.end(), q.bucket())
                    + " ALIGN BY DEVICE";
        }

        @Override
        public String highCpu(UseCaseQuery q) {
            return "SELECT " + list(q.metrics(), UseCaseLayout::quoted) + " FROM "
                    + (q.hosts().isEmpty() ? devices("cpu") : hosts(q)) + " WHERE " + window(q)
                    + " AND `usage_user` > " + number(UseCaseQuery.HIGH_CPU_USAGE_USER) + " ALIGN BY DEVICE";
        }

        @Override
        public String lastpoint(UseCaseQuery q) {
            return "SELECT LAST `hostname`, " + list(q.metrics(), UseCaseLayout::quoted) + " FROM " + devices("cpu");
        }

        @Override
        public String groupbyOrderbyLimit(UseCaseQuery q) {
            return "SELECT max_value(`usage_user`) FROM " + devices("cpu") + " WHERE time < " + time(q.end())
                    + buckets(range.first(), time(q.end()), q.bucket()) + level()
                    + " HAVING max_value(`usage_user`) IS NOT NULL ORDER BY TIME DESC LIMIT "
                    + UseCaseQuery.ORDERBY_LIMIT;
        }

        @Override
        public String lastLoc(UseCaseQuery q) {
            return newest(q, "readings", "fleet", "",
                    newestValue("latitude", "fleet") + ", " + newestValue("longitude", "fleet"), "");
        }

        @Override
        public String lowFuel(UseCaseQuery q) {
            return newest(q, "diagnostics", "fleet", "", "last_value(`fuel_state`) AS `fuel_state`",
                    " AND max_time(`fuel_state`) = max_time(`fleet`) AND last_value(`fuel_state`) < "
                            + number(UseCaseQuery.LOW_FUEL_STATE));
        }

        @Override
        public String highLoad(UseCaseQuery q) {
            return newest(q, "diagnostics", "load_capacity", " AND `load_capacity` IS NOT NULL",
                    "last_value(`current_load`) AS `current_load`",
                    " AND max_time(`current_load`) = max_time(`load_capacity`) AND last_value(`current_load`)"
                            + " / CAST(last_value(`load_capacity`) AS DOUBLE) > "
                            + number(UseCaseQuery.HIGH_LOAD_SHARE));
        }

        @Override
        public String stationaryTrucks(UseCaseQuery q) {
            return "SELECT avg(`velocity`) FROM " + devices("readings") + " WHERE " + window(q) + ofFleet(q)
                    + " HAVING avg(`velocity`) < " + number(UseCaseQuery.STATIONARY_VELOCITY) + " ALIGN BY DEVICE";
        }

        /** The driving buckets of each truck: {@link UseCaseAnswerSteps} counts them against {@code threshold}. */
        @Override
        public String longSessions(UseCaseQuery q, int threshold) {
            return "SELECT avg(`velocity`) FROM " + devices("readings") + " WHERE " + window(q) + ofFleet(q)
                    + buckets(q.start(), q.end(), q.bucket()) + " HAVING avg(`velocity`) > "
                    + number(UseCaseQuery.DRIVING_VELOCITY) + " ALIGN BY DEVICE";
        }

        @Override
        public String avgVsProjectedFuelConsumption(UseCaseQuery q) {
            return "SELECT sum(`fuel_consumption`) AS `fuel_sum`,"
                    + " count(`fuel_consumption`) AS `fuel_count`,"
                    + " sum(CAST(`nominal_fuel_consumption` AS DOUBLE)) AS `nominal_sum`,"
                    + " count(`nominal_fuel_consumption`) AS `nominal_count`, last_value(`fleet`) AS `fleet` FROM "
                    + devices("readings") + " WHERE `velocity` > " + number(UseCaseQuery.DRIVING_VELOCITY)
                    + " AND `name` IS NOT NULL AND `fleet` IS NOT NULL AND `nominal_fuel_consumption` IS NOT NULL"
                    + " HAVING count(`nominal_fuel_consumption`) > 0 ALIGN BY DEVICE";
        }

        @Override
        public String avgDailyDrivingDuration(UseCaseQuery q) {
            return "SELECT avg(`velocity`) FROM " + devices("readings") + " WHERE `name` IS NOT NULL"
                    + wholeBuckets(range) + " HAVING avg(`velocity`) > " + number(UseCaseQuery.DRIVING_VELOCITY)
                    + " ALIGN BY DEVICE";
        }

        @Override
        public String avgDailyDrivingSession(UseCaseQuery q) {
            return "SELECT avg(`velocity`) AS `mean_velocity` FROM " + devices("readings")
                    + " WHERE `name` IS NOT NULL" + wholeBuckets(range) + " HAVING count(`velocity`) > 0"
                    + " ALIGN BY DEVICE";
        }

        @Override
        public String avgLoad(UseCaseQuery q) {
            return "SELECT avg(`current_load`) / CAST(last_value(`load_capacity`) AS DOUBLE) AS `load_ratio`,"
                    + " last_value(`fleet`) AS `fleet`, last_value(`model`) AS `model`,"
                    + " last_value(`load_capacity`) AS `load_capacity` FROM " + devices("diagnostics")
                    + " WHERE `name` IS NOT NULL AND `fleet` IS NOT NULL AND `model` IS NOT NULL"
                    + " AND `load_capacity` IS NOT NULL HAVING count(`current_load`) > 0 ALIGN BY DEVICE";
        }

        @Override
        public String dailyActivity(UseCaseQuery q) {
            return "SELECT last_value(`fleet`) AS `fleet`, last_value(`model`) AS `model` FROM "
                    + devices("diagnostics") + " WHERE `name` IS NOT NULL AND `fleet` IS NOT NULL"
                    + " AND `model` IS NOT NULL" + wholeBuckets(range) + " HAVING avg(`status`) < "
                    + number(UseCaseQuery.ACTIVE_STATUS) + " ALIGN BY DEVICE";
        }

        /** Per truck and bucket, the share of statuses that are not 0, of the rows that have one. */
        @Override
        public String breakdownFrequency(UseCaseQuery q) {
            return "SELECT avg(CASE WHEN `status` != 0 THEN 1.0 ELSE 0.0 END) AS `broken_share`,"
                    + " last_value(`model`) AS `model` FROM " + devices("diagnostics")
                    + " WHERE `name` IS NOT NULL AND `model` IS NOT NULL AND `status` IS NOT NULL"
                    + wholeBuckets(range) + " HAVING count(`status`) > 0 ALIGN BY DEVICE";
        }

        @Override
        public String readGroup(UseCaseQuery q) {
            return thermo.readGroup(q);
        }

        @Override
        public String aggregateGroups(UseCaseQuery q, ThermoAggregate aggregate) {
            return thermo.aggregate(q, aggregate);
        }

        @Override
        public String perGroup(UseCaseQuery q) {
            return thermo.perGroup(q);
        }

        @Override
        public String perMinute(UseCaseQuery q) {
            return thermo.perMinute(q, range);
        }
    }

    /**
     * last-loc, low-fuel, high-load: per truck of the fleet, the time of its newest row that has every tag the type
     * reads ({@code newestTag}'s max_time among the rows the filter keeps) and {@code values} of that row.
     */
    private String newest(UseCaseQuery q, String measurement, String newestTag, String filter, String values,
                          String condition) {
        return "SELECT max_time(" + quoted(newestTag) + ") AS " + NEWEST + ", " + values + " FROM "
                + devices(measurement) + " WHERE `fleet` = " + text(q.fleet()) + " AND `name` IS NOT NULL" + filter
                + " HAVING max_time(" + quoted(newestTag) + ") IS NOT NULL" + condition + " ALIGN BY DEVICE";
    }

    /** A field's last value if the newest row has it: its own newest time is the row's. */
    private static String newestValue(String field, String newestTag) {
        return "CASE WHEN max_time(" + quoted(field) + ") = max_time(" + quoted(newestTag) + ") THEN last_value("
                + quoted(field) + ") END AS " + quoted(field);
    }

    private String wholeRange(String measurement, String field) {
        return "SELECT min_time(" + quoted(field) + ") AS " + FIRST + ", max_time(" + quoted(field) + ") AS " + LAST
                + " FROM " + devices(measurement) + byLevel();
    }

    /** Ten-minute buckets over the whole range, the last time included. */
    private String wholeBuckets(Range range) {
        return buckets(range.first(), range.last() + 1, DAY_BUCKET);
    }

    private String buckets(Instant start, Instant end, Duration width) {
        return buckets(time(start), time(end), width);
    }

    /** {@code GROUP BY ([S, end), width)}, S the bucket of {@code start}: buckets aligned to the epoch. */
    private String buckets(long start, long end, Duration width) {
        long units = width.toNanos() / nanosPerUnit;
        return " GROUP BY ([" + Math.floorDiv(start, units) * units + ", " + end + "), " + units + unit + ")";
    }

    /** {@code , LEVEL = 3} after a GROUP BY time: the hosts or trucks of a bucket merged. */
    private static String level() {
        return ", LEVEL = " + MEASUREMENT_LEVEL;
    }

    /** {@code GROUP BY LEVEL = 3}: the hosts or trucks merged, without buckets. */
    private static String byLevel() {
        return " GROUP BY LEVEL = " + MEASUREMENT_LEVEL;
    }

    private String window(UseCaseQuery q) {
        return "time >= " + time(q.start()) + " AND time < " + time(q.end());
    }

    private static String ofFleet(UseCaseQuery q) {
        return " AND `fleet` = " + text(q.fleet()) + " AND `name` IS NOT NULL";
    }

    private String devices(String measurement) {
        return layout.devices(measurement);
    }

    private String hosts(UseCaseQuery q) {
        return q.hosts().stream().map(host -> layout.device("cpu", host)).collect(Collectors.joining(", "));
    }

    /** An instant in the server's unit (a window's ends are whole seconds). */
    long time(Instant instant) {
        return Math.floorDiv(instant.getEpochSecond() * 1_000_000_000L + instant.getNano(), nanosPerUnit);
    }

    private static String quoted(String name) {
        return UseCaseLayout.quoted(name);
    }

    private static String text(String value) {
        return "'" + value.replace("'", "''") + "'";
    }

    private static String number(double value) {
        return new BigDecimal(Double.toString(value)).toPlainString();
    }

    private static String list(List<String> items, Function<String, String> item) {
        return items.stream().map(item).collect(Collectors.joining(", "));
    }
}
