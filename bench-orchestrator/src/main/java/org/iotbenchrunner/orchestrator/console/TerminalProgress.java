package org.iotbenchrunner.orchestrator.console;

import java.io.PrintStream;
import java.util.Locale;
import org.iotbenchrunner.core.engine.Progress;
import org.iotbenchrunner.core.engine.ProgressListener;

/**
 * Shows operations done / planned, point rate and ETA: rewritten in place on a terminal, one line every
 * ten seconds otherwise (logs, CI).
 */
public final class TerminalProgress implements ProgressListener {
    private static final double LOG_EVERY_SECONDS = 10;

    private final String label;
    private final PrintStream out;
    private final boolean interactive;
    private double lastLogged = -LOG_EVERY_SECONDS;

    public TerminalProgress(String label, PrintStream out, boolean interactive) {
        this.label = label;
        this.out = out;
        this.interactive = interactive;
    }

    @Override
    public void onProgress(Progress p) {
        show(line(p), p.elapsedSeconds(), p.doneLoops() >= p.totalLoops());
    }

    /** Shows {@code line}, a progress line of any kind (a test's, a use case's load), as this terminal shows them. */
    public synchronized void show(String line, double elapsedSeconds, boolean finished) {
        if (interactive) {
            out.print("\r" + line + "   ");
            if (finished) {
                out.println();
            }
        } else if (finished || elapsedSeconds - lastLogged >= LOG_EVERY_SECONDS) {
            out.println(line);
            lastLogged = elapsedSeconds;
        }
        out.flush();
    }

    private String line(Progress p) {
        double rate = p.elapsedSeconds() > 0 ? p.okPoints() / p.elapsedSeconds() : 0;
        String eta = p.fraction() > 0 && p.fraction() < 1
                ? duration(p.elapsedSeconds() * (1 - p.fraction()) / p.fraction()) : "-";
        return String.format(Locale.ROOT, "[%s] %d/%d loops (%.1f %%) | ops ok %d failed %d | %.0f points/s | %s elapsed | ETA %s",
                label, p.doneLoops(), p.totalLoops(), 100 * p.fraction(), p.okOperations(), p.failedOperations(), rate,
                duration(p.elapsedSeconds()), eta);
    }

    public static String duration(double seconds) {
        long s = Math.round(seconds);
        return s >= 3600 ? String.format(Locale.ROOT, "%dh%02dm%02ds", s / 3600, s % 3600 / 60, s % 60)
                : s >= 60 ? String.format(Locale.ROOT, "%dm%02ds", s / 60, s % 60) : s + "s";
    }
}
