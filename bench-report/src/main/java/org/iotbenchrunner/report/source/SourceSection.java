package org.iotbenchrunner.report.source;

import java.nio.file.Path;
import java.util.List;
import org.iotbenchrunner.report.chart.ChartFile;
import org.iotbenchrunner.report.table.DerivedTable;
import org.iotbenchrunner.report.text.Language;

/**
 * What one {@code --source} selector shows (e.g. {@code small}, {@code mixed}, {@code comparison}): its charts —
 * the seed's kinds, drawn or with their missing input named, then the harness's own — and its derived tables.
 * {@code chartDir} is where its PNG files are, {@code charts/<source>/<language>/} below the page.
 */
public record SourceSection(String source, String title, String intro, List<ChartFile> charts, List<DerivedTable> tables,
        Path chartDir) {

    public SourceSection {
        charts = List.copyOf(charts);
        tables = List.copyOf(tables);
    }

    /**
     * Where a derived table of this section is written, relative to the page's folder:
     * {@code tables/<source>/<language>/<table id>.<ext>} ({@code ext} {@code md} or {@code csv}). The page links
     * this path; whoever writes the files resolves it against the page's folder.
     */
    public Path tableFile(DerivedTable table, String ext, Language language) {
        return Path.of("tables", source, language.tag(), table.id() + "." + ext);
    }
}
