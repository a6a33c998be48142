package org.iotbenchrunner.orchestrator.provision.container;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.iotbenchrunner.core.result.HarnessOwner;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ContainerMarksTest {
    @TempDir
    Path dir;

    @Test
    void theMarksOfEndedOrUnreadableHarnessesAreFoundAndClearedAndALiveOnesKept() throws Exception {
        HarnessOwner me = HarnessOwner.current();
        Path live = Files.writeString(dir.resolve("live"), me.encode());
        Path ended = Files.writeString(dir.resolve("ended"),
                new HarnessOwner(me.pid(), me.startedMillis() - 60_000, me.host()).encode());
        Path garbled = Files.writeString(dir.resolve("garbled"), "not an owner");

        List<Path> found = ContainerMarks.endedIn(dir);
        assertThat(found).containsExactlyInAnyOrder(ended, garbled);

        ContainerMarks.clear(found);
        assertThat(dir).isDirectoryNotContaining(p -> !p.equals(live));
        assertThat(ContainerMarks.endedIn(dir)).isEmpty();
        assertThat(ContainerMarks.endedIn(dir.resolve("none"))).isEmpty();
    }
}
