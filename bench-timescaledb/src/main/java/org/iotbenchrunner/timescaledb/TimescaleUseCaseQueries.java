package org.iotbenchrunner.timescaledb;

import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.stream.Collectors;
import org.iotbenchrunner.core.usecase.ThermoDevices;
import org.iotbenchrunner.core.usecase.query.ThermoAggregate;
import org.iotbenchrunner.core.usecase.query.UseCaseQuery;
import org.iotbenchrunner.core.usecase.query.UseCaseQueryVisitor;

/**
 * The SQL of each TSBS use-case query type over the use cases' hypertables, each joined to its use case's tags table
 * on {@code tags_id} ({@link UseCaseTables}: tag keys and field names differ, so names need no table), in the shapes
 * of TSBS's TimescaleDB statements: aggregates by {@code time_bucket} and {@code GROUP BY}, newest rows by
 * {@code DISTINCT ON}, sessions and breakdowns by {@code lag}/{@code lead} over a truck's ten-minute buckets, so
 * that the database does the work.
 * Each answers exactly what {@link org.iotbenchrunner.core.usecase.query.UseCaseAnswers} defines: rows without a tag
 * the type uses are filtered out ({@code IS NOT NULL}), a window is {@code start <= time < end}, buckets are
 * {@code time_bucket}'s, whose origin (2000-01-03, UTC) is a whole number of days from the epoch. The thermo study's
 * q1-q4 select by the integer column {@code devgroup} and give sums as {@code bigint}, averages as doubles.
 *
 * <p>The columns are named for {@link UseCaseResultRows}: {@code device}, {@code time} (a {@code timestamptz}), the
 * labels ({@code fleet}, {@code model}, {@code load_capacity}; thermo's {@code devid}, {@code devgroup}), then the
 * values under their answer's names.
 */
final class TimescaleUseCaseQueries implements UseCaseQueryVisitor<String> {
    private static final Duration DAY = Duration.ofDays(1);
    private static final Duration HOUR = Duration.ofHours(1);
    private static final Duration MINUTE = Duration.ofMinutes(1);
    private static final String DEVICES = ThermoDevices.MEASUREMENT;

    private static final TimescaleUseCaseQueries SQL = new TimescaleUseCaseQueries();

    private TimescaleUseCaseQueries() {
    }

    static String sql(UseCaseQuery q) {
        return q.accept(SQL);
    }

    @Override
    public String maxOfHosts(UseCaseQuery q) {
        return "SELECT " + bucket(q.bucket(), "time") + " AS time, " + aggregates("max", "max_", q.metrics()) + " FROM "
                + table("cpu") + " WHERE " + hosts(q) + window(q) + " GROUP BY 1 ORDER BY 1";
    }

    @Override
    public String meanPerHost(UseCaseQuery q) {
        return "SELECT " + bucket(q.bucket(), "time") + " AS time, hostname AS device, "
                + aggregates("avg", "mean_", q.metrics()) + " FROM " + table("cpu")
                + " WHERE " + hosts(q) + window(q) + " GROUP BY 1, 2 ORDER BY 1, 2";
    }

    @Override
    public String highCpu(UseCaseQuery q) {
        return "SELECT time, hostname AS device, " + String.join(", ", q.metrics()) + " FROM " + table("cpu")
                + " WHERE " + hosts(q) + window(q) + " AND usage_user > " + UseCaseQuery.HIGH_CPU_USAGE_USER;
    }

    @Override
    public String lastpoint(UseCaseQuery q) {
        return "SELECT DISTINCT ON (hostname) time, hostname AS device, " + String.join(", ", q.metrics())
                + " FROM " + table("cpu") + " WHERE hostname IS NOT NULL ORDER BY hostname, time DESC";
    }

    /** The five latest minutes that have a usage_user, before the end (the window has no start). */
    @Override
    public String groupbyOrderbyLimit(UseCaseQuery q) {
        return "SELECT " + bucket(q.bucket(), "time") + " AS time, max(usage_user) AS max_usage_user FROM "
                + table("cpu") + " WHERE hostname IS NOT NULL AND usage_user IS NOT NULL" + window(q)
                + " GROUP BY 1 ORDER BY 1 DESC LIMIT " + UseCaseQuery.ORDERBY_LIMIT;
    }

    @Override
    public String lastLoc(UseCaseQuery q) {
        return newestOfFleet(q, "readings", "latitude, longitude", "");
    }

    @Override
    public String lowFuel(UseCaseQuery q) {
        return "SELECT * FROM (" + newestOfFleet(q, "diagnostics", "fuel_state", "") + ") newest WHERE fuel_state < "
                + UseCaseQuery.LOW_FUEL_STATE;
    }

