package org.iotbenchrunner.core.query;

import java.util.List;
import org.iotbenchrunner.core.config.OperationType;
import org.iotbenchrunner.core.workload.DeviceSchema;
import org.iotbenchrunner.core.workload.Sensor;

/**
 * One query of the iot-benchmark catalogue. All devices of a query come from one group and are read with the
 * same sensor list. Time bounds are in the configured precision and inclusive unless a type says otherwise.
 */
public sealed interface Query {
    OperationType type();

    List<DeviceSchema> devices();

    List<Sensor> sensors();

    /** Whether rows come newest first (the desc forms of range, value-range and group-by queries). */
    default boolean descending() {
        return false;
    }

    /** Whether each row of the answer has a time: false for the aggregates over a whole window. */
    default boolean rowsHaveTime() {
        return true;
    }

    /** The aggregate function of an aggregate or group-by query; null for the others. */
    default String function() {
        return null;
    }

    /** Passes this query to the visitor's method for its type. */
    <R> R accept(Visitor<R> visitor);

    /**
     * One method per query type's shape. Each defaults to {@link #unsupported}, so a database's statement builder
     * implements the types it runs and routes the ones it declares unsupported
     * ({@link org.iotbenchrunner.core.spi.DatabaseBinding#unsupportedOperations()}) to their declared exception by
     * overriding {@link #unsupported}; the conformance kit fails a type neither implemented nor declared.
     */
    interface Visitor<R> {
        /** A type this visitor has no method for; by default an exception saying so. */
        default R unsupported(Query query) {
            throw new UnsupportedOperationException(query.type().reportName() + " has no statement here");
        }

        default R precise(PreciseQuery query) {
            return unsupported(query);
        }

        default R range(RangeQuery query) {
            return unsupported(query);
        }

        default R valueRange(ValueRangeQuery query) {
            return unsupported(query);
        }

        default R aggRange(AggRangeQuery query) {
            return unsupported(query);
        }

        default R aggValue(AggValueQuery query) {
            return unsupported(query);
        }

        default R aggRangeValue(AggRangeValueQuery query) {
            return unsupported(query);
        }

        default R groupBy(GroupByQuery query) {
            return unsupported(query);
        }

        default R latestPoint(LatestPointQuery query) {
            return unsupported(query);
        }

        default R setOperation(SetOpQuery query) {
            return unsupported(query);
        }
    }

    /**
     * A readable, database-neutral description, e.g. {@code AGG_VALUE count(s_1, s_4) of d_3 where every
     * value > -5.0}; times are in the configured precision, windows as the type defines them.
     */
    default String describe() {
        return accept(new Description());
    }

    /** Q1: the rows at exactly {@code time}. */
    record PreciseQuery(List<DeviceSchema> devices, List<Sensor> sensors, long time) implements Query {
        public <R> R accept(Visitor<R> visitor) {
            return visitor.precise(this);
        }

        public OperationType type() {
            return OperationType.PRECISE_POINT;
        }
    }

    /** Q2 and Q9: raw rows in [start, end]. */
    record RangeQuery(List<DeviceSchema> devices, List<Sensor> sensors, long start, long end, boolean descending)
            implements Query {
        public <R> R accept(Visitor<R> visitor) {
            return visitor.range(this);
        }

        public OperationType type() {
            return descending ? OperationType.RANGE_QUERY_DESC : OperationType.TIME_RANGE;
        }
    }

    /** Q3 and Q10: raw rows in [start, end] whose every selected sensor is above the threshold. */
    record ValueRangeQuery(List<DeviceSchema> devices, List<Sensor> sensors, long start, long end, double threshold,
            boolean descending) implements Query {
        public <R> R accept(Visitor<R> visitor) {
            return visitor.valueRange(this);
        }

        public OperationType type() {
            return descending ? OperationType.VALUE_RANGE_QUERY_DESC : OperationType.VALUE_RANGE;
        }
    }

    /** Q4: one aggregate per device and sensor over [start, end]. */
    record AggRangeQuery(List<DeviceSchema> devices, List<Sensor> sensors, long start, long end, String function)
            implements Query {
        public boolean rowsHaveTime() {
            return false;
        }

        public <R> R accept(Visitor<R> visitor) {
            return visitor.aggRange(this);
        }

        public OperationType type() {
            return OperationType.AGG_RANGE;
        }
    }

    /** Q5: one aggregate per device and sensor over all rows above the threshold. */
    record AggValueQuery(List<DeviceSchema> devices, List<Sensor> sensors, String function, double threshold)
            implements Query {
        public boolean rowsHaveTime() {
            return false;
        }

        public <R> R accept(Visitor<R> visitor) {
            return visitor.aggValue(this);
        }

        public OperationType type() {
            return OperationType.AGG_VALUE;
        }
    }

    /** Q6: Q4 restricted to rows above the threshold. */
    record AggRangeValueQuery(List<DeviceSchema> devices, List<Sensor> sensors, long start, long end,
            String function, double threshold) implements Query {
        public boolean rowsHaveTime() {
            return false;
        }

        public <R> R accept(Visitor<R> visitor) {
            return visitor.aggRangeValue(this);
        }

        public OperationType type() {
            return OperationType.AGG_RANGE_VALUE;
        }
    }

    /** Q7 and Q11: aggregates per time bucket of {@code interval} over [start, end), buckets aligned to start. */
    record GroupByQuery(List<DeviceSchema> devices, List<Sensor> sensors, long start, long end, String function,
            long interval, boolean descending) implements Query {
        public <R> R accept(Visitor<R> visitor) {
            return visitor.groupBy(this);
        }

        public OperationType type() {
            return descending ? OperationType.GROUP_BY_DESC : OperationType.GROUP_BY;
        }
    }

    /** Q8: the most recent row. */
    record LatestPointQuery(List<DeviceSchema> devices, List<Sensor> sensors) implements Query {
        public <R> R accept(Visitor<R> visitor) {
            return visitor.latestPoint(this);
        }

        public OperationType type() {
            return OperationType.LATEST_POINT;
        }
    }

    /** Q12: range queries over one window combined with a set operator such as {@code union}. */
    record SetOpQuery(List<RangeQuery> children, String operator) implements Query {
        public <R> R accept(Visitor<R> visitor) {
            return visitor.setOperation(this);
        }

        public OperationType type() {
            return OperationType.SET_OPERATION;
        }

        public List<DeviceSchema> devices() {
            return children.stream().flatMap(c -> c.devices().stream()).distinct().toList();
        }

        public List<Sensor> sensors() {
            return children.get(0).sensors();
        }
    }
}
