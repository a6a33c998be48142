package org.iotbenchrunner.report;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import org.apache.commons.csv.CSVParser;
import org.apache.commons.csv.CSVRecord;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeSet;
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
final class PublishedCsv {
    /** A count the source does not publish. */
    static final long UNKNOWN_COUNT = -1;
    private static final Map<String, String> NAMES = Map.of("timescaledb", "TimescaleDB", "influxdb", "InfluxDB",
            "iotdb", "IoTDB");

    private PublishedCsv() {
    }

    static List<RunResult> read(Path file, String run) {
        List<Row> rows = rows(file);
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
                results.add(row.toResult(file));
            }
        }
        return results;
    }

    /** The rows of a CSV below its header, each cell found by its column's name (lower case). */
    static List<Row> rows(Path file) {
        List<CSVRecord> records;
        try (CSVParser parser = CSVParser.parse(file, StandardCharsets.UTF_8, Markdown.CSV.builder()
                .setIgnoreEmptyLines(true).build())) {
            records = parser.getRecords();
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + file, e);
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

    record Row(Map<String, Integer> column, String[] cells) {
        String text(String name) {
            Integer i = column.get(name);
            if (i == null || i >= cells.length) {
                throw new IllegalArgumentException("published CSV lacks the column " + name);
            }
            return cells[i].trim();
        }

        double number(String name) {
            return Double.parseDouble(text(name));
        }

        RunResult toResult(Path file) {
            String db = text("db").toLowerCase(Locale.ROOT);
            String test = text("test").toLowerCase(Locale.ROOT);
            double seconds = number("time_s");
            double throughput = number("throughput_pts_s");
            double avg = number("avg_lat_ms");
            double p99 = number("p99_lat_ms");
            // what the source does not publish is unknown (NaN, -1), never zero or estimated
            double unknown = Double.NaN;
            OperationResult total = new OperationResult("TOTAL", 1, 0, UNKNOWN_COUNT, 0, throughput,
                    new LatencySummary(avg, unknown, unknown, unknown, unknown, unknown, unknown, unknown, p99, unknown,
                            unknown, unknown), List.of(), "", 0, 0, List.of());
            ResourceUsage server = new ResourceUsage("published", null, number("avg_cpu_pct"),
                    number("peak_cpu_pct"), number("avg_mem_mb"), number("peak_mem_mb"), List.of());
            return RunResult.builder().harnessVersion("published (" + file.getFileName() + ")")
                    .status(RunStatus.COMPLETED).scenario(test).scale(text("scale").toLowerCase(Locale.ROOT))
                    .database(new DatabaseInfo(db, NAMES.getOrDefault(db, text("db")), null, "published", Map.of()))
                    .config(Map.of()).elapsedSeconds(seconds).completedFraction(1).operations(List.of(total))
                    .total(total).statistics(new RunResult.Statistics(throughput, null, Map.of(), null))
                    .server(server).build();
        }
    }
}
