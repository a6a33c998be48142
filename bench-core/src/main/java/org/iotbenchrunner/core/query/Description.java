package org.iotbenchrunner.core.query;

import java.util.List;
import org.iotbenchrunner.core.workload.DeviceSchema;
import org.iotbenchrunner.core.workload.Sensor;

/** {@link Query#describe()}: the query in database-neutral words. */
final class Description implements Query.Visitor<String> {

    @Override
    public String precise(Query.PreciseQuery q) {
        return head(q) + " at " + q.time();
    }

    @Override
    public String range(Query.RangeQuery q) {
        return head(q) + " in [" + q.start() + ", " + q.end() + "]";
    }

    @Override
    public String valueRange(Query.ValueRangeQuery q) {
        return head(q) + " in [" + q.start() + ", " + q.end() + "] where every value > " + q.threshold();
    }

    @Override
    public String aggRange(Query.AggRangeQuery q) {
        return aggregate(q) + " in [" + q.start() + ", " + q.end() + "]";
    }

    @Override
    public String aggValue(Query.AggValueQuery q) {
        return aggregate(q) + " where every value > " + q.threshold();
    }

    @Override
    public String aggRangeValue(Query.AggRangeValueQuery q) {
        return aggregate(q) + " in [" + q.start() + ", " + q.end() + "] where every value > " + q.threshold();
    }

    @Override
    public String groupBy(Query.GroupByQuery q) {
        return aggregate(q) + " in [" + q.start() + ", " + q.end() + ") by " + q.interval();
    }

    @Override
    public String latestPoint(Query.LatestPointQuery q) {
        return head(q);
    }

    @Override
    public String setOperation(Query.SetOpQuery q) {
        return q.type().name() + " " + q.operator() + " of "
                + String.join("; ", q.children().stream().map(Query::describe).toList());
    }

    private static String head(Query q) {
        return q.type().name() + " " + sensors(q.sensors()) + target(q.devices());
    }

    private static String aggregate(Query q) {
        return q.type().name() + " " + q.function() + "(" + sensors(q.sensors()) + ")" + target(q.devices());
    }

    private static String sensors(List<Sensor> sensors) {
        return String.join(", ", sensors.stream().map(Sensor::name).toList());
    }

    private static String target(List<DeviceSchema> devices) {
        return " of " + String.join(", ", devices.stream().map(DeviceSchema::name).toList());
    }
}
