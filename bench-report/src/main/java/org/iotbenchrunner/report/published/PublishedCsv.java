package org.iotbenchrunner.report.published;

import java.io.IOException;
import java.io.Reader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeSet;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVParser;
import org.apache.commons.csv.CSVRecord;
import org.iotbenchrunner.core.result.DatabaseInfo;
import org.iotbenchrunner.core.result.LatencySummary;
import org.iotbenchrunner.core.result.OperationResult;
import org.iotbenchrunner.core.result.ResourceUsage;
import org.iotbenchrunner.core.result.RunResult;
import org.iotbenchrunner.core.result.RunStatus;

/**
 * Published figures as a campaign to compare against: a CSV with the summary's columns
 * ({@code db,test,scale[,run],time_s,throughput_pts_s,avg_lat_ms,p99_lat_ms,avg_cpu_pct,peak_cpu_pct,avg_mem_mb,
 * peak_mem_mb}), e.g. the seed thesis's tables. Only what the CSV holds is known: no samples, no failures.
 */
public final class PublishedCsv {
    /** A count the source does not publish. */
    public static final long UNKNOWN_COUNT = -1;
    /** How the seed thesis named and drew the databases it published: its figures carry these, as our runs do. */
    private static final Map<String, Seen> SEED = Map.of("timescaledb", new Seen("TimescaleDB", "#2E8BC0"),
            "influxdb", new Seen("InfluxDB", "#E8734A"), "iotdb", new Seen("IoTDB", "#3CB043"));

    private record Seen(String name, String color) {
    }

    private PublishedCsv() {
    }

    public static List<RunResult> read(Path file, String run) {
        return read(rows(file), file.toString(), run);
    }

    /** The runs of {@code rows}, read from {@code file} (named in error messages and each run's harness version). */
    public static List<RunResult> read(List<Row> rows, String file, String run) {
        Map<String, Integer> column = rows.isEmpty() ? Map.of() : rows.get(0).column();
        if (column.containsKey("run")) {
            TreeSet<String> runs = new TreeSet<>();
            rows.forEach(row -> runs.add(row.text("run")));
            if (run == null && runs.size() > 1 || run != null && !runs.contains(run)) {
                throw new IllegalArgumentException(file + " holds the campaigns " + runs + ": name one as " + file
                        + "#" + runs.first());
            }
        }
        List<RunResult> results = new ArrayList<>();
        for (Row row : rows) {
            if (run == null || !column.containsKey("run") || row.text("run").equals(run)) {
                results.add(row.toResult(Path.of(file).getFileName().toString()));
            }
        }
        return results;
    }

    /** The rows of a CSV below its header, each cell found by its column's name (lower case). */
    static List<Row> rows(Path file) {
        try (Reader in = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
            return rows(in, file.toString());
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + file, e);
        }
    }

    /** The rows of a published CSV shipped with the report ({@code published/<name>} on the class path). */
    public static List<Row> resource(String name) {
        try (java.io.InputStream in = PublishedCsv.class.getResourceAsStream("/org/iotbenchrunner/report/published/"
                + name)) {
            if (in == null) {
                throw new IllegalStateException("missing resource published/" + name);
            }
            return rows(new java.io.InputStreamReader(in, StandardCharsets.UTF_8), name);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    static List<Row> rows(Reader in, String source) {
        List<CSVRecord> records;
        try (CSVParser parser = CSVParser.parse(in, CSVFormat.DEFAULT.builder().setIgnoreEmptyLines(true).build())) {
            records = parser.getRecords();
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + source, e);
        }
        if (records.isEmpty()) {
            return List.of();
        }
        Map<String, Integer> column = new HashMap<>();
        for (int i = 0; i < records.get(0).size(); i++) {
            column.put(records.get(0).get(i).trim().toLowerCase(Locale.ROOT), i);
        }
        return records.subList(1, records.size()).stream().map(r -> new Row(column, r.values())).toList();
    }

    public record Row(Map<String, Integer> column, String[] cells) {
        public String text(String name) {
            Integer i = column.get(name);
            if (i == null || i >= cells.length) {
                throw new IllegalArgumentException("published CSV lacks the column " + name);
            }
            return cells[i].trim();
        }

        public double number(String name) {
            return Double.parseDouble(text(name));
        }

        public RunResult toResult(String file) {
            ResourceUsage server = new ResourceUsage("published", null, number("avg_cpu_pct"),
                    number("peak_cpu_pct"), number("avg_mem_mb"), number("peak_mem_mb"), List.of());
            return result(new Figures(text("db"), text("test"), text("scale"), number("time_s"),
                    number("throughput_pts_s"), number("avg_lat_ms"), number("p99_lat_ms"), server), file);
        }
    }

    /**
     * What a source published of one test; NaN where it published nothing, {@code server} null when it gave no server
     * figure.
     */
    record Figures(String db, String test, String scale, double seconds, double throughput, double avgMs,
            double p99Ms, ResourceUsage server) {
    }

    /**
     * A published test as a run: what the source does not publish is unknown (NaN, -1), never zero or estimated; a
     * test that ran for its scale's whole cap is {@code TIMED_OUT}, as ours would be.
     */
    static RunResult result(Figures f, String file) {
        String db = f.db().toLowerCase(Locale.ROOT);
        String scale = f.scale().toLowerCase(Locale.ROOT);
        double unknown = Double.NaN;
        OperationResult total = new OperationResult("TOTAL", 1, 0, UNKNOWN_COUNT, 0, f.throughput(),
                new LatencySummary(f.avgMs(), unknown, unknown, unknown, unknown, unknown, unknown, unknown, f.p99Ms(),
                        unknown, unknown, unknown), List.of(), "", 0, 0, List.of());
        RunStatus status = PublishedDeltas.reachedCap(scale, f.seconds()) ? RunStatus.TIMED_OUT : RunStatus.COMPLETED;
        RunResult.Builder run = RunResult.builder().harnessVersion("published (" + file + ")").status(status)
                .scenario(f.test().toLowerCase(Locale.ROOT)).scale(scale)
                .database(database(db, f.db()))
                .config(Map.of()).elapsedSeconds(f.seconds())
                .completedFraction(status == RunStatus.COMPLETED ? 1 : Double.NaN).operations(List.of(total))
                .total(total).statistics(new RunResult.Statistics(f.throughput(), null, Map.of(), null));
        return (f.server() == null ? run : run.server(f.server())).build();
    }

    private static DatabaseInfo database(String id, String asWritten) {
        Seen seen = SEED.get(id);
        return seen == null ? new DatabaseInfo(id, asWritten, null, "published", Map.of())
                : new DatabaseInfo(id, seen.name(), null, "published", Map.of(), seen.color());
    }
}
