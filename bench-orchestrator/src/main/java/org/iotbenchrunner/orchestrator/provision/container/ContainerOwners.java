package org.iotbenchrunner.orchestrator.provision.container;

import com.github.dockerjava.api.DockerClient;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;
import java.util.function.Predicate;
import org.iotbenchrunner.core.result.HarnessOwner;

/**
 * Every container the harness starts carries the harness process that owns it; a container whose owner has ended
 * (killed with {@code kill -9}, say, so no shutdown hook ran) is removed with its volumes by the next harness that
 * talks to the same engine.
 */
public final class ContainerOwners {
    public static final String OWNER = "org.iotbenchrunner.owner";
    static final String DATABASE = "org.iotbenchrunner.database";

    /** A container and its labels. */
    record Labelled(String id, Map<String, String> labels) {
        String shortId() {
            return id.substring(0, Math.min(12, id.length()));
        }
    }

    /** What finding and removing the harness's containers needs from an engine. */
    public interface Engine {
        List<Labelled> containers(String label);

        void remove(String id);
    }

    private ContainerOwners() {
    }

    /** The labels of a container or service this harness starts; marks the harness as one that starts them. */
    public static Map<String, String> labels(String database) {
        ContainerMarks.markThisHarness();
        return Map.of(OWNER, HarnessOwner.current().encode(), DATABASE, database);
    }

    /** Removes the containers of ended owners; returns one line for each. */
    public static List<String> reapOrphans(Engine engine) {
        return remove(engine, owner -> owner.ended(), "of an ended harness");
    }

    /** Removes this harness's own containers (it is stopping); returns one line for each. */
    static List<String> removeOwn(Engine engine) {
        HarnessOwner me = HarnessOwner.current();
        return remove(engine, me::equals, "of this harness, which is stopping");
    }

    private static List<String> remove(Engine engine, Predicate<HarnessOwner> whose, String why) {
        List<String> removed = new ArrayList<>();
        for (Labelled c : engine.containers(OWNER)) {
            HarnessOwner owner = HarnessOwner.decode(c.labels().get(OWNER));
            if (owner != null && whose.test(owner)) {
                engine.remove(c.id());
                removed.add("removed the " + c.labels().getOrDefault(DATABASE, "?") + " container " + c.shortId()
                        + " " + why + " (" + owner.describe() + ")");
            }
        }
        return removed;
    }

    /** {@code work} on this machine's engine: the plain API where it reaches it, else Testcontainers' client. */
    public static List<String> onThisEngine(Function<Engine, List<String>> work) {
        Optional<EngineApi> plain = EngineApi.here();
        if (plain.isEmpty()) {
            return work.apply(through(TestcontainersSetup.client()));
        }
        try (EngineApi api = plain.get()) {
            return work.apply(api);
        }
    }

    /** The same through Testcontainers' client (an engine that wants TLS, which only that client speaks here). */
    static Engine through(DockerClient docker) {
        return new Engine() {
            @Override
            public List<Labelled> containers(String label) {
                return docker.listContainersCmd().withShowAll(true).withLabelFilter(List.of(label)).exec().stream()
                        .map(c -> new Labelled(c.getId(), c.getLabels())).toList();
            }

            @Override
            public void remove(String id) {
                docker.removeContainerCmd(id).withForce(true).withRemoveVolumes(true).exec();
            }
        };
    }
}
