package org.iotbenchrunner.noop;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import java.util.List;
import org.iotbenchrunner.core.config.BenchmarkConfig;
import org.iotbenchrunner.core.config.ConfigLayers;
import org.iotbenchrunner.core.config.Scale;
import org.iotbenchrunner.core.spi.RowSink;
import org.iotbenchrunner.core.spi.UseCaseClient;
import org.iotbenchrunner.core.testing.DeclaredUnsupported;
import org.iotbenchrunner.core.testing.ThermoFixture;
import org.iotbenchrunner.core.testing.UseCaseLoading;
import org.iotbenchrunner.core.testing.UseCaseQueryCheck;
import org.iotbenchrunner.core.usecase.ThermoDevices;
import org.iotbenchrunner.core.usecase.ThermoGenerator;
import org.iotbenchrunner.core.usecase.UseCase;
import org.iotbenchrunner.core.usecase.UseCaseSchema;
import org.iotbenchrunner.core.usecase.UseCaseSpec;
import org.iotbenchrunner.core.usecase.query.UseCaseAnswer;
import org.iotbenchrunner.core.usecase.query.UseCaseAnswerRows;
import org.iotbenchrunner.core.usecase.query.UseCaseAnswers;
import org.iotbenchrunner.core.usecase.query.UseCaseQuery;
import org.iotbenchrunner.core.usecase.query.UseCaseQueryType;
import org.junit.jupiter.api.Test;

/** noop answers the study's thermo queries from what its loaders were given, as a database its tables. */
class NoopThermoTest {
    private static final BenchmarkConfig CONFIG = new ConfigLayers().scale(Scale.TINY).build();

    /** Registered on one client, loaded on two, asked on a fourth: the binding's clients share what was loaded. */
    @Test
    void everyThermoTypeAnswersAsExpectedOverItsSweep() throws Exception {
        NoopBinding noop = new NoopBinding();
        loadInHalves(noop, ThermoFixture.SPEC);
        try (UseCaseClient client = UseCaseLoading.open(noop, null, CONFIG)) {
            List<UseCaseQueryCheck.Outcome> outcomes = UseCaseQueryCheck.verify(noop, client, ThermoFixture.SPEC,
                    new ThermoGenerator(ThermoFixture.SPEC), UseCaseQueryType.of(UseCase.THERMO),
                    ThermoFixture.QUERIES_PER_TYPE, 7);
            assertThat(outcomes).hasSize(8).allSatisfy(o -> {
                assertThat(o.differs()).as(o.toString()).isFalse();
                assertThat(o.notRun()).as(o.toString()).isNull();
                assertThat(o.queries()).isEqualTo(10);
            });
            DeclaredUnsupported.assertUseCaseQueriesThrowAsDeclared(noop.useCases().orElseThrow(), client,
                    ThermoFixture.SPEC);
        }
    }

    @Test
    void theMeasuredPathPassesAsManyRowsAndValuesAsTheAnswerHas() throws Exception {
        NoopBinding noop = new NoopBinding();
        loadInHalves(noop, ThermoFixture.SPEC);
        try (UseCaseClient client = UseCaseLoading.open(noop, null, CONFIG)) {
            for (UseCaseQueryType type : UseCaseQueryType.of(UseCase.THERMO)) {
                UseCaseQuery query = UseCaseQuery.thermo(type, type == UseCaseQueryType.THERMO_READ_GROUP ? 30 : 40);
                UseCaseAnswer expected = UseCaseAnswers.of(new ThermoGenerator(ThermoFixture.SPEC), query);
                Counting counted = new Counting();
                client.query(query, counted);
                assertThat(counted.rows).as(type.id()).isEqualTo(expected.rows().size()).isPositive();
                assertThat(counted.values).as(type.id())
                        .isEqualTo(expected.rows().stream().mapToLong(r -> r.values().size()).sum());
            }
        }
    }

    @Test
    void registeringAgainEmptiesWhatWasLoadedAndQ2OverNothingCountsZero() throws Exception {
        NoopBinding noop = new NoopBinding();
        loadInHalves(noop, ThermoFixture.SPEC);
        try (UseCaseClient client = UseCaseLoading.open(noop, null, CONFIG)) {
            client.registerUseCase(UseCaseSchema.of(UseCase.THERMO));
            assertThat(UseCaseAnswerRows.of(client, UseCaseQuery.thermo(UseCaseQueryType.THERMO_COUNT, 100)).rows())
                    .singleElement().satisfies(r -> assertThat(r.values()).containsEntry("count", 0L));
            assertThat(UseCaseAnswerRows.of(client, UseCaseQuery.thermo(UseCaseQueryType.THERMO_MAX, 100)).rows())
                    .isEmpty();
        }
    }

    @Test
    void q1BeyondTheRowsItKeepsIsCountedButNotListed() throws Exception {
        UseCaseSpec spec = new UseCaseSpec(UseCase.THERMO, 1, 20, ThermoDevices.STUDY_START,
                ThermoDevices.STUDY_START.plusSeconds(10), Duration.ofSeconds(1));
        ThermoStore small = new ThermoStore(150);
        try (NoopClient client = new NoopClient(CONFIG, small)) {
            UseCaseLoading.load(client, UseCaseSchema.of(UseCase.THERMO), new ThermoGenerator(spec));
            UseCaseQuery q1 = UseCaseQuery.thermo(UseCaseQueryType.THERMO_READ_GROUP, 5);
            assertThatThrownBy(() -> UseCaseAnswerRows.of(client, q1))
                    .isInstanceOf(UnsupportedOperationException.class)
                    .hasMessage("noop cannot answer: it lists q1's rows only when it was given at most 150 rows");
            Counting counted = new Counting();
            client.query(q1, counted);
            assertThat(counted.rows).isEqualTo(10);
            assertThat(counted.values).isEqualTo(20);
        }
    }

    private static void loadInHalves(NoopBinding noop, UseCaseSpec spec) throws Exception {
        try (UseCaseClient admin = UseCaseLoading.open(noop, null, CONFIG)) {
            UseCaseLoading.register(admin, UseCaseSchema.of(spec.useCase()));
        }
        ThermoGenerator generator = new ThermoGenerator(spec);
        try (UseCaseClient first = UseCaseLoading.open(noop, null, CONFIG);
                UseCaseClient second = UseCaseLoading.open(noop, null, CONFIG)) {
            int half = spec.scale() / 2;
            UseCaseLoading.insert(first, sink -> {
                for (int devid = 1; devid <= half; devid++) {
                    generator.forEachRowOf(devid, sink);
                }
            });
            UseCaseLoading.insert(second, sink -> {
                for (int devid = half + 1; devid <= spec.scale(); devid++) {
                    generator.forEachRowOf(devid, sink);
                }
            });
        }
    }

    private static final class Counting implements RowSink {
        long rows;
        long values;

        @Override
        public boolean labelled() {
            return false;
        }

        @Override
        public void row(String device, long time) {
            rows++;
        }

        @Override
        public void value(String sensor, Object value) {
            values++;
        }
    }
}
