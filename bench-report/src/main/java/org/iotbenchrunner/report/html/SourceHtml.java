package org.iotbenchrunner.report.html;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Pattern;
import org.iotbenchrunner.report.source.SourceSection;
import org.iotbenchrunner.report.table.DerivedTable;
import org.iotbenchrunner.report.text.Labels;

/**
 * The page's section of one {@code --source}: its intro, its charts in order (drawn, or the line naming what is
 * missing), then its derived tables, each linked to its Markdown and CSV files.
 */
final class SourceHtml {
    /** What the template shows of one source. */
    record View(String id, String title, String intro, List<HtmlFigure> charts, List<Table> tables) {
    }

    /** A derived table, with the text before its file links and each link's label and relative address. */
    record Table(String id, String title, HtmlTable table, String files, String markdownLabel, String markdown,
            String csvLabel, String csv) {
    }

    /** A cell that is a number (an optional sign, digits and separators, then % or ×): aligned right. */
    private static final Pattern NUMBER = Pattern.compile("[+\\-\u2212]?\\d[\\d.,\u00a0]*( ?%|\u00d7)?");

    private SourceHtml() {
    }

    static View of(SourceSection source, Path pageDir, Labels labels) throws IOException {
        String id = "source-" + source.source();
        List<HtmlFigure> charts = HtmlFigure.of(source.charts(), id + "-", pageDir, labels);
        List<Table> tables = source.tables().stream().map(t -> table(source, t, id, pageDir, labels)).toList();
        return new View(id, source.title(), source.intro(), charts, tables);
    }

    private static Table table(SourceSection source, DerivedTable t, String sectionId, Path pageDir, Labels labels) {
        List<HtmlTable.Row> rows = t.rows().stream().map(r -> new HtmlTable.Row("", r.stream()
                .map(c -> NUMBER.matcher(c).matches() ? HtmlTable.Cell.num(c) : HtmlTable.Cell.text(c)).toList()))
                .toList();
        return new Table(sectionId + "-" + t.id(), t.title(), HtmlTable.of(t.header(), rows, t.note()),
                labels.text("page.tableFiles"), labels.text("page.markdown"),
                link(source, t, "md", pageDir, labels), labels.text("page.csv"),
                link(source, t, "csv", pageDir, labels));
    }

    private static String link(SourceSection source, DerivedTable t, String ext, Path pageDir, Labels labels) {
        return HtmlTemplates.href(pageDir, pageDir.resolve(source.tableFile(t, ext, labels.language())));
    }
}
