package org.iotbenchrunner.report.html;

import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.iotbenchrunner.report.chart.ChartFile;
import org.iotbenchrunner.report.chart.ChartStyle;
import org.iotbenchrunner.report.text.Labels;

/**
 * A chart as a page shows it: its PNG file linked by a path relative to the page ({@code src}), or, when it was not
 * drawn, the line that names its missing input ({@code missing}; then {@code src} is null).
 */
record HtmlFigure(String id, String title, String note, String src, int width, String missing) {

    /** The charts in order; {@code idPrefix} keeps their ids apart when several sections draw the same kind. */
    static List<HtmlFigure> of(List<ChartFile> charts, String idPrefix, Path pageDir, Labels labels)
            throws NoSuchFileException {
        List<HtmlFigure> figures = new ArrayList<>();
        for (ChartFile chart : charts) {
            String id = idPrefix + chart.id();
            if (!chart.isDrawn()) {
                figures.add(new HtmlFigure(id, chart.title(), null, null, 0,
                        labels.text("page.notDrawn", chart.missing())));
            } else if (!Files.isRegularFile(chart.file())) {
                throw new NoSuchFileException(chart.file().toString(), null, "chart " + chart.id() + " was not saved");
            } else {
                figures.add(new HtmlFigure(id, chart.title(), chart.note(), HtmlTemplates.href(pageDir, chart.file()),
                        ChartStyle.WIDTH, null));
            }
        }
        return figures;
    }
}
