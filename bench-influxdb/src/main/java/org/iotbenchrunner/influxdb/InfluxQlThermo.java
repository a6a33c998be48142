package org.iotbenchrunner.influxdb;

import static org.iotbenchrunner.influxdb.InfluxQl.identifier;
import static org.iotbenchrunner.influxdb.InfluxQl.literal;

import java.time.Duration;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import org.iotbenchrunner.core.usecase.ThermoDevices;
import org.iotbenchrunner.core.usecase.query.ThermoAggregate;
import org.iotbenchrunner.core.usecase.query.UseCaseQuery;
import org.iotbenchrunner.influxdb.InfluxQlUseCase.Reading;

/**
 * The thermo use case's q1-q4 (the TDengine/Cassandra study's) in InfluxQL. InfluxDB's tags are strings, so
 * {@code devgroup < N} is the exact set of the groups' names, {@code devgroup =~ /^(0|1|...|N-1)$/}, which the
 * index answers; N = {@link ThermoDevices#GROUPS} is every group and, as in the study, no condition. The answers'
 * integers (counts, sums, maxima and minima of the integer temperature) are read as integers.
 */
final class InfluxQlThermo {
    private static final String DEVICES = identifier(ThermoDevices.MEASUREMENT);
    private static final String TEMPERATURE = identifier(ThermoDevices.TEMPERATURE);
    private static final String COUNT = "count_temperature";
    private static final String SUM = "sum_temperature";
    private static final String AVG = "avg_temperature";

    private InfluxQlThermo() {
    }

    /** q1: the group's rows, one series per device, its tags the row's device and labels. */
    static InfluxQlUseCase readGroup(UseCaseQuery q) {
        return new InfluxQlUseCase("SELECT " + TEMPERATURE + ", " + identifier(ThermoDevices.HUMIDITY) + " FROM "
                + DEVICES + " WHERE " + identifier(ThermoDevices.DEVGROUP) + " = " + literal(
                String.valueOf(q.devgroup())) + " GROUP BY " + identifier(ThermoDevices.DEVNAME) + ", "
                + identifier(ThermoDevices.DEVID) + ", " + identifier(ThermoDevices.DEVGROUP), ThermoDevices.DEVNAME,
                List.of(ThermoDevices.DEVID, ThermoDevices.DEVGROUP), true, Reading.VALUES,
                Set.of(ThermoDevices.TEMPERATURE));
    }

    /** q2: one aggregate over the groups' rows; count(temperature) is count(*), every row having a temperature. */
    static InfluxQlUseCase aggregateGroups(UseCaseQuery q, ThermoAggregate aggregate) {
        String function = aggregate == ThermoAggregate.AVG ? "mean" : aggregate.function();
        return new InfluxQlUseCase("SELECT " + function + "(" + TEMPERATURE + ") AS "
                + identifier(aggregate.valueName()) + " FROM " + DEVICES + where(q), null, List.of(), false,
                Reading.ONE_ROW, aggregate == ThermoAggregate.AVG ? Set.of() : Set.of(aggregate.valueName()));
    }

    /** q3: per group below N its rows' count, sum and mean of temperature. */
    static InfluxQlUseCase perGroup(UseCaseQuery q) {
        return new InfluxQlUseCase(countSumAvg() + where(q) + " GROUP BY " + identifier(ThermoDevices.DEVGROUP),
                null, List.of(ThermoDevices.DEVGROUP), false, Reading.VALUES, Set.of(COUNT, SUM));
    }

    /**
     * q4: per minute (InfluxQL's buckets are aligned to the epoch) the count, sum and mean of temperature of the
     * groups' rows; fill(none): only minutes with rows. A GROUP BY time stops at now() unless bounded, so it is
     * bounded where InfluxDB's time ends ({@link InfluxQlUseCases#TO_THE_LAST_DAY}).
     */
    static InfluxQlUseCase perMinute(UseCaseQuery q) {
        String where = where(q);
        return new InfluxQlUseCase(countSumAvg() + (where.isEmpty() ? " WHERE " : where + " AND ")
                + InfluxQlUseCases.TO_THE_LAST_DAY + " GROUP BY time(" + InfluxQlUseCases.duration(
                Duration.ofMinutes(1)) + ") fill(none)", null, List.of(), true, Reading.VALUES, Set.of(COUNT, SUM));
    }

    private static String countSumAvg() {
        return "SELECT count(" + TEMPERATURE + ") AS " + identifier(COUNT) + ", sum(" + TEMPERATURE + ") AS "
                + identifier(SUM) + ", mean(" + TEMPERATURE + ") AS " + identifier(AVG) + " FROM " + DEVICES;
    }

    /** The rows of the groups below N: none of the groups' condition when N covers them all. */
    private static String where(UseCaseQuery q) {
        List<String> groups = groupsBelow(q.devgroup());
        return groups.size() == ThermoDevices.GROUPS ? ""
                : " WHERE " + identifier(ThermoDevices.DEVGROUP) + " =~ /^(" + String.join("|", groups) + ")$/";
    }

    /** The names of the device groups below {@code bound}: "0" to "bound - 1" (at most every group). */
    static List<String> groupsBelow(int bound) {
        if (bound < 1) {
            throw new IllegalArgumentException("devgroup " + bound + ": q2-q4 read the groups below it, so it must "
                    + "be from 1 to " + ThermoDevices.GROUPS);
        }
        return IntStream.range(0, Math.min(bound, ThermoDevices.GROUPS)).mapToObj(String::valueOf)
                .collect(Collectors.toList());
    }
}
