package org.iotbenchrunner.core.spi;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import org.iotbenchrunner.core.config.BenchmarkConfig;
import org.iotbenchrunner.core.config.ConfigKey;
import org.iotbenchrunner.core.config.OperationType;
import org.iotbenchrunner.core.query.AnswerRows;
import org.iotbenchrunner.core.query.Query;
import org.iotbenchrunner.core.query.QueryAnswer;
import org.iotbenchrunner.core.workload.Batch;
import org.iotbenchrunner.core.workload.DeviceSchema;

/**
 * A real binding whose measured answers to one query type are off by {@code offset} points (their contents under
 * --verify right), or (with {@link #wrongValues}) hold one wrong value while their point counts stay right: proof
 * that verification catches a wrong answer (shared with the other modules' tests through the test-jar).
 */
public final class WrongAnswerBinding implements DatabaseBinding {
    private final DatabaseBinding real;
    private final OperationType wrongType;
    private final long offset;
    private final boolean wrongValues;

    public WrongAnswerBinding(DatabaseBinding real, OperationType wrongType, long offset) {
        this(real, wrongType, offset, false);
    }

    private WrongAnswerBinding(DatabaseBinding real, OperationType wrongType, long offset, boolean wrongValues) {
        this.real = real;
        this.wrongType = wrongType;
        this.offset = offset;
        this.wrongValues = wrongValues;
    }

    /**
     * Right point counts, but the first value of every answer's first row to {@code wrongType} is changed (a number
     * by +1, a boolean negated, a text extended); an empty answer gains a row.
     */
    public static WrongAnswerBinding wrongValues(DatabaseBinding real, OperationType wrongType) {
        return new WrongAnswerBinding(real, wrongType, 0, true);
    }

    /** {@code answer} with its first value changed as {@link #wrongValues} describes. */
    public static QueryAnswer corrupt(QueryAnswer answer) {
        List<QueryAnswer.Row> rows = new ArrayList<>(answer.rows());
        if (rows.isEmpty()) {
            rows.add(new QueryAnswer.Row("d_wrong", 0, Map.of("s_wrong", 1)));
            return new QueryAnswer(rows);
        }
        QueryAnswer.Row first = rows.get(0);
        Map<String, Object> values = new TreeMap<>(first.values());
        String sensor = values.keySet().iterator().next();
        Object value = values.get(sensor);
        values.put(sensor, value instanceof Boolean b ? (Object) !b
                : value instanceof Number n ? (Object) (n.doubleValue() + 1) : value + "x");
        rows.set(0, new QueryAnswer.Row(first.device(), first.time(), values));
        return new QueryAnswer(rows);
    }

    private static void replay(QueryAnswer answer, RowSink sink) {
        for (QueryAnswer.Row row : answer.rows()) {
            sink.row(row.device(), row.time());
            row.values().forEach(sink::value);
        }
    }

    /** Passes an answer on with {@code offset} points more (extra values at its end) or fewer (its first ones). */
    private static final class OffCount implements RowSink {
        private final RowSink sink;
        private long toSkip;
        private final long toAdd;

        OffCount(RowSink sink, long offset) {
            this.sink = sink;
            this.toSkip = Math.max(0, -offset);
            this.toAdd = Math.max(0, offset);
        }

        @Override
        public boolean labelled() {
            return sink.labelled();
        }

        @Override
        public void row(String device, long time) {
            sink.row(device, time);
        }

        @Override
        public void value(String sensor, Object value) {
            if (toSkip > 0) {
                toSkip--;
            } else {
                sink.value(sensor, value);
            }
        }

        void finish() {
            if (toAdd > 0) {
                sink.row("d_wrong", 0);
                for (long i = 0; i < toAdd; i++) {
                    sink.value("s_wrong_" + i, 1);
                }
            }
        }
    }

    @Override
    public String id() {
        return real.id();
    }

    @Override
    public String displayName() {
        return real.displayName();
    }

    @Override
    public Map<OperationType, String> unsupportedOperations() {
        return real.unsupportedOperations();
    }

    @Override
    public Map<ConfigKey, String> configDefaults() {
        return real.configDefaults();
    }

    @Override
    public void validate(BenchmarkConfig config) {
        real.validate(config);
    }

    @Override
    public Map<String, String> clientInfo(BenchmarkConfig config) {
        return real.clientInfo(config);
    }

    @Override
    public Optional<LocalServer> localServer() {
        return real.localServer();
    }

    @Override
    public DatabaseClient open(Endpoint endpoint, BenchmarkConfig config) throws Exception {
        DatabaseClient client = real.open(endpoint, config);
        return new DatabaseClient() {
            @Override
            public void cleanup() throws Exception {
                client.cleanup();
            }

            @Override
            public void registerSchema(List<DeviceSchema> devices) throws Exception {
                client.registerSchema(devices);
            }

            @Override
            public void insert(Batch batch) throws Exception {
                client.insert(batch);
            }

            @Override
            public void query(Query query, RowSink sink) throws Exception {
                if (query.type() == wrongType && wrongValues && sink.labelled()) {
                    replay(corrupt(AnswerRows.of(client, query)), sink);
                } else if (query.type() == wrongType && !wrongValues && !sink.labelled()) {
                    OffCount off = new OffCount(sink, offset);
                    client.query(query, off);
                    off.finish();
                } else {
                    client.query(query, sink);
                }
            }

            @Override
            public Optional<DiskSize> diskSize() throws Exception {
                return client.diskSize();
            }

            @Override
            public String serverVersion() throws Exception {
                return client.serverVersion();
            }

            @Override
            public void close() {
                client.close();
            }
        };
    }
}
