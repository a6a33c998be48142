package org.iotbenchrunner.core.spi;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.Map;
import org.iotbenchrunner.core.config.BenchmarkConfig;
import org.iotbenchrunner.core.query.Query;
import org.iotbenchrunner.core.usecase.query.UseCaseAnswerRows;
import org.iotbenchrunner.core.usecase.query.UseCaseQuery;
import org.iotbenchrunner.core.usecase.query.UseCaseQueryType;
import org.iotbenchrunner.core.workload.Batch;
import org.iotbenchrunner.core.workload.DeviceSchema;
import org.junit.jupiter.api.Test;

class UseCaseQuerySpiTest {

    private static final DatabaseClient CLIENT = new DatabaseClient() {
        public void cleanup() {
        }

        public void registerSchema(List<DeviceSchema> devices) {
        }

        public void insert(Batch batch) {
        }

        public void query(Query query, RowSink sink) {
        }

        public String serverVersion() {
            return "none";
        }

        public void close() {
        }
    };

    private static final DatabaseBinding BINDING = new DatabaseBinding() {
        public String id() {
            return "none";
        }

        public String displayName() {
            return "None";
        }

        public Map<String, String> clientInfo(BenchmarkConfig config) {
            return Map.of();
        }

        public DatabaseClient open(Endpoint endpoint, BenchmarkConfig config) {
            return CLIENT;
        }
    };

    @Test
    void aBindingThatSaysNothingNamesEveryUseCaseQueryTypeAsNotImplemented() {
        assertThat(BINDING.unsupportedUseCaseQueries()).containsOnlyKeys(UseCaseQueryType.values())
                .allSatisfy((type, reason) -> assertThat(reason).isEqualTo("not implemented for this database yet"));
    }

    @Test
    void aClientThatSaysNothingRefusesUseCaseQueries() {
        UseCaseQuery query = new UseCaseQuery(UseCaseQueryType.AVG_LOAD, List.of(), List.of(), null, null, null);

        assertThatThrownBy(() -> UseCaseAnswerRows.of(CLIENT, query))
                .isInstanceOf(UnsupportedOperationException.class);
    }
}
