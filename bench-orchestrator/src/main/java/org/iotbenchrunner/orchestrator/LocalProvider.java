package org.iotbenchrunner.orchestrator;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.OptionalLong;
import org.iotbenchrunner.core.config.BenchmarkConfig;
import org.iotbenchrunner.core.spi.DatabaseBinding;
import org.iotbenchrunner.core.spi.LocalServer;
import org.iotbenchrunner.core.spi.RunningServer;

/** Starts a private server from binaries installed on this machine, in a temporary directory. */
final class LocalProvider implements Provider {
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
    public ServerSession start(DatabaseBinding binding, BenchmarkConfig config) throws Exception {
        LocalServer server = binding.localServer().orElseThrow();
        Path workDir = Files.createTempDirectory("iot-benchrunner-" + binding.id() + "-");
        RunningServer running = server.start(workDir, config);
        return new ServerSession(name(), running.endpoint(), OptionalLong.of(running.pid()), running);
    }
}
