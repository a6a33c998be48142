package org.iotbenchrunner.orchestrator;

import java.io.PrintStream;
import java.util.function.Predicate;
import java.util.function.Supplier;
import org.iotbenchrunner.core.config.BenchmarkConfig;
import org.iotbenchrunner.core.spi.DatabaseBinding;
import org.iotbenchrunner.core.spi.ServerOptions;

/**
 * {@code --provider auto}: a container for each database that has an image when a Docker engine answers, else
 * a local server. Docker is asked once, only when a database with an image comes up (after every input was
 * validated), and the answer is said in one line.
 */
final class AutoProvider implements Provider {
    private final PrintStream out;
    private final Supplier<String> dockerMissing;
    private final Predicate<DatabaseBinding> hasImage;
    private final Provider docker;
    private final Provider local;
    private boolean dockerChecked;
    private String whyNotDocker;
    private Provider last;

    AutoProvider(PrintStream out, Supplier<String> dockerMissing, Predicate<DatabaseBinding> hasImage,
            Provider docker, Provider local) {
        this.out = out;
        this.dockerMissing = dockerMissing;
        this.hasImage = hasImage;
        this.docker = docker;
        this.local = local;
    }

    /** The provider of the database asked about last: the campaign asks before it starts each database. */
    @Override
    public synchronized String name() {
        return last == null ? "auto" : last.name();
    }

    /** Without Docker, why not Docker comes first: together they say why the database cannot run here. */
    @Override
    public String unavailableReason(DatabaseBinding binding) {
        Provider chosen = chosenFor(binding);
        String reason = chosen.unavailableReason(binding);
        boolean fellBack = chosen == local && hasImage.test(binding);
        return reason == null || !fellBack ? reason : whyNotDocker + "; and locally: " + reason;
    }

    @Override
    public ServerSession start(DatabaseBinding binding, BenchmarkConfig config) throws Exception {
        return chosenFor(binding).start(binding, config);
    }

    @Override
    public ServerSession start(DatabaseBinding binding, BenchmarkConfig config, ServerOptions options)
            throws Exception {
        return chosenFor(binding).start(binding, config, options);
    }

    /** Asks Docker now: the answer decides which provider's abilities count. */
    @Override
    public boolean appliesProfiles() {
        return (dockerAnswers() ? docker : local).appliesProfiles();
    }

    @Override
    public boolean restartsServers() {
        return (dockerAnswers() ? docker : local).restartsServers();
    }

    private synchronized Provider chosenFor(DatabaseBinding binding) {
        last = hasImage.test(binding) && dockerAnswers() ? docker : local;
        return last;
    }

    private synchronized boolean dockerAnswers() {
        if (!dockerChecked) {
            whyNotDocker = dockerMissing.get();
            dockerChecked = true;
            out.println("Provider: " + (whyNotDocker == null ? "docker, a Docker engine answers"
                    : "local servers, " + whyNotDocker));
        }
        return whyNotDocker == null;
    }
}
