package org.iotbenchrunner.core.usecase;

import java.io.IOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OperationsPerInvocation;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.annotations.Warmup;
import org.openjdk.jmh.infra.Blackhole;

/**
 * The harness's cost per metric of a file load before any byte is sent, on one thread: a cpu-only file of
 * {@value #ROWS} rows x 10 metrics, as TSBS writes it ({@code tsbs}: integer values, {@code 58i}) or as we do
 * ({@code ours}: decimals), read into 10,000-row request bodies. {@code parsed}: every line parsed, shaped and
 * written again into a String, encoded to bytes as the drivers do (the path before lines were forwarded);
 * {@code forwarded}: {@link UseCaseFileLines} into one reused {@link LineBatch}; {@code surveyed}: the pass before
 * a load that counts the file's rows, metrics and bytes and hashes it ({@link UseCaseDataFile#survey}). Scores are
 * per metric: run with
 * {@code -prof gc} for the bytes allocated per metric ({@code gc.alloc.rate.norm}).
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(1)
public class FileLoadBenchmark {
    static final int ROWS = 100_000;
    private static final int METRICS = ROWS * 10;
    private static final int BATCH = 10_000;

    @Param({"tsbs", "ours"})
    public String format;

    private Path file;
    private UseCaseDataFile data;
    private final LineBatch reused = new LineBatch(BATCH * 320);

    @Setup(Level.Trial)
    public void setUp() throws IOException {
        file = Files.createTempFile("file-load-", ".lp");
        UseCaseGenerator generator = UseCaseGenerator.of(new UseCaseSpec(UseCase.CPU_ONLY, 1, 10,
                Instant.parse("2016-01-01T00:00:00Z"), Instant.parse("2016-01-01T00:00:00Z").plusSeconds(ROWS),
                Duration.ofSeconds(10)));
        StringBuilder line = new StringBuilder(512);
        try (Writer out = Files.newBufferedWriter(file, StandardCharsets.UTF_8)) {
            generator.forEachRow(row -> {
                line.setLength(0);
                if (format.equals("tsbs")) {
                    UseCaseLineProtocol.append(asIntegers(row), line);
                } else {
                    UseCaseLineProtocol.append(row, line);
                }
                try {
                    out.append(line).append('\n');
                } catch (IOException e) {
                    throw new java.io.UncheckedIOException(e);
                }
            });
        }
        data = UseCaseDataFile.survey(file, UseCase.CPU_ONLY);
        if (data.size().metrics() != METRICS) {
            throw new IllegalStateException("expected " + METRICS + " metrics, the file has " + data.size());
        }
    }

    /** TSBS writes the cpu metrics as integers. */
    private static UseCaseRow asIntegers(UseCaseRow row) {
        return new UseCaseRow(row.measurement(), row.tags(), row.timestampNanos(), row.fields().stream()
                .map(f -> new UseCaseRow.Field(f.name(), Math.round(f.value().doubleValue()))).toList());
    }

    @TearDown(Level.Trial)
    public void tearDown() throws IOException {
        Files.deleteIfExists(file);
    }

    @Benchmark
    @OperationsPerInvocation(METRICS)
    public void parsed(Blackhole hole) {
        List<UseCaseRow> batch = new ArrayList<>(BATCH);
        data.rows().forEachRow(row -> {
            batch.add(row);
            if (batch.size() == BATCH) {
                hole.consume(UseCaseLines.of(batch).getBytes(StandardCharsets.UTF_8));
                batch.clear();
            }
        });
    }

    @Benchmark
    @OperationsPerInvocation(METRICS)
    public UseCaseDataFile surveyed() {
        return UseCaseDataFile.survey(file, UseCase.CPU_ONLY);
    }

    @Benchmark
    @OperationsPerInvocation(METRICS)
    public void forwarded(Blackhole hole) {
        data.lines().forEachBatch(BATCH, () -> reused, full -> hole.consume(full.length()));
    }
}
