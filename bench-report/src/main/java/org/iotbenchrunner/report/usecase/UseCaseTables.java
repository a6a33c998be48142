package org.iotbenchrunner.report.usecase;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.iotbenchrunner.core.result.HarnessUsage;
import org.iotbenchrunner.core.result.ResourceUsage;
import org.iotbenchrunner.core.result.RunStatus;
import org.iotbenchrunner.core.result.UseCaseLoadResult;
import org.iotbenchrunner.core.result.UseCaseQueryResult.TypeResult;
import org.iotbenchrunner.core.result.UseCaseQueryResult.Verification;
import org.iotbenchrunner.core.result.UseCaseQueryResult;
import org.iotbenchrunner.report.table.DerivedTable;
import org.iotbenchrunner.report.table.TableCells;
import org.iotbenchrunner.report.text.Labels;

/**
 * A study's tables: every load (one row per data set and database) and every query type of every query run (one row
 * per data set, queries per type, type and database). A crashed or unfinished load or query run is shown as such,
 * its figures unknown, never as numbers; an unknown figure is the report's unknown mark, never 0.
 */
public final class UseCaseTables {
    private static final double MB = 1024.0 * 1024.0;

    private final Labels labels;

    public UseCaseTables(Labels labels) {
        this.labels = labels;
    }

    /** The loads' table, then the queries' when the study ran queries. */
    public List<DerivedTable> all(UseCaseStudy study) {
        List<DerivedTable> tables = new ArrayList<>(List.of(loads(study)));
        queries(study).ifPresent(tables::add);
        return tables;
    }

    public DerivedTable loads(UseCaseStudy study) {
        List<List<String>> rows = new ArrayList<>();
        for (UseCaseStudy.DataSet ds : study.dataSets()) {
            for (UseCaseLoad load : ds.loads()) {
                rows.add(loadRow(ds, load));
            }
        }
        List<String> header = List.of(col("dataSet"), labels.text("col.db"), labels.text("col.status"), col("rows"),
                col("metrics"), col("rowsPerSecond"), col("metricsPerSecond"), col("elapsed"), col("failedBatches"),
                col("disk"), col("serverCpu"), labels.text("col.harnessCpu"), col("peakHeap"), col("scaled"));
        return new DerivedTable("use-case-loads-" + TableCells.idPart(study.id()),
                labels.text("usecase.loads.title", study.id()), header, rows, loadsNote(study));
    }

    private List<String> loadRow(UseCaseStudy.DataSet ds, UseCaseLoad load) {
        UseCaseLoadResult r = load.result();
        List<String> row = new ArrayList<>(List.of(ds.id(), load.dbName(), status(load)));
        boolean shown = load.finished();
        UseCaseLoadResult.Done done = shown ? r.done() : null;
        UseCaseLoadResult.Statistics stats = shown ? r.statistics() : null;
        UseCaseLoadResult.Resources used = shown ? r.resources() : null;
        ResourceUsage server = used == null ? null : used.server();
        HarnessUsage harness = used == null ? null : used.harness();
        row.add(done == null ? unknown() : labels.integer(done.rows()));
        row.add(done == null ? unknown() : labels.integer(done.metrics()));
        row.add(number(stats == null ? null : stats.rowsPerSecond(), 0));
        row.add(number(stats == null ? null : stats.metricsPerSecond(), 0));
        row.add(number(shown && r.window() != null ? r.window().elapsedSeconds() : null, 2));
        row.add(done == null ? unknown() : labels.integer(done.failedBatches()));
        row.add(used == null || used.disk() == null || used.disk().bytes() == null ? unknown()
                : labels.integer(used.disk().bytes()));
        row.add(number(server != null && server.measured() ? server.avgCpuPercent() : null, 1));
        row.add(number(harness == null ? null : harness.avgCpuPercent(), 1));
        row.add(number(harness == null || harness.peakHeapBytes() == null ? null : harness.peakHeapBytes() / MB, 0));
        UseCaseLoadResult.Preset preset = load.preset();
        row.add(preset == null ? unknown() : labels.text(preset.scaled() ? "usecase.yes" : "usecase.no"));
        return row;
    }

    /** ok, with failed batches, crashed (and why) or running; client-bound when the harness was the limit. */
    String status(UseCaseLoad load) {
        UseCaseLoadResult r = load.result();
        String status = switch (r.status()) {
            case COMPLETED -> load.flagged() && r.done() != null ? flaw(r.done()) : labels.text("status.ok");
            case CRASHED -> labels.text("status.crashed", r.error() == null ? "" : r.error());
            case RUNNING -> labels.text("usecase.status.running");
            case TIMED_OUT -> labels.text("usecase.status.timedOut");
        };
        boolean clientBound = load.finished() && r.resources() != null && r.resources().clientBound();
        return clientBound ? status + ", " + labels.text("status.clientBound") : status;
    }

    /** The failed batches, and the rows written that the count after the load did not find. */
    private String flaw(UseCaseLoadResult.Done done) {
        String failed = labels.text("usecase.status.failedBatches", labels.integer(done.failedBatches()));
        return done.stored() == null || done.stored().missing() == 0 ? failed
                : failed + ", " + labels.text("usecase.status.missingRows", labels.integer(done.stored().missing()));
    }

