package org.iotbenchrunner.orchestrator.cli;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.TimeUnit;
import org.iotbenchrunner.core.config.ConfigException;
import org.iotbenchrunner.orchestrator.plan.CpuList;

/**
 * Pins the harness's JVM to some CPUs with {@code taskset -a -p}: every thread it has now, and every thread
 * started later (a new thread inherits its creator's affinity).
 */
public final class HarnessPinning {
    private HarnessPinning() {
    }

    static void pin(CpuList cpus) {
        String pid = String.valueOf(ProcessHandle.current().pid());
        try {
            Process taskset = new ProcessBuilder("taskset", "-a", "-p", "-c", cpus.text(), pid)
                    .redirectErrorStream(true).start();
            String output = new String(taskset.getInputStream().readAllBytes(), StandardCharsets.UTF_8).strip();
            if (!taskset.waitFor(30, TimeUnit.SECONDS) || taskset.exitValue() != 0) {
                throw new ConfigException("--harness-cpus " + cpus.text() + " could not be applied: " + output);
            }
        } catch (IOException e) {
            throw new ConfigException("--harness-cpus needs taskset (util-linux) on this host: " + e.getMessage());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new ConfigException("--harness-cpus was interrupted");
        }
    }
}
