package org.iotbenchrunner.core.usecase;

import static org.iotbenchrunner.core.usecase.HostMetric.constant;
import static org.iotbenchrunner.core.usecase.HostMetric.counter;
import static org.iotbenchrunner.core.usecase.HostMetric.gauge;
import static org.iotbenchrunner.core.usecase.HostMetric.integerGauge;
import static org.iotbenchrunner.core.usecase.HostMetric.uptime;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.SplittableRandom;
import java.util.function.Function;
import java.util.stream.Stream;

/**
 * TSBS's DevOps measurements as Telegraf-like host statistics: their names, fields and extra tags as TSBS emits them
 * (101 fields per host and step), and value models of our own (counters grow, gauges walk within their range).
 */
final class HostMeasurements {
    private static final double GIB = 1L << 30;
    private static final double TIB = 1L << 40;
    private static final long INODE_BYTES = 4096;
    private static final double THIRTY_DAYS_SECONDS = 30 * 86_400;
    private static final Function<SplittableRandom, List<UseCaseRow.Tag>> NO_TAGS = random -> List.of();

    static final HostMeasurement CPU = HostMeasurement.direct("cpu", Stream.of("usage_user", "usage_system",
            "usage_idle", "usage_nice", "usage_iowait", "usage_irq", "usage_softirq", "usage_steal", "usage_guest",
            "usage_guest_nice").map(name -> gauge(name, 0, 100)).toList(), NO_TAGS);

    static final List<HostMeasurement> CPU_ONLY = List.of(CPU);

    static final List<HostMeasurement> DEVOPS = List.of(CPU, diskio(), disk(), kernel(), mem(), net(), nginx(),
            postgresql(), redis());

    private HostMeasurements() {
    }

    private static HostMeasurement diskio() {
        return HostMeasurement.direct("diskio", List.of(counter("reads", 50), counter("writes", 50),
                        counter("read_bytes", 200_000), counter("write_bytes", 200_000), counter("read_time", 5),
                        counter("write_time", 5), counter("io_time", 5)),
                random -> List.of(tag("serial", String.format(Locale.ROOT, "%03d-%03d-%03d", random.nextInt(1000),
                        random.nextInt(1000), random.nextInt(1000)))));
    }

    /** One terabyte device whose free space walks slowly; the other fields follow from it. */
    private static HostMeasurement disk() {
        List<String> names = List.of("total", "free", "used", "used_percent", "inodes_total", "inodes_free",
                "inodes_used");
        HostMeasurement.Projection projection = values -> {
            long total = (long) TIB;
            long free = (long) values[0];
            long used = total - free;
            return new UseCaseRow.Field[] {field(names, 0, total), field(names, 1, free), field(names, 2, used),
                field(names, 3, 100 * used / total), field(names, 4, total / INODE_BYTES),
                field(names, 5, free / INODE_BYTES), field(names, 6, total / INODE_BYTES - free / INODE_BYTES)};
        };
        return new HostMeasurement("disk", names, List.of(gauge("free", 0, TIB, 100 * (1 << 20))),
                random -> List.of(tag("path", "/dev/sda" + random.nextInt(10)),
                        tag("fstype", HostTags.pick(List.of("ext3", "ext4", "btrfs"), random))),
                projection);
    }

    private static HostMeasurement kernel() {
        return HostMeasurement.direct("kernel", List.of(constant("boot_time", 0, 240), counter("interrupts", 5000),
                counter("context_switches", 10_000), counter("processes_forked", 10), counter("disk_pages_in", 100),
                counter("disk_pages_out", 200)), NO_TAGS);
    }

    /**
     * A host of 8, 12 or 16 GiB: used memory walks as a share of the total, cached and buffered as shares of the
     * rest, so free, cached and buffered always add up to the available memory.
     */
    private static HostMeasurement mem() {
        List<String> names = List.of("total", "available", "used", "free", "cached", "buffered", "used_percent",
                "available_percent", "buffered_percent");
        HostMeasurement.Projection projection = values -> {
            long total = (8 + 4 * (long) values[0]) * (long) GIB;
            long used = (long) (total * values[1]);
            long available = total - used;
            long cached = (long) (available * values[2] / 2);
            long buffered = (long) (available * values[3] / 2);
            return new UseCaseRow.Field[] {field(names, 0, total), field(names, 1, available), field(names, 2, used),
                field(names, 3, available - cached - buffered), field(names, 4, cached), field(names, 5, buffered),
                field(names, 6, 100.0 * used / total), field(names, 7, 100.0 * available / total),
                field(names, 8, 100.0 * buffered / total)};
        };
        return new HostMeasurement("mem", names, List.of(constant("total_choice", 0, 3), gauge("used_share", 0, 1),
                gauge("cached_share", 0, 1), gauge("buffered_share", 0, 1)), NO_TAGS, projection);
    }

