package org.iotbenchrunner.influxdb;

import static org.assertj.core.api.Assertions.assertThat;
import static org.iotbenchrunner.core.testing.DeviceFixtures.TWO;
import static org.iotbenchrunner.core.testing.DeviceFixtures.TWO_DEVICES;
import static org.iotbenchrunner.influxdb.InfluxAnswersTest.points;
import static org.iotbenchrunner.influxdb.InfluxResults.fluxAnswer;
import static org.iotbenchrunner.influxdb.InfluxResults.fluxTable;
import static org.iotbenchrunner.influxdb.InfluxResults.result;
import static org.iotbenchrunner.influxdb.InfluxResults.row;
import static org.iotbenchrunner.influxdb.InfluxResults.series;

import java.util.Arrays;
import java.util.List;
import org.influxdb.dto.QueryResult;
import org.iotbenchrunner.core.query.Query;
import org.junit.jupiter.api.Test;

/**
 * Points are the non-null values a query returns, not counting time or device labels, for both versions: what the
 * measured path's sink counts from each version's one answer reader.
 */
class PointCountTest {
    private static final Query RANGE = new Query.RangeQuery(TWO_DEVICES, TWO, 0, 100, false);
    private static final Query AGG = new Query.AggRangeQuery(TWO_DEVICES, TWO, 0, 100, "count");

    @Test
    void influxQlCountsValuesOfEverySeriesButTheTimeColumn() {
        QueryResult result = result(
                series(List.of("time", "count", "count_1"), row("1970-01-01T00:00:00Z", 3.0, 3.0)),
                series(List.of("time", "count", "count_1"), row("1970-01-01T00:00:00Z", 2.0, null)));
        assertThat(points(result, AGG)).isEqualTo(3);
    }

    @Test
    void influxQlRawRowsCountEachSelectedValue() {
        QueryResult result = result(series(List.of("time", "s_1", "s_4"),
                row("2022-01-01T00:00:05Z", 1.0, 2.5), row("2022-01-01T00:00:10Z", -1.0, 0.5),
                row("2022-01-01T00:00:15Z", null, 0.25)));
        assertThat(points(result, RANGE)).isEqualTo(5);
    }

    @Test
    void influxQlCountsAColumnBeyondTheSelectedSensorsToo() {
        QueryResult result = result(series(List.of("time", "s_1", "s_4", "extra"),
                row("2022-01-01T00:00:05Z", 1.0, 2.5, 7.0)));
        assertThat(points(result, RANGE)).isEqualTo(3);
    }

    @Test
    void influxQlWithoutSeriesHasNoPoints() {
        QueryResult empty = new QueryResult();
        QueryResult.Result statement = new QueryResult.Result();
        empty.setResults(List.of(statement));
        assertThat(points(empty, RANGE)).isZero();
    }

    @Test
    void fluxCountsOneValuePerRecordInTheNativeShape() throws Exception {
        String csv = fluxAnswer(
                fluxTable("_field:string,_value:long", List.of("s_1", 3), List.of("s_1", 4)),
                fluxTable("_field:string,_value:double", List.of("s_4", 1.5), Arrays.asList("s_4", null)));
        assertThat(points(csv, RANGE)).isEqualTo(3);
    }

    @Test
    void fluxCountsSensorColumnsOfPivotedRecords() throws Exception {
        String csv = fluxAnswer(fluxTable("_time:string,device:string,s_1:long,s_4:double",
                List.of("t1", "d_1", 3, 1.5), Arrays.asList("t2", "d_1", 4, null)));
        assertThat(points(csv, RANGE)).isEqualTo(3);
        assertThat(points("", RANGE)).isZero();
    }
}
