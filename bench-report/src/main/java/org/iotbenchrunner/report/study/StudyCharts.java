package org.iotbenchrunner.report.study;

import java.awt.Color;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import java.util.function.Function;
import java.util.stream.Collectors;
import org.iotbenchrunner.report.chart.ChartFile;
import org.iotbenchrunner.report.chart.ChartStyle;
import org.iotbenchrunner.report.chart.ChartText;
import org.iotbenchrunner.report.table.TableCells;
import org.iotbenchrunner.report.text.Labels;
import org.knowm.xchart.CategoryChart;
import org.knowm.xchart.XYChart;
import org.knowm.xchart.XYSeries;

/**
 * The study's charts: each database's write grid (records/s vs clients, a line per rows per request), our databases
 * across one rows-per-request setting each, the best write per client count (ours solid, the study's dashed), the
 * response time vs N per query type (log y where it spans decades) and the disk over the raw data. An unknown value
 * is a gap, never 0; a chart with nothing to draw is missing, its input named.
 */
public final class StudyCharts {
    private final Labels labels;
    private final Path dir;

    /** A line to draw: its name, colour, dash (published) and points; NaN where unknown. */
    private record Line(String name, Color color, boolean dashed, int marker, double[] x, double[] y,
            boolean flagged) {
        boolean empty() {
            return java.util.Arrays.stream(y).allMatch(Double::isNaN);
        }
    }

    public StudyCharts(Labels labels, Path dir) {
        this.labels = labels;
        this.dir = dir;
    }

    public List<ChartFile> draw(TaosCassandraStudy study) throws IOException {
        ChartStyle.headless();
        Files.createDirectories(dir);
        List<ChartFile> files = new ArrayList<>();
        for (StudyDatabase db : study.all()) {
            files.add(grid(study, db));
        }
        for (int r : List.copyOf(new TreeSet<>(study.ours().stream().flatMap(d -> d.rowsPerRequest().stream())
                .toList()))) {
            files.add(acrossDatabases(study, r));
        }
        files.add(best(study));
        for (String type : study.queryTypes()) {
            files.add(query(study, type));
        }
        files.add(disk(study));
        return files;
    }

    /** One database's grid: a line per rows per request over its client counts. */
    ChartFile grid(TaosCassandraStudy study, StudyDatabase db) throws IOException {
        List<Integer> clients = db.clients();
        List<Line> lines = new ArrayList<>();
        List<Integer> rows = db.rowsPerRequest();
        for (int i = 0; i < rows.size(); i++) {
            int r = rows.get(i);
            lines.add(line(labels.text("study.series.rows", labels.integer(r)), ChartStyle.color(i), false, i,
                    clients, c -> db.cell(r, c).map(WriteCell::recordsPerSecond).orElse(null),
                    clients.stream().anyMatch(c -> db.cell(r, c).map(WriteCell::flagged).orElse(false))));
        }
        return xy("write-grid-" + TableCells.idPart(db.id()), labels.text("study.chart.grid", db.name()),
                labels.text("study.axis.clients"), labels.text("study.axis.recordsPerSecond"), lines,
                db.published() ? labels.text("study.note.published", study.publishedSetUp()) : null, "study.missing.noCell");
    }

    /** Our databases at one rows-per-request setting: a line per database over the client counts. */
    ChartFile acrossDatabases(TaosCassandraStudy study, int rowsPerRequest) throws IOException {
        List<Line> lines = new ArrayList<>();
        for (int i = 0; i < study.ours().size(); i++) {
            StudyDatabase db = study.ours().get(i);
            List<Integer> clients = db.clients();
            lines.add(line(db.name(), color(study, db), false, i, clients,
                    c -> db.cell(rowsPerRequest, c).map(WriteCell::recordsPerSecond).orElse(null),
                    clients.stream().anyMatch(c -> db.cell(rowsPerRequest, c).map(WriteCell::flagged)
                            .orElse(false))));
        }
        return xy("write-across-r" + rowsPerRequest, labels.text("study.chart.acrossDbs",
                labels.integer(rowsPerRequest)), labels.text("study.axis.clients"),
                labels.text("study.axis.recordsPerSecond"), lines, null, "study.missing.noCell");
    }

    /** Each database's best cell per client count, ours solid and the study's dashed. */
    ChartFile best(TaosCassandraStudy study) throws IOException {
        List<Line> lines = new ArrayList<>();
        List<StudyDatabase> all = study.all();
        for (int i = 0; i < all.size(); i++) {
            StudyDatabase db = all.get(i);
            lines.add(line(db.name(), color(study, db), db.published(), i, db.clients(),
                    c -> db.best(c).map(WriteCell::recordsPerSecond).orElse(null), false));
        }
        return xy("write-best", labels.text("study.chart.best"), labels.text("study.axis.clients"),
                labels.text("study.axis.recordsPerSecond"), lines, labels.text("study.note.dashed"),
                "study.missing.noCell");
    }

