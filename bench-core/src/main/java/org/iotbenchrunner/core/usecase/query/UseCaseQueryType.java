package org.iotbenchrunner.core.usecase.query;

import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.stream.Collectors;
import org.iotbenchrunner.core.config.ConfigException;
import org.iotbenchrunner.core.usecase.UseCase;

/**
 * TSBS's query types under TSBS's names: fifteen over the {@code cpu} rows of the DevOps use cases (cpu-only and
 * devops) and twelve over the IoT use case's trucks; and the TDengine/Cassandra study's q1-q4 over the thermo use
 * case's devices (q2 once per aggregate function), each with a device group bound ({@link UseCaseQuery#devgroup}). What each one asks, its parameters and the rows of its answer
 * are defined in {@link UseCaseAnswers} and docs/use-cases.md; a query's parameters in {@link UseCaseQuery}.
 */
public enum UseCaseQueryType {
    SINGLE_GROUPBY_1_1_1("single-groupby-1-1-1"),
    SINGLE_GROUPBY_1_1_12("single-groupby-1-1-12"),
    SINGLE_GROUPBY_1_8_1("single-groupby-1-8-1"),
    SINGLE_GROUPBY_5_1_1("single-groupby-5-1-1"),
    SINGLE_GROUPBY_5_1_12("single-groupby-5-1-12"),
    SINGLE_GROUPBY_5_8_1("single-groupby-5-8-1"),
    CPU_MAX_ALL_1("cpu-max-all-1"),
    CPU_MAX_ALL_8("cpu-max-all-8"),
    DOUBLE_GROUPBY_1("double-groupby-1"),
    DOUBLE_GROUPBY_5("double-groupby-5"),
    DOUBLE_GROUPBY_ALL("double-groupby-all"),
    HIGH_CPU_1("high-cpu-1"),
    HIGH_CPU_ALL("high-cpu-all"),
    LASTPOINT("lastpoint"),
    GROUPBY_ORDERBY_LIMIT("groupby-orderby-limit"),
    LAST_LOC("last-loc"),
    LOW_FUEL("low-fuel"),
    HIGH_LOAD("high-load"),
    STATIONARY_TRUCKS("stationary-trucks"),
    LONG_DRIVING_SESSIONS("long-driving-sessions"),
    LONG_DAILY_SESSIONS("long-daily-sessions"),
    AVG_VS_PROJECTED_FUEL_CONSUMPTION("avg-vs-projected-fuel-consumption"),
    AVG_DAILY_DRIVING_DURATION("avg-daily-driving-duration"),
    AVG_DAILY_DRIVING_SESSION("avg-daily-driving-session"),
    AVG_LOAD("avg-load"),
    DAILY_ACTIVITY("daily-activity"),
    BREAKDOWN_FREQUENCY("breakdown-frequency"),
    /** q1: every row of one device group ({@code devgroup = N}). */
    THERMO_READ_GROUP("q1-read-group"),
    /** q2: {@code count(*)} of the rows with {@code devgroup < N}. */
    THERMO_COUNT("q2-count"),
    /** q2: {@code avg(temperature)} over the rows with {@code devgroup < N}. */
    THERMO_AVG("q2-avg"),
    THERMO_SUM("q2-sum"),
    THERMO_MAX("q2-max"),
    THERMO_MIN("q2-min"),
    /** q3: count, sum and avg of temperature per device group, over {@code devgroup < N}. */
    THERMO_BY_GROUP("q3-by-group"),
    /** q4: count, sum and avg of temperature per minute, over {@code devgroup < N}. */
    THERMO_BY_MINUTE("q4-by-minute");

    private final String id;

    UseCaseQueryType(String id) {
        this.id = id;
    }

    /** TSBS's name of the type, e.g. {@code single-groupby-1-1-1}. */
    public String id() {
        return id;
    }

    /** Whether the type queries trucks (the iot use case). */
    public boolean iot() {
        return ordinal() >= LAST_LOC.ordinal() && !thermo();
    }

    /** Whether the type queries the thermo use case's devices (the study's q1-q4). */
    public boolean thermo() {
        return ordinal() >= THERMO_READ_GROUP.ordinal();
    }

    /** Whether {@code useCase}'s data set holds what this type reads. */
    public boolean appliesTo(UseCase useCase) {
        return switch (useCase) {
            case IOT -> iot();
            case THERMO -> thermo();
            case CPU_ONLY, DEVOPS -> !iot() && !thermo();
        };
    }

    /** The types a data set of {@code useCase} can answer, in TSBS's order. */
    public static List<UseCaseQueryType> of(UseCase useCase) {
        return Arrays.stream(values()).filter(t -> t.appliesTo(useCase)).toList();
    }

    /**
     * Whether the answer's rows only name what matched (stationary trucks, long sessions): such rows carry no value.
     * The rows of every other type carry at least one value.
     */
    public boolean labelsOnly() {
        return this == STATIONARY_TRUCKS || this == LONG_DRIVING_SESSIONS || this == LONG_DAILY_SESSIONS;
    }

    public static UseCaseQueryType parse(String text) {
        String wanted = text.trim().toLowerCase(Locale.ROOT);
        return Arrays.stream(values()).filter(t -> t.id.equals(wanted)).findFirst()
                .orElseThrow(() -> new ConfigException("query type " + text + ": must be one of "
                        + Arrays.stream(values()).map(UseCaseQueryType::id).collect(Collectors.joining(", "))));
    }
}
