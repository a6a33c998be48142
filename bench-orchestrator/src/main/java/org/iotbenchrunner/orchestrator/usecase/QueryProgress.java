package org.iotbenchrunner.orchestrator.usecase;

import java.util.Locale;
import org.iotbenchrunner.orchestrator.console.TerminalProgress;

/** A query type's progress line: queries finished of the type's, failed, queries per second and the ETA. */
public final class QueryProgress implements UseCaseQueryWorkers.Listener {
    private final TerminalProgress terminal;
    private final String label;
    private final int total;

    QueryProgress(TerminalProgress terminal, String label, int total) {
        this.terminal = terminal;
        this.label = label;
        this.total = total;
    }

    @Override
    public void onProgress(int finished, int failed, double elapsedSeconds, boolean last) {
        terminal.show(line(finished, failed, elapsedSeconds), elapsedSeconds, last);
    }

    String line(int finished, int failed, double seconds) {
        double fraction = total == 0 ? 1 : (double) finished / total;
        String eta = fraction > 0 && fraction < 1 ? TerminalProgress.duration(seconds * (1 - fraction) / fraction)
                : "-";
        return String.format(Locale.ROOT, "[%s] %d/%d queries (%.1f %%) | failed %d | %.1f queries/s | %s elapsed "
                + "| ETA %s", label, finished, total, 100 * fraction, failed, seconds > 0 ? finished / seconds : 0.0,
                TerminalProgress.duration(seconds), eta);
    }
}
