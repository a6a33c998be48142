package org.iotbenchrunner.core.spi;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.Map;
import org.iotbenchrunner.core.config.BenchmarkConfig;
import org.iotbenchrunner.core.config.OperationType;
import org.iotbenchrunner.core.query.Query;
import org.iotbenchrunner.core.usecase.UseCaseRow;
import org.iotbenchrunner.core.usecase.UseCaseSchema;
import org.iotbenchrunner.core.usecase.query.UseCaseAnswerRows;
import org.iotbenchrunner.core.usecase.query.UseCaseQuery;
import org.iotbenchrunner.core.usecase.query.UseCaseQueryType;
import org.iotbenchrunner.core.usecase.query.UseCaseQueryVisitor;
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
    void aBindingThatSaysNothingOffersNoUseCases() {
        assertThat(BINDING.useCases()).isEmpty();
    }

    @Test
    void aDeclarationOfEveryTypeRefusesEachUseCaseQueryWithItsReason() {
        Unsupported<UseCaseQueryType> none = Unsupported.every(UseCaseQueryType.class, "none",
                "not implemented for this database yet");
        UseCaseQuery query = new UseCaseQuery(UseCaseQueryType.AVG_LOAD, List.of(), List.of(), null, null, null);
        UseCaseClient client = new UseCaseClient() {
            public void registerUseCase(UseCaseSchema schema) {
            }

            public void insertRows(List<UseCaseRow> rows) {
            }

            public void query(UseCaseQuery q, RowSink sink) {
                throw none.exception(q.type());
            }

            public void close() {
            }
        };

        assertThat(none.reasons()).containsOnlyKeys(UseCaseQueryType.values())
                .allSatisfy((type, reason) -> assertThat(reason).isEqualTo("not implemented for this database yet"));
        assertThatThrownBy(() -> UseCaseAnswerRows.of(client, query))
                .isInstanceOf(UnsupportedOperationException.class)
                .hasMessage("avg-load is not supported by none: not implemented for this database yet");
    }

    @Test
    void aTypeThatIsNotDeclaredIsTheBindingsBug() {
        Unsupported<OperationType> declared = new Unsupported<>("none", Map.of(OperationType.SET_OPERATION, "why"));

        assertThat(declared.exception(OperationType.SET_OPERATION)).hasMessage("SET_OPERATION is not supported by "
                + "none: why");
        assertThatThrownBy(() -> declared.exception(OperationType.GROUP_BY)).isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("GROUP_BY");
    }

    @Test
    void aVisitorRunsOnlyTheTypesItImplements() {
        UseCaseQueryVisitor<String> onlyAvgLoad = new UseCaseQueryVisitor<>() {
            @Override
            public String avgLoad(UseCaseQuery q) {
                return "avg";
            }
        };

        assertThat(new UseCaseQuery(UseCaseQueryType.AVG_LOAD, List.of(), List.of(), null, null, null)
                .accept(onlyAvgLoad)).isEqualTo("avg");
        assertThatThrownBy(() -> new UseCaseQuery(UseCaseQueryType.LASTPOINT, List.of(), List.of(), null, null, null)
                .accept(onlyAvgLoad)).isInstanceOf(UnsupportedOperationException.class).hasMessageContaining("lastpoint");
    }
}
