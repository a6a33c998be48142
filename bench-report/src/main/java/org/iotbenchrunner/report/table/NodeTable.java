package org.iotbenchrunner.report.table;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.iotbenchrunner.core.result.DiskFootprint;
import org.iotbenchrunner.core.result.ResourceUsage;
import org.iotbenchrunner.core.result.RunResult;
import org.iotbenchrunner.core.result.Topology;

/**
 * What each server node used in runs of several nodes, and the server's total: CPU and memory over the measured
 * phase and the data on disk after a write test; for the terminal after each test, {@code summary.md} and the HTML
 * report. Runs of one node have no rows.
 */
public final class NodeTable {
    public static final List<String> HEADER = List.of("Node", "Role", "Endpoint", "CPU (%)", "Peak CPU (%)",
            "Memory (MB)", "Peak memory (MB)", "Disk (MB)");
    public static final String UNITS = "Per node: each node's process tree sampled like the server's (CPU % of one "
            + "core, memory PSS in MB, averaged over the measured phase), and the MB allocated under its data "
            + "directories after a write test; total: the whole server as in the table above. \"-\": not measured "
            + "(an external node, or a read test's disk).";
    private static final double MB = 1024.0 * 1024.0;

    private NodeTable() {
    }

    /** Whether {@code r} ran on several server nodes. */
    public static boolean hasNodes(RunResult r) {
        return r.topology() != null && !r.topology().nodes().isEmpty();
    }

    /** One row per node and a last row for the whole server; empty for a run of one node. */
    public static List<List<String>> rows(RunResult r) {
        if (!hasNodes(r)) {
            return List.of();
        }
        List<List<String>> rows = new ArrayList<>();
        for (Topology.NodeResult n : r.topology().nodes()) {
            rows.add(row(n.name(), n.role(), n.endpoint(), n.resources(), n.diskBytes()));
        }
        DiskFootprint disk = r.resources().disk();
        rows.add(row("total", r.topology().nodes().size() + " nodes", describe(r.topology()), r.resources().server(),
                disk == null ? null : disk.diskBytes()));
        return rows;
    }

    /** The terminal's table after a test, or nothing for a run of one node. */
    public static String text(RunResult r) {
        List<List<String>> rows = rows(r);
        if (rows.isEmpty()) {
            return "";
        }
        List<List<String>> all = new ArrayList<>();
        all.add(HEADER);
        all.addAll(rows);
        int[] widths = new int[HEADER.size()];
        all.forEach(row -> {
            for (int c = 0; c < row.size(); c++) {
                widths[c] = Math.max(widths[c], row.get(c).length());
            }
        });
        StringBuilder out = new StringBuilder();
        for (List<String> row : all) {
            for (int c = 0; c < row.size(); c++) {
                String align = c < 3 ? "%-" : "%";
                out.append(String.format(Locale.ROOT, align + widths[c] + "s", row.get(c)))
                        .append(c + 1 < row.size() ? "  " : "");
            }
            out.append('\n');
        }
        return out.toString();
    }

    /** The summary's "Server nodes" section, or nothing when no run had several nodes. */
    public static String markdown(List<RunResult> results) {
        List<RunResult> clustered = results.stream().filter(NodeTable::hasNodes).toList();
        if (clustered.isEmpty()) {
            return "";
        }
        List<String> header = new ArrayList<>(List.of("DB", "Test"));
        header.addAll(HEADER);
        StringBuilder out = new StringBuilder("\n## Server nodes\n\n")
                .append(Markdown.row(header.toArray(String[]::new))).append(Markdown.rule(header.size()));
        for (RunResult r : clustered) {
            for (List<String> row : rows(r)) {
                List<String> cells = new ArrayList<>(List.of(r.database().name().toUpperCase(Locale.ROOT),
                        r.scenario().toUpperCase(Locale.ROOT)));
                cells.addAll(row);
                out.append(Markdown.row(cells.toArray(String[]::new)));
            }
        }
        return out.append('\n').append(UNITS).append('\n').toString();
    }

    /** e.g. "round-robin, replication 2". */
    public static String describe(Topology t) {
        return (t.spread() == null ? "" : t.spread()) + (t.replicationFactor() == null ? ""
                : (t.spread() == null ? "" : ", ") + "replication " + t.replicationFactor());
    }

    private static List<String> row(String name, String role, String endpoint, ResourceUsage usage, Long diskBytes) {
        boolean measured = usage != null && usage.measured();
        return List.of(name, role == null ? "-" : role, endpoint == null ? "-" : endpoint,
                measured ? number(usage.avgCpuPercent()) : "-", measured ? number(usage.peakCpuPercent()) : "-",
                measured ? number(usage.avgMemoryMb()) : "-", measured ? number(usage.peakMemoryMb()) : "-",
                diskBytes == null ? "-" : number(diskBytes / MB));
    }

    private static String number(double d) {
        return String.format(Locale.ROOT, "%.1f", d);
    }
}
