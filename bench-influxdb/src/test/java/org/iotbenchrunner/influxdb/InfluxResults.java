package org.iotbenchrunner.influxdb;

import com.influxdb.query.FluxRecord;
import com.influxdb.query.FluxTable;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.influxdb.dto.QueryResult;

/** Query results of both InfluxDB clients built in code, as the servers would return them. */
final class InfluxResults {
    private InfluxResults() {
    }

    /** One InfluxQL statement's result holding {@code series}. */
    static QueryResult result(QueryResult.Series... series) {
        QueryResult.Result statement = new QueryResult.Result();
        statement.setSeries(List.of(series));
        QueryResult result = new QueryResult();
        result.setResults(List.of(statement));
        return result;
    }

    @SafeVarargs
    static QueryResult.Series series(List<String> columns, List<Object>... rows) {
        return series(null, columns, rows);
    }

    /** A series of measurement g_1, grouped by {@code tags} (null: not grouped). */
    @SafeVarargs
    static QueryResult.Series series(Map<String, String> tags, List<String> columns, List<Object>... rows) {
        QueryResult.Series series = new QueryResult.Series();
        series.setName("g_1");
        series.setTags(tags);
        series.setColumns(columns);
        series.setValues(List.of(rows));
        return series;
    }

    static List<Object> row(Object... values) {
        return Arrays.asList(values);
    }

    @SafeVarargs
    static FluxTable table(Map<String, Object>... records) {
        FluxTable table = new FluxTable();
        for (Map<String, Object> values : records) {
            FluxRecord record = new FluxRecord(0);
            record.getValues().putAll(values);
            table.getRecords().add(record);
        }
        return table;
    }

    /** A record's values from alternating keys and values, in order. */
    static Map<String, Object> values(Object... keysAndValues) {
        Map<String, Object> values = new LinkedHashMap<>();
        for (int i = 0; i < keysAndValues.length; i += 2) {
            values.put((String) keysAndValues[i], keysAndValues[i + 1]);
        }
        return values;
    }
}
