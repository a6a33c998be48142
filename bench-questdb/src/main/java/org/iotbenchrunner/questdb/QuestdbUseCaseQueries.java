package org.iotbenchrunner.questdb;

import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import org.iotbenchrunner.core.usecase.ThermoDevices;
import org.iotbenchrunner.core.usecase.query.ThermoAggregate;
import org.iotbenchrunner.core.usecase.query.UseCaseQuery;
import org.iotbenchrunner.core.usecase.query.UseCaseQueryVisitor;

/**
 * The QuestDB SQL (7.3.10) of each TSBS use-case query type over the use cases' tables ({@link UseCaseTables}), in the
 * shapes of TSBS's QuestDB statements where it has them: {@code SAMPLE BY ... ALIGN TO CALENDAR} for the cpu buckets
 * (aligned to the epoch), {@code LATEST ON time PARTITION BY} for newest rows (the WHERE filters before it picks),
 * {@code timestamp_floor} and {@code GROUP BY} for a truck's ten-minute buckets and days. Each answers exactly what
 * {@link org.iotbenchrunner.core.usecase.query.UseCaseAnswers} defines; rows without a tag the type uses are filtered
 * out ({@code IS NOT NULL}), a window is {@code start <= time < end}.
 *
 * <p>What 7.3.10 lacks, and how the statements do without: no HAVING (an outer WHERE over the grouped subquery); no
 * {@code lag}/{@code lead} and no frame ending after the current row, but {@code first_value(D)} over {@code ROWS
 * BETWEEN 1 PRECEDING AND 1 PRECEDING} is the previous row's value, and over the descending order the next row's; so a
 * truck's buckets that drive (or are broken down) are doubles 1.0 or 0.0, and a bucket's start a double of its
 * microseconds (exact below 2^53). In QuestDB {@code !=} against NULL (NaN) is true, so the first bucket's missing
 * predecessor is excluded explicitly.
 *
 * <p>The thermo study's q1-q4 select by the INT column {@code devgroup}; QuestDB's sum of a LONG is a LONG, its avg a
 * DOUBLE, and {@code SAMPLE BY 1m ALIGN TO CALENDAR} gives q4's epoch-aligned minutes (UTC: no time zone given).
 *
 * <p>Columns are named for {@link QuestdbAnswer}: {@code device}, {@code time}, the {@link #LABELS}, then values.
 */
final class QuestdbUseCaseQueries implements UseCaseQueryVisitor<String> {
    /** The columns of a use-case answer that are labels, not values. */
    static final Set<String> LABELS = Set.of("fleet", "model", "load_capacity", ThermoDevices.DEVID,
            ThermoDevices.DEVGROUP);
    private static final Duration DAY = Duration.ofDays(1);
    private static final Duration HOUR = Duration.ofHours(1);
    private static final Duration MINUTE = Duration.ofMinutes(1);
    private static final String DEVICES = ThermoDevices.MEASUREMENT;
    private static final double MICROS_PER_MINUTE = 60_000_000.0;

    private static final QuestdbUseCaseQueries SQL = new QuestdbUseCaseQueries();

    private QuestdbUseCaseQueries() {
    }

    static String sql(UseCaseQuery q) {
        return q.accept(SQL);
    }

    @Override
    public String maxOfHosts(UseCaseQuery q) {
        return "SELECT time, " + aggregates("max", "max_", q.metrics()) + " FROM " + table("cpu") + " WHERE "
                + hosts(q) + window(q) + sampleBy(q.bucket());
    }

    @Override
    public String meanPerHost(UseCaseQuery q) {
        return "SELECT time, hostname AS device, " + aggregates("avg", "mean_", q.metrics()) + " FROM " + table("cpu")
                + " WHERE " + hosts(q) + window(q) + sampleBy(q.bucket());
    }

    @Override
    public String highCpu(UseCaseQuery q) {
        return "SELECT time, hostname AS device, " + String.join(", ", q.metrics()) + " FROM " + table("cpu")
                + " WHERE " + hosts(q) + window(q) + " AND usage_user > " + UseCaseQuery.HIGH_CPU_USAGE_USER;
    }

