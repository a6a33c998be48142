package org.iotbenchrunner.report.sweep;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Collectors;
import org.iotbenchrunner.core.result.HarnessVersion;
import org.iotbenchrunner.core.result.ResultFiles;
import org.iotbenchrunner.core.sweep.SweepAxis;
import org.iotbenchrunner.core.sweep.SweepManifest;
import org.iotbenchrunner.report.chart.ChartFile;
import org.iotbenchrunner.report.chart.CorrelationHeatmap;
import org.iotbenchrunner.report.chart.DualAxisLines;
import org.iotbenchrunner.report.html.SweepHtml;
import org.iotbenchrunner.report.html.SweepHtml.Section;
import org.iotbenchrunner.report.html.SweepHtml.Table;
import org.iotbenchrunner.report.text.Labels;
import org.iotbenchrunner.report.text.Language;

/**
 * A sweep's report, written into {@code <sweep>/report/}: {@code index.html} ({@code index.pt-br.html}) and
 * {@code sweep.md} ({@code sweep.pt-br.md}), with its charts (PNG) in {@code charts/<language>/}. Per swept key a
 * section: each database's table relative to the baseline row, the study's published table where the key maps to
 * one, and each database's dual-axis chart of write and query throughput; then per database the correlations.
 */
public final class SweepReport {

    private SweepReport() {
    }

    /** Writes the report of the sweep in {@code sweepDir} into {@code <sweepDir>/report}; returns the page's path. */
    public static Path write(Path sweepDir, Language language) throws IOException {
        return write(sweepDir, sweepDir.resolve("report"), language);
    }

    /** @throws IllegalArgumentException when {@code sweepDir} is not a sweep's folder */
    public static Path write(Path sweepDir, Path outDir, Language language) throws IOException {
        SweepRuns sweep = SweepRuns.load(sweepDir);
        Labels labels = Labels.of(language);
        Path charts = outDir.resolve("charts").resolve(language.tag());
        Files.createDirectories(charts);
        List<Section> sections = new ArrayList<>();
        for (SweepAxis axis : sweep.axes()) {
            sections.add(axisSection(sweep, axis, labels, charts));
        }
        for (String db : sweep.databases()) {
            sections.add(correlationSection(sweep, db, labels, charts));
        }
        String suffix = language == Language.EN ? "" : "." + language.tag();
        List<String> header = header(sweep, labels);
        String title = labels.text("sweep.title", sweepDir.toAbsolutePath().normalize().getFileName());
        ResultFiles.writeAtomically(outDir.resolve("sweep" + suffix + ".md"), markdown(title, header, sections));
        Path index = outDir.resolve("index" + suffix + ".html");
        ResultFiles.writeAtomically(index, SweepHtml.render(title, header, sections, labels, outDir));
        return index;
    }

    static List<String> header(SweepRuns sweep, Labels labels) {
        SweepManifest m = sweep.manifest();
        Map<String, Long> statuses = m.cells().stream().collect(Collectors.groupingBy(SweepManifest.Cell::status,
                TreeMap::new, Collectors.counting()));
        String dbs = sweep.databases().stream().map(db -> sweep.databaseName(db)
                + sweep.serverVersion(db).map(v -> " " + v).orElse("")).collect(Collectors.joining(", "));
        return List.of(labels.text("sweep.header.plan", m.mode(), m.cells().size(), statuses,
                        m.preset() == null ? "\u2014" : m.preset()),
                labels.text("sweep.header.runs", dbs.isEmpty() ? "\u2014" : dbs, String.join(", ", m.tests()),
                        sweep.runs().size()),
                labels.text("sweep.header.meta", sweep.directory().toAbsolutePath().normalize(),
                        labels.dateTime(Instant.now()), HarnessVersion.get()),
                labels.text("sweep.header.legend"));
    }

