package org.iotbenchrunner.victoriametrics;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.iotbenchrunner.core.testing.DeviceFixtures.G0_D0;
import static org.iotbenchrunner.core.testing.DeviceFixtures.G0_D1;
import static org.iotbenchrunner.core.testing.DeviceFixtures.SENSORS_WITHOUT_TEXT;
import static org.iotbenchrunner.core.testing.DeviceFixtures.START;
import static org.iotbenchrunner.core.testing.DeviceFixtures.sensors;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import org.iotbenchrunner.core.query.AnswerRows;
import org.iotbenchrunner.core.query.PointCount;
import org.iotbenchrunner.core.query.Query;
import org.iotbenchrunner.core.query.QueryAnswer;
import org.iotbenchrunner.core.spi.RowSink;
import org.junit.jupiter.api.Test;

class VmAnswersTest {
    private static QueryAnswer answer(String body, Query query, VmRequest.Shape shape) throws IOException {
        AnswerRows rows = new AnswerRows();
        read(body, query, shape, rows);
        return rows.answer();
    }

    private static void read(String body, Query query, VmRequest.Shape shape, RowSink sink) throws IOException {
        VmAnswers.read(new ByteArrayInputStream(body.getBytes(StandardCharsets.UTF_8)), query, shape, sink);
    }

    private static long points(String body, Query query, VmRequest.Shape shape) throws IOException {
        PointCount count = new PointCount();
        read(body, query, shape, count);
        return count.points();
    }

    /** Lines in VictoriaMetrics' order (any), a sensor missing at one time, every numeric type. */
    private static final String EXPORT = """
            {"metric":{"__name__":"g_0_s_3","db":"test","device":"d_1"},"values":[2.5,1.1],"timestamps":[1640966405000,1640966410000]}
            {"metric":{"__name__":"g_0_s_1","db":"test","device":"d_0"},"values":[0,1,2],"timestamps":[1640966405000,1640966410000,1640966415000]}
            {"metric":{"__name__":"g_0_s_0","db":"test","device":"d_0"},"values":[1,0],"timestamps":[1640966405000,1640966415000]}
            {"metric":{"__name__":"g_0_s_2","db":"test","device":"d_0"},"values":[123456789012],"timestamps":[1640966410000]}
            {"metric":{"__name__":"g_0_s_4","db":"test","device":"d_0"},"values":[-4.62],"timestamps":[1640966415000]}
            """;

    @Test
    void exportLinesBecomeOneRowPerDeviceAndTimestampWithTypedValues() throws IOException {
        Query query = new Query.RangeQuery(List.of(G0_D0, G0_D1), SENSORS_WITHOUT_TEXT, START, START + 15000, false);
        QueryAnswer answer = answer(EXPORT, query, VmRequest.Shape.EXPORT_ROWS);
        assertThat(answer.rows()).containsExactly(
                new QueryAnswer.Row("d_0", 1640966405000L, Map.of("s_0", true, "s_1", 0L)),
                new QueryAnswer.Row("d_0", 1640966410000L, Map.of("s_1", 1L, "s_2", 123456789012L)),
                new QueryAnswer.Row("d_0", 1640966415000L, Map.of("s_0", false, "s_1", 2L, "s_4", -4.62)),
                new QueryAnswer.Row("d_1", 1640966405000L, Map.of("s_3", 2.5)),
                new QueryAnswer.Row("d_1", 1640966410000L, Map.of("s_3", (double) 1.1f)));
        assertThat(points(EXPORT, query, VmRequest.Shape.EXPORT_ROWS)).isEqualTo(9);
        assertThat(answer("", query, VmRequest.Shape.EXPORT_ROWS).rows()).isEmpty();
    }

    @Test
    void aSeriesTheQueryDidNotAskForFails() {
        Query query = new Query.RangeQuery(List.of(G0_D0), sensors(1), START, START + 15000, false);
        assertThatThrownBy(() -> answer(EXPORT, query, VmRequest.Shape.EXPORT_ROWS)).isInstanceOf(IOException.class)
                .hasMessageContaining("d_1");
    }

