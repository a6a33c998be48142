package org.iotbenchrunner.iotdb;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class IotdbConfigLogTest {
    @TempDir
    Path temp;

    @Test
    void theDataNodesLoggedValueReplacesTheFilesWhereItHasTheKey() throws IOException {
        Path log = temp.resolve("datanode.out");
        Files.writeString(log, "2025-01-01 INFO DataNode:123 - IoTDB configuration: \n\trpcAddress=0.0.0.0;"
                + "\n\tcompactionPriority=BALANCE;\n\tenableLastCache=true;\n2025-01-01 INFO next\n");
        assertThat(IotdbConfigLog.over(Map.of("compaction_priority", "FOO", "page_size_in_byte", "65536"),
                List.of("compaction_priority", "page_size_in_byte"), log))
                .as("the DataNode fell back to its default; the TsFile's page size is not in its log")
                .containsEntry("compaction_priority", "BALANCE").containsEntry("page_size_in_byte", "65536");
        assertThat(IotdbConfigLog.over(Map.of("a_b", "1"), List.of("a_b"), temp.resolve("missing")))
                .containsEntry("a_b", "1");
        assertThat(IotdbConfigLog.field("max_number_of_points_in_page")).isEqualTo("maxNumberOfPointsInPage");
    }
}
