package org.iotbenchrunner.influxdb;

import java.util.ArrayList;
import java.util.Arrays;
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

    /**
     * One Flux table as the server streams it (annotated CSV): {@code columns} as {@code name:type} separated by
     * commas (types as in {@code #datatype}), then each record's cells (null: empty; instants in RFC 3339).
     */
    static String fluxTable(String columns, List<?>... records) {
        return fluxTable(0, columns, records);
    }

    /** A table with the id {@code id}; its records name it in the {@code table} column. */
    static String fluxTable(int id, String columns, List<?>... records) {
        List<String> names = new ArrayList<>();
        List<String> types = new ArrayList<>();
        for (String column : columns.split(",")) {
            int colon = column.indexOf(':');
            names.add(column.substring(0, colon));
            types.add(column.substring(colon + 1));
        }
        StringBuilder csv = new StringBuilder();
        csv.append("#datatype,string,long,").append(String.join(",", types)).append("\r\n");
        csv.append("#group,false,false").append(",false".repeat(names.size())).append("\r\n");
        csv.append("#default,_result,").append(",".repeat(names.size())).append("\r\n");
        csv.append(",result,table,").append(String.join(",", names)).append("\r\n");
        for (List<?> record : records) {
            csv.append(",,").append(id);
            for (Object cell : record) {
                csv.append(',').append(cell == null ? "" : quoted(String.valueOf(cell)));
            }
            csv.append("\r\n");
        }
        return csv.toString();
    }

    /** A whole answer: its tables, separated by an empty line as the server does, ending in one. */
    static String fluxAnswer(String... tables) {
        return String.join("\r\n", tables) + "\r\n";
    }

    private static String quoted(String text) {
        return text.contains(",") || text.contains("\"") || text.contains("\n")
                ? "\"" + text.replace("\"", "\"\"") + "\"" : text;
    }
}
