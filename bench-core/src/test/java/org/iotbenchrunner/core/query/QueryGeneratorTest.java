package org.iotbenchrunner.core.query;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import org.iotbenchrunner.core.config.BenchmarkConfig;
import org.iotbenchrunner.core.config.ConfigLayers;
import org.iotbenchrunner.core.config.OperationType;
import org.iotbenchrunner.core.config.Scale;
import org.iotbenchrunner.core.workload.DataGenerator;
import org.iotbenchrunner.core.workload.WorkloadSchema;
import org.junit.jupiter.api.Test;

class QueryGeneratorTest {
    private final BenchmarkConfig config = new ConfigLayers().scale(Scale.SMALL)
            .assignment("OPERATION_PROPORTION=0:1:1:1:1:1:1:1:1:1:1:0:1").assignment("QUERY_SENSOR_NUM=2")
            .assignment("GROUP_NUMBER=2").assignment("QUERY_DEVICE_NUM=2").build();
    private final WorkloadSchema schema = new WorkloadSchema(config);

    @Test
    void sameSeedSameQueries() {
        assertThat(sequence(3)).isEqualTo(sequence(3));
        assertThat(sequence(3)).isNotEqualTo(sequence(4));
    }

    private List<Query> sequence(int client) {
        QueryGenerator g = new QueryGenerator(config, schema, client);
        List<Query> out = new ArrayList<>();
        for (OperationType op : config.activeOperations()) {
            out.add(g.next(op));
            out.add(g.next(op));
        }
        return out;
    }

    @Test
    void windowsAdvanceOneStepPerQueryAndDescSharesTheCounter() {
        QueryGenerator g = new QueryGenerator(config, schema, 0);
        Query.RangeQuery first = (Query.RangeQuery) g.next(OperationType.TIME_RANGE);
        Query.RangeQuery second = (Query.RangeQuery) g.next(OperationType.RANGE_QUERY_DESC);
        assertThat(first.start()).isEqualTo(config.startTime());
        assertThat(first.end()).isEqualTo(config.startTime() + 250000);
        assertThat(second.start()).isEqualTo(config.startTime() + 5000);
        assertThat(second.descending()).isTrue();
        assertThat(second.type()).isEqualTo(OperationType.RANGE_QUERY_DESC);
    }

    @Test
    void devicesOfOneQueryShareAGroupAndValueFiltersUseNumericSensors() {
        QueryGenerator g = new QueryGenerator(config, schema, 1);
        for (int i = 0; i < 50; i++) {
            Query q = g.next(OperationType.VALUE_RANGE);
            assertThat(q.devices()).hasSize(2).extracting(d -> d.group()).containsOnly(q.devices().get(0).group());
            assertThat(q.devices().get(0)).isNotEqualTo(q.devices().get(1));
            assertThat(q.sensors()).hasSize(2).allMatch(s -> s.type().isNumeric());
        }
    }

    @Test
    void tooManySensorsForValueFiltersIsABadConfig() {
        BenchmarkConfig bad = new ConfigLayers().scale(Scale.SMALL).assignment("OPERATION_PROPORTION=0:0:0:1")
                .assignment("QUERY_SENSOR_NUM=8").build();
        assertThatThrownBy(() -> new QueryGenerator(bad, new WorkloadSchema(bad), 0))
                .hasMessage("QUERY_SENSOR_NUM must be <= the number of numeric sensors (7) for value-filter "
                        + "queries (got 8)");
    }

    @Test
    void expectedAnswersCountRowsInTheWindow() {
        DataGenerator data = new DataGenerator(config, schema);
        ExpectedAnswers expected = new ExpectedAnswers(data, 1000);
        var d = List.of(schema.device(0));
        var s = schema.sensors().subList(1, 3);
        long start = config.startTime();
        assertThat(expected.points(new Query.RangeQuery(d, s, start, start + 250000, false))).isEqualTo(50 * 2);
        assertThat(expected.points(new Query.RangeQuery(d, s, start + 5000, start + 255000, false)))
                .isEqualTo(51 * 2);
        assertThat(expected.points(new Query.PreciseQuery(d, s, start))).isZero();
        assertThat(expected.points(new Query.PreciseQuery(d, s, start + 5000))).isEqualTo(2);
        assertThat(expected.points(new Query.GroupByQuery(d, s, start, start + 250000, "count", 20000, false)))
                .isEqualTo(13 * 2);
        assertThat(expected.points(new Query.LatestPointQuery(d, s))).isEqualTo(2);
        assertThat(expected.points(new Query.AggRangeQuery(d, s, start, start + 250000, "count"))).isEqualTo(2);
        assertThat(expected.points(new Query.RangeQuery(d, s, start + 5000L * 1000, start + 5000L * 2000, false)))
                .as("only row 1000 of 1000 written rows is in the window").isEqualTo(2);
    }
}
