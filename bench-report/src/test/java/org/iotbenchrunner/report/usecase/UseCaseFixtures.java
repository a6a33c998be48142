package org.iotbenchrunner.report.usecase;

import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import org.iotbenchrunner.core.result.DatabaseInfo;
import org.iotbenchrunner.core.result.HarnessUsage;
import org.iotbenchrunner.core.result.HostInfo;
import org.iotbenchrunner.core.result.ResourceUsage;
import org.iotbenchrunner.core.result.ResultFiles;
import org.iotbenchrunner.core.result.RunStatus;
import org.iotbenchrunner.core.result.UseCaseLoadResult;
import org.iotbenchrunner.core.result.UseCaseQueryResult.TypeResult;
import org.iotbenchrunner.core.result.UseCaseQueryResult.Verification;
import org.iotbenchrunner.core.result.UseCaseQueryResult;
import org.iotbenchrunner.core.usecase.DataSetSize;

/** Made-up use-case loads and query runs (UseCaseLoadResultTest style): numbers told apart, not realistic. */
public final class UseCaseFixtures {
    public static final Instant START = Instant.parse("2026-11-23T00:00:00Z");
    public static final String SCALING = "scaled down: 800 trucks do not fit in 24 GB; --use-case-scale 100";

    private UseCaseFixtures() {
    }

    /** The IoT study's data set {@code dataSet}, scaled down when {@code scaling} is given. */
    static UseCaseLoadResult.Preset preset(String dataSet, String scaling) {
        return new UseCaseLoadResult.Preset("iot-study-" + dataSet, "iot-study", dataSet,
                new UseCaseLoadResult.Generated(123, 800, START, START.plusSeconds(36_000), "10s"), scaling);
    }

    /**
     * A load of {@code rows} rows (7.5 metrics each) at {@code rowsPerSecond}: completed with {@code failedBatches},
     * or crashed with nothing done; {@code diskBytes} null when not measured.
     */
    public static UseCaseLoadResult load(String db, String name, UseCaseLoadResult.Preset preset, RunStatus status, long rows,
            double rowsPerSecond, Long diskBytes, long failedBatches) {
        long metrics = rows * 15 / 2;
        UseCaseLoadResult.Asked asked = new UseCaseLoadResult.Asked("iot", "generated",
                new UseCaseLoadResult.Generated(123, 10, START, START.plusSeconds(3600), "10s"), null,
                new DataSetSize(rows, metrics, rows * 200), 2, 1000, preset);
        boolean done = status == RunStatus.COMPLETED;
        double seconds = rows / rowsPerSecond;
        return new UseCaseLoadResult(null, UseCaseLoadResult.SCHEMA_VERSION, "0.1.0-test", status,
                done ? null : "boom: the server went away", "iot",
                new DatabaseInfo(db, name, "1.0", "docker", Map.of()),
                asked,
                done ? new UseCaseLoadResult.Done(rows, metrics, rows / 1000, failedBatches, failedBatches * 1000,
                        failedBatches * 7500, failedBatches > 0 ? List.of("batch refused") : List.of()) : null,
                done ? new UseCaseLoadResult.Statistics(rowsPerSecond, rowsPerSecond * 7.5) : null,
                done ? new UseCaseLoadResult.Window(START, START.plusMillis((long) (seconds * 1000)), seconds, 0.1)
                        : null,
                done ? new UseCaseLoadResult.Resources(new ResourceUsage("process-tree", null, 150.0, 190.0, 800.0,
                        900.0, List.of()), new HarnessUsage(2.0, 45.5, 100.0, HarnessUsage.INLINE, 0.5, null,
                        64L * 1024 * 1024, 1024L * 1024 * 1024, 0.1, 3L), false, null, null,
                        new UseCaseLoadResult.Disk(diskBytes, diskBytes == null ? "not measured: external server"
                                : "du of the data folder")) : null,
                new UseCaseLoadResult.Environment(new HostInfo("host", 2, 24000, "cpu", "Linux", "6", "amd64", "17"),
                        null, "2026-11-23T00:00:00Z", null));
    }

