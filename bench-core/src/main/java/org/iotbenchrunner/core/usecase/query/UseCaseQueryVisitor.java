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

    /**
     * q1: every row of the devices of group {@code q.devgroup()}: per row device = devname, time = its time, labels
     * {@code devid} and {@code devgroup}, values {@code temperature} and {@code humidity}.
     */
    default R readGroup(UseCaseQuery q) {
        return unsupported(q);
    }

    /**
     * q2: one aggregate of {@code temperature} (count: of rows) over the rows with {@code devgroup < q.devgroup()}:
     * one row, no device, no time, value {@link ThermoAggregate#valueName()}.
     */
    default R aggregateGroups(UseCaseQuery q, ThermoAggregate aggregate) {
        return unsupported(q);
    }

    /**
     * q3: per device group below {@code q.devgroup()}: label {@code devgroup}, values {@code count_temperature},
     * {@code sum_temperature}, {@code avg_temperature}.
     */
    default R perGroup(UseCaseQuery q) {
        return unsupported(q);
    }

    /**
     * q4: per minute (aligned to the epoch) over the devices of the groups below {@code q.devgroup()}: time = the
     * minute, values {@code count_temperature}, {@code sum_temperature}, {@code avg_temperature}.
     */
    default R perMinute(UseCaseQuery q) {
        return unsupported(q);
    }
}
