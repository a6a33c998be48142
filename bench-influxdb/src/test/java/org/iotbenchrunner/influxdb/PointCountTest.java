package org.iotbenchrunner.influxdb;

import static org.assertj.core.api.Assertions.assertThat;
import static org.iotbenchrunner.influxdb.Fixtures.TWO;

import com.influxdb.query.FluxRecord;
import com.influxdb.query.FluxTable;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
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

    private static QueryResult result(QueryResult.Series... series) {
        QueryResult.Result statement = new QueryResult.Result();
        statement.setSeries(List.of(series));
        QueryResult result = new QueryResult();
        result.setResults(List.of(statement));
        return result;
    }

    @SafeVarargs
    private static QueryResult.Series series(List<String> columns, List<Object>... rows) {
        QueryResult.Series series = new QueryResult.Series();
        series.setName("g_1");
        series.setColumns(columns);
        series.setValues(List.of(rows));
        return series;
    }

    private static List<Object> row(Object... values) {
        return Arrays.asList(values);
    }

    @SafeVarargs
    private static FluxTable table(Map<String, Object>... records) {
        FluxTable table = new FluxTable();
        for (Map<String, Object> values : records) {
            FluxRecord record = new FluxRecord(0);
            record.getValues().putAll(values);
            table.getRecords().add(record);
        }
        return table;
    }

    private static Map<String, Object> values(Object... keysAndValues) {
        Map<String, Object> values = new LinkedHashMap<>();
        for (int i = 0; i < keysAndValues.length; i += 2) {
            values.put((String) keysAndValues[i], keysAndValues[i + 1]);
        }
        return values;
    }
}
