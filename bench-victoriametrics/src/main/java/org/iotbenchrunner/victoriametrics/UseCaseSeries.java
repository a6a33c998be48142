package org.iotbenchrunner.victoriametrics;

import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;
import org.iotbenchrunner.core.usecase.UseCaseSchema;

/**
 * A use case's rows as VictoriaMetrics stores them: sent as line protocol to {@code /influx/write?db=<DB_NAME>}, a
 * row {@code m,tags f1=v1,f2=v2 t} becomes the samples {@code m_f1{tags, db="<DB_NAME>"}} and {@code m_f2{...}} (a
 * missing tag is a missing label, a missing field no sample), float64 values at millisecond timestamps. The
 * {@code db} label keeps them with the benchmark's other series, which {@code cleanup} deletes together.
 */
final class UseCaseSeries {
    static final String DELETE_SERIES = "/api/v1/admin/tsdb/delete_series";

    private UseCaseSeries() {
    }

    /** Where rows are written: nanosecond timestamps (the rows'), which VictoriaMetrics keeps to the millisecond. */
    static String writePath(String database) {
        return "/influx/write?db=" + URLEncoder.encode(database, StandardCharsets.UTF_8) + "&precision=ns";
    }

    /** The series a field of a measurement is stored in. */
    static String metricName(String measurement, String field) {
        return measurement + "_" + field;
    }

    /** Every series of {@code measurement} in {@code database}: its fields' metric names. */
    static String selector(UseCaseSchema.Measurement measurement, String database) {
        String names = measurement.fields().stream().map(f -> VmQueries.regex(metricName(measurement.name(),
                f.name()))).collect(Collectors.joining("|"));
        return "{__name__=~" + VmQueries.literal(names) + ",db=" + VmQueries.literal(database) + "}";
    }

    /** One request deleting every series of the use case's measurements in {@code database}. */
    static VmRequest deletion(UseCaseSchema schema, String database) {
        List<String> params = new ArrayList<>();
        for (UseCaseSchema.Measurement measurement : schema.measurements()) {
            params.add("match[]");
            params.add(selector(measurement, database));
        }
        return VmRequest.of(DELETE_SERIES, VmRequest.Shape.NONE, params.toArray(String[]::new));
    }
}
