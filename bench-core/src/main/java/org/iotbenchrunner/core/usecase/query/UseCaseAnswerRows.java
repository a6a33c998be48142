package org.iotbenchrunner.core.usecase.query;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.iotbenchrunner.core.spi.UseCaseClient;
import org.iotbenchrunner.core.spi.RowSink;

/** The {@code --verify} sink of use-case queries: keeps every row of an answer with its labels and values. */
public final class UseCaseAnswerRows implements RowSink {
    private final List<UseCaseAnswer.Row> rows = new ArrayList<>();
    private String device;
    private long time;
    private Map<String, String> labels;
    private Map<String, Object> values;

    /** What {@code client} answers to {@code query}. */
    public static UseCaseAnswer of(UseCaseClient client, UseCaseQuery query) throws Exception {
        UseCaseAnswerRows answer = new UseCaseAnswerRows();
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
        labels = new LinkedHashMap<>();
        values = new LinkedHashMap<>();
    }

    @Override
    public void label(String key, String value) {
        current(key);
        labels.put(key, value);
    }

    @Override
    public void value(String sensor, Object value) {
        current(sensor);
        values.put(sensor, value);
    }

    public UseCaseAnswer answer() {
        finishRow();
        return new UseCaseAnswer(rows);
    }

    private void current(String name) {
        if (values == null) {
            throw new IllegalStateException(name + " came before any row");
        }
    }

    private void finishRow() {
        if (values != null) {
            rows.add(new UseCaseAnswer.Row(device, time, labels, values));
            values = null;
        }
    }
}