    private String loadsNote(UseCaseStudy study) {
        List<String> scalings = study.dataSets().stream().filter(UseCaseStudy.DataSet::scaled)
                .map(ds -> ds.id() + ": " + String.join("; ", ds.scalings())).toList();
        String note = labels.text("usecase.loads.note");
        return scalings.isEmpty() ? note : note + " " + labels.text("usecase.scaledNote", String.join(" \u00b7 ",
                scalings));
    }

    public Optional<DerivedTable> queries(UseCaseStudy study) {
        List<List<String>> rows = new ArrayList<>();
        for (UseCaseStudy.DataSet ds : study.dataSets()) {
            for (int n : ds.queryCounts()) {
                List<UseCaseLoad> loads = ds.loads().stream().filter(l -> l.queries(n).isPresent()).toList();
                for (String type : types(loads, n)) {
                    for (UseCaseLoad load : loads) {
                        queryRow(ds, n, type, load, load.queries(n).orElseThrow()).ifPresent(rows::add);
                    }
                }
            }
        }
        if (rows.isEmpty()) {
            return Optional.empty();
        }
        List<String> header = List.of(col("dataSet"), col("n"), col("workers"), col("type"), labels.text("col.db"),
                col("mean"), col("median"), col("p99"), col("qps"), col("outcome"));
        return Optional.of(new DerivedTable("use-case-queries-" + TableCells.idPart(study.id()),
                labels.text("usecase.queries.title", study.id()), header, rows, labels.text("usecase.queries.note")));
    }

    /** The query types of the data set's runs of {@code n} queries per type, in the order they were run. */
    static List<String> types(List<UseCaseLoad> loads, int n) {
        Set<String> types = new LinkedHashSet<>();
        for (UseCaseLoad load : loads) {
            load.queries(n).ifPresent(q -> {
                q.types().forEach(t -> types.add(t.type()));
                if (q.asked() != null && q.asked().types() != null) {
                    types.addAll(q.asked().types());
                }
            });
        }
        return List.copyOf(types);
    }

    /**
     * One type of one database's run: its figures and verification, why it was not run, or the run's status when the
     * run did not complete; none when the run neither asked for the type nor reached it.
     */
    private Optional<List<String>> queryRow(UseCaseStudy.DataSet ds, int n, String type, UseCaseLoad load,
            UseCaseQueryResult run) {
        Optional<TypeResult> result = run.types().stream().filter(t -> t.type().equals(type)).findFirst();
        boolean asked = run.asked() != null && run.asked().types() != null && run.asked().types().contains(type);
        if (result.isEmpty() && !asked) {
            return Optional.empty();
        }
        String workers = run.asked() == null ? unknown() : labels.integer(run.asked().workers());
        List<String> row = new ArrayList<>(List.of(ds.id(), labels.integer(n), workers, type, load.dbName()));
        TypeResult t = run.status() == RunStatus.COMPLETED ? result.orElse(null) : null;
        UseCaseQueryResult.Latency latency = t == null ? null : t.latencyMs();
        row.add(number(latency == null ? null : latency.mean(), 2));
        row.add(number(latency == null ? null : latency.median(), 2));
        row.add(number(latency == null ? null : latency.p99(), 2));
        row.add(number(t == null ? null : t.queriesPerSecond(), 1));
        String outcome = t == null ? runStatus(run) : outcome(t);
        row.add(t == null || t.coldStart() == null ? outcome
                : labels.text("usecase.coldStart", outcome, t.coldStart().describe()));
        return Optional.of(row);
    }

    private String runStatus(UseCaseQueryResult run) {
        return switch (run.status()) {
            case CRASHED -> labels.text("status.crashed", run.error() == null ? "" : run.error());
            case RUNNING -> labels.text("usecase.status.running");
            case TIMED_OUT -> labels.text("usecase.status.timedOut");
            case COMPLETED -> labels.text("usecase.outcome.missing");
        };
    }

    /** The verification's outcome, or why the type was not run; failed queries after it. */
    String outcome(TypeResult t) {
        if (!t.run()) {
            return labels.text("usecase.outcome.notRun", t.notRunReason());
        }
        Verification v = t.verification();
        String outcome = v == null ? unknown() : switch (v.outcome()) {
            case VERIFIED -> labels.text("usecase.outcome.verified", count(v.checked()), count(v.checked()));
            case MISMATCH -> labels.text("usecase.outcome.mismatch", count(v.mismatches()), count(v.checked()));
            case NOT_VERIFIED -> labels.text("usecase.outcome.notVerified");
            case NOT_RUN -> labels.text("usecase.outcome.notRun", v.note() == null ? "" : v.note());
        };
        if (t.failed() != null && t.failed() > 0) {
            outcome += ", " + labels.text("usecase.outcome.failed", labels.integer(t.failed()));
        }
        return outcome;
    }

    private String count(Integer value) {
        return value == null ? unknown() : labels.integer(value);
    }

    private String number(Double value, int decimals) {
        return labels.number(value == null ? Double.NaN : value, decimals);
    }

    private String unknown() {
        return labels.number(Double.NaN, 0);
    }

    private String col(String key) {
        return labels.text("usecase.col." + key);
    }
}
