package org.iotbenchrunner.orchestrator.usecase;

import java.util.Locale;
import org.iotbenchrunner.orchestrator.console.TerminalProgress;

/** A load's progress line: rows done of the data set's, failed batches, rows and metrics per second, and the ETA. */
public final class LoadProgress implements LoadWorkers.Listener {
    private final TerminalProgress terminal;
    private final String label;
    private final long totalRows;

    LoadProgress(TerminalProgress terminal, String label, long totalRows) {
        this.terminal = terminal;
        this.label = label;
        this.totalRows = totalRows;
    }

    @Override
    public void onProgress(LoadCounters.Snapshot s, boolean finished) {
        terminal.show(line(s), s.elapsedSeconds(), finished);
    }

    String line(LoadCounters.Snapshot s) {
        double seconds = s.elapsedSeconds();
        double fraction = totalRows == 0 ? 1 : (double) s.doneRows() / totalRows;
        String eta = fraction > 0 && fraction < 1 ? TerminalProgress.duration(seconds * (1 - fraction) / fraction)
                : "-";
        return String.format(Locale.ROOT, "[%s] %,d/%,d rows (%.1f %%) | failed batches %d | %,.0f rows/s, %,.0f "
                + "metrics/s | %s elapsed | ETA %s", label, s.doneRows(), totalRows, 100 * fraction,
                s.failedBatches(), seconds > 0 ? s.rows() / seconds : 0.0, seconds > 0 ? s.metrics() / seconds : 0.0,
                TerminalProgress.duration(seconds), eta);
    }
}
