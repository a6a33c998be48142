package org.iotbenchrunner.timescaledb;

import static org.assertj.core.api.Assertions.assertThat;

import org.iotbenchrunner.core.config.ConfigLayers;
import org.iotbenchrunner.core.config.Scale;
import org.iotbenchrunner.core.spi.UseCaseClient;
import org.iotbenchrunner.core.testing.UseCaseLoading;
import org.iotbenchrunner.core.testing.UseCaseQueryKit;
import org.iotbenchrunner.core.usecase.UseCase;
import org.iotbenchrunner.core.usecase.UseCaseSchema;
import org.iotbenchrunner.core.usecase.query.UseCaseAnswerComparison;
import org.iotbenchrunner.core.usecase.query.UseCaseAnswerRows;
import org.iotbenchrunner.core.usecase.query.UseCaseQuery;
import org.junit.jupiter.api.Test;

/** {@link UseCaseQueryKit}'s use-case queries on a real PostgreSQL + TimescaleDB ({@link TimescaleLocalServer}). */
class TimescaleUseCaseQueryIT extends UseCaseQueryKit {
    private static final TimescaleBinding BINDING = new TimescaleBinding();

    TimescaleUseCaseQueryIT() {
        super(new TimescaleLocalServer(), BINDING, new ConfigLayers().scale(Scale.TINY).build(), "timescaledb-local");
    }

    /** The study's q1-q4 on devices whose groups 2, 3 and 10 would order otherwise as text. */
    @Test
    void theThermoQueriesAnswerAHandMadeSetExactly() throws Exception {
        ThermoHandMadeSet set = new ThermoHandMadeSet();
        try (UseCaseClient client = UseCaseLoading.open(BINDING, server().endpoint(), config())) {
            UseCaseLoading.load(client, UseCaseSchema.of(UseCase.THERMO), set);
            for (UseCaseQuery q : ThermoHandMadeSet.queries()) {
                assertThat(UseCaseAnswerComparison.DEFAULT.difference(q.type(), set.expected(q),
                        UseCaseAnswerRows.of(client, q))).as(q.toString()).isEmpty();
            }
        }
    }
}
