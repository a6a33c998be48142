package org.iotbenchrunner.orchestrator.shard;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.datatype.jsr310.JavaTimeModule;
import java.util.List;
import java.util.Map;
import org.iotbenchrunner.core.engine.RunOptions;
import org.iotbenchrunner.core.spi.Spread;
import org.iotbenchrunner.core.workload.OutOfOrder;
import org.junit.jupiter.api.Test;

/** What a shard is sent, through JSON as {@link ShardConnection} sends it. */
class ShardJobTest {
    private static final ObjectMapper MAPPER = new ObjectMapper().registerModule(new JavaTimeModule())
            .configure(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES, false);

    @Test
    void theShiftsOfAnOutOfOrderBaselineReachTheShards() throws Exception {
        RunOptions options = RunOptions.DEFAULT.verifying(200, new OutOfOrder("BATCH", 0.5, 2200, 170000, 666, 20));
        ShardMessage sent = ShardMessage.job(new ShardJob(1, 2, "iotdb", List.of(), Spread.values()[0],
                Map.of("LOOP", "20"), options));
        ShardMessage received = MAPPER.readValue(MAPPER.writeValueAsString(sent), ShardMessage.class);
        assertThat(received.job().options()).isEqualTo(options);
        assertThat(received.job().options().baselineShifts().batchMode()).isTrue();
    }
}
