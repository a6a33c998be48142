package org.iotbenchrunner.questdb;

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

/**
 * {@link UseCaseQueryKit}'s use-case queries on a private QuestDB 7.3.10 ({@link QuestdbLocalServer}). The rows are
 * loaded on one client and asked on another, whose open waits until the WAL is applied.
 */
class QuestdbUseCaseQueryIT extends UseCaseQueryKit {
    private static final QuestdbBinding BINDING = new QuestdbBinding();

    QuestdbUseCaseQueryIT() {
        super(new QuestdbLocalServer(), BINDING, new ConfigLayers().scale(Scale.TINY)
                .databaseDefaults(BINDING.configDefaults()).build(), "questdb-local");
    }

    @Override
    protected boolean asksOnAFreshClient() {
        return true;
    }

    /** The study's q1-q4 on devices whose groups 2, 3 and 10 would order otherwise as symbols. */
    @Test
    void theThermoQueriesAnswerAHandMadeSetExactly() throws Exception {
        ThermoHandMadeSet set = new ThermoHandMadeSet();
        try (UseCaseClient loader = UseCaseLoading.open(BINDING, server().endpoint(), config())) {
            UseCaseLoading.load(loader, UseCaseSchema.of(UseCase.THERMO), set);
        }
        try (UseCaseClient client = UseCaseLoading.open(BINDING, server().endpoint(), config())) {
            for (UseCaseQuery q : ThermoHandMadeSet.queries()) {
                assertThat(UseCaseAnswerComparison.DEFAULT.difference(q.type(), set.expected(q),
                        UseCaseAnswerRows.of(client, q))).as(q.toString()).isEmpty();
            }
        }
    }
}
