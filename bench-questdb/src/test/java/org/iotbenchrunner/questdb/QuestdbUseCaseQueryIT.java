package org.iotbenchrunner.questdb;

import org.iotbenchrunner.core.config.ConfigLayers;
import org.iotbenchrunner.core.config.Scale;
import org.iotbenchrunner.core.testing.UseCaseQueryKit;

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
}