    /** The newest row of a truck that names its load_capacity, as the ratio needs it. */
    @Override
    public String highLoad(UseCaseQuery q) {
        return "SELECT time, device, current_load FROM (" + newestOfFleet(q, "diagnostics",
                "current_load, load_capacity", " AND load_capacity IS NOT NULL") + ") newest WHERE current_load / "
                + "load_capacity::double precision > " + UseCaseQuery.HIGH_LOAD_SHARE;
    }

    private static String newestOfFleet(UseCaseQuery q, String measurement, String columns, String condition) {
        return "SELECT DISTINCT ON (name) time, name AS device, " + columns + " FROM " + table(measurement)
                + " WHERE name IS NOT NULL AND " + fleet(q) + condition + " ORDER BY name, time DESC";
    }

    @Override
    public String stationaryTrucks(UseCaseQuery q) {
        return "SELECT name AS device FROM " + table("readings") + " WHERE name IS NOT NULL AND " + fleet(q)
                + window(q) + " GROUP BY name HAVING avg(velocity) < " + UseCaseQuery.STATIONARY_VELOCITY;
    }

    @Override
    public String longSessions(UseCaseQuery q, int buckets) {
        return "SELECT name AS device FROM (" + velocityBuckets(q, "name", " AND " + fleet(q) + window(q))
                + ") buckets WHERE velocity > " + UseCaseQuery.DRIVING_VELOCITY + " GROUP BY name HAVING count(*) > "
                + buckets;
    }

    @Override
    public String avgVsProjectedFuelConsumption(UseCaseQuery q) {
        return "SELECT fleet, avg(fuel_consumption) AS avg_fuel_consumption, "
                + "avg(nominal_fuel_consumption::double precision) AS projected_fuel_consumption FROM "
                + table("readings") + " WHERE name IS NOT NULL AND fleet IS NOT NULL AND nominal_fuel_consumption "
                + "IS NOT NULL AND velocity > " + UseCaseQuery.DRIVING_VELOCITY + " GROUP BY fleet";
    }

    /** Per truck and day, its driving buckets; per truck, the mean of those counts in hours. */
    @Override
    public String avgDailyDrivingDuration(UseCaseQuery q) {
        return "SELECT name AS device, avg(driving::double precision / " + HOUR.dividedBy(q.bucket())
                + ") AS avg_daily_hours FROM (SELECT name, " + bucket(DAY, "bucket") + " AS day, count(*) AS driving"
                + " FROM (" + velocityBuckets(q, "name", "") + ") buckets WHERE velocity > "
                + UseCaseQuery.DRIVING_VELOCITY + " GROUP BY 1, 2) days GROUP BY name";
    }

    /**
     * A truck's buckets that drive or not, the changes among them (lag), and from each change to driving the next
     * change (lead), which stops the session; a session without a next change has no length.
     */
    @Override
    public String avgDailyDrivingSession(UseCaseQuery q) {
        return "WITH buckets AS (SELECT name, " + bucket(q.bucket(), "time") + " AS bucket, avg(velocity) > "
                + UseCaseQuery.SESSION_VELOCITY + " AS driving FROM " + table("readings")
                + " WHERE name IS NOT NULL AND velocity IS NOT NULL GROUP BY 1, 2), "
                + "changes AS (SELECT name, bucket, driving, lag(driving) OVER (PARTITION BY name ORDER BY bucket)"
                + " AS previous FROM buckets), "
                + "sessions AS (SELECT name, bucket, driving, lead(bucket) OVER (PARTITION BY name ORDER BY bucket)"
                + " AS next_change FROM changes WHERE driving <> previous) "
                + "SELECT name AS device, " + bucket(DAY, "bucket") + " AS time, "
                + "avg(extract(epoch FROM next_change - bucket) / 60) AS avg_session_minutes FROM sessions "
                + "WHERE driving AND next_change IS NOT NULL GROUP BY 1, 2";
    }

    /** Per truck its mean load over its load_capacity, then per group the mean of its trucks' shares. */
    @Override
    public String avgLoad(UseCaseQuery q) {
        return "SELECT fleet, model, load_capacity, avg(share) AS avg_load_ratio FROM (SELECT name, fleet, model, "
                + "load_capacity, avg(current_load) / load_capacity::double precision AS share FROM "
                + table("diagnostics") + " WHERE name IS NOT NULL AND fleet IS NOT NULL AND model IS NOT NULL AND "
                + "load_capacity IS NOT NULL GROUP BY 1, 2, 3, 4) trucks GROUP BY 1, 2, 3";
    }

    @Override
    public String dailyActivity(UseCaseQuery q) {
        return "SELECT " + bucket(DAY, "bucket") + " AS time, fleet, model, count(*) / "
                + (double) UseCaseQuery.BUCKETS_PER_DAY + " AS daily_activity FROM (SELECT name, fleet, model, "
                + bucket(q.bucket(), "time") + " AS bucket, avg(status) AS status FROM " + table("diagnostics")
                + " WHERE name IS NOT NULL AND fleet IS NOT NULL AND model IS NOT NULL GROUP BY 1, 2, 3, 4) buckets"
                + " WHERE status < " + UseCaseQuery.ACTIVE_STATUS + " GROUP BY 1, 2, 3";
    }

