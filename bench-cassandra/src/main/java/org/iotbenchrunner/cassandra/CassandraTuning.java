package org.iotbenchrunner.cassandra;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.iotbenchrunner.core.spi.ServerResources;

/**
 * Cassandra's server profiles, as cassandra.yaml settings (5.0 names, with units) plus {@link #HEAP}, the JVM's heap:
 * {@code default} leaves Cassandra's defaults and sizes only the heap; {@code tuned} is what an operator sets for a
 * write-heavy workload on a small host; {@code study-timeouts} raises every server timeout 100 times, as the
 * TDengine/Cassandra study did ("enlarge all options related to timeout by 100-1000 times").
 */
final class CassandraTuning {
    /** The heap (-Xms and -Xmx), recorded with the yaml settings. */
    static final String HEAP = "heap";
    static final String STUDY_TIMEOUTS = "study-timeouts";
    /** The study's factor for every timeout. */
    static final int STUDY_TIMEOUT_FACTOR = 100;
    private static final long MIB = ServerResources.MIB;
    private static final long GIB = ServerResources.GIB;

    /** Cassandra 5.0's default of each server timeout, in ms. */
    static final Map<String, Long> DEFAULT_TIMEOUTS_MS = timeouts();

    private CassandraTuning() {
    }

    private static Map<String, Long> timeouts() {
        Map<String, Long> t = new LinkedHashMap<>();
        t.put("read_request_timeout", 5_000L);
        t.put("range_request_timeout", 10_000L);
        t.put("write_request_timeout", 2_000L);
        t.put("counter_write_request_timeout", 5_000L);
        t.put("cas_contention_timeout", 1_000L);
        t.put("truncate_request_timeout", 60_000L);
        t.put("request_timeout", 10_000L);
        return t;
    }

    /**
     * Cassandra's defaults, with a heap of an eighth of the server's memory between 1 and 2 GiB: cassandra-env.sh
     * would take a quarter of the host (up to 8 GiB), too much for a host the harness and other servers share.
     */
    static Map<String, String> defaults(ServerResources resources) {
        return Map.of(HEAP, mib(clamp(resources.memoryBytes() / 8, GIB, 2 * GIB)));
    }

    /** The tuned profile for a server with {@code resources}. */
    static Map<String, String> tuned(ServerResources resources) {
        long heap = clamp(resources.memoryBytes() / 4, GIB, 8 * GIB);
        Map<String, String> s = new LinkedHashMap<>();
        // a quarter of the memory, as cassandra-env.sh sizes it, up to 8 GiB where G1 still pauses briefly
        s.put(HEAP, mib(heap));
        // writes are CPU-bound in the mutation stage: 8 per core, as cassandra.yaml advises
        s.put("concurrent_writes", String.valueOf(8 * resources.cores()));
        // memtables off the heap: the write path's data no longer drives GC pauses
        s.put("memtable_allocation_type", "offheap_objects");
        // half the heap's size again off the heap: larger memtables mean fewer, larger flushes
        s.put("memtable_offheap_space", mib(heap / 2));
        // one compaction per core keeps up with flushes without starving writes of the other cores
        s.put("concurrent_compactors", String.valueOf(Math.max(1, resources.cores())));
        // compaction unthrottled beyond the default 64 MiB/s: SSTables pile up under sustained writes otherwise
        s.put("compaction_throughput", "256MiB/s");
        // the commit log synced every 10 s (periodic, the default) but in larger segments: fewer segment switches
        s.put("commitlog_segment_size", "64MiB");
        return s;
    }

    /** Every server timeout {@value #STUDY_TIMEOUT_FACTOR} times Cassandra's default, beside the default heap. */
    static Map<String, String> studyTimeouts(ServerResources resources) {
        Map<String, String> s = new LinkedHashMap<>(defaults(resources));
        DEFAULT_TIMEOUTS_MS.forEach((name, ms) -> s.put(name, ms * STUDY_TIMEOUT_FACTOR + "ms"));
        return s;
    }

    /**
     * The settings of a profile by its name: default, tuned or study-timeouts (also as {@code study_timeouts}, the id
     * a {@code ServerProfile} constant STUDY_TIMEOUTS would have: --profile offers default and tuned only so far).
     */
    static Map<String, String> profile(String name, ServerResources resources) {
        return switch (name) {
            case "default" -> defaults(resources);
            case "tuned" -> tuned(resources);
            case STUDY_TIMEOUTS, "study_timeouts" -> studyTimeouts(resources);
            default -> throw new IllegalArgumentException("Cassandra profile=" + name + " is not known: default, "
                    + "tuned or " + STUDY_TIMEOUTS);
        };
    }

    static List<String> profiles() {
        return List.of("default", "tuned", STUDY_TIMEOUTS);
    }

    /** The settings that go into cassandra.yaml (all but the heap). */
    static Map<String, String> yamlSettings(Map<String, String> settings) {
        Map<String, String> yaml = new LinkedHashMap<>(settings);
        yaml.remove(HEAP);
        return yaml;
    }

    /** The heap of {@code settings} as the JVM takes it, e.g. {@code 1024M}. */
    static String heap(Map<String, String> settings) {
        return settings.get(HEAP).replace("MiB", "M");
    }

    private static long clamp(long value, long min, long max) {
        return Math.max(min, Math.min(max, value));
    }

    private static String mib(long bytes) {
        return bytes / MIB + "MiB";
    }
}
