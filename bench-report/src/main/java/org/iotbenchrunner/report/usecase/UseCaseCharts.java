package org.iotbenchrunner.report.usecase;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.function.Function;
import org.iotbenchrunner.core.result.RunStatus;
import org.iotbenchrunner.core.result.UseCaseLoadResult;
import org.iotbenchrunner.core.result.UseCaseQueryResult.TypeResult;
import org.iotbenchrunner.core.result.UseCaseQueryResult.Verification;
import org.iotbenchrunner.core.result.UseCaseQueryResult;
import org.iotbenchrunner.report.chart.BarMarks;
import org.iotbenchrunner.report.chart.ChartFile;
import org.iotbenchrunner.report.chart.ChartFit;
import org.iotbenchrunner.report.chart.ChartStyle;
import org.iotbenchrunner.report.chart.ChartText;
import org.iotbenchrunner.report.data.GroupValue;
import org.iotbenchrunner.report.table.TableCells;
import org.iotbenchrunner.report.text.Labels;
import org.knowm.xchart.CategoryChart;

/**
 * A study's charts, as the IoT study drew them: insert rows/s, insert metrics/s and disk size after the load per data
 * set, then per data set and query run the mean latency of each query type; grouped bars, one series per database in
 * its colour. A crashed or unfinished load, a type not run, and a size not measured are absent (the note or the
 * tables say why), never drawn as 0; a load with failed batches and a type with failed queries or wrong answers
 * carry {@code *}. A chart with nothing to draw is missing, its input named.
 */
public final class UseCaseCharts {
    private static final double MB = 1024.0 * 1024.0;
    private static final double MB_PER_GB = 1024.0;

    /** One bar: its value, or null and why it is absent; flagged bars carry a star. */
    private record Bar(Double value, boolean flagged, String absent) {
        static final Bar NONE = new Bar(null, false, null);

        static Bar absent(String why) {
            return new Bar(null, false, why);
        }
    }

    private final Labels labels;
    private final Path dir;

    public UseCaseCharts(Labels labels, Path dir) {
        this.labels = labels;
        this.dir = dir;
    }

    /** Every chart of the study, each drawn into {@code dir/<id>.png} or missing with its input named. */
    public List<ChartFile> draw(UseCaseStudy study) throws IOException {
        ChartStyle.headless();
        Files.createDirectories(dir);
        List<ChartFile> files = new ArrayList<>();
        files.add(perDataSet("insert-rows", labels.text("usecase.chart.rows", study.id()),
                labels.text("usecase.axis.rows"), study,
                load -> rate(load, UseCaseLoadResult.Statistics::rowsPerSecond)));
        files.add(perDataSet("insert-metrics", labels.text("usecase.chart.metrics", study.id()),
                labels.text("usecase.axis.metrics"), study,
                load -> rate(load, UseCaseLoadResult.Statistics::metricsPerSecond)));
        files.add(disk(study));
        for (UseCaseStudy.DataSet ds : study.dataSets()) {
            for (int n : ds.queryCounts()) {
                files.add(latency(study, ds, n));
            }
        }
        return files;
    }

    private Bar rate(UseCaseLoad load, Function<UseCaseLoadResult.Statistics, Double> rate) {
        UseCaseLoadResult.Statistics stats = load.result().statistics();
        Double value = stats == null ? null : rate.apply(stats);
        return value == null ? Bar.absent(labels.text("usecase.absent.noWindow")) : new Bar(value, load.flagged(),
                null);
    }

    /** Disk size after the load, in MB, or in GB when the largest is a gigabyte or more. */
    private ChartFile disk(UseCaseStudy study) throws IOException {
        double largest = study.dataSets().stream().flatMap(ds -> ds.loads().stream()).filter(UseCaseLoad::finished)
                .map(UseCaseCharts::diskBytes).filter(Objects::nonNull).mapToDouble(b -> b / MB).max().orElse(0);
        boolean gb = largest >= MB_PER_GB;
        return perDataSet("disk-size", labels.text("usecase.chart.disk", study.id()),
                labels.text(gb ? "usecase.axis.diskGb" : "usecase.axis.diskMb"), study, load -> {
                    Long bytes = diskBytes(load);
                    if (bytes == null) {
                        UseCaseLoadResult.Disk disk = load.result().resources() == null ? null
                                : load.result().resources().disk();
                        return Bar.absent(disk == null || disk.method() == null ? labels.text("usecase.absent.noDisk")
                                : disk.method());
                    }
                    return new Bar(bytes / MB / (gb ? MB_PER_GB : 1), load.flagged(), null);
                });
    }

    private static Long diskBytes(UseCaseLoad load) {
        UseCaseLoadResult.Resources used = load.result().resources();
        return used == null || used.disk() == null ? null : used.disk().bytes();
    }

