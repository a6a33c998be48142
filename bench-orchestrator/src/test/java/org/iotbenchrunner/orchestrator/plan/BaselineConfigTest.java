package org.iotbenchrunner.orchestrator.plan;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import org.iotbenchrunner.core.config.BenchmarkConfig;
import org.iotbenchrunner.core.config.ConfigKey;
import org.iotbenchrunner.core.config.ConfigLayers;
import org.iotbenchrunner.core.config.OperationType;
import org.iotbenchrunner.core.config.Scale;
import org.iotbenchrunner.core.config.Scenario;
import org.iotbenchrunner.core.spi.DatabaseBinding;
import org.iotbenchrunner.core.spi.DatabaseClient;
import org.iotbenchrunner.core.spi.Endpoint;
import org.iotbenchrunner.core.spi.RepeatedTimestamps;
import org.junit.jupiter.api.Test;

/** The study's Qa alone: a read test's query-only mix and query keys never change the baseline write. */
class BaselineConfigTest {
    /** iot-benchmark's Q6, AGG_RANGE_VALUE: the 7th weight, after INGESTION. */
    private static final String QA = "OPERATION_PROPORTION=0:0:0:0:0:0:1:0:0:0:0:0:0";

    private static RunPlan plan(String... assignments) {
        DatabaseRegistry.Selection noop = new DatabaseRegistry().select("noop");
        return new RunPlan(noop, List.of(Scenario.WRITE, Scenario.READ), "tiny", new ConfigLayers().scale(Scale.TINY),
                List.of(assignments), Path.of("unused"), null, false, 0, 1);
    }

    private static Map<String, String> values(RunPlan plan, BenchmarkConfig config) {
        DatabaseBinding binding = plan.databases().get(0);
        return config.recordedValues(binding.ownKeys(), "", 0, null);
    }

    @Test
    void theBaselineEqualsTheWriteTestsWithAndWithoutTheReadTestsQueryKeys() {
        RunPlan plain = plan();
        RunPlan qa = plan(QA, "QUERY_SENSOR_NUM=2", "QUERY_DEVICE_NUM=2", "STEP_SIZE=3");
        DatabaseBinding noop = plain.databases().get(0);
        Map<String, String> write = values(plain, plain.configFor(noop, Scenario.WRITE));

        assertThat(values(plain, plain.baselineConfig(noop))).isEqualTo(write);
        assertThat(values(qa, qa.baselineConfig(noop))).isEqualTo(write);
        assertThat(qa.baselineRowsPerDevice(noop)).isEqualTo(plain.baselineRowsPerDevice(noop));
    }

    @Test
    void aBaselineWrittenOutOfOrderIsVerifiedWhereTheDatabaseSaysWhatItKeeps() {
        RunPlan inOrder = plan("IS_OUT_OF_ORDER=true", "OUT_OF_ORDER_RATIO=0");
        RunPlan shifted = plan("IS_OUT_OF_ORDER=true", "OUT_OF_ORDER_RATIO=0.1");
        RunPlan rotated = plan("IS_OUT_OF_ORDER=true", "OUT_OF_ORDER_MODE=BATCH", "OUT_OF_ORDER_RATIO=0");
        DatabaseBinding noop = inOrder.databases().get(0);
        DatabaseBinding upserting = keeping(noop, RepeatedTimestamps.lastWrite("upserts"));
        assertThat(plan().unverifiableBaseline(noop)).isNull();
        assertThat(inOrder.unverifiableBaseline(noop)).isNull();
        assertThat(shifted.unverifiableBaseline(noop)).contains("OUT_OF_ORDER_RATIO=0.1", "noop stores nothing");
        assertThat(rotated.unverifiableBaseline(noop)).contains("OUT_OF_ORDER_MODE=BATCH");
        assertThat(shifted.unverifiableBaseline(upserting)).isNull();
        assertThat(rotated.unverifiableBaseline(upserting)).isNull();
        assertThat(shifted.baselineShifts(upserting).ratio()).isEqualTo(0.1);
        assertThat(plan().baselineShifts(upserting)).isNull();
    }

    @Test
    void aModelAboveItsMemoryBoundIsNotBuiltAndSaysWhy() {
        RunPlan huge = plan("IS_OUT_OF_ORDER=true", "OUT_OF_ORDER_RATIO=0.5", "DEVICE_NUMBER=1000",
                "LOOP=100000");
        DatabaseBinding upserting = keeping(huge.databases().get(0), RepeatedTimestamps.lastWrite("upserts"));
        assertThat(huge.unverifiableBaseline(upserting)).contains("MB of heap", "256 MB");
    }

    /** {@code binding} declaring that it keeps repeated timestamps as {@code kept} says. */
    private static DatabaseBinding keeping(DatabaseBinding binding, RepeatedTimestamps kept) {
        return new DatabaseBinding() {
            public String id() {
                return binding.id();
            }

            public String displayName() {
                return binding.displayName();
            }

            public Map<String, String> clientInfo(BenchmarkConfig config) {
                return binding.clientInfo(config);
            }

            public DatabaseClient open(Endpoint endpoint, BenchmarkConfig config) throws Exception {
                return binding.open(endpoint, config);
            }

            public RepeatedTimestamps repeatedTimestamps() {
                return kept;
            }
        };
    }

    @Test
    void theReadTestRunsQaAloneAndTheWriteTestStillWrites() {
        RunPlan qa = plan(QA, "QUERY_SENSOR_NUM=2");
        DatabaseBinding noop = qa.databases().get(0);
        BenchmarkConfig read = qa.configFor(noop, Scenario.READ);
        assertThat(nonZero(read)).containsExactly(OperationType.AGG_RANGE_VALUE);
        assertThat(read.getString(ConfigKey.QUERY_SENSOR_NUM)).isEqualTo("2");
        assertThat(nonZero(qa.configFor(noop, Scenario.WRITE))).containsExactly(OperationType.INGESTION);
    }

    @Test
    void aMixWithWritesStillShapesTheWriteTestButNeverTheBaseline() {
        RunPlan mixed = plan("OPERATION_PROPORTION=1:0:0:0:0:0:1:0:0:0:0:0:0");
        DatabaseBinding noop = mixed.databases().get(0);
        assertThat(nonZero(mixed.configFor(noop, Scenario.WRITE)))
                .containsExactly(OperationType.INGESTION, OperationType.AGG_RANGE_VALUE);
        assertThat(nonZero(mixed.baselineConfig(noop))).containsExactly(OperationType.INGESTION);
    }

    private static List<OperationType> nonZero(BenchmarkConfig config) {
        List<Double> weights = Arrays.stream(config.getString(ConfigKey.OPERATION_PROPORTION).split(":"))
                .map(Double::parseDouble).toList();
        return Arrays.stream(OperationType.values()).filter(op -> weights.get(op.ordinal()) > 0).toList();
    }
}
