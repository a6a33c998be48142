package org.iotbenchrunner.influxdb;

import static org.assertj.core.api.Assertions.assertThat;
import static org.iotbenchrunner.influxdb.InfluxResults.result;
import static org.iotbenchrunner.influxdb.InfluxResults.row;
import static org.iotbenchrunner.influxdb.InfluxResults.series;
import static org.iotbenchrunner.influxdb.InfluxResults.table;
import static org.iotbenchrunner.influxdb.InfluxResults.values;
import static org.iotbenchrunner.influxdb.Fixtures.TWO;

import com.influxdb.query.FluxTable;
import java.util.List;
import org.influxdb.dto.QueryResult;
import org.junit.jupiter.api.Test;

/** Points are the non-null values a query returns, not counting time or device labels, for both versions. */
class PointCountTest {

    @Test
    void influxQlCountsValuesOfEverySeriesButTheTimeColumn() {
        QueryResult result = result(
                series(List.of("time", "count", "count_1"), row("1970-01-01T00:00:00Z", 3.0, 3.0)),
                series(List.of("time", "count", "count_1"), row("1970-01-01T00:00:00Z", 2.0, null)));
        assertThat(Influx1Client.points(result)).isEqualTo(3);
    }

    @Test
    void influxQlRawRowsCountEachSelectedValue() {
        QueryResult result = result(series(List.of("time", "s_1", "s_4"),
                row("2022-01-01T00:00:05Z", 1.0, 2.5), row("2022-01-01T00:00:10Z", -1.0, 0.5),
                row("2022-01-01T00:00:15Z", null, 0.25)));
        assertThat(Influx1Client.points(result)).isEqualTo(5);
    }

    @Test
    void influxQlWithoutSeriesHasNoPoints() {
        QueryResult empty = new QueryResult();
        QueryResult.Result statement = new QueryResult.Result();
        empty.setResults(List.of(statement));
        assertThat(Influx1Client.points(empty)).isZero();
    }

    @Test
    void fluxCountsOneValuePerRecordInTheNativeShape() {
        List<FluxTable> tables = List.of(
                table(values("_field", "s_1", "_value", 3L), values("_field", "s_1", "_value", 4L)),
                table(values("_field", "s_4", "_value", 1.5), values("_field", "s_4", "_value", null)));
        assertThat(Influx2Client.points(tables, TWO)).isEqualTo(3);
    }

    @Test
    void fluxCountsSensorColumnsOfPivotedRecords() {
        List<FluxTable> tables = List.of(table(
                values("_time", "t1", "device", "d_1", "s_1", 3L, "s_4", 1.5),
                values("_time", "t2", "device", "d_1", "s_1", 4L, "s_4", null)));
        assertThat(Influx2Client.points(tables, TWO)).isEqualTo(3);
        assertThat(Influx2Client.points(List.of(), TWO)).isZero();
    }
}
