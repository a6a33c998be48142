package org.iotbenchrunner.victoriametrics;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.iotbenchrunner.core.spi.ServerOptions;
import org.iotbenchrunner.core.spi.ServerResources;

/**
 * The command-line flags (names without the dash) the harness's VictoriaMetrics servers run with, local or in a
 * container. Every server gets the flags that make answers exact right after writes of the benchmark's (old)
 * timestamps; {@code --profile tuned} adds {@link #tuned}.
 */
final class VictoriaMetricsFlags {
    /** VictoriaMetrics' own default share of memory for its caches, applied to the server's budget. */
    static final int MEMORY_PERCENT = 60;
    /** The largest scale preset runs 10 clients: none of them should wait in VictoriaMetrics' request queue. */
    static final int MIN_CONCURRENCY = 16;

    private VictoriaMetricsFlags() {
    }

    /**
     * For every profile:
     * <ul>
     * <li>{@code retentionPeriod=100y}: the generated data starts on 2022-01-01 (iot-benchmark's START_TIME); the
     * default of one month would refuse it;</li>
     * <li>{@code search.disableCache=true}: the response cache would keep answers computed before a later write to
     * the same (past) times;</li>
     * <li>{@code search.latencyOffset=0s}: samples of the last 30 s are otherwise hidden from queries;</li>
     * <li>{@code dedup.minScrapeInterval=1ms}: a point written twice (same series and millisecond) is one sample, as
     * in the other databases, where the last write wins; by default both are kept.</li>
     * </ul>
     */
    static Map<String, String> exact() {
        Map<String, String> flags = new LinkedHashMap<>();
        flags.put("retentionPeriod", "100y");
        flags.put("search.disableCache", "true");
        flags.put("search.latencyOffset", "0s");
        flags.put("dedup.minScrapeInterval", "1ms");
        return flags;
    }

    /**
     * {@code --profile tuned}: caches sized for the server's own memory rather than the host's
     * ({@code memory.allowedBytes}, VictoriaMetrics' default 60 %), and enough concurrent queries and inserts
     * (defaults 2 and 4 per core) that no client of the largest preset waits in VictoriaMetrics' queues.
     */
    static Map<String, String> tuned(ServerResources resources) {
        Map<String, String> flags = new LinkedHashMap<>();
        flags.put("memory.allowedBytes", String.valueOf(resources.memoryBytes() / 100 * MEMORY_PERCENT));
        flags.put("search.maxConcurrentRequests", String.valueOf(Math.max(MIN_CONCURRENCY, 2 * resources.cores())));
        flags.put("maxConcurrentInserts", String.valueOf(Math.max(MIN_CONCURRENCY, 4 * resources.cores())));
        return flags;
    }

    /** Everything applied: {@link #exact()}, then the tuned flags when {@code tuned}. */
    static Map<String, String> applied(boolean tuned, ServerResources resources) {
        Map<String, String> flags = exact();
        if (tuned) {
            flags.putAll(tuned(resources));
        }
        return flags;
    }

    /**
     * What {@code options} apply: {@link #applied}, then the flags {@code --server-set} asks for (names without the
     * dash) over them; a name VictoriaMetrics does not know stops it at start ("flag provided but not defined").
     */
    static Map<String, String> applied(ServerOptions options) {
        return options.settingsOver(applied(options.tuned(), options.resources()));
    }

    static List<String> arguments(Map<String, String> flags) {
        List<String> args = new ArrayList<>();
        flags.forEach((name, value) -> args.add("-" + name + "=" + value));
        return args;
    }

    /**
     * A shell command printing each flag's effective value as {@code name=value}, from the {@code flag{...}} lines
     * of {@code /metrics} on {@code port} ({@code wget} is busybox's in the upstream image, Debian's in ours).
     */
    static List<String> readBack(Iterable<String> names, int port) {
        StringBuilder sed = new StringBuilder();
        for (String name : names) {
            sed.append(" -e 's/^flag{name=\"").append(name.replace(".", "\\.")).append("\", value=\"\\([^\"]*\\)\".*/")
                    .append(name).append("=\\1/p'");
        }
        return List.of("sh", "-c", "wget -q -O - http://127.0.0.1:" + port + "/metrics | sed -n" + sed);
    }

    /**
     * The effective value of each of {@code names} in {@code metrics} (the text of {@code /metrics}), from its
     * {@code flag{name="...", value="..."}} lines; a flag the server does not show is left out, so that it is not
     * taken for one it applied.
     */
    static Map<String, String> shown(String metrics, Iterable<String> names) {
        Map<String, String> values = new LinkedHashMap<>();
        for (String name : names) {
            Matcher flag = Pattern.compile("^flag\\{name=\"" + Pattern.quote(name) + "\", value=\"([^\"]*)\"",
                    Pattern.MULTILINE).matcher(metrics);
            if (flag.find()) {
                values.put(name, flag.group(1));
            }
        }
        return values;
    }
}
