package org.iotbenchrunner.orchestrator.provision.local;

import java.nio.file.Files;
import java.nio.file.Path;
import org.iotbenchrunner.core.config.BenchmarkConfig;
import org.iotbenchrunner.core.spi.DatabaseBinding;
import org.iotbenchrunner.core.spi.LocalServer;
import org.iotbenchrunner.core.spi.RunningServer;
import org.iotbenchrunner.core.spi.ServerOptions;
import org.iotbenchrunner.orchestrator.provision.Provider;
import org.iotbenchrunner.orchestrator.provision.ServerSession;
import org.iotbenchrunner.orchestrator.sampling.ProcessTreeSampler;

/** Starts a private server from binaries installed on this machine, in a temporary directory. */
public final class LocalProvider implements Provider {
    @Override
    public String name() {
        return "local";
    }

    @Override
    public String unavailableReason(DatabaseBinding binding) {
        if (binding.localServer().isEmpty()) {
            return binding.displayName() + " cannot run as a local server on this machine";
        }
        return binding.localServer().get().unavailableReason().orElse(null);
    }

    @Override
    public boolean appliesProfiles() {
        return true;
    }

    @Override
    public boolean restartsServers() {
        return true;
    }

    @Override
    public ServerSession start(DatabaseBinding binding, BenchmarkConfig config, ServerOptions options)
            throws Exception {
        LocalServer server = binding.localServer().orElseThrow();
        Path workDir = Files.createTempDirectory(LocalOrphans.PREFIX + binding.id() + "-");
        LocalOrphans.mark(workDir);
        RunningServer running = server.start(workDir, config, options);
        String unsampled = running.pid() <= 0 ? binding.displayName() + " has no server process to sample: all the "
                + "work is in the harness process (Harness CPU)"
                : ProcessTreeSampler.supported() ? null : "this system has no /proc to sample the server's processes";
        // running.pid() is read when each run starts: a cold restart gives the server a new process
        String provider = running.origin().map(o -> name() + " (" + o + ")").orElse(name());
        return new ServerSession(provider, running.endpoint(), unsampled == null
                ? () -> new ProcessTreeSampler(running.processes()) : null, unsampled, running::diskSize, () -> {
                    running.close();
                    deleteIfEmpty(workDir);
                }, running);
    }

    /** Launchers delete their work directory on close; one that started no process leaves only the owner mark. */
    private static void deleteIfEmpty(Path dir) {
        try {
            try (var entries = Files.list(dir)) {
                if (entries.allMatch(e -> e.getFileName().toString().equals(LocalOrphans.OWNER_FILE))) {
                    Files.deleteIfExists(dir.resolve(LocalOrphans.OWNER_FILE));
                }
            }
            Files.deleteIfExists(dir);
        } catch (java.io.IOException e) {
            // gone already, or not empty: the launcher keeps what it left, e.g. logs of a failed start
        }
    }
}