    private static HostMeasurement net() {
        return HostMeasurement.direct("net", List.of(counter("bytes_sent", 50_000), counter("bytes_recv", 50_000),
                        counter("packets_sent", 500), counter("packets_recv", 500), counter("err_in", 0.05),
                        counter("err_out", 0.05), counter("drop_in", 0.2), counter("drop_out", 0.2)),
                random -> List.of(tag("interface", "eth" + random.nextInt(4))));
    }

    private static HostMeasurement nginx() {
        return HostMeasurement.direct("nginx", List.of(counter("accepts", 5), integerGauge("active", 0, 100),
                counter("handled", 5), integerGauge("reading", 0, 100), counter("requests", 10),
                integerGauge("waiting", 0, 100), integerGauge("writing", 0, 100)), serverTags("nginx_"));
    }

    /** TSBS spells this measurement "postgresl"; rows keep its name so queries written for TSBS find them. */
    private static HostMeasurement postgresql() {
        List<HostMetric> metrics = new ArrayList<>();
        for (String name : List.of("numbackends", "xact_commit", "xact_rollback", "blks_read", "blks_hit",
                "tup_returned", "tup_fetched", "tup_inserted", "tup_updated", "tup_deleted", "conflicts",
                "temp_files")) {
            metrics.add(integerGauge(name, 0, 1000));
        }
        metrics.add(integerGauge("temp_bytes", 0, GIB));
        metrics.add(integerGauge("deadlocks", 0, 1000));
        metrics.add(integerGauge("blk_read_time", 0, 1000));
        metrics.add(integerGauge("blk_write_time", 0, 1000));
        return HostMeasurement.direct("postgresl", metrics, NO_TAGS);
    }

    private static HostMeasurement redis() {
        List<HostMetric> metrics = new ArrayList<>(List.of(uptime("uptime_in_seconds", THIRTY_DAYS_SECONDS),
                counter("total_connections_received", 5), counter("expired_keys", 50), counter("evicted_keys", 50),
                counter("keyspace_hits", 50), counter("keyspace_misses", 50),
                integerGauge("instantaneous_ops_per_sec", 0, 1000), integerGauge("instantaneous_input_kbps", 0, 1000),
                integerGauge("instantaneous_output_kbps", 0, 1000), integerGauge("connected_clients", 0, 10_000),
                integerGauge("used_memory", 0, 16 * GIB), integerGauge("used_memory_rss", 0, 16 * GIB),
                integerGauge("used_memory_peak", 0, 16 * GIB), integerGauge("used_memory_lua", 0, 16 * GIB),
                integerGauge("rdb_changes_since_last_save", 0, 10_000)));
        for (String name : List.of("sync_full", "sync_partial_ok", "sync_partial_err", "pubsub_channels",
                "pubsub_patterns", "latest_fork_usec", "connected_slaves", "master_repl_offset", "repl_backlog_active",
                "repl_backlog_size", "repl_backlog_histlen")) {
            metrics.add(integerGauge(name, 0, 1000));
        }
        metrics.add(integerGauge("mem_fragmentation_ratio", 0, 100));
        for (String name : List.of("used_cpu_sys", "used_cpu_user", "used_cpu_sys_children",
                "used_cpu_user_children")) {
            metrics.add(integerGauge(name, 0, 1000));
        }
        return HostMeasurement.direct("redis", metrics, serverTags("redis_"));
    }

    /** A server's port (1024 to 21023) and name, as nginx and redis rows carry them. */
    private static Function<SplittableRandom, List<UseCaseRow.Tag>> serverTags(String serverPrefix) {
        return random -> List.of(tag("port", String.valueOf(1024 + random.nextInt(20_000))),
                tag("server", serverPrefix + random.nextInt(100_000)));
    }

    /** Field {@code index} of {@code names}: a {@code long} argument gives a {@code Long}, a {@code double} a {@code Double}. */
    private static UseCaseRow.Field field(List<String> names, int index, Number value) {
        return new UseCaseRow.Field(names.get(index), value);
    }

    private static UseCaseRow.Tag tag(String key, String value) {
        return new UseCaseRow.Tag(key, value);
    }
}
