package org.iotbenchrunner.core.usecase.query;

import org.iotbenchrunner.core.usecase.UseCaseRow;

/** The expected answer of one query, built while the data set's rows pass by once, in any order. */
interface AnswerAccumulator {

    void accept(UseCaseRow row);

    /** The answer over the rows accepted so far, in the type's order. */
    UseCaseAnswer answer();

    static AnswerAccumulator of(UseCaseQuery query) {
        return switch (query.type()) {
            case SINGLE_GROUPBY_1_1_1, SINGLE_GROUPBY_1_1_12, SINGLE_GROUPBY_1_8_1, SINGLE_GROUPBY_5_1_1,
                    SINGLE_GROUPBY_5_1_12, SINGLE_GROUPBY_5_8_1, CPU_MAX_ALL_1, CPU_MAX_ALL_8 ->
                    CpuBuckets.maxOfHosts(query);
            case DOUBLE_GROUPBY_1, DOUBLE_GROUPBY_5, DOUBLE_GROUPBY_ALL -> CpuBuckets.meanPerHost(query);
            case HIGH_CPU_1, HIGH_CPU_ALL -> new HighCpuRows(query);
            case LASTPOINT, LAST_LOC, LOW_FUEL, HIGH_LOAD -> NewestRows.of(query);
            case GROUPBY_ORDERBY_LIMIT -> new LatestMinutes(query);
            case STATIONARY_TRUCKS, LONG_DRIVING_SESSIONS, LONG_DAILY_SESSIONS, AVG_DAILY_DRIVING_DURATION,
                    AVG_DAILY_DRIVING_SESSION, DAILY_ACTIVITY, BREAKDOWN_FREQUENCY -> TruckBuckets.of(query);
            case AVG_VS_PROJECTED_FUEL_CONSUMPTION -> new FleetFuelConsumption(query);
            case AVG_LOAD -> new AverageLoad(query);
        };
    }
}
