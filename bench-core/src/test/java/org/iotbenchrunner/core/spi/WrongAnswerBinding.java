package org.iotbenchrunner.core.spi;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import org.iotbenchrunner.core.config.BenchmarkConfig;
import org.iotbenchrunner.core.config.OperationType;
import org.iotbenchrunner.core.query.Query;
import org.iotbenchrunner.core.query.QueryAnswer;
import org.iotbenchrunner.core.workload.Batch;
import org.iotbenchrunner.core.workload.DeviceSchema;

/**
 * A real binding whose answers to one query type are off by {@code offset} points, or (with
 * {@link #wrongValues}) hold one wrong value while their point counts stay right: proof that verification catches a
 * wrong answer (shared with the other modules' tests through the test-jar).
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

    @Override
    public String id() {
        return real.id();
    }

    @Override
    public String displayName() {
        return real.displayName();
    }

    @Override
    public Set<OperationType> supportedOperations() {
        return real.supportedOperations();
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
            public long query(Query query) throws Exception {
                long points = client.query(query);
                return query.type() == wrongType && !wrongValues ? points + offset : points;
            }

            @Override
            public QueryAnswer answer(Query query) throws Exception {
                QueryAnswer answer = client.answer(query);
                return query.type() == wrongType && wrongValues ? corrupt(answer) : answer;
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
