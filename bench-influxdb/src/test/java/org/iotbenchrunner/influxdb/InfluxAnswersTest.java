package org.iotbenchrunner.influxdb;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.iotbenchrunner.core.testing.DeviceFixtures.ONE_DEVICE;
import static org.iotbenchrunner.core.testing.DeviceFixtures.SENSORS;
import static org.iotbenchrunner.core.testing.DeviceFixtures.TWO;
import static org.iotbenchrunner.core.testing.DeviceFixtures.TWO_DEVICES;
import static org.iotbenchrunner.influxdb.InfluxResults.fluxAnswer;
import static org.iotbenchrunner.influxdb.InfluxResults.fluxTable;
import static org.iotbenchrunner.influxdb.InfluxResults.result;
import static org.iotbenchrunner.influxdb.InfluxResults.row;
import static org.iotbenchrunner.influxdb.InfluxResults.series;

import com.influxdb.query.exceptions.FluxQueryException;
import java.io.StringReader;
import java.time.Instant;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import org.influxdb.dto.QueryResult;
import org.iotbenchrunner.core.query.AnswerRows;
import org.iotbenchrunner.core.query.PointCount;
import org.iotbenchrunner.core.query.Query;
import org.iotbenchrunner.core.query.QueryAnswer;
import org.junit.jupiter.api.Test;

/**
 * The one answer reader of each version, fed canned answers, into both sinks: InfluxQL series (1.x) and Flux
 * annotated CSV (2.x); the rows and values {@code --verify} sees and the points the measured path counts.
 */
class InfluxAnswersTest {
    private static final long T = 1640966405000L;
    private static final Instant AT = Instant.ofEpochMilli(T);
    private static final Query.RangeQuery RANGE = new Query.RangeQuery(TWO_DEVICES, TWO, T, T + 5000, true);

    @Test
    void influxQlRawRowsComeAsOneSeriesPerDevice() {
        QueryResult result = result(
                series(Map.of("device", "d_1"), List.of("time", "s_1", "s_4"),
                        row("2021-12-31T16:00:10Z", 3.0, 2.5), row("2021-12-31T16:00:05Z", -1.0, null)),
                series(Map.of("device", "d_3"), List.of("time", "s_1", "s_4"), row("2021-12-31T16:00:05Z", 7.0, 0.5)));
        assertThat(rows(result, RANGE, TimePrecision.MS)).containsExactly(
                new QueryAnswer.Row("d_1", T + 5000, Map.of("s_1", 3.0, "s_4", 2.5)),
                new QueryAnswer.Row("d_1", T, Map.of("s_1", -1.0)),
                new QueryAnswer.Row("d_3", T, Map.of("s_1", 7.0, "s_4", 0.5)));
        assertThat(points(result, RANGE)).isEqualTo(5);
        assertThat(new InfluxQl(TimePrecision.MS).answer(RANGE)).isEqualTo("SELECT \"s_1\", \"s_4\" FROM \"g_1\" "
                + "WHERE (\"device\" = 'd_1' OR \"device\" = 'd_3') AND time >= 1640966405000000000 AND time <= "
                + "1640966410000000000 GROUP BY \"device\" ORDER BY time DESC");
    }

    @Test
    void influxQlTimesKeepTheirPrecision() {
        Query precise = new Query.PreciseQuery(ONE_DEVICE, TWO, 1640966405000000007L);
        QueryResult result = result(series(Map.of("device", "d_1"), List.of("time", "s_1", "s_4"),
                row("2021-12-31T16:00:05.000000007Z", 1.0, 2.0)));
        assertThat(rows(result, precise, TimePrecision.NS).get(0).time()).isEqualTo(1640966405000000007L);
    }

    @Test
    void influxQlAggregatesArePerDeviceWithoutTimeAndBucketsMerged() {
        Query agg = new Query.AggRangeQuery(TWO_DEVICES, TWO, T, T + 5000, "mean");
        QueryResult perDevice = result(series(Map.of("device", "d_3"), List.of("time", "mean", "mean_1"),
                row("2021-12-31T16:00:05Z", 1.5, -2.25)));
        assertThat(rows(perDevice, agg, TimePrecision.MS)).containsExactly(
                new QueryAnswer.Row("d_3", QueryAnswer.NO_TIME, Map.of("s_1", 1.5, "s_4", -2.25)));
        assertThat(points(perDevice, agg)).isEqualTo(2);
        Query groupBy = new Query.GroupByQuery(TWO_DEVICES, TWO, T, T + 5000, "count", 2000, false);
        QueryResult buckets = result(series(List.of("time", "count", "count_1"),
                row("2021-12-31T16:00:05Z", 4.0, 4.0), row("2021-12-31T16:00:07Z", 2.0, 2.0)));
        assertThat(rows(buckets, groupBy, TimePrecision.MS)).containsExactly(
                new QueryAnswer.Row(null, T, Map.of("s_1", 4.0, "s_4", 4.0)),
                new QueryAnswer.Row(null, T + 2000, Map.of("s_1", 2.0, "s_4", 2.0)));
        assertThat(points(buckets, groupBy)).as("bucket times are not points").isEqualTo(4);
    }

