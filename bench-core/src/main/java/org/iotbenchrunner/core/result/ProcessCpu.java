package org.iotbenchrunner.core.result;

import java.util.Locale;

/**
 * The whole harness process's CPU when a result was written, split around the measured windows, so a reader sees
 * the fixed cost of an invocation (JVM start-up, planning, servers started, summaries) beside the harness's CPU in
 * the windows. {@code totalSeconds}: the process's CPU since it started, up to this result's writing (what follows,
 * as the HTML report, is in no result: the harness says it in its last line); {@code insideSeconds}: the harness's
 * CPU in the measured windows of this process's results so far, this one's included; {@code outsideSeconds}: the rest.
 */
public record ProcessCpu(double totalSeconds, double insideSeconds, double outsideSeconds) {

    public static ProcessCpu of(double totalSeconds, double insideSeconds) {
        return new ProcessCpu(totalSeconds, insideSeconds, Math.max(0, totalSeconds - insideSeconds));
    }

    /** As summaries and the terminal say it. */
    public String line() {
        return String.format(Locale.ROOT, "process CPU outside the window: %.2f s; inside: %.2f s; in all: %.2f s",
                outsideSeconds, insideSeconds, totalSeconds);
    }
}