    /** Response time vs N of one query type, a line per database, the study's dashed. */
    ChartFile query(TaosCassandraStudy study, String type) throws IOException {
        List<Line> lines = new ArrayList<>();
        List<StudyDatabase> all = study.all();
        for (int i = 0; i < all.size(); i++) {
            StudyDatabase db = all.get(i);
            List<Integer> ns = db.queries().stream().filter(p -> p.type().equals(type)).map(QueryPoint::devgroup)
                    .sorted().toList();
            lines.add(line(db.name(), color(study, db), db.published(), i, ns,
                    n -> db.point(type, n).map(QueryPoint::milliseconds).orElse(null),
                    ns.stream().anyMatch(n -> db.point(type, n).map(QueryPoint::flagged).orElse(false))));
        }
        return xy("query-" + TableCells.idPart(type), labels.text("study.chart.query", type),
                labels.text("study.axis.n"), labels.text("study.axis.ms"), lines, labels.text("study.note.dashed"),
                "study.missing.noPoint");
    }

    /** Disk over raw per database, ours and the study's (named as published). */
    ChartFile disk(TaosCassandraStudy study) throws IOException {
        String id = "disk-ratio";
        String title = labels.text("study.chart.disk");
        List<StudyDatabase> known = study.all().stream().filter(d -> d.disk() != null && d.disk().ratio() != null)
                .toList();
        if (known.isEmpty()) {
            return ChartFile.missing(id, title, labels.text("study.missing.noDisk"));
        }
        CategoryChart chart = ChartStyle.bars(title, labels.text("study.axis.db"), labels.text("study.axis.ratio"),
                labels);
        List<String> names = known.stream().map(StudyDatabase::name).toList();
        for (boolean published : List.of(false, true)) {
            List<Double> ratios = known.stream().map(d -> d.published() == published ? d.disk().ratio() : null)
                    .toList();
            if (ratios.stream().anyMatch(java.util.Objects::nonNull)) {
                chart.addSeries(labels.text(published ? "study.series.published" : "study.series.ours"), names,
                        ratios).setFillColor(ChartStyle.color(published ? 3 : 0));
            }
        }
        chart.getStyler().setOverlapped(true);
        chart.getStyler().setXAxisLabelRotation(known.size() > 4 ? 20 : 0);
        Path file = dir.resolve(id + ".png");
        ChartStyle.save(chart, file);
        String absent = study.all().stream().filter(d -> !known.contains(d)).map(StudyDatabase::name)
                .collect(Collectors.joining(", "));
        return ChartFile.drawn(id, chart.getTitle(), ChartText.notes(labels.text("study.disk.note"),
                absent.isEmpty() ? null : labels.text("usecase.note.absent", absent)), file);
    }

    private Line line(String name, Color color, boolean dashed, int marker, List<Integer> xs,
            Function<Integer, Double> value, boolean flagged) {
        double[] x = xs.stream().mapToDouble(Integer::doubleValue).toArray();
        double[] y = xs.stream().map(value).mapToDouble(v -> v == null ? Double.NaN : v).toArray();
        return new Line(name + (flagged ? ChartText.FLAG : ""), color, dashed, marker, x, y, flagged);
    }

    private ChartFile xy(String id, String title, String xTitle, String yTitle, List<Line> lines, String note,
            String missingKey) throws IOException {
        List<Line> drawn = lines.stream().filter(l -> !l.empty()).toList();
        if (drawn.isEmpty()) {
            return ChartFile.missing(id, title, labels.text(missingKey));
        }
        XYChart chart = ChartStyle.lines(title, xTitle, yTitle, labels);
        chart.getStyler().setMarkerSize(6);
        List<Double> values = new ArrayList<>();
        for (Line l : drawn) {
            XYSeries s = chart.addSeries(l.name(), l.x(), l.y());
            s.setLineColor(l.color());
            s.setMarkerColor(l.color());
            s.setLineStyle(ChartStyle.stroke(l.dashed() ? 1 : 0));
            s.setMarker(ChartStyle.marker(l.marker()));
            java.util.Arrays.stream(l.y()).filter(v -> !Double.isNaN(v)).forEach(values::add);
        }
        if (ChartStyle.logIfSpanning(chart.getStyler(), values)) {
            chart.setTitle(chart.getTitle() + " " + labels.text("chart.logScale"));
        } else {
            chart.getStyler().setYAxisMin(0.0);
        }
        Path file = dir.resolve(id + ".png");
        ChartStyle.save(chart, file);
        boolean flagged = drawn.stream().anyMatch(Line::flagged);
        return ChartFile.drawn(id, chart.getTitle(), ChartText.notes(note,
                flagged ? labels.text("study.note.flagged") : null), file);
    }

    /** The colour the database recorded, else one of the palette by its place among all the study's. */
    private static Color color(TaosCassandraStudy study, StudyDatabase db) {
        List<String> ids = study.all().stream().map(StudyDatabase::id).toList();
        Map<String, String> recorded = new java.util.HashMap<>();
        study.all().stream().filter(d -> d.color() != null).forEach(d -> recorded.put(d.id(), d.color()));
        return ChartStyle.color(db.id(), ids, recorded);
    }
}
