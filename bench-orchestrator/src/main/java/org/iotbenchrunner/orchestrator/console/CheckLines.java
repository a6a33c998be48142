package org.iotbenchrunner.orchestrator.console;

import java.io.PrintStream;
import java.util.Locale;
import org.iotbenchrunner.core.result.DiskFootprint;
import org.iotbenchrunner.core.result.HarnessUsage;
import org.iotbenchrunner.core.result.Mismatch;
import org.iotbenchrunner.core.result.OperationResult;
import org.iotbenchrunner.core.result.RunResult;
import org.iotbenchrunner.core.result.RunStatus;
import org.iotbenchrunner.core.result.Verification;

/**
 * The lines after a test's matrix that say what to make of it: the harness's cost, the verification with its
 * mismatches, the size on disk, a TEST_MAX_TIME stop, what the co-resident servers used, and whether the harness or
 * the host was the limit.
 */
public final class CheckLines {
    private static final double MB = 1024.0 * 1024.0;

    private CheckLines() {
    }

    /** {@code prefix}: the test's label in brackets, before every line. */
    public static void print(PrintStream out, String prefix, RunResult r) {
        harness(out, prefix, r);
        verification(out, prefix, r);
        disk(out, prefix, r);
        timedOut(out, prefix, r);
        r.coResident().forEach((id, u) -> out.println(prefix + "co-resident " + id + (u.measured()
                ? String.format(Locale.ROOT, ", idle meanwhile: %.1f %% CPU, %.1f MB", u.avgCpuPercent(), u.avgMemoryMb())
                : ": not sampled (" + u.note() + ")")));
        if (r.clientBound()) {
            out.println(prefix + "client-bound: " + r.clientBoundReason());
        } else if (r.hostSaturated()) {
            out.println(prefix + "host saturated: " + r.hostSaturation().reason());
        }
    }

    private static void harness(PrintStream out, String prefix, RunResult r) {
        HarnessUsage h = r.resources().harness();
        if (h != null && h.peakHeapBytes() != null) {
            out.println(prefix + HarnessLine.of(h));
        }
    }

    private static void verification(PrintStream out, String prefix, RunResult r) {
        Verification v = r.verification();
        if (v == null) {
            return;
        }
        boolean stored = Verification.STORED_ROWS.equals(v.covers());
        out.printf(Locale.ROOT, "%sverified %d %s in %.2f s: %d mismatches%n", prefix, v.verifiedOperations(),
                stored ? "devices' stored rows (a count of every sensor)"
                        : "answers (" + Verification.POINT_COUNTS + ")", v.seconds(), v.mismatches());
        if (v.devicesNotChecked() > 0) {
            out.printf(Locale.ROOT, "%s%d devices not checked: their count failed (first: %s)%n", prefix,
                    v.devicesNotChecked(), v.notCheckedReason());
        }
        for (OperationResult op : r.operations()) {
            for (Mismatch x : op.mismatchExamples()) {
                out.printf(Locale.ROOT, "%s  expected %d points, got %d: %s%n", prefix, x.expected(), x.actual(),
                        x.query());
            }
        }
        if (!stored) {
            ValueChecks.print(out, prefix, r);
        }
    }

    private static void disk(PrintStream out, String prefix, RunResult r) {
        DiskFootprint d = r.disk();
        if (d != null) {
            out.println(prefix + (d.diskBytes() == null ? "disk: " + d.method()
                    : String.format(Locale.ROOT, "disk %.1f MB, raw %.1f MB, compression %.2f (%s)",
                            d.diskBytes() / MB, d.rawBytes() / MB, d.compressionRatio(), d.method())));
        }
    }

    private static void timedOut(PrintStream out, String prefix, RunResult r) {
        if (r.status() == RunStatus.TIMED_OUT && r.planned() != null && r.planned().operations() != null) {
            boolean points = r.planned().points() != null;
            out.printf(Locale.ROOT, "%sstopped by TEST_MAX_TIME after %.1f s: %.1f %% done, %,d of %,d %s; not ranked%n",
                    prefix, r.elapsedSeconds(), 100 * r.completedFraction(),
                    points ? r.total().okPoints() : r.total().okOperations() + r.total().failedOperations(),
                    points ? r.planned().points() : r.planned().operations(), points ? "points" : "operations");
        }
    }
}