    @Override
    public String lastpoint(UseCaseQuery q) {
        return "SELECT time, hostname AS device, " + String.join(", ", q.metrics()) + " FROM " + table("cpu")
                + " WHERE hostname IS NOT NULL LATEST ON time PARTITION BY hostname";
    }

    /** The last five minutes (LIMIT -5: the last rows) that have a usage_user, before the end. */
    @Override
    public String groupbyOrderbyLimit(UseCaseQuery q) {
        return "SELECT time, max(usage_user) AS max_usage_user FROM " + table("cpu") + " WHERE hostname IS NOT NULL "
                + "AND usage_user IS NOT NULL" + window(q) + sampleBy(q.bucket()) + " LIMIT -"
                + UseCaseQuery.ORDERBY_LIMIT;
    }

    @Override
    public String lastLoc(UseCaseQuery q) {
        return newestOfFleet(q, "readings", "latitude, longitude", "");
    }

    @Override
    public String lowFuel(UseCaseQuery q) {
        return "SELECT * FROM (" + newestOfFleet(q, "diagnostics", "fuel_state", "") + ") WHERE fuel_state < "
                + UseCaseQuery.LOW_FUEL_STATE;
    }

    /** The newest row of a truck that names its load_capacity, as the ratio needs it. */
    @Override
    public String highLoad(UseCaseQuery q) {
        return "SELECT time, device, current_load FROM (" + newestOfFleet(q, "diagnostics",
                "current_load, load_capacity", " AND load_capacity IS NOT NULL") + ") WHERE current_load / "
                + "cast(load_capacity AS DOUBLE) > " + UseCaseQuery.HIGH_LOAD_SHARE;
    }

    private static String newestOfFleet(UseCaseQuery q, String measurement, String columns, String condition) {
        return "SELECT time, name AS device, " + columns + " FROM " + table(measurement) + " WHERE name IS NOT NULL "
                + "AND " + fleet(q) + condition + " LATEST ON time PARTITION BY name";
    }

    @Override
    public String stationaryTrucks(UseCaseQuery q) {
        return "SELECT name AS device FROM (SELECT name, avg(velocity) AS velocity FROM " + table("readings")
                + " WHERE name IS NOT NULL AND velocity IS NOT NULL AND " + fleet(q) + window(q)
                + " GROUP BY name) WHERE velocity < " + UseCaseQuery.STATIONARY_VELOCITY;
    }

    @Override
    public String longSessions(UseCaseQuery q, int buckets) {
        return "SELECT name AS device FROM (SELECT name, count() AS driving FROM ("
                + velocityBuckets(q, " AND " + fleet(q) + window(q)) + ") WHERE velocity > "
                + UseCaseQuery.DRIVING_VELOCITY + " GROUP BY name) WHERE driving > " + buckets;
    }

    @Override
    public String avgVsProjectedFuelConsumption(UseCaseQuery q) {
        return "SELECT fleet, avg(fuel_consumption) AS avg_fuel_consumption, "
                + "avg(cast(nominal_fuel_consumption AS DOUBLE)) AS projected_fuel_consumption FROM "
                + table("readings") + " WHERE name IS NOT NULL AND fleet IS NOT NULL AND nominal_fuel_consumption "
                + "IS NOT NULL AND velocity > " + UseCaseQuery.DRIVING_VELOCITY + " GROUP BY fleet";
    }

    /** Per truck and day, its driving buckets; per truck, the mean of those counts in hours. */
    @Override
    public String avgDailyDrivingDuration(UseCaseQuery q) {
        return "SELECT name AS device, avg(driving / " + (double) HOUR.dividedBy(q.bucket())
                + ") AS avg_daily_hours FROM (SELECT name, " + floor(DAY, "bucket") + " AS day, count() AS driving "
                + "FROM (" + velocityBuckets(q, "") + ") WHERE velocity > " + UseCaseQuery.DRIVING_VELOCITY
                + " GROUP BY name, day) GROUP BY name";
    }

