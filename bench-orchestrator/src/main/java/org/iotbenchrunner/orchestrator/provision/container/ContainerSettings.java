package org.iotbenchrunner.orchestrator.provision.container;

import java.io.PrintStream;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.Map;
import org.iotbenchrunner.core.spi.ContainerSpec;
import org.iotbenchrunner.orchestrator.Bounded;
import org.testcontainers.containers.Container;
import org.testcontainers.containers.GenericContainer;

/**
 * The settings a container runs with, as results record them: each applied setting's value as read back from the
 * started server by the spec's command, or as applied where it cannot be read back (with a warning saying so);
 * a read-back value that differs from the applied one is recorded as read and reported.
 */
public final class ContainerSettings {
    private static final Duration EXEC_LIMIT = Duration.ofSeconds(60);
    private ContainerSettings() {
    }

    static Map<String, String> readBack(GenericContainer<?> container, ContainerSpec.Settings settings,
            PrintStream out, String name) {
        if (settings.applied().isEmpty()) {
            return Map.of();
        }
        if (settings.readBack().isEmpty()) {
            out.println(name + " settings: recorded as applied (this image cannot show them)");
            return settings.applied();
        }
        try {
            Container.ExecResult result = Bounded.call("reading " + name + "'s settings in its container",
                    EXEC_LIMIT, () -> container.execInContainer(settings.readBack().toArray(String[]::new)));
            Map<String, String> read = parse(result.getStdout());
            return merge(settings.applied(), read, out, name, result.getExitCode() == 0 ? "" : " (exit code "
                    + result.getExitCode() + ": " + result.getStderr().strip() + ")");
        } catch (Exception e) {
            out.println("warning: could not read " + name + "'s settings back (" + e.getMessage()
                    + "); recorded as applied");
            return settings.applied();
        }
    }

    /** {@code name=value} lines; anything else is ignored. */
    static Map<String, String> parse(String output) {
        Map<String, String> values = new LinkedHashMap<>();
        output.lines().map(String::strip).filter(l -> l.indexOf('=') > 0)
                .forEach(l -> values.put(l.substring(0, l.indexOf('=')).strip(), l.substring(l.indexOf('=') + 1)
                        .strip()));
        return values;
    }

    /** Every applied setting, with the value read back where there is one. */
    static Map<String, String> merge(Map<String, String> applied, Map<String, String> read, PrintStream out,
            String name, String failure) {
        Map<String, String> recorded = new LinkedHashMap<>();
        int same = 0;
        for (Map.Entry<String, String> e : applied.entrySet()) {
            String value = read.get(e.getKey());
            if (value == null) {
                out.println("warning: " + name + " did not show " + e.getKey() + failure + "; recorded as applied: "
                        + e.getValue());
                recorded.put(e.getKey(), e.getValue());
            } else {
                if (value.equals(e.getValue())) {
                    same++;
                } else {
                    out.println("warning: " + name + " runs with " + e.getKey() + "=" + value + ", not the applied "
                            + e.getValue() + "; recorded as read");
                }
                recorded.put(e.getKey(), value);
            }
        }
        out.println(name + " settings read back from the server: " + same + " of " + applied.size()
                + " as applied");
        return recorded;
    }
}
