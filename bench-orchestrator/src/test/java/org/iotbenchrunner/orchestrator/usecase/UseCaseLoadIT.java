package org.iotbenchrunner.orchestrator.usecase;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.time.Duration;
import java.time.Instant;
import java.util.HexFormat;
import java.util.Locale;
import org.iotbenchrunner.core.result.ResultFiles;
import org.iotbenchrunner.core.result.RunStatus;
import org.iotbenchrunner.core.result.UseCaseLoadResult;
import org.iotbenchrunner.core.usecase.DataSetSize;
import org.iotbenchrunner.core.usecase.UseCase;
import org.iotbenchrunner.core.usecase.UseCaseGenerator;
import org.iotbenchrunner.core.usecase.UseCaseSpec;
import org.iotbenchrunner.orchestrator.cli.CommandRun;
import org.iotbenchrunner.orchestrator.cli.UseCaseOptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A use case's load end to end through the CLI into the in-process noop database: generated, written to a file and
 * loaded from it, and a TSBS-style file; the result file read back.
 */
class UseCaseLoadIT {
    private static final UseCaseSpec SPEC = new UseCaseSpec(UseCase.IOT, 123, 5,
            Instant.parse("2016-01-01T00:00:00Z"), Instant.parse("2016-01-01T00:30:00Z"), Duration.ofSeconds(10));

    @TempDir
    Path out;

    private static final String[] GENERATED = {"--db", "noop", "--workload", "iot", "--use-case-scale", "5",
        "--seed", "123", "--timestamp-start", "2016-01-01T00:00:00Z", "--timestamp-end", "2016-01-01T00:30:00Z",
        "--log-interval", "10s", "--workers", "2", "--batch-size", "100"};

    private CommandRun run(String[] args, String... more) {
        String[] all = new String[args.length + more.length + 2];
        System.arraycopy(args, 0, all, 0, args.length);
        System.arraycopy(more, 0, all, args.length, more.length);
        all[all.length - 2] = "--out";
        all[all.length - 1] = out.toString();
        return CommandRun.of(all);
    }

    @Test
    void aGeneratedIotDataSetLoadsIntoNoopWithEveryRowAndMetricCounted() {
        CommandRun o = run(GENERATED);
        DataSetSize size = DataSetSize.of(UseCaseGenerator.of(SPEC));

        assertThat(o.exit()).as(o.stdout() + o.stderr()).isZero();
        assertThat(o.stdout()).contains(String.format(Locale.ROOT, "data set: iot, seed 123, 5 trucks, "
                + "2016-01-01T00:00:00Z to 2016-01-01T00:30:00Z every 10s: %,d rows, %,d metrics (= points), %,d bytes "
                + "as line protocol", size.rows(), size.metrics(), size.bytes()), "Starting noop (",
                String.format(Locale.ROOT, "%,d/%,d rows (100.0 %%)", size.rows(), size.rows()), "0 failed batches");
        UseCaseLoadResult r = ResultFiles.readLoad(out.resolve("iot/noop/load.json"));
        assertThat(r.status()).isEqualTo(RunStatus.COMPLETED);
        assertThat(r.good()).isTrue();
        assertThat(r.workload()).isEqualTo("iot");
        assertThat(r.asked().source()).isEqualTo("generated");
        assertThat(r.asked().generated()).isEqualTo(new UseCaseLoadResult.Generated(123, 5, SPEC.start(), SPEC.end(),
                "10s"));
        assertThat(r.asked().file()).isNull();
        assertThat(r.asked().dataSet()).isEqualTo(size);
        assertThat(r.asked().workers()).isEqualTo(2);
        assertThat(r.asked().batchSize()).isEqualTo(100);
        assertThat(r.done().rows()).isEqualTo(size.rows());
        assertThat(r.done().metrics()).isEqualTo(size.metrics()).isEqualTo(r.done().points());
        assertThat(r.done().batches()).isEqualTo((size.rows() + 99) / 100);
        assertThat(r.done().failedBatches()).isZero();
        assertThat(r.done().failedRows()).isZero();
        assertThat(r.window().startedAt()).isBeforeOrEqualTo(r.window().finishedAt());
        assertThat(r.window().elapsedSeconds()).isPositive();
        assertThat(r.statistics().rowsPerSecond()).isEqualTo(size.rows() / r.window().elapsedSeconds());
        assertThat(r.statistics().metricsPerSecond()).isEqualTo(size.metrics() / r.window().elapsedSeconds());
        assertThat(r.resources().disk().bytes()).as("noop has no disk: unknown, not 0").isNull();
        assertThat(r.resources().disk().method()).startsWith("not measured: noop offers no size measurement");
        assertThat(r.resources().server().measured()).isFalse();
        assertThat(r.resources().server().note()).contains("noop has no server process");
        assertThat(r.resources().harness().cpuSeconds()).isPositive();
        assertThat(r.resources().harness().peakHeapBytes()).isPositive();
        assertThat(r.database().serverVersion()).startsWith("noop");
        assertThat(r.environment().host().cores()).isPositive();
        assertThat(r.environment().owner()).isNotNull();
        assertThat(r.environment().setup()).isNotNull();
    }

