package org.iotbenchrunner.core.spi;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.iotbenchrunner.core.config.BenchmarkConfig;
import org.iotbenchrunner.core.config.OperationType;
import org.iotbenchrunner.core.query.Query;
import org.iotbenchrunner.core.workload.Batch;
import org.iotbenchrunner.core.workload.DeviceSchema;

/**
 * A real binding whose answers to one query type are off by {@code offset} points: proof that verification
 * catches a wrong answer (shared with the other modules' tests through the test-jar).
 */
public final class WrongAnswerBinding implements DatabaseBinding {
    private final DatabaseBinding real;
    private final OperationType wrongType;
    private final long offset;

    public WrongAnswerBinding(DatabaseBinding real, OperationType wrongType, long offset) {
        this.real = real;
        this.wrongType = wrongType;
        this.offset = offset;
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
                return query.type() == wrongType ? points + offset : points;
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
