package org.iotbenchrunner.victoriametrics;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.iotbenchrunner.core.testing.DeviceFixtures.G0_D0;
import static org.iotbenchrunner.core.testing.DeviceFixtures.G0_D1;
import static org.iotbenchrunner.core.testing.DeviceFixtures.START;
import static org.iotbenchrunner.core.testing.DeviceFixtures.sensors;

import java.util.List;
import java.util.Map;
import org.iotbenchrunner.core.query.Query;
import org.iotbenchrunner.core.workload.DeviceSchema;
import org.iotbenchrunner.core.workload.Sensor;
import org.iotbenchrunner.core.workload.SensorType;
import org.junit.jupiter.api.Test;

class VmQueriesTest {
    private static final long NOW = 1795379818000L;
    private static final String ONE = "{__name__=~\"g_0_(s_1|s_3)\",db=\"test\",device=\"d_0\"}";
    private static final String TWO = "{__name__=~\"g_0_(s_1|s_3)\",db=\"test\",device=~\"d_0|d_1\"}";
    private final VmQueries queries = new VmQueries("test", () -> NOW);

    private static List<Sensor> s13() {
        return sensors(1, 3);
    }

    private static Map<String, String> params(VmRequest r) {
        java.util.Map<String, String> m = new java.util.LinkedHashMap<>();
        r.params().forEach(e -> m.put(e.getKey(), e.getValue()));
        return m;
    }

    @Test
    void precisePointExportsTheOneMillisecond() {
        VmRequest r = new Query.PreciseQuery(List.of(G0_D0), s13(), START + 5000).accept(queries);
        assertThat(r.path()).isEqualTo("/api/v1/export");
        assertThat(r.shape()).isEqualTo(VmRequest.Shape.EXPORT_ROWS);
        assertThat(params(r)).containsExactly(Map.entry("match[]", ONE), Map.entry("start", "1640966405.0005"),
                Map.entry("end", "1640966405.0005"));
    }

    @Test
    void timeRangeExportsBothBoundsInclusive() {
        VmRequest r = new Query.RangeQuery(List.of(G0_D0, G0_D1), s13(), START, START + 250000, false).accept(queries);
        assertThat(params(r)).containsExactly(Map.entry("match[]", TWO), Map.entry("start", "1640966400.0005"),
                Map.entry("end", "1640966650.0005"));
        assertThat(new Query.RangeQuery(List.of(G0_D0), s13(), START + 1, START, false).accept(queries))
                .isSameAs(VmRequest.NONE);
    }

    @Test
    void aggRangeIsARollupOverTheInclusiveWindowAtItsEnd() {
        VmRequest r = new Query.AggRangeQuery(List.of(G0_D0, G0_D1), s13(), START, START + 250000, "avg")
                .accept(queries);
        assertThat(r.path()).isEqualTo("/api/v1/query");
        assertThat(r.shape()).isEqualTo(VmRequest.Shape.PER_DEVICE);
        assertThat(params(r)).containsExactly(
                Map.entry("query", "avg_over_time(" + TWO + "[250001ms]) keep_metric_names"),
                Map.entry("time", "1640966650.0005"), Map.entry("nocache", "1"));
        assertThat(new Query.AggRangeQuery(List.of(G0_D0), s13(), START, START, "max_value").accept(queries)
                .param("query")).isEqualTo("max_over_time(" + ONE + "[1ms]) keep_metric_names");
    }

    @Test
    void groupByEvaluatesAtBucketStartsLookingForward() {
        VmRequest r = new Query.GroupByQuery(List.of(G0_D0), s13(), START, START + 40000, "count", 20000, false)
                .accept(queries);
        assertThat(r.path()).isEqualTo("/api/v1/query_range");
        assertThat(r.shape()).isEqualTo(VmRequest.Shape.BUCKETS);
        assertThat(params(r)).containsExactly(
                Map.entry("query", "sum by (sensor) (label_copy(count_over_time(" + ONE
                        + "[20000ms] offset -19999ms) keep_metric_names, \"__name__\", \"sensor\"))"),
                Map.entry("start", "1640966400.0005"), Map.entry("end", "1640966420.0005"),
                Map.entry("step", "20000ms"), Map.entry("nocache", "1"));
    }

