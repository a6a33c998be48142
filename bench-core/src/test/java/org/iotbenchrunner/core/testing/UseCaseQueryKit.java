package org.iotbenchrunner.core.testing;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Set;
import org.iotbenchrunner.core.config.BenchmarkConfig;
import org.iotbenchrunner.core.spi.DatabaseBinding;
import org.iotbenchrunner.core.spi.UseCaseClient;
import org.iotbenchrunner.core.spi.LocalServer;
import org.iotbenchrunner.core.usecase.UseCase;
import org.iotbenchrunner.core.usecase.UseCaseGenerator;
import org.iotbenchrunner.core.usecase.UseCaseRows;
import org.iotbenchrunner.core.usecase.UseCaseSchema;
import org.iotbenchrunner.core.usecase.UseCaseSpec;
import org.iotbenchrunner.core.usecase.query.UseCaseQueryType;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * Every TSBS use-case query type asked of a module's real private server after loading a generated data set, each
 * answer compared with the expected one ({@link UseCaseQueryCheck}), inherited by each module's
 * {@code <Db>UseCaseQueryIT}. The data sets are small but answer every type: 12 trucks over 30 hours (the 24-hour
 * window fits), 10 hosts over 13 hours (8 hosts and 12-hour windows fit); and the two types whose answers such data
 * sets leave empty on rows altered to answer them ({@link RareIotRows}); and the TDengine/Cassandra study's q1-q4
 * on {@link ThermoFixture}'s devices, each over its whole device group sweep. A subclass names its binding, local server,
 * config and server name, and where its database differs: the types it cannot ask, a fresh client after the load.
 */
public abstract class UseCaseQueryKit extends PrivateServerKit {
    private static final Instant START = Instant.parse("2016-01-01T00:00:00Z");
    private static final int QUERIES_PER_TYPE = 3;
    private static final long QUERY_SEED = 7;

    private final DatabaseBinding binding;

    /** {@code serverName} is the name {@link org.iotbenchrunner.core.spi.RealServers#require} knows the server by. */
    protected UseCaseQueryKit(LocalServer local, DatabaseBinding binding, BenchmarkConfig config, String serverName) {
        super(local, config, serverName);
        this.binding = binding;
    }

    /** The types the binding cannot ask, each named with its reason in its unsupported queries; none by default. */
    protected Set<UseCaseQueryType> typesNotRun() {
        return Set.of();
    }

    /**
     * Whether the rows are asked on a client opened after the load rather than on the loading one (e.g. QuestDB,
     * whose open waits for the WAL to be applied).
     */
    protected boolean asksOnAFreshClient() {
        return false;
    }

    @ParameterizedTest
    @EnumSource(value = UseCase.class, names = {"IOT", "DEVOPS"})
    void everyQueryTypeAnswersAsExpected(UseCase useCase) throws Exception {
        UseCaseSpec spec = spec(useCase);
        List<UseCaseQueryType> types = UseCaseQueryType.of(useCase);
        assertEveryTypeVerified(useCase, types, loadAndVerify(spec, UseCaseGenerator.of(spec), types, useCase.id(),
                QUERIES_PER_TYPE));
    }

    /** The study's q1-q4 (q2 once per function), each over its whole sweep of device groups. */
    @Test
    void everyThermoQueryTypeAnswersAsExpected() throws Exception {
        List<UseCaseQueryType> types = UseCaseQueryType.of(UseCase.THERMO);
        assertEveryTypeVerified(UseCase.THERMO, types, loadAndVerify(ThermoFixture.SPEC,
                UseCaseGenerator.of(ThermoFixture.SPEC), types, "thermo", ThermoFixture.QUERIES_PER_TYPE));
    }

    private void assertEveryTypeVerified(UseCase useCase, List<UseCaseQueryType> types,
            List<UseCaseQueryCheck.Outcome> outcomes) {
        assertThat(outcomes).as("every type of " + useCase.id()).hasSize(types.size());
        assertThat(outcomes).filteredOn(UseCaseQueryCheck.Outcome::differs).as("answers that differ").isEmpty();
        assertThat(outcomes).filteredOn(o -> o.notRun() != null).extracting(UseCaseQueryCheck.Outcome::type)
                .as("types not run").containsExactlyInAnyOrderElementsOf(types.stream()
                        .filter(typesNotRun()::contains).toList());
    }

    /**
     * The binding's declaration is what its client does: every type it declares unsupported throws the declared
     * reason ({@link DeclaredUnsupported}); every other type answers ({@link #everyQueryTypeAnswersAsExpected}).
     */
    @ParameterizedTest
    @EnumSource(value = UseCase.class, names = {"IOT", "DEVOPS", "THERMO"})
    void refusesExactlyTheDeclaredUnsupportedTypes(UseCase useCase) throws Exception {
        UseCaseSpec spec = useCase == UseCase.THERMO ? ThermoFixture.SPEC : spec(useCase);
        try (UseCaseClient client = UseCaseLoading.open(binding, server().endpoint(), config())) {
            DeclaredUnsupported.assertUseCaseQueriesThrowAsDeclared(binding.useCases().orElseThrow(), client, spec);
        }
    }

    private static UseCaseSpec spec(UseCase useCase) {
        return useCase == UseCase.IOT
                ? new UseCaseSpec(useCase, 123, 12, START, START.plus(Duration.ofHours(30)), Duration.ofSeconds(10))
                : new UseCaseSpec(useCase, 123, 10, START, START.plus(Duration.ofHours(13)), Duration.ofSeconds(10));
    }

    /** low-fuel and stationary-trucks, empty on the generated rows, on rows altered to answer them. */
    @Test
    void theRareIotAnswersAsExpected() throws Exception {
        UseCaseSpec spec = new UseCaseSpec(UseCase.IOT, 123, 12, START, START.plus(Duration.ofHours(3)),
                Duration.ofSeconds(10));
        List<UseCaseQueryCheck.Outcome> outcomes = loadAndVerify(spec, new RareIotRows(spec), RareIotRows.TYPES,
                "rare iot", QUERIES_PER_TYPE);
        assertThat(outcomes).as("rare answers").hasSize(RareIotRows.TYPES.size()).allSatisfy(o -> {
            assertThat(o.differs()).as(o.toString()).isFalse();
            assertThat(o.notRun()).as(o.toString()).isNull();
            assertThat(o.emptyAnswers()).as(o.toString()).isZero();
        });
    }

    private List<UseCaseQueryCheck.Outcome> loadAndVerify(UseCaseSpec spec, UseCaseRows rows,
            List<UseCaseQueryType> types, String name, int perType) throws Exception {
        long started = System.nanoTime();
        UseCaseClient client = UseCaseLoading.open(binding, server().endpoint(), config());
        try {
            long loaded = UseCaseLoading.load(client, UseCaseSchema.of(spec.useCase()), rows);
            if (asksOnAFreshClient()) {
                UseCaseClient loader = client;
                client = null;
                loader.close();
                client = UseCaseLoading.open(binding, server().endpoint(), config());
            }
            long ready = System.nanoTime();
            List<UseCaseQueryCheck.Outcome> outcomes = UseCaseQueryCheck.verify(binding, client, spec, rows, types,
                    perType, QUERY_SEED);
            String test = getClass().getSimpleName();
            System.out.printf("%s %s: %d rows loaded in %d ms, queries checked in %d ms%n", test, name, loaded,
                    (ready - started) / 1_000_000, (System.nanoTime() - ready) / 1_000_000);
            outcomes.forEach(o -> System.out.println(test + " " + name + " " + o));
            return outcomes;
        } finally {
            if (client != null) {
                client.close();
            }
        }
    }
}