    static Section axisSection(SweepRuns sweep, SweepAxis axis, Labels labels, Path charts) throws IOException {
        boolean transposed = StudyTables.transposed(axis.key());
        List<Table> tables = new ArrayList<>();
        List<ChartFile> files = new ArrayList<>();
        for (String db : sweep.databases()) {
            if (axis.serverSetting() && !axis.database().equalsIgnoreCase(db)) {
                continue; // another database's setting: its cells skip this one
            }
            AxisTable table = AxisTable.of(sweep, axis, db, transposed);
            String name = sweep.databaseName(db);
            tables.add(SweepTables.axis(table, name, null, labels));
            files.add(chart(table, name, labels, charts));
        }
        List<StudyTables.Row> published = StudyTables.rows(axis.key());
        if (!published.isEmpty()) {
            String ours = axis.values().stream().map(v -> v + " \u2192 " + StudyTables.studyValue(axis.key(), v)
                    .orElse(v)).collect(Collectors.joining(", "));
            tables.add(SweepTables.published(published, axis.key(), labels.text("sweep.published.title",
                    published.get(0).table(), ours), transposed, labels));
        }
        List<String> lines = List.of(labels.text("sweep.axis.lines", String.join(", ", axis.values()),
                axis.baseline()));
        return new Section("axis-" + safe(axis.key()), labels.text("sweep.axis.title", axis.key()), lines, tables,
                files);
    }

    private static ChartFile chart(AxisTable table, String dbName, Labels labels, Path charts) throws IOException {
        String id = safe(table.database() + "-" + table.axis().key());
        String title = labels.text("sweep.chart.title", dbName, table.axis().key());
        Path file = charts.resolve(id + ".png");
        List<String> categories = table.rows().stream().map(AxisTable.Row::value).toList();
        DualAxisLines.Series write = new DualAxisLines.Series(SweepTables.metricName(SweepMetric.WRITE_THROUGHPUT,
                labels), table.rows().stream().map(r -> r.value(SweepMetric.WRITE_THROUGHPUT)).toList());
        DualAxisLines.Series query = new DualAxisLines.Series(SweepTables.metricName(SweepMetric.QUERY_THROUGHPUT,
                labels), table.rows().stream().map(r -> r.value(SweepMetric.QUERY_THROUGHPUT)).toList());
        return DualAxisLines.draw(title, table.axis().key(), categories, write, query, labels, file)
                ? ChartFile.drawn(id, title, labels.text("sweep.chart.note"), file)
                : ChartFile.missing(id, title, labels.text("sweep.chart.missing"));
    }

    static Section correlationSection(SweepRuns sweep, String db, Labels labels, Path charts) throws IOException {
        Correlations c = Correlations.of(sweep, db);
        String name = sweep.databaseName(db);
        List<SweepMetric> metrics = c.metrics();
        List<String> rows = c.factors().stream().map(Factor::name).toList();
        List<String> columns = metrics.stream().map(m -> labels.text(m.shortLabelKey())).toList();
        Double[][] r = new Double[rows.size()][metrics.size()];
        for (int i = 0; i < rows.size(); i++) {
            for (int j = 0; j < metrics.size(); j++) {
                r[i][j] = c.at(c.factors().get(i), metrics.get(j)).r();
            }
        }
        String id = safe(db + "-correlation");
        String title = labels.text("sweep.correlation.chart", name);
        Path file = charts.resolve(id + ".png");
        ChartFile heatmap = CorrelationHeatmap.draw(title, rows, columns, r, labels, file)
                ? ChartFile.drawn(id, title, labels.text("sweep.correlation.scale"), file)
                : ChartFile.missing(id, title, labels.text("sweep.correlation.missing"));
        return new Section("correlation-" + safe(db), labels.text("sweep.correlation.title", name),
                List.of(labels.text("sweep.correlation.lines")),
                List.of(SweepTables.ranked(c, labels.text("sweep.correlation.ranked"), labels)), List.of(heatmap));
    }

    static String markdown(String title, List<String> header, List<Section> sections) {
        StringBuilder md = new StringBuilder("# ").append(title).append("\n\n");
        header.forEach(line -> md.append(line).append("\n\n"));
        for (Section s : sections) {
            md.append("## ").append(s.title()).append("\n\n");
            s.lines().forEach(line -> md.append(line).append("\n\n"));
            s.tables().forEach(t -> md.append(SweepTables.markdown(t)));
            for (ChartFile chart : s.charts()) {
                md.append(chart.isDrawn() ? "![" + chart.title() + "](charts/" + chart.file().getParent()
                        .getFileName() + "/" + chart.file().getFileName() + ")\n\n"
                        : "- " + chart.title() + ": " + chart.missing() + "\n\n");
            }
        }
        return md.toString();
    }

    static String safe(String text) {
        return text.replaceAll("[^A-Za-z0-9._-]", "_");
    }
}
