package org.iotbenchrunner.report.study;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.iotbenchrunner.core.result.DatabaseInfo;
import org.iotbenchrunner.core.result.ResourceUsage;
import org.iotbenchrunner.core.result.ResultFiles;
import org.iotbenchrunner.core.result.RunStatus;
import org.iotbenchrunner.core.result.UseCaseLoadResult;
import org.iotbenchrunner.core.result.UseCaseQueryResult;
import org.iotbenchrunner.core.result.UseCaseQueryResult.Verification;
import org.iotbenchrunner.report.usecase.UseCaseFixtures;

/**
 * Made-up taos-cassandra results, written as the preset writes them ({@code <root>/taos-cassandra/<db>/
 * write-r<R>-c<C>.json} and {@code queries.json}): numbers told apart, not realistic.
 */
public final class StudyFixtures {
    public static final String SCALING = "100 devices x 1,000 rows instead of 10,000 x 10,000: a 2-core host";

    private StudyFixtures() {
    }

    static UseCaseLoadResult.Preset preset() {
        return new UseCaseLoadResult.Preset("taos-cassandra", "taos-cassandra", "thermo",
                new UseCaseLoadResult.Generated(123, 10_000, UseCaseFixtures.START,
                        UseCaseFixtures.START.plusSeconds(10_000), "1s"), SCALING);
    }

    /** One grid cell: completed at {@code rowsPerSecond}, or crashed when it is null. */
    static UseCaseLoadResult cell(String db, String name, int rows, int clients, Double rowsPerSecond,
            UseCaseLoadResult.DiskAgainstRaw disk) {
        UseCaseLoadResult base = UseCaseFixtures.load(db, name, null,
                rowsPerSecond == null ? RunStatus.CRASHED : RunStatus.COMPLETED, 100_000,
                rowsPerSecond == null ? 1 : rowsPerSecond, 1_000_000L, 0);
        UseCaseLoadResult.Asked a = base.asked();
        UseCaseLoadResult.Asked asked = new UseCaseLoadResult.Asked("thermo", a.source(), a.generated(), null,
                a.dataSet(), clients, rows, preset(), new UseCaseLoadResult.GridCell(rows, clients, 1, 4));
        DatabaseInfo info = new DatabaseInfo(db, name, "9.9", "docker", Map.of());
        return new UseCaseLoadResult(null, UseCaseLoadResult.SCHEMA_VERSION, base.harnessVersion(), base.status(),
                base.error(), "thermo", info, asked, base.done(), base.statistics(), base.window(), base.resources(),
                base.environment(), disk);
    }

    static UseCaseQueryResult.Point point(int devgroup, double medianMs, boolean wrong) {
        Verification v = new Verification(wrong ? Verification.Outcome.MISMATCH : Verification.Outcome.VERIFIED, 1,
                wrong ? 1 : 0, null, null, null);
        return new UseCaseQueryResult.Point(devgroup, "devgroup < " + devgroup, 1, 1, 0,
                new UseCaseQueryResult.Latency(medianMs, medianMs, medianMs, medianMs, medianMs), 1L, v);
    }

    static UseCaseQueryResult.TypeResult type(String type, List<UseCaseQueryResult.Point> points) {
        return new UseCaseQueryResult.TypeResult(type, null, points.size(), points.size(), 0, List.of(), 1,
                new UseCaseQueryResult.Latency(1, 1, 1, 1, 1), 1.0, null, 1L, 1L, ResourceUsage.none("not sampled"),
                new Verification(Verification.Outcome.VERIFIED, points.size(), 0, null, null, null), points);
    }

    static UseCaseQueryResult.TypeResult notRun(String type, String reason) {
        return new UseCaseQueryResult.TypeResult(type, reason, 0, null, null, null, null, null, null, null, null,
                null, null, Verification.notRun(reason));
    }

    static UseCaseQueryResult sweep(UseCaseLoadResult load, int perPoint, UseCaseQueryResult.TypeResult... types) {
        List<UseCaseQueryResult.TypeResult> all = List.of(types);
        return new UseCaseQueryResult(null, UseCaseQueryResult.SCHEMA_VERSION, "0.1.0-test", RunStatus.COMPLETED,
                null, "thermo", load.database(), new UseCaseQueryResult.Asked(all.stream()
                        .map(UseCaseQueryResult.TypeResult::type).toList(), 10 * perPoint, 1, 123, true, perPoint),
                all, load.environment());
    }

    static void write(Path root, UseCaseLoadResult cell) {
        UseCaseLoadResult.GridCell g = cell.asked().grid();
        ResultFiles.writeLoad(root.resolve("taos-cassandra").resolve(cell.database().id())
                .resolve("write-r" + g.rowsPerRequest() + "-c" + g.clients() + ".json"), cell);
    }

    static void write(Path root, UseCaseQueryResult sweep) {
        ResultFiles.writeQueries(root.resolve("taos-cassandra").resolve(sweep.database().id())
                .resolve("queries.json"), sweep);
    }

    /**
     * TimescaleDB: a 2x2 grid (R/R 10, 100 x 1, 4 clients; 100 x 4 fastest), disk 2 MiB against 4 MiB raw, q2-count
     * at N = 10 (3 ms) and 20 (5 ms, a wrong answer), medians of 3; QuestDB: the same grid with R/R 100 x 4 crashed,
     * no disk, q2-count not run.
     */
    public static Path results(Path root) {
        long mib = 1024 * 1024;
        UseCaseLoadResult last = null;
        for (int[] rc : new int[][]{{10, 1}, {10, 4}, {100, 1}, {100, 4}}) {
            double rate = rc[0] * 100.0 + rc[1] * 10;
            UseCaseLoadResult.DiskAgainstRaw disk = rc[0] == 100 && rc[1] == 4 ? new UseCaseLoadResult.DiskAgainstRaw(
                    2 * mib, "du of the data directory", true, 4 * mib, "the study's text layout", null, 0.5) : null;
            last = cell("timescaledb", "TimescaleDB", rc[0], rc[1], rate, disk);
            write(root, last);
            write(root, cell("questdb", "QuestDB", rc[0], rc[1], rc[0] == 100 && rc[1] == 4 ? null : rate / 2, null));
        }
        List<UseCaseQueryResult.Point> points = new ArrayList<>(List.of(point(10, 3, false), point(20, 5, true)));
        write(root, sweep(last, 3, type("q2-count", points)));
        write(root, sweep(cell("questdb", "QuestDB", 10, 1, 1.0, null), 1,
                notRun("q2-count", "not supported by questdb: no exact count")));
        return root;
    }
}
