package org.iotbenchrunner.core.result;

import java.util.Locale;

/**
 * Prints iot-benchmark's "Result Matrix" and "Latency (ms) Matrix" for one run; an open-loop run adds the
 * response times from the intended starts, and how well the schedule was kept.
 */
public final class MatrixPrinter {
    private static final String BANNER = "-".repeat(40);
    private static final double MB = 1024.0 * 1024.0;

    private MatrixPrinter() {
    }

    public static String format(RunResult result) {
        StringBuilder out = new StringBuilder();
        out.append(String.format(Locale.ROOT, "Create schema cost %.2f second%n",
                result.measurement().schemaSeconds()));
        out.append(String.format(Locale.ROOT, "Test elapsed time (not include schema creation): %.2f second%n",
                result.elapsedSeconds()));
        out.append(BANNER).append("Result Matrix").append(BANNER).append('\n');
        out.append(cells(25, "Operation", "okOperation", "okPoint", "failOperation", "failPoint",
                "throughput(point/s)")).append('\n');
        for (OperationResult op : result.operations()) {
            out.append(cells(25, op.operation(), op.okOperations(), op.okPoints(), op.failedOperations(),
                    op.failedPoints(), String.format(Locale.ROOT, "%.2f", op.throughput()))).append('\n');
        }
        out.append(BANNER).append("Latency (ms) Matrix").append(BANNER).append('\n');
        out.append(String.format(Locale.ROOT, "%-25s", "Operation")).append(cells(12, "AVG", "MIN", "P10", "P25",
                "MEDIAN", "P75", "P90", "P95", "P99", "P999", "MAX", "SLOWEST_THREAD")).append('\n');
        for (OperationResult op : result.operations()) {
            LatencySummary l = op.latencyMs();
            out.append(String.format(Locale.ROOT, "%-25s", op.operation()));
            for (double v : new double[]{l.avg(), l.min(), l.p10(), l.p25(), l.p50(), l.p75(), l.p90(), l.p95(),
                    l.p99(), l.p999(), l.max(), l.slowestThread()}) {
                out.append(String.format(Locale.ROOT, "%-12.2f", v));
            }
            out.append('\n');
        }
        if (result.openLoop() != null) {
            openLoop(out, result);
        }
        if (result.diskIo() != null) {
            out.append(diskIo(result.diskIo())).append('\n');
        }
        return out.toString();
    }

    /** One line: the server's disk I/O over the measured phase, or why it is not known. */
    public static String diskIo(DiskIo io) {
        if (!io.measured()) {
            return "server disk I/O: not measured (" + io.note() + ")";
        }
        StringBuilder line = new StringBuilder(String.format(Locale.ROOT,
                "server disk I/O: read %.1f MB, written %.1f MB", io.readBytes() / MB, io.writeBytes() / MB));
        if (io.writeBytesPerSecond() != null) {
            line.append(String.format(Locale.ROOT, " (%.2f MB/s)", io.writeBytesPerSecond() / MB));
        }
        if (io.writeBytesPerPoint() != null) {
            line.append(String.format(Locale.ROOT, ", %.2f bytes/point", io.writeBytesPerPoint()));
        }
        if (io.writeAmplification() != null) {
            line.append(String.format(Locale.ROOT, ", write amplification %.2f", io.writeAmplification()));
        }
        if (io.deviceWriteBytes() != null) {
            line.append(String.format(Locale.ROOT, "; device %s: read %.1f MB, written %.1f MB", io.device(),
                    io.deviceReadBytes() / MB, io.deviceWriteBytes() / MB));
        }
        return line.append(" [").append(io.source()).append(']').toString();
    }

    private static void openLoop(StringBuilder out, RunResult result) {
        out.append(BANNER).append("Response time (ms) Matrix, from intended start").append(BANNER).append('\n');
        out.append(String.format(Locale.ROOT, "%-25s", "Operation")).append(cells(12, "AVG", "MIN", "P10", "P25",
                "MEDIAN", "P75", "P90", "P95", "P99", "P999", "MAX")).append('\n');
        for (OperationResult op : result.operations()) {
            LatencySummary l = op.responseMs() == null ? LatencySummary.EMPTY : op.responseMs();
            out.append(String.format(Locale.ROOT, "%-25s", op.operation()));
            for (double v : new double[]{l.avg(), l.min(), l.p10(), l.p25(), l.p50(), l.p75(), l.p90(), l.p95(),
                    l.p99(), l.p999(), l.max()}) {
                out.append(String.format(Locale.ROOT, "%-12.2f", v));
            }
            out.append('\n');
        }
        OpenLoop o = result.openLoop();
        out.append(String.format(Locale.ROOT, "Open loop: requested %.2f ops/s, achieved %.2f ops/s, end lag %.2f ms, "
                + "max lag %.2f ms%s%n", o.requestedOpsPerSecond(), o.achievedOpsPerSecond(), o.endLagMs(),
                o.maxLagMs(), o.behindSchedule() ? ", BEHIND SCHEDULE" : ""));
    }

    private static String cells(int width, Object... values) {
        StringBuilder row = new StringBuilder();
        for (Object v : values) {
            row.append(String.format(Locale.ROOT, "%-" + width + "s", v));
        }
        return row.toString();
    }
}
