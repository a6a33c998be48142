package org.iotbenchrunner.report;

import java.util.List;

/**
 * What one {@code --source} selector shows (e.g. {@code small}, {@code mixed}, {@code comparison}): its charts —
 * the seed's kinds, drawn or with their missing input named, then the harness's own — and its derived tables.
 * {@code chartDir} is where its PNG files are, {@code charts/<source>/<language>/} below the page.
 */
record SourceSection(String source, String title, String intro, List<ChartFile> charts, List<DerivedTable> tables,
        java.nio.file.Path chartDir) {

    SourceSection {
        charts = List.copyOf(charts);
        tables = List.copyOf(tables);
    }
}
