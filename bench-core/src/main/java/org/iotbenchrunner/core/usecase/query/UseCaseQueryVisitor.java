package org.iotbenchrunner.core.usecase.query;

/**
 * One method per family of TSBS query types that share a statement's shape, so that the types are grouped once
 * ({@link UseCaseQuery#accept}) rather than in every database. Each defaults to {@link #unsupported}, so a
 * database's statement builder or answer reader implements the families it runs and routes the types it declares
 * unsupported ({@link org.iotbenchrunner.core.spi.UseCaseSupport#unsupportedQueries()}) to their declared exception
 * by overriding {@link #unsupported}; the use-case query kit fails a type neither implemented nor declared.
 */
public interface UseCaseQueryVisitor<R> {
    /** A type this visitor has no method for; by default an exception saying so. */
    default R unsupported(UseCaseQuery q) {
        throw new UnsupportedOperationException(q.type().id() + " has no statement here");
    }

    /** single-groupby-*, cpu-max-all-*: per bucket the max of each metric over the hosts together. */
    default R maxOfHosts(UseCaseQuery q) {
        return unsupported(q);
    }

    /** double-groupby-*: per bucket and host the mean of each metric. */
    default R meanPerHost(UseCaseQuery q) {
        return unsupported(q);
    }

    /** high-cpu-1, high-cpu-all. */
    default R highCpu(UseCaseQuery q) {
        return unsupported(q);
    }

    default R lastpoint(UseCaseQuery q) {
        return unsupported(q);
    }

    default R groupbyOrderbyLimit(UseCaseQuery q) {
        return unsupported(q);
    }

    default R lastLoc(UseCaseQuery q) {
        return unsupported(q);
    }

    default R lowFuel(UseCaseQuery q) {
        return unsupported(q);
    }

    default R highLoad(UseCaseQuery q) {
        return unsupported(q);
    }

    default R stationaryTrucks(UseCaseQuery q) {
        return unsupported(q);
    }

    /**
     * long-driving-sessions, long-daily-sessions: the trucks with more than {@code buckets} driving ten-minute
     * buckets in the window ({@link UseCaseQuery#LONG_DRIVING_BUCKETS}, {@link UseCaseQuery#LONG_DAILY_BUCKETS}).
     */
    default R longSessions(UseCaseQuery q, int buckets) {
        return unsupported(q);
    }

    default R avgVsProjectedFuelConsumption(UseCaseQuery q) {
        return unsupported(q);
    }

    default R avgDailyDrivingDuration(UseCaseQuery q) {
        return unsupported(q);
    }

    default R avgDailyDrivingSession(UseCaseQuery q) {
        return unsupported(q);
    }

    default R avgLoad(UseCaseQuery q) {
        return unsupported(q);
    }

    default R dailyActivity(UseCaseQuery q) {
        return unsupported(q);
    }

    default R breakdownFrequency(UseCaseQuery q) {
        return unsupported(q);
    }
}
