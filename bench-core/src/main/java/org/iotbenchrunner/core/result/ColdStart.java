package org.iotbenchrunner.core.result;

import java.util.Locale;

/**
 * What was done before a read test with {@code --cache cold}: whether the server was restarted with its data kept
 * (and how long that took), and whether the OS page cache was dropped; each note says how, or why not.
 */
public record ColdStart(boolean serverRestarted, double restartSeconds, String restartNote, boolean pageCacheDropped,
        String pageCacheNote) {

    /** One line for terminals and tables, e.g. "server restarted (1.2 s), page cache dropped". */
    public String describe() {
        String restart = serverRestarted
                ? String.format(Locale.ROOT, "server restarted (%.1f s)", restartSeconds)
                : "server not restarted" + (restartNote == null ? "" : ": " + restartNote);
        String cache = pageCacheDropped ? "page cache dropped"
                : "page cache not dropped" + (pageCacheNote == null ? "" : ": " + pageCacheNote);
        return restart + ", " + cache;
    }
}
