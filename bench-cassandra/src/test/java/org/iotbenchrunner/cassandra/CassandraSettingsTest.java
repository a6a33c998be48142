package org.iotbenchrunner.cassandra;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Map;
import org.iotbenchrunner.core.config.ServerProfile;
import org.iotbenchrunner.core.spi.ServerOptions;
import org.iotbenchrunner.core.spi.ServerResources;
import org.junit.jupiter.api.Test;

class CassandraSettingsTest {
    private static final ServerResources RESOURCES = new ServerResources(8 * ServerResources.GIB, 2);

    @Test
    void serverSetsGoOverTheProfileIncludingTheHeap() {
        ServerOptions options = new ServerOptions(ServerProfile.TUNED, RESOURCES).withServerSets(Map.of(
                "concurrent_writes", "3", "heap", "1536MiB"));
        assertThat(CassandraSettings.applied(options, RESOURCES)).containsEntry("concurrent_writes", "3")
                .containsEntry("heap", "1536MiB").containsEntry("compaction_throughput", "256MiB/s");
        assertThat(CassandraSettings.applied(ServerOptions.defaults().withServerSets(Map.of("commitlog_sync",
                "batch")), RESOURCES)).containsOnlyKeys("heap", "commitlog_sync");
    }

    @Test
    void theHeapIsTheJvmsLastMaximum() {
        assertThat(CassandraSettings.heap(new String[] {"-Xms1024M", "-Xmx1024M", "-ea"})).hasValue("1024MiB");
        assertThat(CassandraSettings.heap(new String[] {"-Xmx1g"})).hasValue("1g");
        assertThat(CassandraSettings.heap(new String[] {"-cp", "x"})).isEmpty();
    }
}
