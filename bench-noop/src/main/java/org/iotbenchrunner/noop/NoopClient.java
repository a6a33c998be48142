package org.iotbenchrunner.noop;

import java.util.Arrays;
import java.util.List;
import java.util.function.Function;
import java.util.stream.Collectors;
import org.iotbenchrunner.core.config.BenchmarkConfig;
import org.iotbenchrunner.core.query.ExpectedAnswers;
import org.iotbenchrunner.core.query.ExpectedValues;
import org.iotbenchrunner.core.query.Query;
import org.iotbenchrunner.core.query.QueryAnswer;
import org.iotbenchrunner.core.result.HarnessVersion;
import org.iotbenchrunner.core.spi.DatabaseClient;
import org.iotbenchrunner.core.spi.RowSink;
import org.iotbenchrunner.core.spi.Unsupported;
import org.iotbenchrunner.core.spi.UseCaseClient;
import org.iotbenchrunner.core.usecase.LineBatch;
import org.iotbenchrunner.core.usecase.UseCase;
import org.iotbenchrunner.core.usecase.UseCaseRow;
import org.iotbenchrunner.core.usecase.UseCaseSchema;
import org.iotbenchrunner.core.usecase.query.UseCaseQuery;
import org.iotbenchrunner.core.usecase.query.UseCaseQueryType;
import org.iotbenchrunner.core.workload.Batch;
import org.iotbenchrunner.core.workload.DataGenerator;
import org.iotbenchrunner.core.workload.DeviceSchema;
import org.iotbenchrunner.core.workload.WorkloadSchema;

/**
 * Discards writes (reading each batch or use-case row, so the JIT cannot drop its generation) and computes query
 * answers: point counts while measured, contents for --verify; thermo's from the summary of the rows it was given.
 */
final class NoopClient implements DatabaseClient, UseCaseClient {
    /** TSBS's query types: noop answers only thermo's, from the summary it keeps of the rows it was given. */
    static final Unsupported<UseCaseQueryType> UNSUPPORTED_QUERIES = new Unsupported<>("noop",
            Arrays.stream(UseCaseQueryType.values()).filter(t -> !t.thermo())
                    .collect(Collectors.toMap(Function.<UseCaseQueryType>identity(),
                            t -> "not implemented for this database yet")));
    /** Where every client's checksum of the batches it saw ends up, so that reading them has an effect. */
    static volatile long blackhole;
    private static final String NO_SENSOR = "";

    private final ExpectedAnswers answers;
    private final ExpectedValues values;
    private final ThermoStore thermo;
    private long checksum;

    /** A client with a store of its own. */
    NoopClient(BenchmarkConfig config) {
        this(config, new ThermoStore());
    }

    /** A client of the binding's {@code thermo} store, which its other clients load and query too. */
    NoopClient(BenchmarkConfig config, ThermoStore thermo) {
        this.thermo = thermo;
        DataGenerator data = new DataGenerator(config, new WorkloadSchema(config));
        this.answers = new ExpectedAnswers(data, config.loop() * config.batchSize());
        this.values = new ExpectedValues(data, config.loop() * config.batchSize());
    }

    @Override
    public void cleanup() {
    }

    @Override
    public void registerSchema(List<DeviceSchema> devices) {
    }

    @Override
    public void insert(Batch batch) {
        // reads every timestamp and value once, as a writer's serialisation would, so the engine's rate is honest
        int sensors = batch.device().sensors().size();
        long sum = batch.device().id();
        for (int r = 0; r < batch.rowCount(); r++) {
            sum += batch.timestamp(r);
            for (int s = 0; s < sensors; s++) {
                Object value = batch.value(r, s);
                sum += value == null ? 0 : value.hashCode();
            }
        }
        checksum += sum;
    }

    /** Nothing to create: rows are discarded, but for the thermo summary, emptied here as a table is dropped. */
    @Override
    public void registerUseCase(UseCaseSchema schema) {
        thermo.clear();
    }

    /**
     * Reads every row's measurement, tags, timestamp and fields once, as a writer's rendering would, so that a use
     * case's loading rate here is the harness's own (generating or parsing, batching, counting). Thermo rows are
     * summarised as well, so that noop answers thermo's queries.
     */
    @Override
    public void insertRows(List<UseCaseRow> rows) {
        long sum = 0;
        for (UseCaseRow row : rows) {
            sum += row.measurement().hashCode() + row.timestampNanos();
            for (UseCaseRow.Tag tag : row.tags()) {
                sum += tag.value() == null ? 0 : tag.value().hashCode();
            }
            for (UseCaseRow.Field field : row.fields()) {
                sum += field.value() == null ? 0 : field.value().hashCode();
            }
        }
        checksum += sum;
        thermo.add(rows);
    }

    /**
     * A data file's lines as they are, as the line-protocol databases take them, so that a file's loading rate here
     * is the harness's own on that path; not thermo's, whose rows feed the summary its queries are answered from.
     */
    @Override
    public boolean takesLines(UseCaseSchema schema) {
        return schema.useCase() != UseCase.THERMO;
    }

    /** Reads every byte of the batch once, as a send would. */
    @Override
    public void insertLines(LineBatch lines) {
        byte[] bytes = lines.bytes();
        long sum = 0;
        for (int i = 0; i < lines.length(); i++) {
            sum += bytes[i];
        }
        checksum += sum;
    }

    /**
     * Measured: one row holding the expected number of points, passed on as a parser would, without building the
     * answer. Verified: the expected content itself, rows labelled with their device (GROUP_BY buckets per device).
     */
    @Override
    public void query(Query query, RowSink sink) {
        if (!sink.labelled()) {
            long points = answers.points(query);
            sink.row(null, QueryAnswer.NO_TIME);
            for (long i = 0; i < points; i++) {
                sink.value(NO_SENSOR, 0.0);
            }
            return;
        }
        values.unpredictable(query).ifPresent(reason -> {
            throw new UnsupportedOperationException("noop cannot answer: " + reason);
        });
        for (QueryAnswer.Row row : values.of(query, true).asQueryAnswer().rows()) {
            sink.row(row.device(), row.time());
            row.values().forEach(sink::value);
        }
    }

    @Override
    public void query(UseCaseQuery query, RowSink sink) {
        if (UNSUPPORTED_QUERIES.contains(query.type())) {
            throw UNSUPPORTED_QUERIES.exception(query.type());
        }
        query.accept(new ThermoReplies(thermo, sink));
    }

    @Override
    public String serverVersion() {
        return "noop (in-process, harness " + HarnessVersion.get() + ")";
    }

    @Override
    public void close() {
        blackhole += checksum;
    }
}
