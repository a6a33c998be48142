package org.iotbenchrunner.report.study;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.iotbenchrunner.core.result.DatabaseInfo;
import org.iotbenchrunner.core.result.HostInfo;
import org.iotbenchrunner.core.result.RunStatus;
import org.iotbenchrunner.core.result.UseCaseLoadResult;
import org.iotbenchrunner.core.result.UseCaseQueryResult;
import org.iotbenchrunner.core.result.UseCaseQueryResult.Verification;
import org.iotbenchrunner.report.text.Labels;

/** One of our databases in the study, read from its grid's cells and its query sweep. */
final class OurDatabase {
    private static final double MIB = 1024.0 * 1024.0;

    private OurDatabase() {
    }

    /** The database's key: its id in lower case, else its name. */
    static String id(UseCaseLoadResult load) {
        return id(load.database());
    }

    static String id(DatabaseInfo d) {
        String id = d == null ? null : d.id() != null ? d.id() : d.name();
        return id == null ? "unknown" : id.toLowerCase(Locale.ROOT);
    }

    /** Collects a database's cells (the latest per cell) and sweep (the latest), then builds its part. */
    static final class Builder {
        private final Labels labels;
        private final Map<String, Timed<UseCaseLoadResult>> cells = new LinkedHashMap<>();
        private Timed<UseCaseQueryResult> sweep;
        private Timed<UseCaseLoadResult> disk;

        private record Timed<T>(T value, long written) {
        }

        Builder(Labels labels) {
            this.labels = labels;
        }

        void cell(UseCaseLoadResult load, long written) {
            UseCaseLoadResult.GridCell grid = load.asked().grid();
            cells.merge(grid.rowsPerRequest() + "x" + grid.clients(), new Timed<>(load, written),
                    (a, b) -> b.written() >= a.written() ? b : a);
            if (load.diskAgainstRaw() != null && (disk == null || written >= disk.written())) {
                disk = new Timed<>(load, written);
            }
        }

        /** The sweep with the most runs per point (its medians are the steadiest); of equals, the latest. */
        void sweep(UseCaseQueryResult run, long written) {
            int runs = perPoint(run);
            int kept = sweep == null ? -1 : perPoint(sweep.value());
            if (runs > kept || runs == kept && written >= sweep.written()) {
                sweep = new Timed<>(run, written);
            }
        }

        private static int perPoint(UseCaseQueryResult run) {
            return run.asked() == null || run.asked().queriesPerPoint() == null ? 0 : run.asked().queriesPerPoint();
        }

        /** How the data set was scaled to this host, as the cells' preset says; null when not scaled. */
        String scaling() {
            return cells.values().stream().map(t -> t.value().asked().preset())
                    .filter(p -> p != null && p.scaling() != null).map(UseCaseLoadResult.Preset::scaling)
                    .findFirst().orElse(null);
        }

        String host() {
            return cells.values().stream().map(t -> t.value().environment())
                    .filter(e -> e != null && e.host() != null).map(e -> {
                        HostInfo h = e.host();
                        return labels.text("study.host", h.cpuModel(), h.cores(), labels.integer(h.memoryMb()));
                    }).findFirst().orElse(null);
        }

        StudyDatabase build() {
            UseCaseLoadResult any = cells.values().iterator().next().value();
            DatabaseInfo d = any.database();
            String name = d == null || d.name() == null ? id(any) : d.name();
            List<WriteCell> writes = cells.values().stream().map(t -> writeCell(t.value())).toList();
            return new StudyDatabase(id(any), name, d == null ? null : d.color(), false, writes, points(),
                    diskFigure(), statistic());
        }

        private WriteCell writeCell(UseCaseLoadResult load) {
            UseCaseLoadResult.GridCell grid = load.asked().grid();
            Double rate = load.statistics() == null ? null : load.statistics().rowsPerSecond();
            if (load.status() != RunStatus.COMPLETED || rate == null) {
                return WriteCell.absent(grid.rowsPerRequest(), grid.clients(), load.status().name());
            }
            return WriteCell.measured(grid.rowsPerRequest(), grid.clients(), rate, !load.good());
        }

        private List<QueryPoint> points() {
            List<QueryPoint> points = new ArrayList<>();
            if (sweep == null || sweep.value().status() != RunStatus.COMPLETED) {
                return points;
            }
            for (UseCaseQueryResult.TypeResult t : sweep.value().types()) {
                if (!t.run()) {
                    StudyQueries.sweep(t.type()).forEach(n -> points.add(QueryPoint.absent(t.type(), n,
                            t.notRunReason())));
                    continue;
                }
                for (UseCaseQueryResult.Point p : t.points()) {
                    points.add(point(t.type(), p));
                }
            }
            return points;
        }

        private static QueryPoint point(String type, UseCaseQueryResult.Point p) {
            if (p.latencyMs() == null) {
                return QueryPoint.absent(type, p.devgroup(), "no answer");
            }
            boolean wrong = p.verification() != null && p.verification().outcome() == Verification.Outcome.MISMATCH;
            boolean failed = p.failed() != null && p.failed() > 0;
            return QueryPoint.measured(type, p.devgroup(), p.latencyMs().median(), wrong || failed);
        }

        private DiskFigure diskFigure() {
            if (disk == null) {
                return null;
            }
            UseCaseLoadResult.DiskAgainstRaw d = disk.value().diskAgainstRaw();
            String method = d.diskMethod() == null ? null : d.diskMethod() + (d.diskBytes() == null ? ""
                    : ", " + labels.text(d.serverStopped() ? "study.disk.stopped" : "study.disk.running"));
            return new DiskFigure(mib(d.diskBytes()), mib(d.rawBytes()), method);
        }

        private static Double mib(Long bytes) {
            return bytes == null ? null : bytes / MIB;
        }

        /** What a point is: a single run, the median of n, or unknown. */
        private String statistic() {
            Integer n = sweep == null || sweep.value().asked() == null ? null
                    : sweep.value().asked().queriesPerPoint();
            return n == null ? labels.text("study.statistic.unknown") : n == 1 ? labels.text("study.statistic.single")
                    : labels.text("study.statistic.median", n);
        }
    }
}
