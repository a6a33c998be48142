package org.iotbenchrunner.timescaledb;

import java.nio.charset.StandardCharsets;
import java.sql.SQLException;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.iotbenchrunner.core.usecase.LineBatch;
import org.iotbenchrunner.core.usecase.UseCase;
import org.iotbenchrunner.core.usecase.UseCaseGenerator;
import org.iotbenchrunner.core.usecase.UseCaseLineProtocol;
import org.iotbenchrunner.core.usecase.UseCaseRow;
import org.iotbenchrunner.core.usecase.UseCaseSpec;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OperationsPerInvocation;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * A TimescaleDB worker's cost per metric of turning one 10,000-row batch of a cpu-only file (TSBS's integers,
 * {@code usage_user=58i}) into the binary COPY stream it sends: {@code parsedRows}, every line parsed into a row
 * and the rows encoded (the path before the client took lines, less the reader's shaping of each row); {@code lines}, the tuples written straight from
 * the line bytes ({@link UseCaseCopyRows#encode(LineBatch)}). The reader's own cost is bench-core's
 * {@code FileLoadBenchmark}. Run with {@code -prof gc} for the bytes allocated per metric.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(1)
public class UseCaseCopyBenchmark {
    private static final int ROWS = 10_000;
    private static final int METRICS = ROWS * 10;

    /** Every tag set's id known after the first call, as in a long load: ids are asked once per client. */
    private final UseCaseCopyRows copyRows = new UseCaseCopyRows((table, values) -> values.hashCode());
    private final List<String> text = new ArrayList<>(ROWS);
    private final LineBatch batch = new LineBatch(ROWS * 320);

    @Setup(Level.Trial)
    public void setUp() {
        Instant start = Instant.parse("2016-01-01T00:00:00Z");
        UseCaseGenerator.of(new UseCaseSpec(UseCase.CPU_ONLY, 123, 10, start, start.plusSeconds(ROWS),
                Duration.ofSeconds(10))).forEachRow(row -> text.add(UseCaseLineProtocol.line(asIntegers(row))));
        for (String line : text) {
            byte[] bytes = line.getBytes(StandardCharsets.UTF_8);
            batch.append(bytes, 0, bytes.length, 10);
        }
    }

    /** TSBS writes the cpu metrics as integers. */
    private static UseCaseRow asIntegers(UseCaseRow row) {
        return new UseCaseRow(row.measurement(), row.tags(), row.timestampNanos(), row.fields().stream()
                .map(f -> new UseCaseRow.Field(f.name(), Math.round(f.value().doubleValue()))).toList());
    }

    @Benchmark
    @OperationsPerInvocation(METRICS)
    public List<UseCaseCopyRows.Copy> parsedRows() throws SQLException {
        List<UseCaseRow> rows = new ArrayList<>(ROWS);
        for (String line : text) {
            rows.add(UseCaseLineProtocol.parse(line));
        }
        return copyRows.encode(rows);
    }

    @Benchmark
    @OperationsPerInvocation(METRICS)
    public List<UseCaseCopyRows.Copy> lines() throws SQLException {
        return copyRows.encode(batch);
    }
}