    /**
     * A truck's buckets that drive or not (1.0, 0.0), the previous bucket's, the changes among them, and from each
     * change the next change (the previous row in descending order): a change to driving and the next change,
     * which stops it, are a session; a session without a next change has no length.
     */
    @Override
    public String avgDailyDrivingSession(UseCaseQuery q) {
        return "WITH buckets AS (SELECT name, " + floor(q.bucket(), "time") + " AS bucket, CASE WHEN avg(velocity) > "
                + UseCaseQuery.SESSION_VELOCITY + " THEN 1.0 ELSE 0.0 END AS driving FROM " + table("readings")
                + " WHERE name IS NOT NULL AND velocity IS NOT NULL GROUP BY name, bucket), "
                + "changes AS (SELECT name, bucket, driving, " + previous("driving", "name", "bucket")
                + " AS previous FROM buckets), "
                + "edges AS (SELECT name, bucket, driving FROM changes WHERE previous IS NOT NULL AND "
                + "driving != previous), "
                + "sessions AS (SELECT name, bucket, driving, " + previous("cast(bucket AS LONG)", "name",
                "bucket DESC") + " AS next_change FROM edges) "
                + "SELECT name AS device, " + floor(DAY, "bucket") + " AS time, avg((next_change - cast(bucket AS "
                + "LONG)) / " + MICROS_PER_MINUTE + ") AS avg_session_minutes FROM sessions WHERE driving = 1.0 AND "
                + "next_change IS NOT NULL GROUP BY device, time";
    }

    /** Per truck its mean load over its load_capacity, then per group the mean of its trucks' shares. */
    @Override
    public String avgLoad(UseCaseQuery q) {
        return "SELECT fleet, model, load_capacity, avg(share) AS avg_load_ratio FROM (SELECT name, fleet, model, "
                + "load_capacity, avg(current_load) / cast(load_capacity AS DOUBLE) AS share FROM "
                + table("diagnostics") + " WHERE name IS NOT NULL AND fleet IS NOT NULL AND model IS NOT NULL AND "
                + "load_capacity IS NOT NULL AND current_load IS NOT NULL GROUP BY name, fleet, model, load_capacity)"
                + " GROUP BY fleet, model, load_capacity";
    }

    @Override
    public String dailyActivity(UseCaseQuery q) {
        return "SELECT " + floor(DAY, "bucket") + " AS time, fleet, model, count() / "
                + (double) UseCaseQuery.BUCKETS_PER_DAY + " AS daily_activity FROM (SELECT name, fleet, model, "
                + floor(q.bucket(), "time") + " AS bucket, avg(status) AS status FROM " + table("diagnostics")
                + " WHERE name IS NOT NULL AND fleet IS NOT NULL AND model IS NOT NULL AND status IS NOT NULL "
                + "GROUP BY name, fleet, model, bucket) WHERE status < " + UseCaseQuery.ACTIVE_STATUS
                + " GROUP BY time, fleet, model";
    }

    /** A truck's buckets broken down or not (1.0, 0.0), the previous bucket's, and the changes to broken down. */
    @Override
    public String breakdownFrequency(UseCaseQuery q) {
        return "SELECT model, count() AS breakdowns FROM (SELECT model, broken, " + previous("broken", "name, model",
                "bucket") + " AS previous FROM (SELECT name, model, " + floor(q.bucket(), "time") + " AS bucket, "
                + "CASE WHEN avg(CASE WHEN status != 0 THEN 1.0 ELSE 0.0 END) >= " + UseCaseQuery.BROKEN_DOWN_SHARE
                + " THEN 1.0 ELSE 0.0 END AS broken FROM " + table("diagnostics") + " WHERE name IS NOT NULL AND "
                + "model IS NOT NULL AND status IS NOT NULL GROUP BY name, model, bucket)) WHERE broken = 1.0 AND "
                + "previous = 0.0 GROUP BY model";
    }

