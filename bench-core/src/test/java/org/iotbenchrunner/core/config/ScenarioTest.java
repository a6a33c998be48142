package org.iotbenchrunner.core.config;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.EnumSet;
import java.util.Set;
import org.junit.jupiter.api.Test;

class ScenarioTest {
    private static final Set<OperationType> ALL_BUT_GROUP_BY_DESC =
            EnumSet.complementOf(EnumSet.of(OperationType.GROUP_BY_DESC));

    private BenchmarkConfig config(Scenario s) {
        return new ConfigLayers().scale(Scale.SMALL).scenario(s, ALL_BUT_GROUP_BY_DESC).build();
    }

    @Test
    void writeScenariosStartCleanAndDifferOnlyInTheirOwnKeys() {
        assertThat(config(Scenario.WRITE).activeOperations()).containsExactly(OperationType.INGESTION);
        assertThat(config(Scenario.WRITE).getBoolean(ConfigKey.IS_DELETE_DATA)).isTrue();
        assertThat(config(Scenario.BATCH_SMALL).batchSize()).isEqualTo(1);
        assertThat(config(Scenario.BATCH_LARGE).batchSize()).isEqualTo(1000);
        BenchmarkConfig ooo = config(Scenario.OUT_OF_ORDER);
        assertThat(ooo.getBoolean(ConfigKey.IS_OUT_OF_ORDER)).isTrue();
        assertThat(ooo.getDouble(ConfigKey.OUT_OF_ORDER_RATIO)).isEqualTo(0.2);
        assertThat(ooo.getString(ConfigKey.OUT_OF_ORDER_MODE)).isEqualTo("POISSON");
    }

    @Test
    void readScenariosQueryTheBaselineWithTheirOperations() {
        assertThat(config(Scenario.LATEST_POINT).activeOperations()).containsExactly(OperationType.LATEST_POINT);
        assertThat(config(Scenario.DOWNSAMPLE).activeOperations()).containsExactly(OperationType.GROUP_BY);
        assertThat(config(Scenario.RANGE_QUERY).activeOperations()).containsExactly(OperationType.TIME_RANGE);
        assertThat(config(Scenario.VALUE_FILTER).activeOperations()).containsExactly(OperationType.VALUE_RANGE,
                OperationType.AGG_VALUE, OperationType.AGG_RANGE_VALUE);
        BenchmarkConfig read = config(Scenario.READ);
        assertThat(read.activeOperations()).as("the seed's ten, whatever else the database supports")
                .containsExactly(OperationType.PRECISE_POINT, OperationType.TIME_RANGE, OperationType.VALUE_RANGE,
                        OperationType.AGG_RANGE, OperationType.AGG_VALUE, OperationType.AGG_RANGE_VALUE,
                        OperationType.GROUP_BY, OperationType.LATEST_POINT, OperationType.RANGE_QUERY_DESC,
                        OperationType.VALUE_RANGE_QUERY_DESC);
        assertThat(read.getBoolean(ConfigKey.IS_DELETE_DATA)).isFalse();
        assertThat(read.getBoolean(ConfigKey.CREATE_SCHEMA)).isFalse();
        assertThat(config(Scenario.READ_SUPPORTED).activeOperations()).hasSize(11).doesNotContain(
                OperationType.INGESTION, OperationType.GROUP_BY_DESC);
        assertThat(Scenario.READ.ranked()).isTrue();
        assertThat(Scenario.READ_SUPPORTED.ranked()).isFalse();
    }

    @Test
    void allRunsWritesFirstWithTheBaselineWriteLast() {
        assertThat(Scenario.parseList("all")).hasSize(9);
        assertThat(Scenario.parseList("all").subList(0, 4)).allMatch(Scenario::isWrite).endsWith(Scenario.WRITE);
        assertThat(Scenario.parseList("value-filter,write")).containsExactly(Scenario.WRITE, Scenario.VALUE_FILTER);
        assertThat(Scenario.parseList("all")).doesNotContain(Scenario.READ_SUPPORTED);
        assertThat(Scenario.parseList("latest-point,read-supported,read")).containsExactly(Scenario.READ,
                Scenario.READ_SUPPORTED, Scenario.LATEST_POINT);
        assertThatThrownBy(() -> Scenario.parseList("write,fast")).hasMessageStartingWith("--test must be one of all,");
    }

    @Test
    void aScenarioNeedingAnUnsupportedOperationIsRejected() {
        assertThatThrownBy(() -> Scenario.DOWNSAMPLE.overrides(EnumSet.of(OperationType.INGESTION)))
                .hasMessageContaining("downsample needs [GROUP_BY]");
    }
}
