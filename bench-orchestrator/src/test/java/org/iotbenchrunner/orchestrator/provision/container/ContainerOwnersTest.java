package org.iotbenchrunner.orchestrator.provision.container;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.iotbenchrunner.core.result.HarnessOwner;
import org.junit.jupiter.api.Test;

/** Which labelled containers are removed, on a made-up engine: nothing here talks to Docker. */
class ContainerOwnersTest {
    private static final HarnessOwner ENDED = new HarnessOwner(Long.MAX_VALUE - 1, 1, HarnessOwner.current().host());
    private static final HarnessOwner ELSEWHERE = new HarnessOwner(1, 1, "another-host");

    private static final class FakeEngine implements ContainerOwners.Engine {
        final List<ContainerOwners.Labelled> containers = new ArrayList<>();
        final List<String> removed = new ArrayList<>();

        FakeEngine with(String id, HarnessOwner owner, String database) {
            containers.add(new ContainerOwners.Labelled(id, Map.of(ContainerOwners.OWNER, owner.encode(),
                    ContainerOwners.DATABASE, database)));
            return this;
        }

        @Override
        public List<ContainerOwners.Labelled> containers(String label) {
            assertThat(label).isEqualTo(ContainerOwners.OWNER);
            return containers;
        }

        @Override
        public void remove(String id) {
            removed.add(id);
        }
    }

    private static FakeEngine engine() {
        return new FakeEngine().with("aaaaaaaaaaaaaaaa", ENDED, "timescaledb")
                .with("bbbbbbbbbbbbbbbb", HarnessOwner.current(), "victoriametrics")
                .with("cccccccccccccccc", ELSEWHERE, "iotdb");
    }

    @Test
    void reapingRemovesOnlyTheContainersOfEndedHarnesses() {
        FakeEngine engine = engine();
        List<String> lines = ContainerOwners.reapOrphans(engine);
        assertThat(engine.removed).containsExactly("aaaaaaaaaaaaaaaa");
        assertThat(lines).singleElement().asString()
                .startsWith("removed the timescaledb container aaaaaaaaaaaa of an ended harness (pid ");
    }

    @Test
    void aStoppingHarnessRemovesOnlyItsOwn() {
        FakeEngine engine = engine();
        List<String> lines = ContainerOwners.removeOwn(engine);
        assertThat(engine.removed).containsExactly("bbbbbbbbbbbbbbbb");
        assertThat(lines).singleElement().asString()
                .contains("victoriametrics container bbbbbbbbbbbb of this harness, which is stopping");
    }
}
