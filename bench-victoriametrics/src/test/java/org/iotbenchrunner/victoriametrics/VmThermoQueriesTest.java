package org.iotbenchrunner.victoriametrics;

import static org.assertj.core.api.Assertions.assertThat;

import org.iotbenchrunner.core.usecase.query.UseCaseQuery;
import org.iotbenchrunner.core.usecase.query.UseCaseQueryType;
import org.junit.jupiter.api.Test;

/** The thermo requests' text (no server here: VictoriaMetricsUseCaseQueryIT checks their answers on a real one). */
class VmThermoQueriesTest {
    private static final long NOW = 1_700_000_000_000L;
    /** NOW + 2 days (with the half millisecond every time has), and the window from 1970-01-01T01:00Z to it. */
    private static final String AT = "1700172800.0005";
    private static final String WINDOW = "[1700169200000ms]";
    private static final String THREE_GROUPS = "{__name__=\"devices_temperature\",db=\"test\",devgroup=~\"0|1|2\"}";
    private final VmUseCaseQueries queries = new VmUseCaseQueries("test", () -> NOW);

    @Test
    void q1ExportsBothFieldsOfItsGroup() {
        VmRequest request = request(UseCaseQueryType.THERMO_READ_GROUP, 7);
        assertThat(request.path()).isEqualTo("/api/v1/export");
        assertThat(request.param("match[]")).isEqualTo(
                "{__name__=~\"devices_(temperature|humidity)\",db=\"test\",devgroup=\"7\"}");
        assertThat(request.param("start")).as("every sample").isNull();
    }

    /** devgroup < 3 is the exact alternation of the groups 0, 1 and 2; one window holds every sample. */
    @Test
    void q2IsOneRollupOverEverySampleOfTheGroupsBelowN() {
        assertThat(query(UseCaseQueryType.THERMO_COUNT, 3)).isEqualTo("sum(count_over_time(" + THREE_GROUPS
                + WINDOW + "))");
        assertThat(query(UseCaseQueryType.THERMO_AVG, 3)).isEqualTo("sum(sum_over_time(" + THREE_GROUPS + WINDOW
                + ")) / sum(count_over_time(" + THREE_GROUPS + WINDOW + "))");
        assertThat(query(UseCaseQueryType.THERMO_MAX, 3)).isEqualTo("max(max_over_time(" + THREE_GROUPS + WINDOW
                + "))");
        assertThat(query(UseCaseQueryType.THERMO_MIN, 1)).contains("devgroup=~\"0\"}");
        assertThat(request(UseCaseQueryType.THERMO_SUM, 3).param("time")).isEqualTo(AT);
    }

    @Test
    void q3IsCountSumAndAvgByDevgroupToldApartByALabel() {
        String count = "sum by (devgroup) (count_over_time(" + THREE_GROUPS + WINDOW + "))";
        String sum = "sum by (devgroup) (sum_over_time(" + THREE_GROUPS + WINDOW + "))";
        assertThat(query(UseCaseQueryType.THERMO_BY_GROUP, 3)).isEqualTo("union(label_set(" + count
                + ", \"vm_field\", \"count\"), label_set(" + sum + ", \"vm_field\", \"sum\"), label_set(" + sum
                + " / " + count + ", \"vm_field\", \"avg\"))");
    }

    /** Minutes from the first sample's minute to the last's, each window looking forward from its start. */
    @Test
    void q4IsAQueryRangeOfMinutesOverTheGroupsTimeRange() {
        UseCaseQuery q = UseCaseQuery.thermo(UseCaseQueryType.THERMO_BY_MINUTE, 3);
        assertThat(queries.range(q).orElseThrow().param("query")).isEqualTo("union(label_set(min(tfirst_over_time("
                + THREE_GROUPS + WINDOW + ")), \"vm_field\", \"first\"), label_set(max(tlast_over_time("
                + THREE_GROUPS + WINDOW + ")), \"vm_field\", \"last\"))");
        VmRequest request = queries.request(q, new VmUseCaseQueries.Range(90_500, 200_000));
        assertThat(request.path()).isEqualTo("/api/v1/query_range");
        assertThat(request.param("start")).isEqualTo("60.0005");
        assertThat(request.param("end")).isEqualTo("180.0005");
        assertThat(request.param("step")).isEqualTo("60000ms");
        assertThat(request.param("query")).startsWith("union(label_set(sum by () (count_over_time(" + THREE_GROUPS
                + "[60000ms] offset -59999ms)), \"vm_field\", \"count\"), ");
    }

    @Test
    void onlyTheBoundsBelowOneReadNothing() {
        assertThat(VmThermoQueries.readsNothing(UseCaseQuery.thermo(UseCaseQueryType.THERMO_BY_GROUP, 0))).isTrue();
        assertThat(VmThermoQueries.readsNothing(UseCaseQuery.thermo(UseCaseQueryType.THERMO_READ_GROUP, 0)))
                .isFalse();
    }

    private VmRequest request(UseCaseQueryType type, int devgroup) {
        return queries.request(UseCaseQuery.thermo(type, devgroup), null);
    }

    private String query(UseCaseQueryType type, int devgroup) {
        return request(type, devgroup).param("query");
    }
}
