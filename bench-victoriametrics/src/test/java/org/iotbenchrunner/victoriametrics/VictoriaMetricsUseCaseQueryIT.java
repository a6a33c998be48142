package org.iotbenchrunner.victoriametrics;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import org.iotbenchrunner.core.config.BenchmarkConfig;
import org.iotbenchrunner.core.config.ConfigLayers;
import org.iotbenchrunner.core.config.Scale;
import org.iotbenchrunner.core.spi.DatabaseClient;
import org.iotbenchrunner.core.spi.RealServers;
import org.iotbenchrunner.core.spi.RunningServer;
import org.iotbenchrunner.core.testing.RareIotRows;
import org.iotbenchrunner.core.testing.UseCaseQueryCheck;
import org.iotbenchrunner.core.usecase.UseCase;
import org.iotbenchrunner.core.usecase.UseCaseSchema;
import org.iotbenchrunner.core.usecase.UseCaseSpec;
import org.iotbenchrunner.core.usecase.query.UseCaseQueryType;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * Every TSBS use-case query type MetricsQL can express asked of a real private VictoriaMetrics
 * ({@link VictoriaMetricsLocalServer}) after loading a generated data set, each answer compared with the expected one
 * ({@link UseCaseQueryCheck}); the others are named with their reasons. The data sets are small but answer every
 * type: 12 trucks over 30 hours (the 24-hour window fits), 10 hosts over 13 hours (8 hosts and 12-hour windows fit).
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class VictoriaMetricsUseCaseQueryIT {
    private static final VictoriaMetricsLocalServer LOCAL = new VictoriaMetricsLocalServer();
    private static final VictoriaMetricsBinding BINDING = new VictoriaMetricsBinding();
    private static final BenchmarkConfig CONFIG = new ConfigLayers().scale(Scale.TINY)
            .databaseDefaults(BINDING.configDefaults()).build();
    private static final Instant START = Instant.parse("2016-01-01T00:00:00Z");
    private static final int QUERIES_PER_TYPE = 3;
    private static final long QUERY_SEED = 7;

    private RunningServer server;

    @BeforeAll
    void startServer() throws Exception {
        if (LOCAL.unavailableReason().isEmpty()) {
            server = LOCAL.start(Files.createTempDirectory("victoriametrics-usecase-queries-"), CONFIG);
        }
    }

    @AfterAll
    void stopServer() {
        if (server != null) {
            server.close();
        }
    }

    @BeforeEach
    void requireServer() {
        RealServers.require("victoriametrics-local", LOCAL.unavailableReason());
    }

    @ParameterizedTest
    @EnumSource(value = UseCase.class, names = {"IOT", "DEVOPS"})
    void everyExpressibleQueryTypeAnswersAsExpected(UseCase useCase) throws Exception {
        UseCaseSpec spec = spec(useCase);
        long rows;
        long started = System.nanoTime();
        try (DatabaseClient loader = BINDING.open(server.endpoint(), CONFIG)) {
            rows = UseCaseQueryCheck.load(loader, spec);
        }
        long loaded = System.nanoTime();
        try (DatabaseClient client = BINDING.open(server.endpoint(), CONFIG)) {
            List<UseCaseQueryCheck.Outcome> outcomes = UseCaseQueryCheck.verify(BINDING, client, spec,
                    QUERIES_PER_TYPE, QUERY_SEED);
            System.out.printf("VictoriaMetricsUseCaseQueryIT %s: %d rows loaded in %d ms, queries checked in %d ms%n",
                    useCase.id(), rows, (loaded - started) / 1_000_000, (System.nanoTime() - loaded) / 1_000_000);
            outcomes.forEach(o -> System.out.println("VictoriaMetricsUseCaseQueryIT " + useCase.id() + " " + o));
            assertThat(outcomes).as("every type of " + useCase.id()).hasSize(UseCaseQueryType.of(useCase).size());
            assertThat(outcomes).filteredOn(UseCaseQueryCheck.Outcome::differs).as("answers that differ").isEmpty();
            assertThat(outcomes).filteredOn(o -> o.notRun() != null).extracting(UseCaseQueryCheck.Outcome::type)
                    .as("types not run").containsExactlyInAnyOrderElementsOf(UseCaseQueryType.of(useCase).stream()
                            .filter(VmUseCaseQueries.UNSUPPORTED::containsKey).toList());
        }
    }

    /** low-fuel and stationary-trucks, empty on the generated rows, on rows altered to answer them. */
    @Test
    void theRareIotAnswersAsExpected() throws Exception {
        UseCaseSpec spec = new UseCaseSpec(UseCase.IOT, 123, 12, START, START.plus(Duration.ofHours(3)),
                Duration.ofSeconds(10));
        RareIotRows rows = new RareIotRows(spec);
        try (DatabaseClient loader = BINDING.open(server.endpoint(), CONFIG)) {
            UseCaseQueryCheck.load(loader, UseCaseSchema.of(UseCase.IOT), rows);
        }
        try (DatabaseClient client = BINDING.open(server.endpoint(), CONFIG)) {
            List<UseCaseQueryCheck.Outcome> outcomes = UseCaseQueryCheck.verify(BINDING, client, spec, rows,
                    RareIotRows.TYPES, QUERIES_PER_TYPE, QUERY_SEED);
            outcomes.forEach(o -> System.out.println("VictoriaMetricsUseCaseQueryIT rare iot " + o));
            assertThat(outcomes).as("rare answers").hasSize(RareIotRows.TYPES.size()).allSatisfy(o -> {
                assertThat(o.differs()).as(o.toString()).isFalse();
                assertThat(o.notRun()).as(o.toString()).isNull();
                assertThat(o.emptyAnswers()).as(o.toString()).isZero();
            });
        }
    }

    private static UseCaseSpec spec(UseCase useCase) {
        return useCase == UseCase.IOT
                ? new UseCaseSpec(useCase, 123, 12, START, START.plus(Duration.ofHours(30)), Duration.ofSeconds(10))
                : new UseCaseSpec(useCase, 123, 10, START, START.plus(Duration.ofHours(13)), Duration.ofSeconds(10));
    }
}
