package org.iotbenchrunner.report.chart;

import java.io.IOException;
import java.nio.file.Path;
import org.knowm.xchart.internal.chartpart.Chart;

/** A seed chart as drawn, before it is saved: the chart and its note, or why the data does not allow it. */
record SeedFigure(Chart<?, ?> chart, String note, String missing) {

    static SeedFigure drawn(Chart<?, ?> chart, String note) {
        return new SeedFigure(chart, note, null);
    }

    static SeedFigure missing(String reason) {
        return new SeedFigure(null, null, reason);
    }

    /** Saved as {@code kind}'s PNG in {@code dir} under {@code title}, or the kind missing with the reason. */
    ChartFile file(SeedChart kind, Path dir, String title) throws IOException {
        return chart == null ? kind.missing(title, missing) : kind.save(chart, dir, title, note);
    }
}
