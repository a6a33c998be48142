package org.iotbenchrunner.timescaledb;

import java.util.LinkedHashMap;
import java.util.Map;
import org.iotbenchrunner.core.spi.ServerResources;

/**
 * The PostgreSQL settings of {@code --profile tuned}: pgtune's rules for a "mixed" workload on SSD storage, which
 * the seed thesis applied to its 32 GB, 6-core host, computed for the memory and cores available to the server,
 * plus TimescaleDB's rule for worker processes. Pure, so every value can be checked against the formulas.
 */
final class PgTune {
    /** PostgreSQL's default, which pgtune also assumes for a mixed workload; the harness opens far fewer. */
    static final int MAX_CONNECTIONS = 100;
    /** TimescaleDB's default, set explicitly because max_worker_processes must make room for it. */
    static final int TIMESCALE_BACKGROUND_WORKERS = 16;
    private static final long MAINTENANCE_WORK_MEM_CAP_KB = 2L * 1024 * 1024;
    private static final long WAL_BUFFERS_CAP_KB = 16 * 1024;
    private static final long WAL_BUFFERS_ROUND_UP_FROM_KB = 14 * 1024;

    private PgTune() {
    }

    static Map<String, String> settings(ServerResources resources) {
        long memoryKb = resources.memoryBytes() / 1024;
        int cores = resources.cores();
        long sharedBuffersKb = memoryKb / 4;
        int perGather = Math.min(4, (cores + 1) / 2);
        Map<String, String> s = new LinkedHashMap<>();
        s.put("shared_buffers", mb(sharedBuffersKb));
        s.put("effective_cache_size", mb(memoryKb * 3 / 4));
        s.put("maintenance_work_mem", mb(Math.min(memoryKb / 16, MAINTENANCE_WORK_MEM_CAP_KB)));
        s.put("work_mem", workMemKb(memoryKb, sharedBuffersKb, perGather) + "kB");
        s.put("wal_buffers", walBuffersKb(sharedBuffersKb) + "kB");
        s.put("min_wal_size", "1GB");
        s.put("max_wal_size", "4GB");
        s.put("checkpoint_completion_target", "0.9");
        s.put("random_page_cost", "1.1");
        // the seed thesis's value for NVMe; pgtune proposes 200 for any SSD
        s.put("effective_io_concurrency", "1000");
        s.put("max_worker_processes", String.valueOf(3 + TIMESCALE_BACKGROUND_WORKERS + cores));
        s.put("max_parallel_workers", String.valueOf(cores));
        s.put("max_parallel_workers_per_gather", String.valueOf(perGather));
        s.put("max_parallel_maintenance_workers", String.valueOf(perGather));
        s.put("timescaledb.max_background_workers", String.valueOf(TIMESCALE_BACKGROUND_WORKERS));
        return s;
    }

    /**
     * pgtune: what is left beside shared_buffers, shared by three sort or hash areas per connection and by the
     * workers of a parallel query, halved for a mixed workload; at least 64 kB.
     */
    static long workMemKb(long memoryKb, long sharedBuffersKb, int perGather) {
        double perSortArea = (double) (memoryKb - sharedBuffersKb) / (MAX_CONNECTIONS * 3) / perGather / 2;
        return Math.max(64, (long) Math.floor(perSortArea));
    }

    /** pgtune: 3 % of shared_buffers, at most 16 MB (and 16 MB from 14 MB on), at least 32 kB. */
    static long walBuffersKb(long sharedBuffersKb) {
        long kb = Math.min(WAL_BUFFERS_CAP_KB, sharedBuffersKb * 3 / 100);
        if (kb > WAL_BUFFERS_ROUND_UP_FROM_KB) {
            kb = WAL_BUFFERS_CAP_KB;
        }
        return Math.max(32, kb);
    }

    private static String mb(long kb) {
        return kb / 1024 + "MB";
    }
}
