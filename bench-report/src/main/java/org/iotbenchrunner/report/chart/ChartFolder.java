package org.iotbenchrunner.report.chart;

import java.io.IOException;
import java.nio.file.Path;
import org.knowm.xchart.internal.chartpart.Chart;

/** Where the report's own charts (not the seed's) are saved: {@code <id>-<scale>.png}, or {@code <id>.png}. */
record ChartFolder(Path dir) {

    /** {@code chart} saved as a PNG; {@code scale} is null for a chart of every scale. */
    ChartFile save(String id, String scale, Chart<?, ?> chart, String note) throws IOException {
        String name = scale == null ? id : id + "-" + scale;
        Path file = dir.resolve(name + ".png");
        ChartStyle.save(chart, file);
        return ChartFile.drawn(name, chart.getTitle(), note, file);
    }
}
