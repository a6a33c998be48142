package org.iotbenchrunner.orchestrator.cli;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.iotbenchrunner.core.config.ConfigException;
import org.iotbenchrunner.core.result.Verification;
import org.iotbenchrunner.orchestrator.plan.RunPlan;
import picocli.CommandLine.Option;

/**
 * The options of {@code run}: iot-benchmark's tests, how they are measured and repeated, and the campaign presets. A
 * use case's {@code load} runs none of them; its plan takes their defaults.
 */
final class TestOptions {
    @Option(names = "--test", order = 2, paramLabel = "TEST[,TEST...]",
            description = "Scenarios: all or a comma list of write, out-of-order, batch-small, batch-large, read, "
                    + "latest-point, downsample, range-query, value-filter (default: ${DEFAULT-VALUE}).")
    String tests = "all";

    @Option(names = "--scale", order = 3, paramLabel = "SCALE",
            description = "tiny, small, medium or large (default: small, or the --config file's own shape).")
    String scale;

    @Option(names = "--verify-values", order = 16, paramLabel = "N|all", description = "With --verify, "
            + "runs up to N successful queries per operation and client again after the measured phase, spread over "
            + "the run, and compares their rows and values; all = every query, 0 = none (default: ${DEFAULT-VALUE}, "
            + "every query of a tiny or small test).")
    String verifyValues = "1000";

    @Option(names = "--pregenerate", order = 17, description = "Write tests build every batch before the clock "
            + "starts (as TSBS loads pre-generated data), so the measured time holds only serialisation and the "
            + "database's work; by default batches are built inline, as iot-benchmark does. Refused when the batches "
            + "would not fit the heap.")
    boolean pregenerate;

    @Option(names = "--warmup", order = 18, paramLabel = "N", description = "The first N operations of "
            + "each client's LOOP run unmeasured; measuring starts when every client is warm (default: "
            + "${DEFAULT-VALUE}).")
    long warmup;

    @Option(names = "--runs", order = 19, paramLabel = "N", description = "Repeats every test N times, "
            + "each repetition on a fresh server; the summary shows the median, the 95 %% CI and the CV "
            + "(default: ${DEFAULT-VALUE}).")
    int runs = 1;

    @Option(names = "--resume", order = 20, description = "Continues the campaign in --out after a crash: a test "
            + "whose result there completed (or ran to its TEST_MAX_TIME cap) with the same settings is kept and "
            + "skipped; crashed, missing and differently configured ones run again, in the same campaign. Needs the "
            + "--runs it ran with.")
    boolean resume;

    @Option(names = "--rate", order = 21, paramLabel = "OPS_PER_S", description = "Open loop: after the warm-up, "
            + "operations (a write batch or a query each) start on a fixed schedule of OPS_PER_S per second over all "
            + "clients, split evenly; a client that falls behind sends at once, and latency is also recorded from "
            + "each operation's intended start (response time). Default: closed loop, as iot-benchmark.")
    Double rate;

    @Option(names = "--isolation", order = 23, paramLabel = "sequential|co-resident", description = "sequential "
            + "starts each database's server for its tests alone; co-resident starts every database's server first "
            + "and keeps them all up to the end, as the seed thesis's original campaign, and records what the idle "
            + "ones used (default: sequential).")
    String isolation;

    @Option(names = "--campaign", order = 24, paramLabel = "PRESET[,PRESET...]", description = "Runs campaign "
            + "presets, each into <out>/<preset>/: original (co-resident, default settings), isolated-default "
            + "(sequential, default), coresident-tuned (co-resident, tuned), rerun (sequential, tuned, each "
            + "container's memory capped at 28 GB or 28/32 of a smaller host), or all; then writes <out>/effects/ "
            + "separating the isolation effect from the tuning effect.")
    String campaign;

    @Option(names = "--published", order = 25, paramLabel = "FILE[#RUN]", description = "Published figures to show "
            + "beside the effects of --campaign, e.g. the seed thesis's CSV; repeatable.")
    List<Path> published = new ArrayList<>();

    @Option(names = "--cache", order = 26, paramLabel = "warm|cold", description = "cold restarts the "
            + "server or its container (data kept) and drops the OS page cache where permitted before each read "
            + "test, or with --workload before each query type's run (default: ${DEFAULT-VALUE}).")
    String cache = "warm";

    @Option(names = "--sweep", order = 27, paramLabel = "KEY=v1,v2,...", description = "Sweeps a workload key "
            + "(any --set takes) or a server setting DB:KEY over these values; repeatable: the grid is their product "
            + "(see --sweep-mode). Mark the baseline value with * (default: the configured value if listed, else the "
            + "first). Each cell runs as a campaign into <out>/<sweep-name>/<cell>/, its results carrying the "
            + "cell's values; <out>/<sweep-name>/sweep.json lists the cells and their status.")
    List<String> sweeps = new ArrayList<>();

    @Option(names = "--sweep-mode", order = 28, paramLabel = "grid|one-factor", description = "grid runs every "
            + "combination of the --sweep values; one-factor runs the baseline cell, then each key's other values "
            + "with the rest at baseline (default: ${DEFAULT-VALUE}).")
    String sweepMode = "grid";

    @Option(names = "--sweep-name", order = 29, paramLabel = "NAME", description = "The sweep's folder under --out "
            + "(default: ${DEFAULT-VALUE}, or the preset's id).")
    String sweepName;

    @Option(names = "--sweep-preset", order = 30, paramLabel = "PRESET", description = "A named list of sweeps, "
            + "each into <out>/<preset>/<sweep>/: iot-study (seed 001's one-factor study of IoTDB, scaled to this "
            + "host; on other databases only the factors that mean something there) or iot-study-tiny (the same at "
            + "a test's size).")
    String sweepPreset;

    @Option(names = "--no-report", order = 31, description = "Writes the results, summary.md and summary.csv but "
            + "not the HTML report, whose charts are most of a short run's CPU outside its measured windows; "
            + "bench-orchestrator report --results <out> --out <out>/<scale>/report draws it later from the same "
            + "files.")
    boolean noReport;

    /** Whether a sweep is asked for. */
    boolean sweeping() {
        return !sweeps.isEmpty() || sweepPreset != null;
    }

    /** 0 (closed loop) without --rate; a given rate must be positive, since 0 would silently mean closed loop. */
    double openLoopRate() {
        if (rate == null) {
            return 0;
        }
        if (!(rate > 0) || rate.isInfinite()) {
            throw RunPlan.rateError(rate);
        }
        return rate;
    }

    long valueQueries() {
        if (verifyValues.trim().equalsIgnoreCase("all")) {
            return Verification.ALL_QUERIES;
        }
        try {
            long n = Long.parseLong(verifyValues.trim());
            if (n >= 0) {
                return n;
            }
        } catch (NumberFormatException e) {
            // reported below
        }
        throw new ConfigException("--verify-values must be a number >= 0 or all (got " + verifyValues + ")");
    }
}
