package org.iotbenchrunner.cassandra;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.List;
import org.iotbenchrunner.core.config.ConfigLayers;
import org.iotbenchrunner.core.config.Scale;
import org.iotbenchrunner.core.spi.UseCaseClient;
import org.iotbenchrunner.core.testing.DeclaredUnsupported;
import org.iotbenchrunner.core.testing.PrivateServerKit;
import org.iotbenchrunner.core.testing.UseCaseData;
import org.iotbenchrunner.core.testing.UseCaseLoading;
import org.iotbenchrunner.core.testing.UseCaseQueryCheck;
import org.iotbenchrunner.core.usecase.ThermoDevices;
import org.iotbenchrunner.core.usecase.UseCase;
import org.iotbenchrunner.core.usecase.UseCaseGenerator;
import org.iotbenchrunner.core.usecase.UseCaseSchema;
import org.iotbenchrunner.core.usecase.UseCaseSpec;
import org.iotbenchrunner.core.usecase.query.UseCaseQueryGenerator;
import org.iotbenchrunner.core.usecase.query.UseCaseQueryType;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * The study's q1-q4 on a private Cassandra node ({@link CassandraLocalServer}): a thermo data set loaded as the
 * harness loads it, q4's minute table filled by the step before the queries, then every type asked over its whole
 * sweep (q1 groups 0..90, q2-q4 bounds 10..100) and each answer compared with the expected one. The TSBS types,
 * which Cassandra declares unsupported, throw their declared reason. (Not {@code UseCaseQueryKit}: its IoT and DevOps
 * loads answer no type here, and its rare IoT rows need two of them.)
 */
class CassandraThermoQueryIT extends PrivateServerKit {
    /**
     * 100 devices, one in every group (group 0: device 100), 120 rows each at 1 s from the study's start (:40): 12,000
     * rows over three minutes, the first and last partial. Small, as the node's start and a warming client dominate.
     */
    private static final UseCaseSpec SPEC = new UseCaseSpec(UseCase.THERMO, 123, ThermoDevices.GROUPS,
            ThermoDevices.STUDY_START, ThermoDevices.STUDY_START.plusSeconds(120), Duration.ofSeconds(1));
    private static final long QUERY_SEED = 7;

    private final CassandraBinding binding = new CassandraBinding();

    CassandraThermoQueryIT() {
        super(new CassandraLocalServer(), new ConfigLayers().scale(Scale.TINY).build(), "cassandra-local");
    }

    @Test
    void everyThermoTypeAnswersAsExpectedOverItsSweep() throws Exception {
        UseCaseSchema schema = UseCaseSchema.of(UseCase.THERMO);
        try (UseCaseClient client = UseCaseLoading.open(binding, server().endpoint(), config())) {
            long started = System.nanoTime();
            long rows = UseCaseLoading.load(client, schema, UseCaseGenerator.of(SPEC));
            long loaded = System.nanoTime();
            assertThat(client.prepareQueries(schema)).hasValueSatisfying(done -> assertThat(done)
                    .endsWith("filled with the " + rows + " rows of the devices table"));
            long prepared = System.nanoTime();
            List<UseCaseQueryType> types = UseCaseQueryType.of(UseCase.THERMO);
            List<UseCaseQueryCheck.Outcome> outcomes = UseCaseQueryCheck.verify(binding, client, SPEC,
                    UseCaseGenerator.of(SPEC), types, UseCaseQueryGenerator.sweep(UseCaseQueryType.THERMO_COUNT)
                            .size(), QUERY_SEED);
            System.out.printf("CassandraThermoQueryIT: %d rows loaded in %d ms, minute table filled in %d ms, "
                    + "queries checked in %d ms%n", rows, (loaded - started) / 1_000_000,
                    (prepared - loaded) / 1_000_000, (System.nanoTime() - prepared) / 1_000_000);
            outcomes.forEach(o -> System.out.println("CassandraThermoQueryIT " + o));
            assertThat(outcomes).hasSize(types.size()).allSatisfy(o -> {
                assertThat(o.differs()).as(o.toString()).isFalse();
                assertThat(o.notRun()).as(o.toString()).isNull();
            });
        }
    }

    @ParameterizedTest
    @EnumSource(UseCase.class)
    void refusesExactlyTheDeclaredUnsupportedTypes(UseCase useCase) throws Exception {
        UseCaseSpec spec = useCase == UseCase.THERMO ? SPEC : new UseCaseSpec(useCase, 123, 12, UseCaseData.START,
                UseCaseData.START.plus(Duration.ofHours(30)), Duration.ofSeconds(10));
        try (UseCaseClient client = UseCaseLoading.open(binding, server().endpoint(), config())) {
            DeclaredUnsupported.assertUseCaseQueriesThrowAsDeclared(binding.useCases().orElseThrow(), client, spec);
        }
    }
}
