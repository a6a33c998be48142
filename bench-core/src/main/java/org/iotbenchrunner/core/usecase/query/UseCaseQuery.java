package org.iotbenchrunner.core.usecase.query;

import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import org.iotbenchrunner.core.usecase.ThermoDevices;
import org.iotbenchrunner.core.usecase.UseCase;
import org.iotbenchrunner.core.usecase.UseCaseSchema;

/**
 * One concrete query of a TSBS use case: its type and the parameters drawn for it. Which parameters a type has:
 * <ul>
 * <li>{@code hosts}: the hostnames single-groupby, cpu-max-all and high-cpu-1 read; empty for the types over all
 * hosts and the IoT types.</li>
 * <li>{@code metrics}: the {@code cpu} fields a DevOps type aggregates or returns (the first 1, 5 or 10 of
 * {@link #CPU_METRICS}); empty for the IoT types.</li>
 * <li>{@code fleet}: the fleet last-loc, low-fuel, high-load, stationary-trucks and the long sessions read; null
 * for the others.</li>
 * <li>{@code start}, {@code end}: the window {@code start <= time < end}; groupby-orderby-limit has an end only,
 * the types over the whole data set neither (null).</li>
 * <li>{@code devgroup}: the thermo types' device group bound N: q1 reads {@code devgroup = N}, q2-q4
 * {@code devgroup < N} (N = {@link ThermoDevices#GROUPS}: every group, the study's unfiltered statement); null for
 * the TSBS types.</li>
 * </ul>
 * The constants below are the fixed parameters of the types (thresholds, bucket widths), as TSBS's query
 * generators have them.
 */
