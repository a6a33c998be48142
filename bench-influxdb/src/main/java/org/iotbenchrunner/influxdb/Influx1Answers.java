package org.iotbenchrunner.influxdb;

import java.time.Instant;
import java.util.List;
import org.influxdb.dto.QueryResult;
import org.iotbenchrunner.core.config.OperationType;
import org.iotbenchrunner.core.query.Query;
import org.iotbenchrunner.core.query.QueryAnswer;
import org.iotbenchrunner.core.spi.RowSink;
import org.iotbenchrunner.core.workload.Sensor;

/**
 * The one reader of an InfluxQL answer, for both sinks: per series (the {@code device} tag when grouped by it), per
 * row its {@code time} (RFC 3339 text) and every other column, one per sensor in the statement's order. The points
 * are the non-null values of every column but {@code time}; tags of a GROUP BY come as series tags, not columns.
 * Numbers arrive as JSON doubles.
 */
final class Influx1Answers {
    private Influx1Answers() {
    }

    /**
     * Passes every row of {@code result} to {@code sink}. Labels (device, time) are read only for a labelled sink:
     * the measured path keeps none, so it parses no times.
     */
    static void read(QueryResult result, Query query, TimePrecision precision, RowSink sink) {
        boolean labels = sink.labelled();
        // several selectors in one statement (last(a), last(b)) come at epoch 0 instead of a point's time
        boolean multiSelector = query.type() == OperationType.LATEST_POINT && query.sensors().size() > 1;
        boolean timed = labels && query.rowsHaveTime() && !multiSelector;
        List<Sensor> sensors = query.sensors();
        for (QueryResult.Result statement : result.getResults()) {
            if (statement.getSeries() == null) {
                continue;
            }
            for (QueryResult.Series series : statement.getSeries()) {
                if (series.getValues() == null) {
                    continue;
                }
                List<String> columns = series.getColumns();
                String device = labels && series.getTags() != null ? series.getTags().get("device") : null;
                int timeColumn = columns.indexOf("time");
                for (List<Object> row : series.getValues()) {
                    sink.row(device, timed && timeColumn >= 0
                            ? precision.of(Instant.parse(String.valueOf(row.get(timeColumn)))) : QueryAnswer.NO_TIME);
                    int sensor = 0;
                    for (int c = 0; c < row.size(); c++) {
                        if (c == timeColumn) {
                            continue;
                        }
                        Object value = row.get(c);
                        if (value != null) {
                            sink.value(sensor < sensors.size() ? sensors.get(sensor).name() : columns.get(c), value);
                        }
                        sensor++;
                    }
                }
            }
        }
    }
}