    /** The value of {@code column} in the row before, by {@code order}, of the same {@code partition}. */
    private static String previous(String column, String partition, String order) {
        return "first_value(" + column + ") OVER (PARTITION BY " + partition + " ORDER BY " + order
                + " ROWS BETWEEN 1 PRECEDING AND 1 PRECEDING)";
    }

    /** Per truck and ten-minute bucket, the mean velocity. */
    private static String velocityBuckets(UseCaseQuery q, String condition) {
        return "SELECT name, " + floor(q.bucket(), "time") + " AS bucket, avg(velocity) AS velocity FROM "
                + table("readings") + " WHERE name IS NOT NULL AND velocity IS NOT NULL" + condition
                + " GROUP BY name, bucket";
    }

    @Override
    public String readGroup(UseCaseQuery q) {
        return "SELECT time, devname AS device, devid, devgroup, temperature, humidity FROM " + table(DEVICES)
                + " WHERE devgroup = " + q.devgroup();
    }

    /** count() counts rows; sum, max and min of the LONG column are LONGs, avg a DOUBLE. */
    @Override
    public String aggregateGroups(UseCaseQuery q, ThermoAggregate aggregate) {
        String value = aggregate == ThermoAggregate.COUNT ? "count()" : aggregate.function() + "(temperature)";
        return "SELECT " + value + " AS " + aggregate.valueName() + " FROM " + table(DEVICES) + belowGroup(q);
    }

    @Override
    public String perGroup(UseCaseQuery q) {
        return "SELECT devgroup, " + temperatureSummary() + " FROM " + table(DEVICES) + belowGroup(q)
                + " GROUP BY devgroup";
    }

    @Override
    public String perMinute(UseCaseQuery q) {
        return "SELECT time, " + temperatureSummary() + " FROM " + table(DEVICES) + belowGroup(q) + sampleBy(MINUTE);
    }

    private static String temperatureSummary() {
        return "count(temperature) AS count_temperature, sum(temperature) AS sum_temperature, "
                + "avg(temperature) AS avg_temperature";
    }

    private static String belowGroup(UseCaseQuery q) {
        return " WHERE devgroup < " + q.devgroup();
    }

    private static String aggregates(String function, String prefix, List<String> metrics) {
        return metrics.stream().map(m -> function + "(" + m + ") AS " + prefix + m).collect(Collectors.joining(", "));
    }

    private static String hosts(UseCaseQuery q) {
        return q.hosts().isEmpty() ? "hostname IS NOT NULL" : "hostname IN (" + q.hosts().stream()
                .map(QuestdbUseCaseQueries::literal).collect(Collectors.joining(", ")) + ")";
    }

    private static String fleet(UseCaseQuery q) {
        return "fleet = " + literal(q.fleet());
    }

    /** {@code AND time >= start AND time < end}, for the bounds the query has. */
    private static String window(UseCaseQuery q) {
        return (q.start() == null ? "" : " AND time >= " + literal(q.start()))
                + (q.end() == null ? "" : " AND time < " + literal(q.end()));
    }

    /** Buckets of {@code width} from the epoch (ALIGN TO CALENDAR, UTC). */
    private static String sampleBy(Duration width) {
        return " SAMPLE BY " + unit(width) + " ALIGN TO CALENDAR";
    }

    private static String floor(Duration width, String column) {
        return "timestamp_floor('" + unit(width) + "', " + column + ")";
    }

    /** A width as QuestDB writes it: {@code 1d}, {@code 1h}, {@code 10m}, {@code 30s}. */
    static String unit(Duration width) {
        if (width.toSeconds() % DAY.toSeconds() == 0) {
            return width.toDays() + "d";
        }
        if (width.toSeconds() % HOUR.toSeconds() == 0) {
            return width.toHours() + "h";
        }
        return width.toSeconds() % 60 == 0 ? width.toMinutes() + "m" : width.toSeconds() + "s";
    }

    private static String literal(Instant instant) {
        return "'" + instant + "'";
    }

    private static String literal(String text) {
        return "'" + QuestdbSql.escape(text) + "'";
    }

    private static String table(String measurement) {
        return QuestdbSql.quoted(UseCaseTables.measurement(measurement).name());
    }
}