public record UseCaseQuery(UseCaseQueryType type, List<String> hosts, List<String> metrics, String fleet,
                           Instant start, Instant end, Integer devgroup) {

    /** The {@code cpu} fields in TSBS's order; a type of n metrics reads the first n. */
    public static final List<String> CPU_METRICS = UseCaseSchema.of(UseCase.CPU_ONLY).measurement("cpu").fields()
            .stream().map(UseCaseSchema.Field::name).toList();

    /** high-cpu: rows with {@code usage_user} above this. */
    public static final double HIGH_CPU_USAGE_USER = 90;
    /** groupby-orderby-limit: this many of the latest minutes. */
    public static final int ORDERBY_LIMIT = 5;
    /** low-fuel: a truck's newest {@code fuel_state} below this. */
    public static final double LOW_FUEL_STATE = 0.1;
    /** high-load: a truck's newest {@code current_load / load_capacity} above this. */
    public static final double HIGH_LOAD_SHARE = 0.9;
    /** stationary-trucks: a truck's mean {@code velocity} over the window below this. */
    public static final double STATIONARY_VELOCITY = 1;
    /**
     * A ten-minute bucket of a truck is driving when its mean {@code velocity} is above this (long sessions,
     * avg-daily-driving-duration); avg-vs-projected-fuel-consumption reads the rows with a velocity above it.
     */
    public static final double DRIVING_VELOCITY = 1;
    /** avg-daily-driving-session: a ten-minute bucket is driving when its mean {@code velocity} is above this. */
    public static final double SESSION_VELOCITY = 5;
    /** long-driving-sessions: trucks with more driving buckets than this in 4 hours (rested under 20 minutes). */
    public static final int LONG_DRIVING_BUCKETS = 22;
    /** long-daily-sessions: trucks with more driving buckets than this in 24 hours (drove over 10 hours). */
    public static final int LONG_DAILY_BUCKETS = 60;
    /** daily-activity: a ten-minute bucket of a truck is active when its mean {@code status} is below this. */
    public static final double ACTIVE_STATUS = 1;
    /** breakdown-frequency: a ten-minute bucket is broken down when this share of its statuses or more are not 0. */
    public static final double BROKEN_DOWN_SHARE = 0.5;
    /** Ten-minute buckets per day: daily-activity divides its active buckets by it. */
    public static final int BUCKETS_PER_DAY = 144;

    public UseCaseQuery {
        hosts = hosts == null ? List.of() : List.copyOf(hosts);
        metrics = metrics == null ? List.of() : List.copyOf(metrics);
        if ((devgroup != null) != type.thermo()) {
            throw new IllegalArgumentException(type.id() + (type.thermo() ? " needs" : " has no") + " devgroup");
        }
    }

    /** A TSBS query (no device group). */
    public UseCaseQuery(UseCaseQueryType type, List<String> hosts, List<String> metrics, String fleet, Instant start,
            Instant end) {
        this(type, hosts, metrics, fleet, start, end, null);
    }

    /** A thermo query with its device group bound. */
    public static UseCaseQuery thermo(UseCaseQueryType type, int devgroup) {
        return new UseCaseQuery(type, List.of(), List.of(), null, null, null, devgroup);
    }

    /** The aggregate function of a q2 type; null for the others. */
    public ThermoAggregate aggregate() {
        return switch (type) {
            case THERMO_COUNT -> ThermoAggregate.COUNT;
            case THERMO_AVG -> ThermoAggregate.AVG;
            case THERMO_SUM -> ThermoAggregate.SUM;
            case THERMO_MAX -> ThermoAggregate.MAX;
            case THERMO_MIN -> ThermoAggregate.MIN;
            default -> null;
        };
    }

    /**
     * The width of the time buckets the answer groups by, aligned to the epoch (UTC): a minute, an hour, ten minutes
     * or a day; null for the types without buckets. (avg-daily-driving-session, daily-activity and
     * avg-daily-driving-duration group ten-minute buckets into days as well.)
     */
    public Duration bucket() {
        return switch (type) {
            case SINGLE_GROUPBY_1_1_1, SINGLE_GROUPBY_1_1_12, SINGLE_GROUPBY_1_8_1, SINGLE_GROUPBY_5_1_1,
                    SINGLE_GROUPBY_5_1_12, SINGLE_GROUPBY_5_8_1, GROUPBY_ORDERBY_LIMIT -> Duration.ofMinutes(1);
            case CPU_MAX_ALL_1, CPU_MAX_ALL_8, DOUBLE_GROUPBY_1, DOUBLE_GROUPBY_5, DOUBLE_GROUPBY_ALL ->
                    Duration.ofHours(1);
            case LONG_DRIVING_SESSIONS, LONG_DAILY_SESSIONS, AVG_DAILY_DRIVING_DURATION, AVG_DAILY_DRIVING_SESSION,
                    DAILY_ACTIVITY, BREAKDOWN_FREQUENCY -> Duration.ofMinutes(10);
            case THERMO_BY_MINUTE -> Duration.ofMinutes(1);
            default -> null;
        };
    }

    /** Passes this query to the visitor's method for its type's family. */
    public <R> R accept(UseCaseQueryVisitor<R> visitor) {
        return switch (type) {
            case SINGLE_GROUPBY_1_1_1, SINGLE_GROUPBY_1_1_12, SINGLE_GROUPBY_1_8_1, SINGLE_GROUPBY_5_1_1,
                    SINGLE_GROUPBY_5_1_12, SINGLE_GROUPBY_5_8_1, CPU_MAX_ALL_1, CPU_MAX_ALL_8 ->
                    visitor.maxOfHosts(this);
            case DOUBLE_GROUPBY_1, DOUBLE_GROUPBY_5, DOUBLE_GROUPBY_ALL -> visitor.meanPerHost(this);
            case HIGH_CPU_1, HIGH_CPU_ALL -> visitor.highCpu(this);
            case LASTPOINT -> visitor.lastpoint(this);
            case GROUPBY_ORDERBY_LIMIT -> visitor.groupbyOrderbyLimit(this);
            case LAST_LOC -> visitor.lastLoc(this);
            case LOW_FUEL -> visitor.lowFuel(this);
            case HIGH_LOAD -> visitor.highLoad(this);
            case STATIONARY_TRUCKS -> visitor.stationaryTrucks(this);
            case LONG_DRIVING_SESSIONS -> visitor.longSessions(this, LONG_DRIVING_BUCKETS);
            case LONG_DAILY_SESSIONS -> visitor.longSessions(this, LONG_DAILY_BUCKETS);
            case AVG_VS_PROJECTED_FUEL_CONSUMPTION -> visitor.avgVsProjectedFuelConsumption(this);
            case AVG_DAILY_DRIVING_DURATION -> visitor.avgDailyDrivingDuration(this);
            case AVG_DAILY_DRIVING_SESSION -> visitor.avgDailyDrivingSession(this);
            case AVG_LOAD -> visitor.avgLoad(this);
            case DAILY_ACTIVITY -> visitor.dailyActivity(this);
            case BREAKDOWN_FREQUENCY -> visitor.breakdownFrequency(this);
            case THERMO_READ_GROUP -> visitor.readGroup(this);
            case THERMO_COUNT, THERMO_AVG, THERMO_SUM, THERMO_MAX, THERMO_MIN ->
                    visitor.aggregateGroups(this, aggregate());
            case THERMO_BY_GROUP -> visitor.perGroup(this);
            case THERMO_BY_MINUTE -> visitor.perMinute(this);
        };
    }

    /** E.g. {@code single-groupby-1-8-1 hosts [host_3, host_0] metrics [usage_user] [2016-01-01T03:12:05Z, ...)}. */
    public String describe() {
        List<String> parts = new ArrayList<>(List.of(type.id()));
        if (!hosts.isEmpty()) {
            parts.add("hosts " + hosts);
        }
        if (!metrics.isEmpty()) {
            parts.add("metrics " + metrics);
        }
        if (fleet != null) {
            parts.add("fleet " + fleet);
        }
        if (start != null || end != null) {
            parts.add("[" + (start == null ? "" : start) + ", " + (end == null ? "" : end) + ")");
        }
        if (devgroup != null) {
            parts.add("devgroup " + (type == UseCaseQueryType.THERMO_READ_GROUP ? "= " : "< ") + devgroup);
        }
        return String.join(" ", parts);
    }
}
