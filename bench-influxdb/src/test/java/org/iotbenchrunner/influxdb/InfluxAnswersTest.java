package org.iotbenchrunner.influxdb;

import static org.assertj.core.api.Assertions.assertThat;
import static org.iotbenchrunner.influxdb.InfluxResults.result;
import static org.iotbenchrunner.influxdb.InfluxResults.row;
import static org.iotbenchrunner.influxdb.InfluxResults.series;
import static org.iotbenchrunner.influxdb.InfluxResults.table;
import static org.iotbenchrunner.influxdb.InfluxResults.values;
import static org.iotbenchrunner.influxdb.Fixtures.ONE_DEVICE;
import static org.iotbenchrunner.influxdb.Fixtures.TWO;
import static org.iotbenchrunner.influxdb.Fixtures.TWO_DEVICES;

import com.influxdb.query.FluxTable;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import org.influxdb.dto.QueryResult;
import org.iotbenchrunner.core.query.Query;
import org.iotbenchrunner.core.query.QueryAnswer;
import org.junit.jupiter.api.Test;

/**
 * Answer contents of both versions, from results built in code: InfluxQL series (1.x, checked against a real
 * server in Influx1IT) and Flux tables (2.x, which cannot run here).
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
        assertThat(Influx1Answers.of(result, RANGE, TimePrecision.MS).rows()).containsExactly(
                new QueryAnswer.Row("d_1", T + 5000, Map.of("s_1", 3.0, "s_4", 2.5)),
                new QueryAnswer.Row("d_1", T, Map.of("s_1", -1.0)),
                new QueryAnswer.Row("d_3", T, Map.of("s_1", 7.0, "s_4", 0.5)));
        assertThat(new InfluxQl(TimePrecision.MS).answer(RANGE)).isEqualTo("SELECT \"s_1\", \"s_4\" FROM \"g_1\" "
                + "WHERE (\"device\" = 'd_1' OR \"device\" = 'd_3') AND time >= 1640966405000000000 AND time <= "
                + "1640966410000000000 GROUP BY \"device\" ORDER BY time DESC");
    }

    @Test
    void influxQlTimesKeepTheirPrecision() {
        Query precise = new Query.PreciseQuery(ONE_DEVICE, TWO, 1640966405000000007L);
        QueryResult result = result(series(Map.of("device", "d_1"), List.of("time", "s_1", "s_4"),
                row("2021-12-31T16:00:05.000000007Z", 1.0, 2.0)));
        assertThat(Influx1Answers.of(result, precise, TimePrecision.NS).rows().get(0).time())
                .isEqualTo(1640966405000000007L);
    }

    @Test
    void influxQlAggregatesArePerDeviceWithoutTimeAndBucketsMerged() {
        Query agg = new Query.AggRangeQuery(TWO_DEVICES, TWO, T, T + 5000, "mean");
        QueryResult perDevice = result(series(Map.of("device", "d_3"), List.of("time", "mean", "mean_1"),
                row("2021-12-31T16:00:05Z", 1.5, -2.25)));
        assertThat(Influx1Answers.of(perDevice, agg, TimePrecision.MS).rows()).containsExactly(
                new QueryAnswer.Row("d_3", QueryAnswer.NO_TIME, Map.of("s_1", 1.5, "s_4", -2.25)));
        Query groupBy = new Query.GroupByQuery(TWO_DEVICES, TWO, T, T + 5000, "count", 2000, false);
        QueryResult buckets = result(series(List.of("time", "count", "count_1"),
                row("2021-12-31T16:00:05Z", 4.0, 4.0), row("2021-12-31T16:00:07Z", 2.0, 2.0)));
        assertThat(Influx1Answers.of(buckets, groupBy, TimePrecision.MS).rows()).containsExactly(
                new QueryAnswer.Row(null, T, Map.of("s_1", 4.0, "s_4", 4.0)),
                new QueryAnswer.Row(null, T + 2000, Map.of("s_1", 2.0, "s_4", 2.0)));
    }

    /** Several selectors in one InfluxQL statement report epoch 0, not a point's time. */
    @Test
    void influxQlLatestPointHasATimeOnlyForOneSensor() {
        QueryResult two = result(series(List.of("time", "last", "last_1"),
                row("1970-01-01T00:00:00Z", 5.0, 6.0)));
        assertThat(Influx1Answers.of(two, new Query.LatestPointQuery(TWO_DEVICES, TWO), TimePrecision.MS).rows())
                .containsExactly(new QueryAnswer.Row(null, QueryAnswer.NO_TIME, Map.of("s_1", 5.0, "s_4", 6.0)));
        QueryResult one = result(series(List.of("time", "last"), row("2021-12-31T16:00:05Z", 5.0)));
        assertThat(Influx1Answers.of(one, new Query.LatestPointQuery(TWO_DEVICES, TWO.subList(0, 1)),
                TimePrecision.MS).rows()).containsExactly(new QueryAnswer.Row(null, T, Map.of("s_1", 5.0)));
    }

    @Test
    void fluxNativeRecordsBecomeOneRowPerDeviceAndTime() {
        List<FluxTable> tables = List.of(
                table(values("_time", AT.plusSeconds(5), "_measurement", "g_1", "device", "d_1", "_field", "s_1",
                        "_value", 3L), values("_time", AT, "_measurement", "g_1", "device", "d_1", "_field", "s_1",
                        "_value", -1L)),
                table(values("_time", AT.plusSeconds(5), "device", "d_1", "_field", "s_4", "_value", 2.5),
                        values("_time", AT, "device", "d_1", "_field", "s_4", "_value", null)));
        assertThat(FluxAnswers.of(tables, RANGE, TimePrecision.MS).rows()).containsExactly(
                new QueryAnswer.Row("d_1", T + 5000, Map.of("s_1", 3L, "s_4", 2.5)),
                new QueryAnswer.Row("d_1", T, Map.of("s_1", -1L)));
    }

    @Test
    void fluxPivotedRecordsCarryOneColumnPerSensor() {
        Query valueRange = new Query.ValueRangeQuery(TWO_DEVICES, TWO, T, T + 5000, -5, false);
        List<FluxTable> tables = List.of(
                table(values("_time", AT, "device", "d_1", "s_1", 3L, "s_4", 1.5)),
                table(values("_time", AT, "device", "d_3", "s_1", 4L, "s_4", null)));
        assertThat(FluxAnswers.of(tables, valueRange, TimePrecision.MS).rows()).containsExactly(
                new QueryAnswer.Row("d_1", T, Map.of("s_1", 3L, "s_4", 1.5)),
                new QueryAnswer.Row("d_3", T, Map.of("s_1", 4L)));
        List<FluxTable> latest = List.of(table(values("_time", AT, "device", "d_3", "s_1", 4L, "s_4", 0.5)));
        assertThat(FluxAnswers.of(latest, new Query.LatestPointQuery(TWO_DEVICES, TWO), TimePrecision.MS).rows())
                .containsExactly(new QueryAnswer.Row("d_3", T, Map.of("s_1", 4L, "s_4", 0.5)));
    }

    @Test
    void fluxAggregatesArePerDeviceWithoutTimeEvenFromSelectors() {
        Query agg = new Query.AggValueQuery(TWO_DEVICES, TWO, "max", -5);
        List<FluxTable> tables = List.of(
                table(values("_start", AT, "_stop", AT, "device", "d_1", "_field", "s_1", "_time", AT, "_value", 9L)),
                table(values("_start", AT, "_stop", AT, "device", "d_1", "_field", "s_4", "_time", AT.plusSeconds(5),
                        "_value", 2.5)),
                table(values("device", "d_3", "_field", "s_1", "_value", 8L)));
        assertThat(FluxAnswers.of(tables, agg, TimePrecision.MS).rows()).containsExactly(
                new QueryAnswer.Row("d_1", QueryAnswer.NO_TIME, Map.of("s_1", 9L, "s_4", 2.5)),
                new QueryAnswer.Row("d_3", QueryAnswer.NO_TIME, Map.of("s_1", 8L)));
    }

    @Test
    void fluxBucketsMergeTheDevicesWhateverColumnASelectorLeaves() {
        Query groupBy = new Query.GroupByQuery(TWO_DEVICES, TWO, T, T + 5000, "max", 2000, false);
        List<FluxTable> tables = List.of(
                table(values("_time", AT, "device", "d_3", "_field", "s_1", "_value", 9L),
                        values("_time", AT.plusSeconds(2), "device", "d_1", "_field", "s_1", "_value", 7L)),
                table(values("_time", AT, "device", "d_1", "_field", "s_4", "_value", 1.5)));
        assertThat(FluxAnswers.of(tables, groupBy, TimePrecision.MS).rows()).containsExactly(
                new QueryAnswer.Row(null, T, Map.of("s_1", 9L, "s_4", 1.5)),
                new QueryAnswer.Row(null, T + 2000, Map.of("s_1", 7L)));
        assertThat(FluxAnswers.of(List.of(), groupBy, TimePrecision.MS).rows()).isEmpty();
    }
}