    @Test
    void writingTheDataFileFirstLoadsTheSameRowsFromIt() throws Exception {
        Path file = out.resolve("data/iot.lp.gz");
        CommandRun o = run(GENERATED, "--write-data-file", file.toString());

        assertThat(o.exit()).as(o.stdout() + o.stderr()).isZero();
        UseCaseLoadResult r = ResultFiles.readLoad(out.resolve("iot/noop/load.json"));
        DataSetSize size = DataSetSize.of(UseCaseGenerator.of(SPEC));
        assertThat(r.asked().source()).isEqualTo("generated into the file, loaded from it");
        assertThat(r.asked().generated().seed()).isEqualTo(123);
        assertThat(r.asked().file().path()).isEqualTo(file.toString());
        assertThat(r.asked().file().gzip()).isTrue();
        assertThat(r.asked().file().bytes()).isEqualTo(Files.size(file));
        assertThat(r.asked().file().sha256()).isEqualTo(sha256(file));
        assertThat(r.asked().dataSet()).isEqualTo(size);
        assertThat(r.done().rows()).isEqualTo(size.rows());
        assertThat(r.done().metrics()).isEqualTo(size.metrics());

        CommandRun again = run(new String[] {"--db", "noop", "--workload", "iot", "--data-file", file.toString()});
        assertThat(again.exit()).as(again.stdout() + again.stderr()).isZero();
        UseCaseLoadResult fromFile = ResultFiles.readLoad(out.resolve("iot/noop/load.json"));
        assertThat(fromFile.asked().source()).isEqualTo("file");
        assertThat(fromFile.asked().generated()).isNull();
        assertThat(fromFile.asked().file().sha256()).isEqualTo(r.asked().file().sha256());
        assertThat(fromFile.asked().dataSet()).isEqualTo(size);
        assertThat(fromFile.asked().workers()).isEqualTo(UseCaseOptions.DEFAULT_WORKERS);
        assertThat(fromFile.asked().batchSize()).isEqualTo(UseCaseOptions.DEFAULT_BATCH_SIZE);
        assertThat(fromFile.done().rows()).isEqualTo(size.rows());
    }

    /**
     * A cpu-only file (every line of ten fields, none skipped) loads through the path that reads it straight into
     * the batches and counts only newlines: the same rows and metrics as generated, in batches of the size asked.
     */
    @Test
    void aUniformFileLoadsEveryRowAndMetricFromItsNewlines() throws Exception {
        Path file = out.resolve("data/cpu.lp");
        String[] cpu = {"--db", "noop", "--workload", "cpu-only", "--use-case-scale", "3", "--seed", "123",
            "--timestamp-start", "2016-01-01T00:00:00Z", "--timestamp-end", "2016-01-01T01:00:00Z", "--log-interval",
            "10s", "--workers", "2", "--batch-size", "7"};
        CommandRun written = run(cpu, "--write-data-file", file.toString());
        assertThat(written.exit()).as(written.stdout() + written.stderr()).isZero();
        UseCaseLoadResult generated = ResultFiles.readLoad(out.resolve("cpu-only/noop/load.json"));

        CommandRun o = run(new String[] {"--db", "noop", "--workload", "cpu-only", "--data-file", file.toString(),
            "--batch-size", "7"});

        assertThat(o.exit()).as(o.stdout() + o.stderr()).isZero();
        UseCaseLoadResult r = ResultFiles.readLoad(out.resolve("cpu-only/noop/load.json"));
        assertThat(r.asked().source()).isEqualTo("file");
        assertThat(r.done().rows()).isEqualTo(generated.done().rows()).isEqualTo(3 * 360);
        assertThat(r.done().metrics()).isEqualTo(generated.done().metrics()).isEqualTo(3 * 360 * 10);
        assertThat(r.done().batches()).isEqualTo((3 * 360 + 6) / 7);
        assertThat(r.good()).isTrue();
    }

    @Test
    void aTsbsFileLoadsAsItIsWithTheCapacitiesAsTags(@TempDir Path data) throws Exception {
        String truck = "name=truck_0,fleet=South,driver=Trish,model=H-2,device_version=v2.3";
        String capacities = "load_capacity=1500,fuel_capacity=150,nominal_fuel_consumption=12";
        Path file = Files.writeString(data.resolve("tsbs-iot.lp"), String.join("\n",
                "readings," + truck + " " + capacities + ",latitude=72.45258,longitude=68.83761,elevation=255,"
                        + "velocity=0,heading=181,grade=0,fuel_consumption=25 1451606400000000000",
                "diagnostics," + truck + " " + capacities + ",fuel_state=1,current_load=0,status=0i "
                        + "1451606400000000000",
                "diagnostics,fleet=South " + capacities + ",fuel_state=0.9,status=1i 1451606410000000000") + "\n");
        CommandRun o = run(new String[] {"--db", "noop", "--workload", "iot", "--data-file", file.toString(),
            "--batch-size", "2"});

        assertThat(o.exit()).as(o.stdout() + o.stderr()).isZero();
        UseCaseLoadResult r = ResultFiles.readLoad(out.resolve("iot/noop/load.json"));
        assertThat(r.asked().dataSet().rows()).isEqualTo(3);
        assertThat(r.done().rows()).isEqualTo(3);
        assertThat(r.done().metrics()).as("the capacities are tags, not metrics").isEqualTo(7 + 3 + 2);
        assertThat(r.done().batches()).isEqualTo(2);
    }

    private static String sha256(Path file) throws Exception {
        return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(Files.readAllBytes(file)));
    }
}
