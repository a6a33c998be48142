package org.iotbenchrunner.cassandra.usecase;

import java.util.stream.Collectors;
import java.util.stream.IntStream;
import org.iotbenchrunner.core.usecase.ThermoDevices;
import org.iotbenchrunner.core.usecase.query.ThermoAggregate;
import org.iotbenchrunner.core.usecase.query.UseCaseQuery;
import org.iotbenchrunner.core.usecase.query.UseCaseQueryVisitor;

/**
 * The CQL of the study's thermo queries (seed 002) over {@code thermo.devices}, keyed as the study's table
 * ({@code ((devgroup), devid, devname, ts)}), and q4's {@code thermo.devices_by_minute} ({@link MinuteTable}).
 * <ul>
 * <li>q1: the study's {@code SELECT * FROM devices WHERE devgroup = N}: one partition.</li>
 * <li>q2, q3: {@code devgroup < N} as {@code devgroup IN (0, ..., N-1)}: the same rows as the study's
 * {@code devgroup < N ALLOW FILTERING} (groups are integers from 0), read from those partitions only instead of a
 * scan of every partition. q3 groups by the partition key.</li>
 * <li>q4: per {@code minute} (the minute table's partition key) over {@code devgroup < N}, its first clustering
 * column, which CQL filters only with {@code ALLOW FILTERING}: the study's statement, a scan of the table.</li>
 * </ul>
 * Exact arithmetic: CQL's sum of an {@code int} is an {@code int} that wraps around and its avg divides integers, so
 * sums are of {@code CAST(temperature AS bigint)} and averages of {@code CAST(temperature AS double)}. A q2 other
 * than count also counts the rows it aggregates: CQL answers 0 for the sum or avg of no rows, where the answer has
 * no row.
 */
final class ThermoCql implements UseCaseQueryVisitor<String> {
    static final String COUNT = "count_temperature";
    static final String SUM = "sum_temperature";
    static final String AVG = "avg_temperature";
    /** The rows a q2 other than count aggregated. */
    static final String ROWS = "aggregated_rows";

    private static final String DEVICES = UseCaseTable.of(ThermoDevices.MEASUREMENT).qualifiedName();
    private static final String TEMPERATURE = ThermoDevices.TEMPERATURE;
    private static final String THREE = "count(" + TEMPERATURE + ") AS " + COUNT + ", sum(CAST(" + TEMPERATURE
            + " AS bigint)) AS " + SUM + ", avg(CAST(" + TEMPERATURE + " AS double)) AS " + AVG;

    private static final ThermoCql CQL = new ThermoCql();

    private ThermoCql() {
    }

    /** The statement of {@code q}; a type without one throws its declared reason ({@link CassandraUseCases}). */
    static String cql(UseCaseQuery q) {
        return q.accept(CQL);
    }

    @Override
    public String unsupported(UseCaseQuery q) {
        throw CassandraUseCases.UNSUPPORTED.exception(q.type());
    }

    @Override
    public String readGroup(UseCaseQuery q) {
        return "SELECT * FROM " + DEVICES + " WHERE " + ThermoDevices.DEVGROUP + " = " + q.devgroup();
    }

    @Override
    public String aggregateGroups(UseCaseQuery q, ThermoAggregate aggregate) {
        String value = switch (aggregate) {
            case COUNT -> "count(*)";
            case SUM -> "sum(CAST(" + TEMPERATURE + " AS bigint))";
            case AVG -> "avg(CAST(" + TEMPERATURE + " AS double))";
            case MAX, MIN -> aggregate.function() + "(" + TEMPERATURE + ")";
        };
        String rows = aggregate == ThermoAggregate.COUNT ? "" : "count(" + TEMPERATURE + ") AS " + ROWS + ", ";
        return "SELECT " + rows + value + " AS " + aggregate.valueName() + " FROM " + DEVICES + " WHERE "
                + groupsBelow(q.devgroup());
    }

    @Override
    public String perGroup(UseCaseQuery q) {
        return "SELECT " + ThermoDevices.DEVGROUP + ", " + THREE + " FROM " + DEVICES + " WHERE "
                + groupsBelow(q.devgroup()) + " GROUP BY " + ThermoDevices.DEVGROUP;
    }

    @Override
    public String perMinute(UseCaseQuery q) {
        return "SELECT " + MinuteTable.MINUTE + ", " + THREE + " FROM " + MinuteTable.TABLE.qualifiedName()
                + " WHERE " + ThermoDevices.DEVGROUP + " < " + q.devgroup() + " GROUP BY " + MinuteTable.MINUTE
                + " ALLOW FILTERING";
    }

    /** {@code devgroup IN (0, ..., n-1)}; {@code IN ()} (no rows) for n &lt;= 0. */
    static String groupsBelow(int n) {
        return ThermoDevices.DEVGROUP + " IN (" + IntStream.range(0, Math.max(n, 0)).mapToObj(Integer::toString)
                .collect(Collectors.joining(", ")) + ")";
    }
}
