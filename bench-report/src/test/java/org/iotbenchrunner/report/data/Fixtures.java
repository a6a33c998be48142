package org.iotbenchrunner.report.data;

import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.iotbenchrunner.core.campaign.CampaignPreset;
import org.iotbenchrunner.core.config.Scenario;
import org.iotbenchrunner.core.result.DatabaseInfo;
import org.iotbenchrunner.core.result.HarnessUsage;
import org.iotbenchrunner.core.result.HostInfo;
import org.iotbenchrunner.core.result.LatencySummary;
import org.iotbenchrunner.core.result.OperationResult;
import org.iotbenchrunner.core.result.Protocol;
import org.iotbenchrunner.core.result.ResourceSample;
import org.iotbenchrunner.core.result.ResourceUsage;
import org.iotbenchrunner.core.result.ResultFiles;
import org.iotbenchrunner.core.result.RunResult;
import org.iotbenchrunner.core.result.RunStatus;
import org.iotbenchrunner.core.result.ServerSetup;

/** Made-up campaigns of three databases (ResultSamples style): numbers chosen to be told apart, not realistic. */
public final class Fixtures {
    public static final Map<String, String> NAMES = new LinkedHashMap<>();

    static {
        NAMES.put("iotdb", "IoTDB");
        NAMES.put("influxdb", "InfluxDB");
        NAMES.put("timescaledb", "TimescaleDB");
    }

    private Fixtures() {
    }

    public static RunResult run(String db, String scale, String test, double throughput, double avgMs, double cpu,
            double memoryMb, long failed, RunStatus status) {
        boolean write = Scenario.of(test).isWrite();
        OperationResult op = new OperationResult(write ? "INGESTION" : "TIME_RANGE", 1000, failed,
                Math.round(throughput * 10), failed * 100, throughput,
                new LatencySummary(avgMs, avgMs / 4, avgMs / 2, avgMs * 0.7, avgMs * 0.9, avgMs * 1.1,
                        avgMs * 1.6, avgMs * 2, avgMs * 3.5, avgMs * 6, avgMs * 9, 9000),
                failed > 0 ? List.of("connection reset") : List.of(), "", 0, 0, List.of());
        List<OperationResult> ops = List.of(op);
        OperationResult total = op;
        if (test.equals("read")) {
            OperationResult other = new OperationResult("LATEST_POINT", 500, 0, 500, 0, throughput / 10,
                    new LatencySummary(avgMs / 2, 0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, avgMs, avgMs * 2, avgMs * 3, 100),
                    List.of(), "", 0, 0, List.of());
            ops = List.of(op, other);
            total = new OperationResult("TOTAL", 1500, failed, op.okPoints() + 500, failed * 100,
                    throughput * 1.1, op.latencyMs(), List.of(), "", 0, 0, List.of());
        }
        List<ResourceSample> samples = new ArrayList<>();
        for (int s = 1; s <= 12; s++) {
            samples.add(new ResourceSample(s, cpu * (0.6 + 0.05 * s), memoryMb * (0.7 + 0.03 * s)));
        }
        Map<String, String> config = new LinkedHashMap<>();
        config.put("LOOP", "1000");
        config.put("PASSWORD", "s3cret");
        return RunResult.builder().harnessVersion("0.1.0-test").status(status)
                .error(status == RunStatus.CRASHED ? "server went away" : null).scenario(test).scale(scale)
                .database(new DatabaseInfo(db, NAMES.get(db), "1.0", "local", Map.of("driver", db + "-java")))
                .host(new HostInfo("bench-host", 6, 32000, "Test CPU", "Linux", "6.1", "amd64", "17")).config(config)
                .startedAt(Instant.parse("2026-11-22T00:00:00Z")).finishedAt(Instant.parse("2026-11-22T00:00:12Z"))
                .elapsedSeconds(12.0).schemaSeconds(0.5).completedFraction(status == RunStatus.TIMED_OUT ? 0.4 : 1.0)
                .operations(ops).total(total).server(ResourceUsage.of("process-tree (PSS)", samples))
                .harness(new HarnessUsage(3.0, 25.0)).build();
    }

    /**
     * {@code r} as repetition {@code run} of {@code runs} in a campaign of {@code preset}, recording the preset's
     * name, isolation and profile as the harness does ({@code preset} null: a result written before presets).
     */
    public static RunResult inPreset(RunResult r, CampaignPreset preset, int run, int runs) {
        Protocol protocol = new Protocol("2026-11-22T00:00:00Z", run, runs, 0, false, null,
                preset == null ? null : preset.coResident() ? "co-resident" : "sequential",
                preset == null ? null : preset.id(), null);
        return withProtocol(r, protocol, preset == null ? null
                : new ServerSetup(preset.tuned() ? "tuned" : "default", null, null, Map.of(), "warm", null));
    }

    /** {@code r} with another protocol and server setup. */
    public static RunResult withProtocol(RunResult r, Protocol protocol, ServerSetup setup) {
        return r.toBuilder().protocol(protocol).setup(setup).build();
    }

    /** Writes runs as the harness lays out a preset's results: {@code <root>/<folder>/<scale>/<db>/<test>.run-<k>.json}. */
    public static void writePreset(Path root, String folder, List<RunResult> runs) {
        for (RunResult r : runs) {
            ResultFiles.write(root.resolve(folder).resolve(r.scale()).resolve(r.database().id())
                    .resolve(r.scenario() + ".run-" + r.run() + ".json"), r);
        }
    }

    /** Every test on three databases; {@code factor} scales throughput (a larger scale or a tuned campaign). */
    public static List<RunResult> campaign(String scale, double factor) {
        List<RunResult> runs = new ArrayList<>();
        double[] writeBase = {5_000_000, 400_000, 130_000};
        double[] readLatency = {0.6, 9.5, 0.8};
        double[] memory = {12_000, 300, 5_500};
        int i = 0;
        for (String db : NAMES.keySet()) {
            int t = 0;
            for (Scenario s : Scenario.values()) {
                if (s == Scenario.READ_SUPPORTED) {
                    continue; // not part of a campaign (--test all)
                }
                boolean write = s.isWrite();
                double throughput = write ? writeBase[i] * factor * (1 + 0.3 * t) : 2_000 * factor * (i + 1) * (t + 1);
                double latency = write ? 100 / (i + 1.0) + t : readLatency[i] * (t + 1) / factor;
                if (s == Scenario.OUT_OF_ORDER) {
                    throughput = writeBase[i] * factor * (0.6 + 0.1 * i);
                }
                long failed = db.equals("influxdb") && s == Scenario.VALUE_FILTER ? 3 : 0;
                RunStatus status = db.equals("iotdb") && s == Scenario.BATCH_LARGE ? RunStatus.TIMED_OUT
                        : RunStatus.COMPLETED;
                runs.add(run(db, scale, s.id(), throughput, latency, 20 + 15 * i + 3 * t, memory[i] * factor, failed,
                        status));
                t++;
            }
            i++;
        }
        return runs;
    }
}
