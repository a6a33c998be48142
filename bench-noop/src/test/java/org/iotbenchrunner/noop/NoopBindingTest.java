package org.iotbenchrunner.noop;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.ServiceLoader;
import org.iotbenchrunner.core.spi.Endpoint;
import org.iotbenchrunner.core.config.BenchmarkConfig;
import org.iotbenchrunner.core.config.ConfigLayers;
import org.iotbenchrunner.core.config.OperationType;
import org.iotbenchrunner.core.config.Scale;
import org.iotbenchrunner.core.engine.BenchmarkEngine;
import org.iotbenchrunner.core.engine.Measurement;
import org.iotbenchrunner.core.engine.ProgressListener;
import org.iotbenchrunner.core.engine.RunOptions;
import org.iotbenchrunner.core.query.AnswerRows;
import org.iotbenchrunner.core.query.Query;
import org.iotbenchrunner.core.query.QueryGenerator;
import org.iotbenchrunner.core.result.OperationResult;
import org.iotbenchrunner.core.spi.DatabaseBinding;
import org.iotbenchrunner.core.spi.RunningServer;
import org.iotbenchrunner.core.spi.UseCaseClient;
import org.iotbenchrunner.core.spi.UseCaseSupport;
import org.iotbenchrunner.core.spi.WrongAnswerBinding;
import org.iotbenchrunner.core.testing.DeclaredUnsupported;
import org.iotbenchrunner.core.usecase.UseCase;
import org.iotbenchrunner.core.usecase.UseCaseGenerator;
import org.iotbenchrunner.core.usecase.UseCaseRow;
import org.iotbenchrunner.core.usecase.UseCaseSchema;
import org.iotbenchrunner.core.usecase.UseCaseSpec;
import org.iotbenchrunner.core.usecase.query.UseCaseQueryType;
import org.iotbenchrunner.core.workload.WorkloadSchema;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

class NoopBindingTest {
    private static final String EVERY_QUERY = "OPERATION_PROPORTION=0:1:1:1:1:1:1:1:1:1:1:1:1";

    @Test
    void isFoundByServiceLoaderAndSupportsEveryOperation() {
        DatabaseBinding noop = ServiceLoader.load(DatabaseBinding.class).stream().map(ServiceLoader.Provider::get)
                .filter(b -> b.id().equals("noop")).findFirst().orElseThrow();
        assertThat(noop.supportedOperations()).containsExactlyInAnyOrder(OperationType.values());
        assertThat(noop.localServer()).hasValueSatisfying(l -> assertThat(l.unavailableReason()).isEmpty());
    }

    @Test
    void itsServerStartsInstantlyWithoutAProcess() throws Exception {
        BenchmarkConfig config = new ConfigLayers().scale(Scale.TINY).build();
        try (RunningServer server = new NoopBinding().localServer().orElseThrow().start(Path.of("unused"), config)) {
            assertThat(server.pid()).isEqualTo(-1);
            assertThat(server.endpoint().host()).isEqualTo("in-process");
        }
    }

    @Test
    void writesAndVerifiedQueriesRunAtTheHarnessRate() throws Exception {
        ConfigLayers tiny = new ConfigLayers().scale(Scale.TINY).assignment("INIT_WAIT_TIME=0");
        NoopBinding noop = new NoopBinding();
        Measurement write = new BenchmarkEngine(noop, (Endpoint) null).run(tiny.build(), ProgressListener.NONE);
        assertThat(write.total().okPoints()).isEqualTo(4L * 4 * 10 * 20);
        assertThat(write.total().failedOperations()).isZero();
        assertThat(write.serverVersion()).startsWith("noop (in-process, harness ");

        BenchmarkConfig read = tiny.copy().assignment(EVERY_QUERY).assignment("QUERY_SENSOR_NUM=2").build();
        Measurement m = new BenchmarkEngine(noop, (Endpoint) null).run(read, ProgressListener.NONE,
                RunOptions.DEFAULT.verifying(20 * 10));
        assertThat(m.total().failedOperations()).isZero();
        assertThat(m.total().okPoints()).isPositive();
        assertThat(m.verification().verifiedOperations()).isEqualTo(2 * 20);
        assertThat(m.verification().mismatches()).isZero();
        assertThat(m.verification().covers()).isEqualTo("point counts and values");
        assertThat(m.verification().valuesVerified()).isEqualTo(2 * 20);
        assertThat(m.verification().valueMismatches()).isZero();
        assertThat(m.verification().valuesNotChecked()).isZero();
    }