    @Test
    void groupByComputesACutLastBucketOverItsOwnWindow() {
        VmRequest r = new Query.GroupByQuery(List.of(G0_D0), s13(), START, START + 50000, "sum", 20000, false)
                .accept(queries);
        String whole = "sum by (sensor) (label_copy(sum_over_time(" + ONE
                + "[20000ms] offset -19999ms) keep_metric_names, \"__name__\", \"sensor\"))";
        String cut = "sum by (sensor) (label_copy(sum_over_time(" + ONE
                + "[10000ms] @ 1640966449.9995) keep_metric_names, \"__name__\", \"sensor\"))";
        assertThat(r.param("query")).isEqualTo("(" + whole + " unless on () (time() > 1640966439.9995)) or (" + cut
                + " and on () (time() > 1640966439.9995))");
        assertThat(r.param("end")).isEqualTo("1640966440.0005");
        // a single, cut bucket
        VmRequest one = new Query.GroupByQuery(List.of(G0_D0), s13(), START, START + 5000, "sum", 20000, false)
                .accept(queries);
        assertThat(one.param("query")).isEqualTo("sum by (sensor) (label_copy(sum_over_time(" + ONE
                + "[5000ms] @ 1640966404.9995) keep_metric_names, \"__name__\", \"sensor\"))");
        assertThat(one.param("start")).isEqualTo(one.param("end")).isEqualTo("1640966400.0005");
    }

    @Test
    void groupByMergesDevicesPerFunction() {
        String window = "[20000ms] offset -19999ms";
        assertThat(VmQueries.bucketExpression(VmFunction.AVG, TWO, window, true)).isEqualTo(
                "sum by (sensor) (label_copy(sum_over_time(" + TWO + window + ") keep_metric_names, \"__name__\", "
                        + "\"sensor\")) / sum by (sensor) (label_copy(count_over_time(" + TWO + window
                        + ") keep_metric_names, \"__name__\", \"sensor\"))");
        assertThat(VmQueries.bucketExpression(VmFunction.AVG, ONE, window, false)).isEqualTo(
                "max by (sensor) (label_copy(avg_over_time(" + ONE + window
                        + ") keep_metric_names, \"__name__\", \"sensor\"))");
        assertThat(VmQueries.bucketExpression(VmFunction.MIN, TWO, window, true))
                .startsWith("min by (sensor) (label_copy(min_over_time(");
        String first = VmQueries.bucketExpression(VmFunction.FIRST, TWO, window, true);
        assertThat(first).startsWith("max by (sensor) (label_copy(first_over_time(")
                .contains(" and on (device, sensor) (label_copy(tfirst_over_time(")
                .contains(" == on (sensor) group_left min by (sensor) (label_copy(tfirst_over_time(");
        assertThat(VmQueries.bucketExpression(VmFunction.LAST, TWO, window, true))
                .contains("== on (sensor) group_left max by (sensor) (label_copy(tlast_over_time(");
    }

    @Test
    void latestPointIsTheNewestDevicesLastValuesAtItsNewestTime() {
        VmRequest r = new Query.LatestPointQuery(List.of(G0_D0, G0_D1), s13()).accept(queries);
        long at = NOW + VmQueries.LATEST_AHEAD_MS;
        String s = TWO + "[" + (at - VmQueries.LATEST_FROM_MS) + "ms]";
        String times = "tlast_over_time(" + s + ") keep_metric_names";
        assertThat(r.shape()).isEqualTo(VmRequest.Shape.NEWEST_ROW);
        assertThat(params(r)).containsExactly(Map.entry("query", "union(label_copy(last_over_time(" + s
                + ") keep_metric_names, \"__name__\", \"sensor\") and on (device, sensor) (label_copy(" + times
                + ", \"__name__\", \"sensor\") == on (device) group_left topk(1, max by (device) (" + times
                + "))), label_set(max(" + times + "), \"vm_field\", \"time\"))"),
                Map.entry("time", VmTime.seconds(at)), Map.entry("nocache", "1"));
    }

    @Test
    void namesAreQuotedForRegularExpressionsAndLiterals() {
        DeviceSchema odd = new DeviceSchema(0, "d.\"0", "g+0", 0, List.of(new Sensor(0, "s(0)", SensorType.INT32)));
        assertThat(new VmQueries("te\"st").selector(List.of(odd), odd.sensors()))
                .isEqualTo("{__name__=~\"g\\\\+0_s\\\\(0\\\\)\",db=\"te\\\"st\",device=\"d.\\\"0\"}");
    }

    @Test
    void typesThatCannotBeExactFail() {
        assertThatThrownBy(() -> new Query.ValueRangeQuery(List.of(G0_D0), s13(), START, START + 1, -5, false)
                .accept(queries)).isInstanceOf(UnsupportedOperationException.class).hasMessageContaining("VALUE_RANGE");
        assertThatThrownBy(() -> new Query.RangeQuery(List.of(G0_D0), s13(), START, START + 1, true).accept(queries))
                .isInstanceOf(UnsupportedOperationException.class).hasMessageContaining("RANGE_QUERY_DESC");
        assertThatThrownBy(() -> new Query.AggValueQuery(List.of(G0_D0), s13(), "count", -5).accept(queries))
                .isInstanceOf(UnsupportedOperationException.class);
        assertThatThrownBy(() -> new Query.GroupByQuery(List.of(G0_D0), s13(), START, START + 1, "count", 1, true)
                .accept(queries)).isInstanceOf(UnsupportedOperationException.class);
    }
}
