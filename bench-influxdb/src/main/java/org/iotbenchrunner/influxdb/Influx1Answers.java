package org.iotbenchrunner.influxdb;

import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.influxdb.dto.QueryResult;
import org.iotbenchrunner.core.query.Query;
import org.iotbenchrunner.core.query.QueryAnswer;
import org.iotbenchrunner.core.workload.Sensor;

/**
 * The content of an InfluxQL answer ({@link InfluxQl#answer}): per series, the {@code device} tag when grouped by
 * it, then per row its {@code time} (RFC 3339 text) and one column per sensor in the statement's order. Numbers
 * arrive as JSON doubles.
 */
final class Influx1Answers {
    private Influx1Answers() {
    }

    static QueryAnswer of(QueryResult result, Query query, TimePrecision precision) {
        boolean timed = !(query instanceof Query.AggRangeQuery || query instanceof Query.AggValueQuery
                || query instanceof Query.AggRangeValueQuery);
        // several selectors in one statement (last(a), last(b)) come at epoch 0 instead of a point's time
        boolean multiSelector = query instanceof Query.LatestPointQuery && query.sensors().size() > 1;
        List<Sensor> sensors = query.sensors();
        List<QueryAnswer.Row> rows = new ArrayList<>();
        for (QueryResult.Result statement : result.getResults()) {
            if (statement.getSeries() == null) {
                continue;
            }
            for (QueryResult.Series series : statement.getSeries()) {
                String device = series.getTags() == null ? null : series.getTags().get("device");
                int timeColumn = series.getColumns().indexOf("time");
                if (series.getValues() == null) {
                    continue;
                }
                for (List<Object> row : series.getValues()) {
                    Map<String, Object> values = new LinkedHashMap<>();
                    int sensor = 0;
                    for (int c = 0; c < row.size() && sensor < sensors.size(); c++) {
                        if (c == timeColumn) {
                            continue;
                        }
                        if (row.get(c) != null) {
                            values.put(sensors.get(sensor).name(), row.get(c));
                        }
                        sensor++;
                    }
                    long time = timed && !multiSelector && timeColumn >= 0
                            ? precision.of(Instant.parse(String.valueOf(row.get(timeColumn)))) : QueryAnswer.NO_TIME;
                    rows.add(new QueryAnswer.Row(device, time, values));
                }
            }
        }
        return new QueryAnswer(rows);
    }
}
