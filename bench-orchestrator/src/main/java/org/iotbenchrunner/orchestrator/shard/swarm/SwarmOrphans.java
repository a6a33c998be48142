package org.iotbenchrunner.orchestrator.shard.swarm;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.iotbenchrunner.core.result.HarnessOwner;
import org.iotbenchrunner.orchestrator.provision.container.ContainerOwners;

/**
 * Shard jobs a killed harness left in the swarm: every service labelled with an owner that has ended is removed by
 * the next run on a manager of the same swarm (the engine then removes its task containers).
 */
public final class SwarmOrphans {
    private static final Duration REQUEST = Duration.ofSeconds(30);

    /** A labelled service: its name and its owner label's text. */
    record Labelled(String name, String owner) {
        static Labelled parse(String line) {
            String[] f = line.split("\t", 2);
            return new Labelled(f[0].trim(), f.length > 1 ? f[1].trim() : "");
        }
    }

    /** What reaping needs from a swarm manager. */
    interface Services {
        List<Labelled> labelled();

        void remove(String name);
    }

    private SwarmOrphans() {
    }

    /** Reaps on this machine's engine when it is a swarm manager; one line per service removed. */
    public static List<String> reapHere() {
        if (!DockerCli.onPath()) {
            return List.of();
        }
        DockerCli docker = new DockerCli();
        if (SwarmState.read(docker).unavailableReason().isPresent()) {
            return List.of();
        }
        return reap(through(docker));
    }

    static List<String> reap(Services services) {
        List<String> removed = new ArrayList<>();
        for (Labelled s : services.labelled()) {
            HarnessOwner owner = HarnessOwner.decode(s.owner());
            if (owner != null && owner.ended()) {
                services.remove(s.name());
                removed.add("removed the swarm service " + s.name() + " of an ended harness (" + owner.describe()
                        + ")");
            }
        }
        return removed;
    }

    static Services through(DockerCli docker) {
        return new Services() {
            @Override
            public List<Labelled> labelled() {
                List<String> ids = docker.run("listing the swarm's services of the harness", REQUEST, List.of(
                        "service", "ls", "-q", "--filter", "label=" + ContainerOwners.OWNER)).lines()
                        .filter(l -> !l.isBlank()).toList();
                if (ids.isEmpty()) {
                    return List.of();
                }
                List<String> inspect = new ArrayList<>(List.of("service", "inspect", "--format",
                        "{{.Spec.Name}}\t{{index .Spec.Labels \"" + ContainerOwners.OWNER + "\"}}"));
                inspect.addAll(ids);
                return docker.run("reading the owners of the harness's swarm services", REQUEST, inspect).lines()
                        .filter(l -> !l.isBlank()).map(Labelled::parse).toList();
            }

            @Override
            public void remove(String name) {
                DockerCli.Result r = docker.attempt("removing the swarm service " + name, REQUEST,
                        List.of("service", "rm", name));
                if (!r.ok() && !r.firstError().toLowerCase(Locale.ROOT).contains("not found")) {
                    throw new IllegalStateException("could not remove the swarm service " + name + ": "
                            + r.firstError());
                }
            }
        };
    }
}