    public static UseCaseLoadResult load(String db, String name, UseCaseLoadResult.Preset preset, double rowsPerSecond,
            Long diskBytes) {
        return load(db, name, preset, RunStatus.COMPLETED, 10_000, rowsPerSecond, diskBytes, 0);
    }

    /** A type answered {@code n} times with a mean of {@code meanMs}, verified. */
    static TypeResult answered(String type, int n, double meanMs) {
        return new TypeResult(type, null, n, n, 0, List.of(), 1,
                new UseCaseQueryResult.Latency(meanMs, meanMs * 0.9, meanMs * 2, meanMs / 2, meanMs * 2), 1000 / meanMs,
                new UseCaseQueryResult.Window(START, START.plusSeconds(1), 1.0), 10L, 20L,
                ResourceUsage.none("not sampled"), new Verification(Verification.Outcome.VERIFIED, n, 0, null, null,
                        null));
    }

    static TypeResult notRun(String type, int n, String reason) {
        return new TypeResult(type, reason, n, null, null, null, null, null, null, null, null, null, null,
                Verification.notRun(reason));
    }

    static UseCaseQueryResult queries(UseCaseLoadResult load, int n, TypeResult... types) {
        List<TypeResult> all = List.of(types);
        return new UseCaseQueryResult(null, UseCaseQueryResult.SCHEMA_VERSION, "0.1.0-test", RunStatus.COMPLETED,
                null, "iot", load.database(), new UseCaseQueryResult.Asked(all.stream().map(TypeResult::type).toList(),
                        n, 2, 123, true), all, load.environment());
    }

    /** Writes {@code <root>/<folder>/<db>/load.json}, as {@code --workload ... --out root} does. */
    public static Path write(Path root, String folder, UseCaseLoadResult load) {
        Path file = root.resolve(folder).resolve(load.database().id()).resolve(UseCaseResults.LOAD_FILE);
        ResultFiles.writeLoad(file, load);
        return file;
    }

    /** Writes {@code queries.json} ({@code numbered} false) or {@code queries-<N>.json} beside the load. */
    public static void write(Path root, String folder, UseCaseQueryResult queries, boolean numbered) {
        String name = numbered ? "queries-" + queries.asked().queriesPerType() + ".json" : "queries.json";
        ResultFiles.writeQueries(root.resolve(folder).resolve(queries.database().id()).resolve(name), queries);
    }

    /**
     * The IoT study as a preset writes it: small (scaled down) and medium with TimescaleDB and InfluxDB, each queried
     * once and ten times (InfluxDB does not run avg-load), large with IoTDB's load crashed and TimescaleDB without a
     * disk size; and a plain {@code --workload iot} load beside it.
     */
    public static Path study(Path root) {
        for (String dataSet : List.of("large", "small", "medium")) {
            String folder = "iot-study-" + dataSet;
            UseCaseLoadResult.Preset preset = preset(dataSet, dataSet.equals("small") ? SCALING : null);
            double factor = dataSet.equals("small") ? 1 : dataSet.equals("medium") ? 2 : 3;
            UseCaseLoadResult tsdb = load("timescaledb", "TimescaleDB", preset, 50_000 * factor,
                    dataSet.equals("large") ? null : (long) (300_000_000 * factor));
            UseCaseLoadResult influx = load("influxdb1", "InfluxDB 1.x", preset, 80_000 * factor,
                    (long) (150_000_000 * factor));
            write(root, folder, tsdb);
            write(root, folder, influx);
            if (dataSet.equals("large")) {
                write(root, folder, load("iotdb", "IoTDB", preset, RunStatus.CRASHED, 10_000, 1, null, 0));
                continue;
            }
            for (int n : List.of(1, 10)) {
                write(root, folder, queries(tsdb, n, answered("last-loc", n, 2.5 * factor),
                        answered("avg-load", n, 40 * factor)), true);
                write(root, folder, queries(influx, n, answered("last-loc", n, 1.5 * factor),
                        notRun("avg-load", n, "not supported by influxdb1: no such function")), true);
            }
        }
        write(root, "iot", load("timescaledb", "TimescaleDB", null, RunStatus.COMPLETED, 5_000, 40_000, 1_000_000L,
                2));
        return root;
    }
}
