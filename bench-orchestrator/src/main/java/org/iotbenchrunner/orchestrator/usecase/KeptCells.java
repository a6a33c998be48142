package org.iotbenchrunner.orchestrator.usecase;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Objects;
import org.iotbenchrunner.core.result.ResultFiles;
import org.iotbenchrunner.core.result.RunStatus;
import org.iotbenchrunner.core.result.UseCaseLoadResult;
import org.iotbenchrunner.core.result.UseCaseLoadResult.Asked;

/**
 * {@code --grid-resume}: a ranking's run (outside a grid), or a write grid's cell an earlier run completed is kept when its result asked for the same
 * database, rows, rows per request and clients; the last cell only when the queries that run on its data completed
 * too, since a kept cell loads nothing for them.
 */
final class KeptCells {
    private KeptCells() {
    }

    /** The earlier result to keep for the cell {@code pending} asks for, or null: load it. */
    static UseCaseLoadResult kept(Path file, UseCaseLoadResult pending, List<Path> queriesAfter) {
        UseCaseLoadResult earlier = completed(file);
        if (earlier == null || !earlier.database().id().equals(pending.database().id())
                || !sameLoad(earlier.asked(), pending.asked())) {
            return null;
        }
        boolean queriesDone = queriesAfter.stream().allMatch(q -> Files.isRegularFile(q)
                && readsCompleted(q));
        return queriesDone ? earlier : null;
    }

    static boolean sameLoad(Asked a, Asked b) {
        return Objects.equals(a.generated(), b.generated()) && Objects.equals(a.source(), b.source())
                && a.workers() == b.workers() && a.batchSize() == b.batchSize() && sameCell(a, b);
    }

    /** Both outside a grid (a ranking's run), or the same cell's rows per request and clients. */
    private static boolean sameCell(Asked a, Asked b) {
        if (a.grid() == null || b.grid() == null) {
            return a.grid() == b.grid();
        }
        return a.grid().rowsPerRequest() == b.grid().rowsPerRequest() && a.grid().clients() == b.grid().clients();
    }

    private static UseCaseLoadResult completed(Path file) {
        if (!Files.isRegularFile(file)) {
            return null;
        }
        try {
            UseCaseLoadResult r = ResultFiles.readLoad(file);
            return r.status() == RunStatus.COMPLETED ? r : null;
        } catch (RuntimeException e) {
            return null; // unreadable: loaded again
        }
    }

    private static boolean readsCompleted(Path queries) {
        try {
            return ResultFiles.readQueries(queries).status() == RunStatus.COMPLETED;
        } catch (RuntimeException e) {
            return false;
        }
    }
}
