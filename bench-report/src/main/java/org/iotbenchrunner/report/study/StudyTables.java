package org.iotbenchrunner.report.study;

import java.util.ArrayList;
import java.util.List;
import java.util.TreeSet;
import java.util.stream.Collectors;
import org.iotbenchrunner.report.table.DerivedTable;
import org.iotbenchrunner.report.table.TableCells;
import org.iotbenchrunner.report.text.Labels;

/**
 * The study's tables: a records/s matrix per database (ours, then the study's), the best write per client count,
 * the response time per query type and group bound N, and the disk against the raw data. Every table says how our
 * data set was scaled to this host and that the published numbers come from another host and versions; an unknown
 * figure is the study's unknown mark, never 0; a flagged figure carries {@code *}.
 */
public final class StudyTables {
    private static final String STAR = " *";

    private final Labels labels;

    public StudyTables(Labels labels) {
        this.labels = labels;
    }

    public List<DerivedTable> all(TaosCassandraStudy study) {
        List<DerivedTable> tables = new ArrayList<>();
        study.all().stream().filter(db -> !db.writes().isEmpty()).forEach(db -> tables.add(writes(study, db)));
        tables.add(bestWrite(study));
        tables.add(queries(study));
        tables.add(disk(study));
        return tables;
    }

    /** Rows: rows per request; columns: the client counts of the database's grid. */
    public DerivedTable writes(TaosCassandraStudy study, StudyDatabase db) {
        List<Integer> clients = db.clients();
        List<String> header = new ArrayList<>(List.of(labels.text("study.writes.col.rows")));
        clients.forEach(c -> header.add(clientsColumn(c)));
        List<List<String>> rows = new ArrayList<>();
        for (int r : db.rowsPerRequest()) {
            List<String> row = new ArrayList<>(List.of(labels.integer(r)));
            clients.forEach(c -> row.add(db.cell(r, c).map(this::rate).orElse(unknown())));
            rows.add(row);
        }
        return new DerivedTable("study-writes-" + TableCells.idPart(db.id()),
                labels.text("study.writes.title", db.name()), header, rows, note(study, db.published()));
    }

    /** A row per database; a column per client count of any grid: its best cell and the R/R that gave it. */
    public DerivedTable bestWrite(TaosCassandraStudy study) {
        List<Integer> clients = List.copyOf(new TreeSet<>(study.all().stream().flatMap(d -> d.clients().stream())
                .toList()));
        List<String> header = new ArrayList<>(List.of(labels.text("study.best.col.db")));
        clients.forEach(c -> header.add(clientsColumn(c)));
        List<List<String>> rows = new ArrayList<>();
        for (StudyDatabase db : study.all()) {
            List<String> row = new ArrayList<>(List.of(db.name()));
            clients.forEach(c -> row.add(db.best(c).map(cell -> labels.text("study.best.cell", rate(cell),
                    labels.integer(cell.rowsPerRequest()))).orElse(unknown())));
            rows.add(row);
        }
        return new DerivedTable("study-best-write", labels.text("study.best.title"), header, rows,
                labels.text("study.best.note") + " " + note(study, true));
    }

    /** A row per query type and N of the study's sweep (and any other N measured); a column per database. */
    public DerivedTable queries(TaosCassandraStudy study) {
        List<StudyDatabase> dbs = study.all();
        List<String> header = new ArrayList<>(List.of(labels.text("study.queries.col.type"),
                labels.text("study.queries.col.n")));
        dbs.forEach(db -> header.add(db.name()));
        List<List<String>> rows = new ArrayList<>();
        for (String type : study.queryTypes()) {
            for (int n : sweep(study, type)) {
                List<String> row = new ArrayList<>(List.of(type, labels.integer(n)));
                dbs.forEach(db -> row.add(db.point(type, n).map(this::milliseconds).orElse(unknown())));
                rows.add(row);
            }
        }
        String statistics = study.ours().stream().map(db -> db.name() + ": " + db.statistic())
                .collect(Collectors.joining(", "));
        return new DerivedTable("study-queries", labels.text("study.queries.title"), header, rows,
                labels.text("study.queries.note", statistics.isEmpty() ? unknown() : statistics) + " "
                        + note(study, true));
    }

    /** The study's points for {@code type}, and any other N a database measured, in order. */
    static List<Integer> sweep(TaosCassandraStudy study, String type) {
        TreeSet<Integer> ns = new TreeSet<>(StudyQueries.sweep(type));
        study.all().forEach(db -> db.queries().stream().filter(p -> p.type().equals(type))
                .forEach(p -> ns.add(p.devgroup())));
        return List.copyOf(ns);
    }

    public DerivedTable disk(TaosCassandraStudy study) {
        List<String> header = List.of(labels.text("study.disk.col.db"), labels.text("study.disk.col.disk"),
                labels.text("study.disk.col.raw"), labels.text("study.disk.col.ratio"),
                labels.text("study.disk.col.method"));
        List<List<String>> rows = new ArrayList<>();
        for (StudyDatabase db : study.all()) {
            DiskFigure d = db.disk();
            rows.add(List.of(db.name(), number(d == null ? null : d.diskMib(), 1),
                    number(d == null ? null : d.rawMib(), 1), number(d == null ? null : d.ratio(), 3),
                    d == null || d.method() == null ? unknown() : d.method()));
        }
        return new DerivedTable("study-disk", labels.text("study.disk.title"), header, rows,
                labels.text("study.disk.note") + " " + note(study, true));
    }

    /** Where the numbers come from: this host and how the data set was scaled, and the study's when shown. */
    String note(TaosCassandraStudy study, boolean withPublished) {
        String scaling = study.scaling() == null ? labels.text("study.notScaled")
                : labels.text("study.scaling", study.scaling());
        String note = labels.text("study.note.ours", study.host(), scaling);
        if (withPublished) {
            note += " " + labels.text("study.note.published", study.publishedSetUp());
        }
        return note + " " + labels.text("study.note.unknown") + " " + labels.text("study.note.flagged");
    }

    private String clientsColumn(int clients) {
        return labels.text(clients == 1 ? "study.writes.col.client" : "study.writes.col.clients", clients);
    }

    private String rate(WriteCell cell) {
        return cell.recordsPerSecond() == null ? unknown()
                : labels.number(cell.recordsPerSecond(), 0) + (cell.flagged() ? STAR : "");
    }

    private String milliseconds(QueryPoint p) {
        return p.milliseconds() == null ? unknown() : labels.number(p.milliseconds(), 2) + (p.flagged() ? STAR : "");
    }

    private String number(Double value, int decimals) {
        return value == null ? unknown() : labels.number(value, decimals);
    }

    private String unknown() {
        return labels.text("study.unknown");
    }
}
