package org.iotbenchrunner.victoriametrics;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Set;
import org.iotbenchrunner.core.config.ConfigLayers;
import org.iotbenchrunner.core.config.Scale;
import org.iotbenchrunner.core.spi.UseCaseClient;
import org.iotbenchrunner.core.testing.UseCaseLoading;
import org.iotbenchrunner.core.testing.UseCaseQueryCheck;
import org.iotbenchrunner.core.testing.UseCaseQueryKit;
import org.iotbenchrunner.core.usecase.UseCase;
import org.iotbenchrunner.core.usecase.UseCaseGenerator;
import org.iotbenchrunner.core.usecase.UseCaseSchema;
import org.iotbenchrunner.core.usecase.UseCaseSpec;
import org.iotbenchrunner.core.usecase.query.UseCaseQueryGenerator;
import org.iotbenchrunner.core.usecase.query.UseCaseQueryType;
import org.junit.jupiter.api.Test;

/**
 * {@link UseCaseQueryKit}'s use-case queries on a real private VictoriaMetrics ({@link VictoriaMetricsLocalServer}):
 * every type MetricsQL can express; the others are named with their reasons. The rows are asked on a client opened
 * after the load. And the thermo use case's q1-q4 over the study's whole device group sweep.
 */
class VictoriaMetricsUseCaseQueryIT extends UseCaseQueryKit {
    private static final VictoriaMetricsBinding BINDING = new VictoriaMetricsBinding();
    /** 120 devices (every group, some twice) over 150 s from half a minute past one: three minutes, two cut. */
    private static final UseCaseSpec THERMO = new UseCaseSpec(UseCase.THERMO, 123, 120,
            Instant.parse("2016-01-01T00:00:30Z"), Instant.parse("2016-01-01T00:03:00Z"), Duration.ofSeconds(1));

    VictoriaMetricsUseCaseQueryIT() {
        super(new VictoriaMetricsLocalServer(), BINDING, new ConfigLayers().scale(Scale.TINY)
                .databaseDefaults(BINDING.configDefaults()).build(), "victoriametrics-local");
    }

    @Override
    protected Set<UseCaseQueryType> typesNotRun() {
        return VmUseCaseQueries.UNSUPPORTED.reasons().keySet();
    }

    @Override
    protected boolean asksOnAFreshClient() {
        return true;
    }

    /** Every thermo type, each point of its sweep once, answers as expected. */
    @Test
    void everyThermoTypeAnswersAsExpected() throws Exception {
        int sweep = UseCaseQueryGenerator.sweep(UseCaseQueryType.THERMO_COUNT).size();
        long started = System.nanoTime();
        long loaded;
        try (UseCaseClient loader = UseCaseLoading.open(BINDING, server().endpoint(), config())) {
            loaded = UseCaseLoading.load(loader, UseCaseSchema.of(UseCase.THERMO), UseCaseGenerator.of(THERMO));
        }
        long ready = System.nanoTime();
        try (UseCaseClient client = UseCaseLoading.open(BINDING, server().endpoint(), config())) {
            List<UseCaseQueryCheck.Outcome> outcomes = UseCaseQueryCheck.verify(BINDING, client, THERMO, sweep, 7);
            System.out.printf("VictoriaMetricsUseCaseQueryIT thermo: %d rows loaded in %d ms, queries checked in"
                    + " %d ms%n", loaded, (ready - started) / 1_000_000, (System.nanoTime() - ready) / 1_000_000);
            outcomes.forEach(o -> System.out.println("VictoriaMetricsUseCaseQueryIT thermo " + o));
            assertThat(outcomes).hasSize(UseCaseQueryType.of(UseCase.THERMO).size());
            assertThat(outcomes).allSatisfy(o -> {
                assertThat(o.differs()).as(o.toString()).isFalse();
                assertThat(o.notRun()).as(o.toString()).isNull();
            });
        }
    }
}
