package org.iotbenchrunner.core.usecase.query;

/** The accumulator of each family of query types. */
final class AnswerAccumulators implements UseCaseQueryVisitor<AnswerAccumulator> {
    static final AnswerAccumulators ACCUMULATORS = new AnswerAccumulators();

    private AnswerAccumulators() {
    }

    @Override
    public AnswerAccumulator maxOfHosts(UseCaseQuery q) {
        return CpuBuckets.maxOfHosts(q);
    }

    @Override
    public AnswerAccumulator meanPerHost(UseCaseQuery q) {
        return CpuBuckets.meanPerHost(q);
    }

    @Override
    public AnswerAccumulator highCpu(UseCaseQuery q) {
        return new HighCpuRows(q);
    }

    @Override
    public AnswerAccumulator lastpoint(UseCaseQuery q) {
        return NewestRows.lastpoint(q);
    }

    @Override
    public AnswerAccumulator groupbyOrderbyLimit(UseCaseQuery q) {
        return new LatestMinutes(q);
    }

    @Override
    public AnswerAccumulator lastLoc(UseCaseQuery q) {
        return NewestRows.lastLoc(q);
    }

    @Override
    public AnswerAccumulator lowFuel(UseCaseQuery q) {
        return NewestRows.lowFuel(q);
    }

    @Override
    public AnswerAccumulator highLoad(UseCaseQuery q) {
        return NewestRows.highLoad(q);
    }

    @Override
    public AnswerAccumulator stationaryTrucks(UseCaseQuery q) {
        return TruckBuckets.stationaryTrucks(q);
    }

    @Override
    public AnswerAccumulator longSessions(UseCaseQuery q, int buckets) {
        return TruckBuckets.longSessions(q, buckets);
    }

    @Override
    public AnswerAccumulator avgVsProjectedFuelConsumption(UseCaseQuery q) {
        return new FleetFuelConsumption(q);
    }

    @Override
    public AnswerAccumulator avgDailyDrivingDuration(UseCaseQuery q) {
        return TruckBuckets.avgDailyDrivingDuration(q);
    }

    @Override
    public AnswerAccumulator avgDailyDrivingSession(UseCaseQuery q) {
        return TruckBuckets.avgDailyDrivingSession(q);
    }

    @Override
    public AnswerAccumulator avgLoad(UseCaseQuery q) {
        return new AverageLoad(q);
    }

    @Override
    public AnswerAccumulator dailyActivity(UseCaseQuery q) {
        return TruckBuckets.dailyActivity(q);
    }

    @Override
    public AnswerAccumulator breakdownFrequency(UseCaseQuery q) {
        return TruckBuckets.breakdownFrequency(q);
    }

    @Override
    public AnswerAccumulator readGroup(UseCaseQuery q) {
        return new ThermoGroupRows(q);
    }

    @Override
    public AnswerAccumulator aggregateGroups(UseCaseQuery q, ThermoAggregate aggregate) {
        return TemperatureAggregates.of(q, aggregate);
    }

    @Override
    public AnswerAccumulator perGroup(UseCaseQuery q) {
        return TemperatureAggregates.perGroup(q);
    }

    @Override
    public AnswerAccumulator perMinute(UseCaseQuery q) {
        return TemperatureAggregates.perMinute(q);
    }
}
