package org.iotbenchrunner.core.usecase.query;

import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.stream.Collectors;
import org.iotbenchrunner.core.config.ConfigException;
import org.iotbenchrunner.core.usecase.UseCase;

/**
 * TSBS's query types under TSBS's names: fifteen over the {@code cpu} rows of the DevOps use cases (cpu-only and
 * devops) and twelve over the IoT use case's trucks. What each one asks, its parameters and the rows of its answer
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
    BREAKDOWN_FREQUENCY("breakdown-frequency");

    private final String id;

    UseCaseQueryType(String id) {
        this.id = id;
    }

    /** TSBS's name of the type, e.g. {@code single-groupby-1-1-1}. */
    public String id() {
        return id;
    }

    /** Whether the type queries trucks (the iot use case) rather than hosts (cpu-only and devops). */
    public boolean iot() {
        return ordinal() >= LAST_LOC.ordinal();
    }

    /** Whether {@code useCase}'s data set holds what this type reads. */
    public boolean appliesTo(UseCase useCase) {
        return iot() == (useCase == UseCase.IOT);
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
