package org.iotbenchrunner.orchestrator.provision;

import java.io.PrintStream;
import java.util.HashMap;
import java.util.Map;
import java.util.function.Predicate;
import java.util.function.Supplier;
import org.iotbenchrunner.core.config.BenchmarkConfig;
import org.iotbenchrunner.core.result.StorageDevice;
import org.iotbenchrunner.core.spi.DatabaseBinding;
import org.iotbenchrunner.core.spi.ServerOptions;

/**
 * {@code --provider auto}: a container for each database whose image can be had (in the engine, pulled or built
 * here) when a Docker engine answers, else a local server. Docker is asked once, only when a database with an image
 * comes up (after every input was validated), and the answer is said in one line, as is each database that runs
 * locally for want of its image; a server started locally in place of a container records why.
 */
public final class AutoProvider implements Provider {
    private final PrintStream out;
    private final Supplier<String> dockerMissing;
    private final Predicate<DatabaseBinding> hasImage;
    private final Provider docker;
    private final Provider local;
    private boolean dockerChecked;
    private String whyNotDocker;
    private final Map<String, String> whyNotItsImage = new HashMap<>();
    private Provider last;

    public AutoProvider(PrintStream out, Supplier<String> dockerMissing, Predicate<DatabaseBinding> hasImage,
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
        String whyNotContainer = whyNotContainer(binding);
        return reason == null || whyNotContainer == null ? reason : whyNotContainer + "; and locally: " + reason;
    }

    @Override
    public ServerSession start(DatabaseBinding binding, BenchmarkConfig config, ServerOptions options)
            throws Exception {
        return recorded(binding, chosenFor(binding).start(binding, config, options));
    }

    /** A local server in place of a container says why in the result's provider. */
    private ServerSession recorded(DatabaseBinding binding, ServerSession session) {
        String whyNotContainer = whyNotContainer(binding);
        return whyNotContainer == null ? session
                : session.withProvider(session.provider() + " (auto: " + whyNotContainer + ")");
    }

    /** Why a database with an image runs locally (null: it runs in a container, or has no image). */
    private synchronized String whyNotContainer(DatabaseBinding binding) {
        if (!hasImage.test(binding) || last == docker) {
            return null;
        }
        return whyNotDocker != null ? whyNotDocker : whyNotItsImage.get(binding.id());
    }

    /** Only a database with an image may go into a container; which one it does is not asked of Docker here. */
    @Override
    public boolean startsContainers(DatabaseBinding binding) {
        return hasImage.test(binding);
    }

    /** The storage of the provider of the database asked about last. */
    @Override
    public synchronized StorageDevice storage() {
        return last == null ? null : last.storage();
    }

    /** Asks Docker only when the two providers differ: asking costs a process that starts no container. */
    @Override
    public boolean appliesProfiles() {
        return docker.appliesProfiles() == local.appliesProfiles() ? local.appliesProfiles()
                : (dockerAnswers() ? docker : local).appliesProfiles();
    }

    @Override
    public boolean restartsServers() {
        return docker.restartsServers() == local.restartsServers() ? local.restartsServers()
                : (dockerAnswers() ? docker : local).restartsServers();
    }

    private synchronized Provider chosenFor(DatabaseBinding binding) {
        last = hasImage.test(binding) && dockerAnswers() && imageCanBeHad(binding) ? docker : local;
        return last;
    }

    private boolean imageCanBeHad(DatabaseBinding binding) {
        if (!whyNotItsImage.containsKey(binding.id())) {
            String reason = docker.unavailableReason(binding);
            whyNotItsImage.put(binding.id(), reason);
            if (reason != null) {
                out.println("Provider for " + binding.displayName() + ": a local server, " + reason);
            }
        }
        return whyNotItsImage.get(binding.id()) == null;
    }

    private synchronized boolean dockerAnswers() {
        if (!dockerChecked) {
            whyNotDocker = dockerMissing.get();
            dockerChecked = true;
            out.println("Provider: " + (whyNotDocker == null ? "docker for each database with an image, a Docker engine answers"
                    : "local servers, " + whyNotDocker));
        }
        return whyNotDocker == null;
    }
}
