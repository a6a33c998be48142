package org.iotbenchrunner.orchestrator.shard;

import java.io.PrintStream;
import java.util.Locale;
import org.iotbenchrunner.core.result.RunResult;
import org.iotbenchrunner.core.result.RunStatus;
import org.iotbenchrunner.core.result.Topology;
import org.iotbenchrunner.core.result.Topology.ShardResult;

/**
 * A sharded test's rows in its result and on the terminal: the shards in the result's topology, and a result whose
 * shard crashed marked CRASHED with the error naming it (its share is lost, not estimated).
 */
public final class ShardRows {
    private ShardRows() {
    }

    /** {@code done} with the server's {@code nodes} (null: one node), the shards' rows and a crashed shard's status. */
    public static RunResult.Builder attach(RunResult.Builder done, Topology nodes, ShardedMeasurement sharded) {
        done.topology(Topology.of(nodes).withShards(sharded.shards(), sharded.engine()));
        if (sharded.failure() != null) {
            done.status(RunStatus.CRASHED).error(sharded.failure());
        }
        return done;
    }

    /** One line per shard: its clients, where it ran, its status, counts, rate and harness CPU. */
    public static void print(PrintStream out, String prefix, ShardedMeasurement sharded) {
        out.println(prefix + sharded.shards().size() + " client shards (" + sharded.engine() + "):");
        for (ShardResult s : sharded.shards()) {
            out.println(prefix + "  " + line(s));
        }
    }

    static String line(ShardResult s) {
        return String.format(Locale.ROOT, "shard %d  clients %-12s %-10s %-9s ok %,d ops / %,d points, failed %,d, "
                + "%s s, %s points/s, harness CPU %s s%s", s.index(), s.clients(), s.host(), s.status(),
                s.okOperations(), s.okPoints(), s.failedOperations(), number(s.elapsedSeconds(), "%.2f"),
                number(s.pointsPerSecond(), "%,.0f"),
                s.harness() == null ? "-" : String.format(Locale.ROOT, "%.2f", s.harness().cpuSeconds()),
                s.error() == null ? "" : "  (" + s.error() + ")");
    }

    private static String number(Double value, String format) {
        return value == null ? "-" : String.format(Locale.ROOT, format, value);
    }
}
