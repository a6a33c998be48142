package org.iotbenchrunner.orchestrator.shard.swarm;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.iotbenchrunner.core.result.HarnessOwner;
import org.junit.jupiter.api.Test;

/** Which labelled swarm services are removed, on a made-up swarm: nothing here talks to Docker. */
class SwarmOrphansTest {
    private static final HarnessOwner ENDED = new HarnessOwner(Long.MAX_VALUE - 1, 1, HarnessOwner.current().host());
    private static final HarnessOwner ELSEWHERE = new HarnessOwner(1, 1, "another-host");

    @Test
    void onlyTheServicesOfEndedHarnessesOnThisHostAreRemoved() {
        List<String> removed = new ArrayList<>();
        SwarmOrphans.Services swarm = new SwarmOrphans.Services() {
            @Override
            public List<SwarmOrphans.Labelled> labelled() {
                return List.of(SwarmOrphans.Labelled.parse("s-ended\t" + ENDED.encode()),
                        SwarmOrphans.Labelled.parse("s-mine\t" + HarnessOwner.current().encode()),
                        SwarmOrphans.Labelled.parse("s-elsewhere\t" + ELSEWHERE.encode()),
                        SwarmOrphans.Labelled.parse("s-garbled\tnot an owner"));
            }

            @Override
            public void remove(String name) {
                removed.add(name);
            }
        };

        List<String> said = SwarmOrphans.reap(swarm);

        assertThat(removed).containsExactly("s-ended");
        assertThat(said).singleElement().asString().startsWith("removed the swarm service s-ended of an ended "
                + "harness (pid " + ENDED.pid());
    }
}