    /** Several selectors in one InfluxQL statement report epoch 0, not a point's time. */
    @Test
    void influxQlLatestPointHasATimeOnlyForOneSensor() {
        QueryResult two = result(series(List.of("time", "last", "last_1"),
                row("1970-01-01T00:00:00Z", 5.0, 6.0)));
        assertThat(rows(two, new Query.LatestPointQuery(TWO_DEVICES, TWO), TimePrecision.MS))
                .containsExactly(new QueryAnswer.Row(null, QueryAnswer.NO_TIME, Map.of("s_1", 5.0, "s_4", 6.0)));
        QueryResult one = result(series(List.of("time", "last"), row("2021-12-31T16:00:05Z", 5.0)));
        assertThat(rows(one, new Query.LatestPointQuery(TWO_DEVICES, TWO.subList(0, 1)), TimePrecision.MS))
                .containsExactly(new QueryAnswer.Row(null, T, Map.of("s_1", 5.0)));
    }

    @Test
    void fluxNativeRecordsBecomeOneRowPerDeviceAndTime() throws Exception {
        String csv = fluxAnswer(
                fluxTable("_time:dateTime:RFC3339,_measurement:string,device:string,_field:string,_value:long",
                        List.of(AT.plusSeconds(5), "g_1", "d_1", "s_1", 3), List.of(AT, "g_1", "d_1", "s_1", -1)),
                fluxTable("_time:dateTime:RFC3339,device:string,_field:string,_value:double",
                        List.of(AT.plusSeconds(5), "d_1", "s_4", 2.5), Arrays.asList(AT, "d_1", "s_4", null)));
        assertThat(rows(csv, RANGE)).containsExactly(
                new QueryAnswer.Row("d_1", T + 5000, Map.of("s_1", 3L, "s_4", 2.5)),
                new QueryAnswer.Row("d_1", T, Map.of("s_1", -1L)));
        assertThat(points(csv, RANGE)).isEqualTo(3);
    }

    @Test
    void fluxPivotedRecordsCarryOneColumnPerSensor() throws Exception {
        Query valueRange = new Query.ValueRangeQuery(TWO_DEVICES, TWO, T, T + 5000, -5, false);
        String csv = fluxAnswer(
                fluxTable("_time:dateTime:RFC3339,device:string,s_1:long,s_4:double", List.of(AT, "d_1", 3, 1.5)),
                fluxTable("_time:dateTime:RFC3339,device:string,s_1:long,s_4:double",
                        Arrays.asList(AT, "d_3", 4, null)));
        assertThat(rows(csv, valueRange)).containsExactly(
                new QueryAnswer.Row("d_1", T, Map.of("s_1", 3L, "s_4", 1.5)),
                new QueryAnswer.Row("d_3", T, Map.of("s_1", 4L)));
        assertThat(points(csv, valueRange)).isEqualTo(3);
        String latest = fluxAnswer(fluxTable("_time:dateTime:RFC3339,device:string,s_1:long,s_4:double",
                List.of(AT, "d_3", 4, 0.5)));
        assertThat(rows(latest, new Query.LatestPointQuery(TWO_DEVICES, TWO)))
                .containsExactly(new QueryAnswer.Row("d_3", T, Map.of("s_1", 4L, "s_4", 0.5)));
    }

    @Test
    void fluxAggregatesArePerDeviceWithoutTimeEvenFromSelectors() throws Exception {
        Query agg = new Query.AggValueQuery(TWO_DEVICES, TWO, "max", -5);
        String csv = fluxAnswer(
                fluxTable(0, "_start:dateTime:RFC3339,_stop:dateTime:RFC3339,device:string,_field:string,"
                        + "_time:dateTime:RFC3339,_value:long", List.of(AT, AT, "d_1", "s_1", AT, 9)),
                fluxTable(1, "_start:dateTime:RFC3339,_stop:dateTime:RFC3339,device:string,_field:string,"
                        + "_time:dateTime:RFC3339,_value:double", List.of(AT, AT, "d_1", "s_4", AT.plusSeconds(5),
                        2.5)),
                fluxTable(2, "device:string,_field:string,_value:long", List.of("d_3", "s_1", 8)));
        assertThat(rows(csv, agg)).containsExactly(
                new QueryAnswer.Row("d_1", QueryAnswer.NO_TIME, Map.of("s_1", 9L, "s_4", 2.5)),
                new QueryAnswer.Row("d_3", QueryAnswer.NO_TIME, Map.of("s_1", 8L)));
        assertThat(points(csv, agg)).isEqualTo(3);
    }