    /** A truck's buckets broken down or not, and the changes to broken down (lag) counted per model. */
    @Override
    public String breakdownFrequency(UseCaseQuery q) {
        return "SELECT model, count(*) AS breakdowns FROM (SELECT model, broken, lag(broken) OVER (PARTITION BY "
                + "name, model ORDER BY bucket) AS previous FROM (SELECT name, model, " + bucket(q.bucket(), "time")
                + " AS bucket, avg((status <> 0)::int) >= " + UseCaseQuery.BROKEN_DOWN_SHARE + " AS broken FROM "
                + table("diagnostics") + " WHERE name IS NOT NULL AND model IS NOT NULL AND status IS NOT NULL "
                + "GROUP BY 1, 2, 3) buckets) changes WHERE broken AND NOT previous GROUP BY model";
    }

    @Override
    public String readGroup(UseCaseQuery q) {
        return "SELECT time, devname AS device, devid, devgroup, temperature, humidity FROM " + table(DEVICES)
                + " WHERE devgroup = " + q.devgroup();
    }

    /** count(*) and max/min as the column's bigint; sum as a bigint (PostgreSQL's is numeric), avg as a double. */
    @Override
    public String aggregateGroups(UseCaseQuery q, ThermoAggregate aggregate) {
        String value = switch (aggregate) {
            case COUNT -> "count(*)";
            case SUM -> "sum(temperature)::bigint";
            case AVG -> "avg(temperature)::double precision";
            case MAX, MIN -> aggregate.function() + "(temperature)";
        };
        return "SELECT " + value + " AS " + aggregate.valueName() + " FROM " + table(DEVICES) + belowGroup(q);
    }

    @Override
    public String perGroup(UseCaseQuery q) {
        return "SELECT devgroup, " + temperatureSummary() + " FROM " + table(DEVICES) + belowGroup(q)
                + " GROUP BY devgroup";
    }

    /** time_bucket's minutes are the epoch's: its origin, 2000-01-03 UTC, is a whole number of minutes from it. */
    @Override
    public String perMinute(UseCaseQuery q) {
        return "SELECT " + bucket(MINUTE, "time") + " AS time, " + temperatureSummary() + " FROM " + table(DEVICES)
                + belowGroup(q) + " GROUP BY 1";
    }

    private static String temperatureSummary() {
        return "count(temperature) AS count_temperature, sum(temperature)::bigint AS sum_temperature, "
                + "avg(temperature)::double precision AS avg_temperature";
    }

    private static String belowGroup(UseCaseQuery q) {
        return " WHERE devgroup < " + q.devgroup();
    }

    /** Per truck ({@code truck}: its name and the tags grouped by) and ten-minute bucket, the mean velocity. */
    private static String velocityBuckets(UseCaseQuery q, String truck, String condition) {
        return "SELECT " + truck + ", " + bucket(q.bucket(), "time") + " AS bucket, avg(velocity) AS velocity FROM "
                + table("readings") + " WHERE name IS NOT NULL AND velocity IS NOT NULL" + condition
                + " GROUP BY " + truck + ", bucket";
    }

    private static String aggregates(String function, String prefix, List<String> metrics) {
        return metrics.stream().map(m -> function + "(" + m + ") AS " + prefix + m).collect(Collectors.joining(", "));
    }

    private static String hosts(UseCaseQuery q) {
        return q.hosts().isEmpty() ? "hostname IS NOT NULL" : "hostname IN (" + q.hosts().stream()
                .map(TimescaleUseCaseQueries::literal).collect(Collectors.joining(", ")) + ")";
    }

    private static String fleet(UseCaseQuery q) {
        return "fleet = " + literal(q.fleet());
    }

    /** {@code AND start <= time AND time < end}, for the bounds the query has. */
    private static String window(UseCaseQuery q) {
        return (q.start() == null ? "" : " AND time >= " + literal(q.start()))
                + (q.end() == null ? "" : " AND time < " + literal(q.end()));
    }

    private static String bucket(Duration width, String column) {
        return "time_bucket(INTERVAL '" + width.toSeconds() + " seconds', " + column + ")";
    }

    private static String literal(Instant instant) {
        return "'" + instant + "'";
    }

    private static String literal(String text) {
        return "'" + text.replace("'", "''") + "'";
    }

    /** The measurement's table joined to its tags table, as TSBS's queries read tags (its columns named alike). */
    private static String table(String measurement) {
        return UseCaseTables.of(measurement).withTags();
    }
}
