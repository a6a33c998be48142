package org.iotbenchrunner.core.usecase.query;

/**
 * One method per family of TSBS query types that share a statement's shape, so that the types are grouped once
 * ({@link UseCaseQuery#accept}) rather than in every database, and a new type is a compile error in each of them.
 * A database that cannot run a family throws {@link UnsupportedOperationException} from its method.
 */
public interface UseCaseQueryVisitor<R> {
    /** single-groupby-*, cpu-max-all-*: per bucket the max of each metric over the hosts together. */
    R maxOfHosts(UseCaseQuery q);

    /** double-groupby-*: per bucket and host the mean of each metric. */
    R meanPerHost(UseCaseQuery q);

    /** high-cpu-1, high-cpu-all. */
    R highCpu(UseCaseQuery q);

    R lastpoint(UseCaseQuery q);

    R groupbyOrderbyLimit(UseCaseQuery q);

    R lastLoc(UseCaseQuery q);

    R lowFuel(UseCaseQuery q);

    R highLoad(UseCaseQuery q);

    R stationaryTrucks(UseCaseQuery q);

    /**
     * long-driving-sessions, long-daily-sessions: the trucks with more than {@code buckets} driving ten-minute
     * buckets in the window ({@link UseCaseQuery#LONG_DRIVING_BUCKETS}, {@link UseCaseQuery#LONG_DAILY_BUCKETS}).
     */
    R longSessions(UseCaseQuery q, int buckets);

    R avgVsProjectedFuelConsumption(UseCaseQuery q);

    R avgDailyDrivingDuration(UseCaseQuery q);

    R avgDailyDrivingSession(UseCaseQuery q);

    R avgLoad(UseCaseQuery q);

    R dailyActivity(UseCaseQuery q);

    R breakdownFrequency(UseCaseQuery q);
}
