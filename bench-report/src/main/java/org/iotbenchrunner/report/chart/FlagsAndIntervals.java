package org.iotbenchrunner.report.chart;

import org.iotbenchrunner.report.data.GroupValue;
import org.iotbenchrunner.report.text.Labels;

/** Whether the values drawn held a flagged run or an interval, for the chart's note. */
final class FlagsAndIntervals {
    private boolean flagged;
    private boolean interval;

    void count(GroupValue v) {
        flagged |= v.flagged();
        interval |= v.hasInterval();
    }

    String notes(Labels labels) {
        return ChartText.notes(interval ? labels.text("seed.scaleCharts.interval") : null,
                flagged ? labels.text("note.flagged") : null);
    }
}
