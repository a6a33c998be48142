package org.iotbenchrunner.core.query;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.iotbenchrunner.core.spi.DatabaseClient;
import org.iotbenchrunner.core.spi.RowSink;

/** The {@code --verify} sink: keeps every row of an answer with its labels and values. */
public final class AnswerRows implements RowSink {
    private final List<QueryAnswer.Row> rows = new ArrayList<>();
    private String device;
    private long time;
    private Map<String, Object> values;

    /** The content of {@code query}'s answer, from the client's labelled variant of the statement. */
    public static QueryAnswer of(DatabaseClient client, Query query) throws Exception {
        AnswerRows answer = new AnswerRows();
        client.query(query, answer);
        return answer.answer();
    }

    @Override
    public boolean labelled() {
        return true;
    }

    @Override
    public void row(String rowDevice, long rowTime) {
        finishRow();
        device = rowDevice;
        time = rowTime;
        values = new LinkedHashMap<>();
    }

    @Override
    public void value(String sensor, Object value) {
        if (values == null) {
            throw new IllegalStateException("a value of " + sensor + " came before any row");
        }
        values.put(sensor, value);
    }

    public QueryAnswer answer() {
        finishRow();
        return new QueryAnswer(rows);
    }

    private void finishRow() {
        if (values != null) {
            rows.add(new QueryAnswer.Row(device, time, values));
            values = null;
        }
    }
}
