package org.iotbenchrunner.victoriametrics;

import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * One HTTP request of a query: the API path, its form parameters (sent as the body of a POST, so that long MetricsQL
 * expressions meet no URL limit) and the shape of the answer, which tells {@link VmAnswers} how to make rows of it.
 * {@link #NONE} is a query whose answer is empty without asking (a window that holds no timestamp).
 */
record VmRequest(String path, List<Map.Entry<String, String>> params, Shape shape) {
    static final VmRequest NONE = new VmRequest("", List.of(), Shape.NONE);

    /** How the answer's series become rows. */
    enum Shape {
        /** {@code /api/v1/export} JSON lines: a row per device and timestamp, across the sensors' series. */
        EXPORT_ROWS,
        /** An instant vector with one series per device and sensor: a row per device, without time. */
        PER_DEVICE,
        /** A range matrix with one series per sensor (label {@code sensor}): a row per evaluation time = bucket. */
        BUCKETS,
        /** An instant vector of one device's values plus the row's time (series {@code vm_field="time"}): one row. */
        NEWEST_ROW,
        /** A TSBS use-case query's answer, read by {@link VmUseCaseAnswers} as its type says. */
        USE_CASE,
        /** Nothing to ask. */
        NONE
    }

    VmRequest {
        params = List.copyOf(params);
    }

    static VmRequest of(String path, Shape shape, String... keysAndValues) {
        List<Map.Entry<String, String>> params = new ArrayList<>();
        for (int i = 0; i < keysAndValues.length; i += 2) {
            params.add(Map.entry(keysAndValues[i], keysAndValues[i + 1]));
        }
        return new VmRequest(path, params, shape);
    }

    /** The value of a parameter, or null. */
    String param(String name) {
        return params.stream().filter(e -> e.getKey().equals(name)).map(Map.Entry::getValue).findFirst()
                .orElse(null);
    }

    /** The parameters as an {@code application/x-www-form-urlencoded} body. */
    String form() {
        StringBuilder body = new StringBuilder();
        for (Map.Entry<String, String> e : params) {
            if (!body.isEmpty()) {
                body.append('&');
            }
            body.append(URLEncoder.encode(e.getKey(), StandardCharsets.UTF_8)).append('=')
                    .append(URLEncoder.encode(e.getValue(), StandardCharsets.UTF_8));
        }
        return body.toString();
    }
}