    /**
     * Grouped bars: a group per data set, a bar per database that finished a load of it; a load that did not finish
     * is absent and named in the note, as is a finished one without the value ({@code bar} says why).
     */
    private ChartFile perDataSet(String id, String title, String yTitle, UseCaseStudy study,
            Function<UseCaseLoad, Bar> bar) throws IOException {
        List<String> categories = study.dataSets().stream().map(ds -> ds.label(labels)).toList();
        List<List<Bar>> series = new ArrayList<>();
        List<String> absent = new ArrayList<>();
        for (String db : study.databases()) {
            List<Bar> bars = new ArrayList<>();
            for (UseCaseStudy.DataSet ds : study.dataSets()) {
                Optional<UseCaseLoad> load = ds.load(db);
                Bar b = load.isEmpty() ? Bar.NONE
                        : load.get().finished() ? bar.apply(load.get()) : Bar.absent(loadStatus(load.get()));
                bars.add(b);
                if (b.absent() != null) {
                    absent.add(study.databaseName(db) + ChartText.SEP + ds.label(labels) + ": " + b.absent());
                }
            }
            series.add(bars);
        }
        if (series.stream().flatMap(List::stream).allMatch(b -> b.value() == null)) {
            return ChartFile.missing(id, title, labels.text("usecase.missing.noLoad",
                    absent.isEmpty() ? "-" : String.join("; ", absent)));
        }
        return bars(id, title, labels.text("usecase.axis.dataSet"), yTitle, categories, study, series,
                absent.isEmpty() ? null : labels.text("usecase.note.absent", String.join("; ", absent)));
    }

    /** The mean latency of each query type of one data set's runs of {@code n} queries per type. */
    private ChartFile latency(UseCaseStudy study, UseCaseStudy.DataSet ds, int n) throws IOException {
        String id = "query-latency-" + TableCells.idPart(ds.id()) + "-n" + n;
        String title = labels.text("usecase.chart.latency", study.id(), ds.label(labels), labels.integer(n));
        List<UseCaseLoad> loads = ds.loads().stream().filter(l -> l.queries(n).isPresent()).toList();
        List<String> types = UseCaseTables.types(loads, n);
        List<List<Bar>> series = new ArrayList<>();
        boolean anyAbsent = false;
        for (String db : study.databases()) {
            Optional<UseCaseQueryResult> run = ds.load(db).flatMap(l -> l.queries(n));
            List<Bar> bars = types.stream().map(t -> run.map(q -> meanLatency(q, t)).orElse(Bar.NONE)).toList();
            anyAbsent |= run.isPresent() && bars.stream().anyMatch(b -> b.value() == null);
            series.add(bars);
        }
        if (series.stream().flatMap(List::stream).allMatch(b -> b.value() == null)) {
            return ChartFile.missing(id, title, labels.text("usecase.missing.noAnswer"));
        }
        return bars(id, title, labels.text("usecase.axis.queryType"), labels.text("usecase.axis.latency"), types,
                study, series, anyAbsent ? labels.text("usecase.note.notRun") : null);
    }

    /** A type's mean latency; absent when the run did not complete, the type was not run or none was answered. */
    private static Bar meanLatency(UseCaseQueryResult run, String type) {
        if (run.status() != RunStatus.COMPLETED) {
            return Bar.absent(run.status().name());
        }
        TypeResult t = run.types().stream().filter(r -> r.type().equals(type)).findFirst().orElse(null);
        if (t == null || !t.run() || t.latencyMs() == null) {
            return Bar.absent(t == null ? type : t.notRunReason());
        }
        boolean wrong = t.verification() != null && t.verification().outcome() == Verification.Outcome.MISMATCH;
        return new Bar(t.latencyMs().mean(), wrong || t.failed() != null && t.failed() > 0, null);
    }

    /** The bars drawn: a series per database with a value, in its colour, log y when the values span decades. */
    private ChartFile bars(String id, String title, String xTitle, String yTitle, List<String> categories,
            UseCaseStudy study, List<List<Bar>> series, String absentNote) throws IOException {
        CategoryChart chart = ChartStyle.bars(title, xTitle, yTitle, labels);
        List<String> dbs = study.databases();
        BarMarks marks = new BarMarks();
        List<Double> all = new ArrayList<>();
        boolean flagged = false;
        int drawn = 0;
        for (int s = 0; s < dbs.size(); s++) {
            List<Bar> bars = series.get(s);
            if (bars.stream().allMatch(b -> b.value() == null)) {
                continue;
            }
            for (int i = 0; i < bars.size(); i++) {
                Bar b = bars.get(i);
                if (b.value() != null) {
                    all.add(b.value());
                    flagged |= b.flagged();
                    if (b.flagged()) {
                        marks.add(i, drawn, new GroupValue(b.value(), null, null, true));
                    }
                }
            }
            chart.addSeries(study.databaseName(dbs.get(s)), categories, bars.stream().map(Bar::value).toList())
                    .setFillColor(ChartStyle.color(dbs.get(s), dbs, study.colors()));
            drawn++;
        }
        ChartFit.categories(chart, categories, ChartStyle.WIDTH);
        if (ChartStyle.logIfSpanning(chart.getStyler(), all)) {
            chart.setTitle(chart.getTitle() + " " + labels.text("chart.logScale"));
        }
        if (!marks.isEmpty()) {
            chart.addAnnotation(marks);
        }
        Path file = dir.resolve(id + ".png");
        ChartStyle.save(chart, file);
        return ChartFile.drawn(id, chart.getTitle(), ChartText.notes(flagged ? labels.text("usecase.note.flagged")
                : null, absentNote), file);
    }

    private String loadStatus(UseCaseLoad load) {
        return load.result().status() == RunStatus.CRASHED ? labels.text("usecase.absent.crashed")
                : labels.text("usecase.absent.running");
    }
}
