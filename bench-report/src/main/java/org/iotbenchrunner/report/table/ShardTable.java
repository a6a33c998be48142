package org.iotbenchrunner.report.table;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.iotbenchrunner.core.result.RunResult;
import org.iotbenchrunner.core.result.Topology;
import org.iotbenchrunner.core.result.Topology.ShardResult;

/**
 * The client shards of sharded tests ({@code --shards}): a row per shard with its clients, where it ran, its status,
 * counts, its own rate over its own measured phase and its harness CPU. A CRASHED shard's counts are what its last
 * progress line said; they are not in the merged result.
 */
final class ShardTable {
    static final String[] HEADER = {"DB", "Test", "Shard", "Clients", "Host", "Status", "OK ops", "OK points",
        "Failed ops", "Elapsed (s)", "Points/s", "Harness CPU (s)", "Error"};
    private static final String UNITS = "Each shard's rate is over its own measured phase; the test's row above is "
            + "the merge of all shards over their common window (the start barrier's release to the last shard's "
            + "end), its latencies the quantiles of all shards' histograms added. A crashed shard's share is lost, "
            + "never estimated.";

    private ShardTable() {
    }

    /** The section, or nothing when no result was sharded. */
    static String markdown(List<RunResult> results) {
        List<RunResult> sharded = results.stream().filter(r -> !Topology.of(r.topology()).shards().isEmpty())
                .toList();
        if (sharded.isEmpty()) {
            return "";
        }
        StringBuilder out = new StringBuilder("\n## Client shards\n\n").append(Markdown.row(HEADER))
                .append(Markdown.rule(HEADER.length));
        for (RunResult r : sharded) {
            Topology topology = r.topology();
            topology.shards().forEach(s -> out.append(Markdown.row(cells(r, topology.engine(), s))));
        }
        return out.append('\n').append(UNITS).append('\n').toString();
    }

    private static String[] cells(RunResult r, String engine, ShardResult s) {
        List<String> cells = new ArrayList<>(List.of(r.database().name().toUpperCase(Locale.ROOT),
                r.scenario().toUpperCase(Locale.ROOT), s.index() + " (" + engine + ")", s.clients().toString(),
                s.host() == null ? "-" : s.host(), s.status().name(), String.format(Locale.ROOT, "%,d", s.okOperations()),
                String.format(Locale.ROOT, "%,d", s.okPoints()), String.format(Locale.ROOT, "%,d", s.failedOperations()),
                format("%.2f", s.elapsedSeconds()), format("%,.0f", s.pointsPerSecond()),
                s.harness() == null ? "-" : format("%.2f", s.harness().cpuSeconds()),
                s.error() == null ? "" : s.error().replace('|', '/')));
        return cells.toArray(String[]::new);
    }

    private static String format(String pattern, Double value) {
        return value == null ? "-" : String.format(Locale.ROOT, pattern, value);
    }
}
