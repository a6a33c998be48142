package org.iotbenchrunner.report.table;

import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.stream.Collectors;
import org.iotbenchrunner.core.result.ResourceUsage;
import org.iotbenchrunner.core.result.RunResult;
import org.iotbenchrunner.core.result.ServerSetup;

/**
 * The summary's lines on how each database's server was set up (with what {@code --server-set} asked and what the
 * server did not take), how its CPU and memory were measured, and which read tests started cold.
 */
final class ServerSetupLines {
    private ServerSetupLines() {
    }

    static String of(List<RunResult> results) {
        Set<String> lines = new LinkedHashSet<>();
        for (RunResult r : results) {
            ServerSetup s = r.environment().setup();
            if (s != null) {
                String settings = s.settings().isEmpty() ? "" : "; " + s.settings().entrySet().stream()
                        .map(e -> e.getKey() + "=" + e.getValue()).collect(Collectors.joining(", "));
                lines.add("Server: " + db(r) + ": profile " + s.describeProfile() + ", cache " + s.cache() + settings);
                if (!s.requested().isEmpty()) {
                    lines.add("Server settings asked (--server-set): " + db(r) + ": " + s.requested().entrySet()
                            .stream().map(e -> e.getKey() + "=" + e.getValue()).collect(Collectors.joining(", "))
                            + (s.notApplied().isEmpty() ? "; all read back as asked"
                                    : "; not as asked: " + String.join("; ", s.notApplied())));
                }
            }
        }
        for (RunResult r : results) {
            ResourceUsage server = r.resources().server();
            if (server != null && server.measured()) {
                lines.add("Sampled: " + db(r) + ": " + server.source());
            }
        }
        for (RunResult r : results) {
            ServerSetup s = r.environment().setup();
            if (s != null && s.coldStart() != null) {
                lines.add("Cold start: " + db(r) + " " + r.scenario().toUpperCase(Locale.ROOT)
                        + (r.protocol() != null && r.protocol().runs() > 1 ? " run " + r.run() : "") + ": "
                        + s.coldStart().describe() + firstOperations(r));
            }
        }
        return lines.stream().map(l -> l + "\n").collect(Collectors.joining());
    }

    /** A cold run's first operations apart from the rest, as ClickBench reports its cold run. */
    static String firstOperations(RunResult r) {
        List<Double> first = r.total() == null ? null : r.total().firstMs();
        if (first == null || first.isEmpty()) {
            return "";
        }
        return String.format(Locale.ROOT, "; first operation %.2f ms, first %d avg %.2f ms (whole run avg %.2f ms)",
                first.get(0), first.size(), orNaN(r.statistics().firstOperationsAvgMs()),
                r.total().latencyMs() == null ? Double.NaN : r.total().latencyMs().avg());
    }

    private static double orNaN(Double value) {
        return value == null ? Double.NaN : value;
    }

    private static String db(RunResult r) {
        return r.database().name().toUpperCase(Locale.ROOT);
    }
}
