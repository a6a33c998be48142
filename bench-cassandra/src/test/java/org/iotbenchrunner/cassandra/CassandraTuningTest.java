package org.iotbenchrunner.cassandra;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Map;
import org.iotbenchrunner.core.spi.ServerResources;
import org.junit.jupiter.api.Test;

class CassandraTuningTest {
    private static final long GIB = ServerResources.GIB;

    @Test
    void theDefaultProfileSizesOnlyTheHeapBetweenOneAndTwoGib() {
        assertThat(CassandraTuning.defaults(new ServerResources(4 * GIB, 2))).containsExactly(
                Map.entry(CassandraTuning.HEAP, "1024MiB"));
        assertThat(CassandraTuning.defaults(new ServerResources(64 * GIB, 8))).containsEntry(CassandraTuning.HEAP,
                "2048MiB");
    }

    @Test
    void theTunedProfileScalesWithMemoryAndCores() {
        Map<String, String> tuned = CassandraTuning.tuned(new ServerResources(16 * GIB, 4));
        assertThat(tuned).containsEntry(CassandraTuning.HEAP, "4096MiB")
                .containsEntry("concurrent_writes", "32")
                .containsEntry("memtable_allocation_type", "offheap_objects")
                .containsEntry("memtable_offheap_space", "2048MiB")
                .containsEntry("concurrent_compactors", "4");
        assertThat(CassandraTuning.heap(tuned)).isEqualTo("4096M");
        assertThat(CassandraTuning.yamlSettings(tuned)).doesNotContainKey(CassandraTuning.HEAP);
    }

    @Test
    void theStudyProfileRaisesEveryServerTimeoutAHundredTimes() {
        Map<String, String> study = CassandraTuning.profile("study-timeouts", new ServerResources(8 * GIB, 2));
        assertThat(study).containsEntry("read_request_timeout", "500000ms")
                .containsEntry("range_request_timeout", "1000000ms")
                .containsEntry("write_request_timeout", "200000ms")
                .containsEntry("counter_write_request_timeout", "500000ms")
                .containsEntry("cas_contention_timeout", "100000ms")
                .containsEntry("truncate_request_timeout", "6000000ms")
                .containsEntry("request_timeout", "1000000ms")
                .containsKey(CassandraTuning.HEAP);
        assertThatThrownBy(() -> CassandraTuning.profile("fast", new ServerResources(GIB, 1)))
                .hasMessage("Cassandra profile=fast is not known: default, tuned or study-timeouts");
    }
}
