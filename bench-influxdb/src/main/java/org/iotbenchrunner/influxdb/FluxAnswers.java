package org.iotbenchrunner.influxdb;

import com.influxdb.query.FluxRecord;
import com.influxdb.query.FluxTable;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.iotbenchrunner.core.query.Query;
import org.iotbenchrunner.core.query.QueryAnswer;
import org.iotbenchrunner.core.workload.Sensor;

/**
 * The content of a Flux answer ({@link FluxQueries}): records in InfluxDB's native shape (one {@code _field} and
 * {@code _value} each) and pivoted records (one column per sensor) alike become one row per device and
 * {@code _time}. Aggregates have no time (selectors such as {@code max} keep their point's, which is not the
 * aggregate's); GROUP_BY buckets merge the devices, whichever device column a selector leaves behind.
 */
final class FluxAnswers {
    private FluxAnswers() {
    }

    static QueryAnswer of(List<FluxTable> tables, Query query, TimePrecision precision) {
        boolean timed = !(query instanceof Query.AggRangeQuery || query instanceof Query.AggValueQuery
                || query instanceof Query.AggRangeValueQuery);
        boolean merged = query instanceof Query.GroupByQuery;
        Map<List<Object>, Map<String, Object>> rows = new LinkedHashMap<>();
        for (FluxTable table : tables) {
            for (FluxRecord record : table.getRecords()) {
                Map<String, Object> columns = record.getValues();
                String device = merged ? null : (String) columns.get("device");
                long time = timed && columns.get("_time") instanceof Instant t ? precision.of(t) : QueryAnswer.NO_TIME;
                List<Object> key = new ArrayList<>();
                key.add(device);
                key.add(time);
                Map<String, Object> values = rows.computeIfAbsent(key, k -> new LinkedHashMap<>());
                if (columns.containsKey("_field") && columns.containsKey("_value")) {
                    if (columns.get("_value") != null) {
                        values.put(String.valueOf(columns.get("_field")), columns.get("_value"));
                    }
                } else {
                    for (Sensor s : query.sensors()) {
                        if (columns.get(s.name()) != null) {
                            values.put(s.name(), columns.get(s.name()));
                        }
                    }
                }
            }
        }
        List<QueryAnswer.Row> out = new ArrayList<>();
        rows.forEach((key, values) -> out.add(new QueryAnswer.Row((String) key.get(0), (Long) key.get(1), values)));
        return new QueryAnswer(out);
    }
}
