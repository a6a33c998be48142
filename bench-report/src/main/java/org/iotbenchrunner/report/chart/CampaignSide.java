package org.iotbenchrunner.report.chart;

import java.awt.Color;
import org.iotbenchrunner.core.config.Scenario;
import org.iotbenchrunner.report.data.GroupValue;
import org.iotbenchrunner.report.data.Metric;
import org.iotbenchrunner.report.data.ResultSet;

/** One database in one campaign of the seed's charts 16–20, as a series: the original tinted, the tuned solid. */
record CampaignSide(String db, String label, ResultSet runs, Color base, boolean original) {
    Color fill() {
        return original ? ChartStyle.light(base) : base;
    }

    GroupValue value(String scale, String test, Metric metric) {
        return GroupValue.of(runs, runs.find(scale, db, test), metric);
    }

    /** The out-of-order penalty of this database at the scale (see {@link #penalty}). */
    GroupValue outOfOrderPenalty(String scale) {
        return penalty(value(scale, Scenario.WRITE.id(), Metric.THROUGHPUT),
                value(scale, Scenario.OUT_OF_ORDER.id(), Metric.THROUGHPUT));
    }

    /**
     * (OUT-OF-ORDER − WRITE) / WRITE × 100 of the medians, flagged when either run is; unknown without both
     * throughputs.
     */
    static GroupValue penalty(GroupValue write, GroupValue outOfOrder) {
        if (!write.known() || !outOfOrder.known() || write.value() <= 0) {
            return GroupValue.UNKNOWN;
        }
        return new GroupValue((outOfOrder.value() - write.value()) / write.value() * 100, null, null,
                write.flagged() || outOfOrder.flagged());
    }
}
