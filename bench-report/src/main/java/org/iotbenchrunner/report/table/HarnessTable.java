package org.iotbenchrunner.report.table;

import java.util.List;
import java.util.Locale;
import org.iotbenchrunner.core.result.HarnessUsage;
import org.iotbenchrunner.core.result.RunResult;

/**
 * What the harness itself cost per test, so a reader sees whether it could have been the limit: CPU per written
 * point (what each write path costs the client), the share of that CPU spent building batches, how batches were
 * made, the heap's peak and garbage collection. Only results that measured them (harness 0.1 of issue 16 on).
 */
final class HarnessTable {
    static final String[] HEADER = {"DB", "Test", "Batches", "Harness CPU (ns/point)", "Generating (% of harness CPU)",
        "Pre-generation (s)", "Peak heap (MB)", "Max heap (MB)", "GC (s)", "GC collections"};
    private static final String UNITS = "Harness CPU per point: the harness process's CPU over the measured phase per "
            + "successful point (write tests). Generating: the client threads' CPU building batches inside the window "
            + "(timestamps and out-of-order shifts; values are read in place from the precomputed buffer while the "
            + "client serialises), as a share of the harness's CPU. Batches: built inline, as iot-benchmark does, or "
            + "pregenerated before the clock started (--pregenerate). Peak heap: the sum of each heap pool's peak over "
            + "the measured phase, an upper bound of the heap's peak. GC: time and collections in the measured phase.";
    private static final String PROCESS_UNITS = "The whole harness process's CPU when each result was written: inside "
            + "the measured windows of this invocation's results so far, and outside them (JVM start-up, planning, "
            + "servers started, summaries; the HTML report comes after the last result, and the harness's last line "
            + "says the figure with it).";
    private static final double MB = 1024.0 * 1024.0;

    private HarnessTable() {
    }

    /** The section, or nothing when no result measured the harness this way. */
    static String markdown(List<RunResult> results) {
        List<RunResult> measured = results.stream().filter(HarnessTable::measured).toList();
        if (measured.isEmpty()) {
            return "";
        }
        StringBuilder out = new StringBuilder("\n## Harness\n\n").append(Markdown.row(HEADER))
                .append(Markdown.rule(HEADER.length));
        measured.forEach(r -> out.append(Markdown.row(cells(r))));
        out.append('\n').append(UNITS).append('\n');
        List<String> process = measured.stream().filter(r -> r.resources().harness().process() != null)
                .map(HarnessTable::processLine).toList();
        if (!process.isEmpty()) {
            out.append('\n').append(PROCESS_UNITS).append("\n\n");
            process.forEach(line -> out.append("- ").append(line).append('\n'));
        }
        return out.toString();
    }

    /** One test's line: the whole process's CPU around the measured windows when its result was written. */
    static String processLine(RunResult r) {
        return r.database().name().toUpperCase(Locale.ROOT) + " " + r.scenario().toUpperCase(Locale.ROOT) + ": "
                + r.resources().harness().process().line();
    }

    static boolean measured(RunResult r) {
        return r.resources().harness() != null && r.resources().harness().peakHeapBytes() != null;
    }

    static String[] cells(RunResult r) {
        HarnessUsage h = r.resources().harness();
        return new String[] {r.database().name().toUpperCase(Locale.ROOT), r.scenario().toUpperCase(Locale.ROOT), text(h.generation()),
            number(h.cpuNanosPerPoint(), 1), h.generationShare() == null ? "-" : number(100 * h.generationShare(), 1),
            number(h.pregenerationSeconds(), 2), megabytes(h.peakHeapBytes()), megabytes(h.maxHeapBytes()),
            number(h.gcSeconds(), 3), h.gcCount() == null ? "-" : String.valueOf(h.gcCount())};
    }

    private static String text(String s) {
        return s == null ? "-" : s;
    }

    private static String number(Double d, int decimals) {
        return d == null ? "-" : String.format(Locale.ROOT, "%." + decimals + "f", d);
    }

    private static String megabytes(Long bytes) {
        return bytes == null ? "-" : String.format(Locale.ROOT, "%.1f", bytes / MB);
    }
}