    /** A use case's rows are read (their checksum reaches the blackhole on close) and discarded. */
    @Test
    void useCaseRowsAreReadAndDiscarded() {
        Instant start = Instant.parse("2016-01-01T00:00:00Z");
        List<UseCaseRow> rows = new ArrayList<>();
        UseCaseGenerator.of(new UseCaseSpec(UseCase.IOT, 123, 2, start, start.plus(Duration.ofMinutes(10)),
                Duration.ofSeconds(10))).forEachRow(rows::add);
        long before = NoopClient.blackhole;
        try (NoopClient client = new NoopClient(new ConfigLayers().scale(Scale.TINY).build())) {
            client.registerUseCase(UseCaseSchema.of(UseCase.IOT));
            client.insertRows(rows);
            client.insertRows(List.of());
        }
        assertThat(rows).isNotEmpty();
        assertThat(NoopClient.blackhole).isNotEqualTo(before);
    }

    /** noop loads use cases but answers none of TSBS's queries: every such type is declared so, and refused so. */
    @ParameterizedTest
    @EnumSource(value = UseCase.class, names = {"IOT", "DEVOPS"})
    void refusesExactlyTheDeclaredUseCaseQueries(UseCase useCase) throws Exception {
        Instant start = Instant.parse("2016-01-01T00:00:00Z");
        UseCaseSpec spec = new UseCaseSpec(useCase, 123, 10, start, start.plus(Duration.ofHours(30)),
                Duration.ofSeconds(10));
        UseCaseSupport useCases = new NoopBinding().useCases().orElseThrow();
        assertThat(useCases.unsupportedQueries()).containsOnlyKeys(Arrays.stream(UseCaseQueryType.values())
                .filter(t -> !t.thermo()).toList());
        assertThat(useCases.writePath()).isEqualTo("discard");
        BenchmarkConfig config = new ConfigLayers().scale(Scale.TINY).build();
        try (UseCaseClient client = useCases.open(null, config)) {
            DeclaredUnsupported.assertUseCaseQueriesThrowAsDeclared(useCases, client, spec);
        }
    }

    /** The engine catches a wrong value in noop's otherwise right answers, whatever the query type. */
    @ParameterizedTest
    @EnumSource(value = OperationType.class, names = "INGESTION", mode = EnumSource.Mode.EXCLUDE)
    void aWrongValueIsCaught(OperationType type) throws Exception {
        BenchmarkConfig read = new ConfigLayers().scale(Scale.TINY).assignment("INIT_WAIT_TIME=0")
                .assignment(EVERY_QUERY).assignment("QUERY_SENSOR_NUM=2").assignment("LOOP=60").build();
        Measurement m = new BenchmarkEngine(WrongAnswerBinding.wrongValues(new NoopBinding(), type), (Endpoint) null)
                .run(read, ProgressListener.NONE, RunOptions.DEFAULT.verifying(60 * 10));
        OperationResult wrong = m.operation(type);
        assertThat(wrong.okOperations()).isPositive();
        assertThat(wrong.mismatches()).isZero();
        assertThat(wrong.values().mismatches()).isEqualTo(wrong.okOperations());
        assertThat(m.verification().valueMismatches()).isEqualTo(wrong.okOperations());
        assertThat(wrong.values().examples().get(0).difference()).matches(".*(expected|unexpected|rows).*");
    }

    @Test
    void answersAQueryItCannotPredictWithUnsupported() {
        BenchmarkConfig config = new ConfigLayers().scale(Scale.TINY).assignment("QUERY_AGGREGATE_FUN=extreme")
                .build();
        WorkloadSchema schema = new WorkloadSchema(config);
        Query q = new QueryGenerator(config, schema, 0).next(OperationType.AGG_RANGE);
        assertThatThrownBy(() -> AnswerRows.of(new NoopClient(config), q)).isInstanceOf(UnsupportedOperationException.class)
                .hasMessageStartingWith("noop cannot answer: aggregate function extreme has no expected value");
    }
}