    @Test
    void fluxBucketsMergeTheDevicesWhateverColumnASelectorLeaves() throws Exception {
        Query groupBy = new Query.GroupByQuery(TWO_DEVICES, TWO, T, T + 5000, "max", 2000, false);
        String csv = fluxAnswer(
                fluxTable("_time:dateTime:RFC3339,device:string,_field:string,_value:long",
                        List.of(AT, "d_3", "s_1", 9), List.of(AT.plusSeconds(2), "d_1", "s_1", 7)),
                fluxTable("_time:dateTime:RFC3339,device:string,_field:string,_value:double",
                        List.of(AT, "d_1", "s_4", 1.5)));
        assertThat(rows(csv, groupBy)).containsExactly(
                new QueryAnswer.Row(null, T, Map.of("s_1", 9L, "s_4", 1.5)),
                new QueryAnswer.Row(null, T + 2000, Map.of("s_1", 7L)));
        assertThat(points(csv, groupBy)).isEqualTo(3);
        assertThat(rows("\r\n", groupBy)).isEmpty();
        assertThat(points("", groupBy)).isZero();
    }

    /** As the server streams them: one header for several tables (a new id per table), a default, quoted text. */
    @Test
    void fluxTablesSharingAHeaderDefaultsAndQuotedTextAreRead() throws Exception {
        Query range = new Query.RangeQuery(ONE_DEVICE, List.of(SENSORS.get(5), SENSORS.get(0)),
                T, T + 5000, false);
        String csv = """
                #datatype,string,long,dateTime:RFC3339,string,string,string
                #group,false,false,false,true,true,false
                #default,_result,,,,d_1,
                ,result,table,_time,_field,device,_value
                ,,0,2021-12-31T16:00:05Z,s_5,,"a, ""quoted""
                text"
                ,,0,2021-12-31T16:00:10Z,s_5,,
                
                #datatype,string,long,dateTime:RFC3339,string,string,boolean
                #group,false,false,false,true,true,false
                #default,_result,,,,,
                ,result,table,_time,_field,device,_value
                ,,1,2021-12-31T16:00:05Z,s_0,d_1,true
                ,,2,2021-12-31T16:00:10Z,s_0,d_1,false
                """;
        assertThat(rows(csv, range)).containsExactly(
                new QueryAnswer.Row("d_1", T, Map.of("s_5", "a, \"quoted\"\ntext", "s_0", true)),
                new QueryAnswer.Row("d_1", T + 5000, Map.of("s_0", false)));
        assertThat(points(csv, range)).isEqualTo(3);
    }

    /** The server's error table in an HTTP 200 answer fails the query rather than counting what came before. */
    @Test
    void aFluxErrorTableFailsTheQuery() {
        String csv = fluxAnswer(fluxTable("_field:string,_value:long", List.of("s_1", 3)),
                "#datatype,string,string\r\n#group,true,true\r\n#default,,\r\n,error,reference\r\n"
                        + ",\"runtime error: out of memory\",897\r\n");
        assertThatThrownBy(() -> points(csv, RANGE)).isInstanceOf(FluxQueryException.class)
                .hasMessage("runtime error: out of memory");
        assertThatThrownBy(() -> rows(csv, RANGE)).isInstanceOf(FluxQueryException.class);
    }

    static List<QueryAnswer.Row> rows(QueryResult result, Query query, TimePrecision precision) {
        AnswerRows answer = new AnswerRows();
        Influx1Answers.read(result, query, precision, answer);
        return answer.answer().rows();
    }

    static long points(QueryResult result, Query query) {
        PointCount count = new PointCount();
        Influx1Answers.read(result, query, TimePrecision.MS, count);
        return count.points();
    }

    static List<QueryAnswer.Row> rows(String csv, Query query) throws Exception {
        AnswerRows answer = new AnswerRows();
        FluxAnswers.read(new StringReader(csv), query, TimePrecision.MS, answer);
        return answer.answer().rows();
    }

    static long points(String csv, Query query) throws Exception {
        PointCount count = new PointCount();
        FluxAnswers.read(new StringReader(csv), query, TimePrecision.MS, count);
        return count.points();
    }
}
