package org.iotbenchrunner.orchestrator.cli;

/** Sets the options picocli would, for the use-case package's tests. */
public final class UseCaseOptionsAccess {
    private UseCaseOptionsAccess() {
    }

    public static void resume(UseCaseOptions options) {
        options.gridResume = true;
    }

    public static void batchSize(UseCaseOptions options, int rows) {
        options.batchSize = rows;
    }
}
