package org.iotbenchrunner.victoriametrics;

import static org.assertj.core.api.Assertions.assertThat;
import static org.iotbenchrunner.core.query.QueryAnswer.NO_TIME;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import org.iotbenchrunner.core.usecase.query.UseCaseAnswer;
import org.iotbenchrunner.core.usecase.query.UseCaseAnswerRows;
import org.iotbenchrunner.core.usecase.query.UseCaseQuery;
import org.iotbenchrunner.core.usecase.query.UseCaseQueryType;
import org.junit.jupiter.api.Test;

/** The one reader of use-case answers, fed query API answers shaped as VictoriaMetrics returns them. */
class VmUseCaseAnswersTest {
    private static final long MS = 1_000_000;

    @Test
    void bucketsAreARowPerPointWithEachMetricsMax() throws IOException {
        String body = matrix("""
                {"metric":{"sensor":"cpu_usage_user"},"values":[[1451606400,"7.5"],[1451606460,"8"]]},
                {"metric":{"sensor":"cpu_usage_system"},"values":[[1451606400,"3"]]}""");
        assertThat(rows(UseCaseQueryType.SINGLE_GROUPBY_5_1_1, body)).containsExactly(
                new UseCaseAnswer.Row(null, 1451606460_000L * MS, Map.of(), Map.of("max_usage_user", 8.0)),
                new UseCaseAnswer.Row(null, 1451606400_000L * MS, Map.of(), Map.of("max_usage_user", 7.5,
                        "max_usage_system", 3.0)));
    }

    @Test
    void groupbyOrderbyLimitKeepsTheFiveLatestMinutes() throws IOException {
        String body = matrix("""
                {"metric":{"sensor":"cpu_usage_user"},"values":[[60,"1"],[120,"2"],[180,"3"],[240,"4"],[300,"5"],\
                [360,"6"],[420,"7"]]}""");
        assertThat(rows(UseCaseQueryType.GROUPBY_ORDERBY_LIMIT, body)).extracting(UseCaseAnswer.Row::time)
                .containsExactly(420_000 * MS, 360_000 * MS, 300_000 * MS, 240_000 * MS, 180_000 * MS);
    }

    @Test
    void meansPerHostAreRowsOfTheirHostname() throws IOException {
        String body = matrix("""
                {"metric":{"hostname":"host_1","sensor":"cpu_usage_user"},"values":[[3600,"1.5"]]},
                {"metric":{"hostname":"host_2","sensor":"cpu_usage_user"},"values":[[3600,"2.5"]]}""");
        assertThat(rows(UseCaseQueryType.DOUBLE_GROUPBY_1, body)).containsExactlyInAnyOrder(
                new UseCaseAnswer.Row("host_1", 3_600_000 * MS, Map.of(), Map.of("mean_usage_user", 1.5)),
                new UseCaseAnswer.Row("host_2", 3_600_000 * MS, Map.of(), Map.of("mean_usage_user", 2.5)));
    }

    /** A truck whose newest row has none of the values asked is no row; a time series alone is no value. */
    @Test
    void newestRowsAreAtTheirTimeSeriesValue() throws IOException {
        String body = vector("""
                {"metric":{"__name__":"readings_latitude","sensor":"readings_latitude","name":"truck_1",\
                "fleet":"East"},"value":[1700172800,"52.5"]},
                {"metric":{"name":"truck_1","vm_field":"time"},"value":[1700172800,"1451714390"]},
                {"metric":{"name":"truck_2","vm_field":"time"},"value":[1700172800,"1451714380"]}""");
        assertThat(rows(UseCaseQueryType.LAST_LOC, body)).containsExactly(
                new UseCaseAnswer.Row("truck_1", 1451714390_000L * MS, Map.of(), Map.of("latitude", 52.5)));
    }

    @Test
    void namesGroupsAndDaysAreRowsOfTheirLabels() throws IOException {
        assertThat(rows(UseCaseQueryType.STATIONARY_TRUCKS, vector("""
                {"metric":{"name":"truck_9"},"value":[1,"0.5"]}"""))).containsExactly(
                new UseCaseAnswer.Row("truck_9", NO_TIME, Map.of(), Map.of()));
        assertThat(rows(UseCaseQueryType.AVG_LOAD, vector("""
                {"metric":{"fleet":"East","model":"H-2","load_capacity":"1500"},"value":[1,"0.25"]}""")))
                .containsExactly(new UseCaseAnswer.Row(null, NO_TIME, UseCaseAnswer.labels("fleet", "East",
                        "model", "H-2", "load_capacity", "1500"), Map.of("avg_load_ratio", 0.25)));
        assertThat(rows(UseCaseQueryType.DAILY_ACTIVITY, matrix("""
                {"metric":{"fleet":"East","model":"H-2"},"values":[[86400,"0.5"]]}"""))).containsExactly(
                new UseCaseAnswer.Row(null, 86_400_000 * MS, UseCaseAnswer.labels("fleet", "East", "model", "H-2"),
                        Map.of("daily_activity", 0.5)));
        assertThat(rows(UseCaseQueryType.BREAKDOWN_FREQUENCY, vector("""
                {"metric":{"model":"H-2"},"value":[1,"24"]}"""))).containsExactly(
                new UseCaseAnswer.Row(null, NO_TIME, Map.of("model", "H-2"), Map.of("breakdowns", 24L)));
    }

    @Test
    void theRangeIsTheFirstAndLastSeriesOrNone() throws IOException {
        assertThat(VmUseCaseAnswers.range(series(vector("""
                {"metric":{"vm_field":"first"},"value":[1,"1451606400"]},
                {"metric":{"vm_field":"last"},"value":[1,"1451714390"]}"""))))
                .isEqualTo(new VmUseCaseQueries.Range(1451606400_000L, 1451714390_000L));
        assertThat(VmUseCaseAnswers.range(series(vector("")))).isNull();
    }

    private static List<UseCaseAnswer.Row> rows(UseCaseQueryType type, String body) throws IOException {
        UseCaseAnswerRows sink = new UseCaseAnswerRows();
        VmUseCaseAnswers.read(new UseCaseQuery(type, List.of(), List.of(), null, null, null), series(body), sink);
        return sink.answer().rows();
    }

    private static List<VmAnswers.Series> series(String body) throws IOException {
        return VmAnswers.readQueryAnswer(new ByteArrayInputStream(body.getBytes(StandardCharsets.UTF_8)));
    }

    private static String matrix(String result) {
        return "{\"status\":\"success\",\"data\":{\"resultType\":\"matrix\",\"result\":[" + result + "]}}";
    }

    private static String vector(String result) {
        return "{\"status\":\"success\",\"data\":{\"resultType\":\"vector\",\"result\":[" + result + "]}}";
    }
}