    @Test
    void anInstantVectorIsOneRowPerDeviceWithoutTime() throws IOException {
        String body = """
                {"status":"success","data":{"resultType":"vector","result":[
                {"metric":{"__name__":"g_0_s_1","db":"test","device":"d_1"},"value":[1640966650,"-6"]},
                {"metric":{"__name__":"g_0_s_1","db":"test","device":"d_0"},"value":[1640966650,"370370367036"]},
                {"metric":{"__name__":"g_0_s_3","db":"test","device":"d_0"},"value":[1640966650,"1.8224999999999998"]}]}}
                """;
        Query sum = new Query.AggRangeQuery(List.of(G0_D0, G0_D1), sensors(1, 3), START, START + 250000, "sum");
        assertThat(answer(body, sum, VmRequest.Shape.PER_DEVICE).rows()).containsExactly(
                new QueryAnswer.Row("d_0", QueryAnswer.NO_TIME, Map.of("s_1", 370370367036L, "s_3", 1.8224999999999998)),
                new QueryAnswer.Row("d_1", QueryAnswer.NO_TIME, Map.of("s_1", -6L)));
        Query avg = new Query.AggRangeQuery(List.of(G0_D0, G0_D1), sensors(1, 3), START, START + 250000, "avg");
        assertThat(answer(body, avg, VmRequest.Shape.PER_DEVICE).rows().get(1).values()).isEqualTo(Map.of("s_1", -6.0));
        Query count = new Query.AggRangeQuery(List.of(G0_D0, G0_D1), sensors(1, 3), START, START + 250000, "count");
        assertThat(points(body, count, VmRequest.Shape.PER_DEVICE)).isEqualTo(3);
    }

    @Test
    void aRangeMatrixIsOneMergedRowPerBucket() throws IOException {
        String body = """
                {"status":"success","data":{"resultType":"matrix","result":[
                {"metric":{"sensor":"g_0_s_1"},"values":[[1640966400,"6"],[1640966420,"8"],[1640966440,"4"]]},
                {"metric":{"sensor":"g_0_s_3"},"values":[[1640966420,"8"]]}]},"stats":{"seriesFetched":"4"}}
                """;
        Query q = new Query.GroupByQuery(List.of(G0_D0, G0_D1), sensors(1, 3), START, START + 50000, "count",
                20000, false);
        assertThat(answer(body, q, VmRequest.Shape.BUCKETS).rows()).containsExactly(
                new QueryAnswer.Row(null, 1640966400000L, Map.of("s_1", 6L)),
                new QueryAnswer.Row(null, 1640966420000L, Map.of("s_1", 8L, "s_3", 8L)),
                new QueryAnswer.Row(null, 1640966440000L, Map.of("s_1", 4L)));
    }

    @Test
    void theNewestRowTakesItsTimeFromTheMarkedSeries() throws IOException {
        String body = """
                {"status":"success","data":{"resultType":"vector","result":[
                {"metric":{"vm_field":"time"},"value":[1795552651,"1640966450"]},
                {"metric":{"__name__":"g_0_s_1","db":"test","device":"d_1","sensor":"g_0_s_1"},"value":[1795552651,"-9"]},
                {"metric":{"__name__":"g_0_s_3","db":"test","device":"d_1","sensor":"g_0_s_3"},"value":[1795552651,"2.5"]}]}}
                """;
        Query q = new Query.LatestPointQuery(List.of(G0_D0, G0_D1), sensors(1, 3));
        assertThat(answer(body, q, VmRequest.Shape.NEWEST_ROW).rows()).containsExactly(
                new QueryAnswer.Row("d_1", 1640966450000L, Map.of("s_1", -9L, "s_3", 2.5)));
        assertThat(points(body, q, VmRequest.Shape.NEWEST_ROW)).isEqualTo(2);
        assertThat(answer("{\"status\":\"success\",\"data\":{\"resultType\":\"vector\",\"result\":[]}}", q,
                VmRequest.Shape.NEWEST_ROW).rows()).isEmpty();
    }

    @Test
    void anErrorAnswerFails() {
        Query q = new Query.LatestPointQuery(List.of(G0_D0), sensors(1));
        assertThatThrownBy(() -> answer("{\"status\":\"error\",\"errorType\":\"422\",\"error\":\"duplicate output "
                + "timeseries\"}", q, VmRequest.Shape.NEWEST_ROW)).isInstanceOf(IOException.class)
                .hasMessageContaining("duplicate output timeseries");
    }

    @Test
    void booleansOtherThanZeroOrOneStayNumbersAndNaNIsNoValue() throws IOException {
        String body = """
                {"metric":{"__name__":"g_0_s_0","device":"d_0"},"values":[0.5,"NaN"],"timestamps":[1,2]}
                """;
        Query q = new Query.RangeQuery(List.of(G0_D0), sensors(0), 0, 2, false);
        assertThat(answer(body, q, VmRequest.Shape.EXPORT_ROWS).rows()).containsExactly(
                new QueryAnswer.Row("d_0", 1, Map.of("s_0", 0.5)), new QueryAnswer.Row("d_0", 2, Map.of()));
    }
}
