package org.iotbenchrunner.questdb;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.iotbenchrunner.core.spi.ServerOptions;
import org.iotbenchrunner.core.spi.ServerResources;

/**
 * QuestDB's {@code --profile tuned} for a server with memory M and C cores, under QuestDB's names (server.conf keys;
 * {@code -Xmx} is the JVM's):
 * <ul>
 * <li>{@code -Xmx} = M/4 (at least 256 MiB, at most 31 GiB, where compressed object pointers still work): QuestDB
 * keeps its data off the heap (memory-mapped column files, native buffers for sorting and grouping), so the heap holds
 * only SQL compilation and object pools and the rest of M stays with the page cache its column files are read through,
 * as the other databases' tuned profiles give a quarter of M to their own cache;</li>
 * <li>{@code shared.worker.count} = C: one worker per core for queries, ILP over HTTP and housekeeping (QuestDB's
 * default oversubscribes a small host: 4 workers on 2 cores);</li>
 * <li>{@code wal.apply.worker.count} = C: the threads that apply WAL transactions to the table, QuestDB's own rule
 * made explicit, so that results state how fast writes become visible.</li>
 * </ul>
 * The default profile runs QuestDB's defaults with the JVM flags of its start script.
 */
final class QuestdbTuning {
    static final String HEAP = "-Xmx";
    static final String SHARED_WORKERS = "shared.worker.count";
    static final String WAL_APPLY_WORKERS = "wal.apply.worker.count";
    /** questdb.sh's JVM flags, which both profiles run with. */
    static final List<String> JVM_FLAGS = List.of("-XX:+UnlockExperimentalVMOptions", "-XX:+AlwaysPreTouch",
            "-XX:+UseParallelGC");
    private static final long MIN_HEAP_MB = 256;
    private static final long MAX_HEAP_MB = 31 * 1024;

    private QuestdbTuning() {
    }

    static Map<String, String> settings(ServerResources resources) {
        Map<String, String> settings = new LinkedHashMap<>();
        settings.put(HEAP, heapMb(resources) + "m");
        settings.put(SHARED_WORKERS, String.valueOf(resources.cores()));
        settings.put(WAL_APPLY_WORKERS, String.valueOf(resources.cores()));
        return settings;
    }

    /**
     * What {@code options} apply: the tuned settings (none for the defaults), then those {@code --server-set} asks for
     * over them (server.conf keys, or {@code -Xmx} for the heap); an unknown key stops a local server at start, as its
     * server.conf is validated strictly.
     */
    static Map<String, String> applied(ServerOptions options) {
        return options.settingsOver(options.tuned() ? settings(options.resources()) : Map.of());
    }

    static long heapMb(ServerResources resources) {
        return Math.max(MIN_HEAP_MB, Math.min(MAX_HEAP_MB, resources.memoryMb() / 4));
    }

    /** The server.conf entries of {@code settings} (all but the JVM's). */
    static Map<String, String> serverConf(Map<String, String> settings) {
        Map<String, String> conf = new LinkedHashMap<>(settings);
        conf.remove(HEAP);
        return conf;
    }

    /** The JVM options of {@code settings}. */
    static List<String> jvmOptions(Map<String, String> settings) {
        String heap = settings.get(HEAP);
        return heap == null ? List.of() : List.of(HEAP + heap);
    }

    /** QuestDB's environment variable for a server.conf key, e.g. QDB_SHARED_WORKER_COUNT. */
    static String envName(String key) {
        return "QDB_" + key.toUpperCase(java.util.Locale.ROOT).replace('.', '_');
    }
}
