package org.iotbenchrunner.orchestrator;

import com.github.dockerjava.api.DockerClient;
import com.github.dockerjava.api.model.Container;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.iotbenchrunner.core.result.HarnessOwner;

/**
 * Every container the harness starts carries the harness process that owns it; a container whose owner has ended
 * (killed with {@code kill -9}, say, so no shutdown hook ran) is removed with its volumes by the next harness that
 * talks to the same engine.
 */
final class ContainerOwners {
    static final String OWNER = "org.iotbenchrunner.owner";
    static final String DATABASE = "org.iotbenchrunner.database";

    private ContainerOwners() {
    }

    static Map<String, String> labels(String database) {
        return Map.of(OWNER, HarnessOwner.current().encode(), DATABASE, database);
    }

    /** Removes the containers of ended owners; returns one line for each. */
    static List<String> reapOrphans(DockerClient docker) {
        List<String> reaped = new ArrayList<>();
        for (Container c : docker.listContainersCmd().withShowAll(true).withLabelFilter(List.of(OWNER)).exec()) {
            HarnessOwner owner = HarnessOwner.decode(c.getLabels().get(OWNER));
            if (owner != null && owner.ended()) {
                docker.removeContainerCmd(c.getId()).withForce(true).withRemoveVolumes(true).exec();
                reaped.add("removed the " + c.getLabels().getOrDefault(DATABASE, "?") + " container "
                        + c.getId().substring(0, 12) + " of an ended harness (" + owner.describe() + ")");
            }
        }
        return reaped;
    }
}
