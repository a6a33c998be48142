package org.iotbenchrunner.orchestrator.cli;

import org.iotbenchrunner.orchestrator.usecase.UseCaseRun;

/** What {@code load} says on the terminal, for the use-case package's tests. */
public final class LoadCommandLines {
    private LoadCommandLines() {
    }

    public static String ranking(UseCaseRun run) {
        return LoadCommand.rankingLine(run);
    }
}
