package org.iotbenchrunner.core.testing;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.assertj.core.api.SoftAssertions;
import org.iotbenchrunner.core.spi.UseCaseClient;
import org.iotbenchrunner.core.usecase.UseCase;
import org.iotbenchrunner.core.usecase.UseCaseGenerator;
import org.iotbenchrunner.core.usecase.UseCaseLineProtocol;
import org.iotbenchrunner.core.usecase.UseCaseRow;
import org.iotbenchrunner.core.usecase.UseCaseSchema;
import org.iotbenchrunner.core.usecase.UseCaseSpec;

/**
 * A small generated data set of a use case, held in memory: loaded through a client as the harness loads it
 * (register, then batches, {@link UseCaseLoading}), and checked against what a server holds ({@link StoredRows}).
 */
public record UseCaseData(UseCaseSchema schema, List<UseCaseRow> rows) {
    public static final Instant START = Instant.parse("2016-01-01T00:00:00Z");
    private static final int SHOWN_DIFFERENCES = 10;

    /**
     * A small data set of {@code useCase} over two hours at a 10 s interval: five trucks (about 6,500 rows with
     * TSBS's missing tags and fields), two hosts (12,960 DevOps rows of nine measurements) or two thermo devices
     * (1,440 rows).
     */
    public static UseCaseData of(UseCase useCase, long seed) {
        return of(new UseCaseSpec(useCase, seed, useCase == UseCase.IOT ? 5 : 2, START,
                START.plus(Duration.ofHours(2)), Duration.ofSeconds(10)));
    }

    public static UseCaseData of(UseCaseSpec spec) {
        List<UseCaseRow> rows = new ArrayList<>();
        UseCaseGenerator.of(spec).forEachRow(rows::add);
        return new UseCaseData(UseCaseSchema.of(spec.useCase()), rows);
    }

    /** The row's value of tag {@code key}, null when missing. */
    public static String tag(UseCaseRow row, String key) {
        return row.tags().stream().filter(t -> t.key().equals(key)).findFirst().map(UseCaseRow.Tag::value)
                .orElse(null);
    }

    public void register(UseCaseClient client) throws Exception {
        UseCaseLoading.register(client, schema);
    }

    public void insert(UseCaseClient client) throws Exception {
        UseCaseLoading.insert(client, rows::forEach);
    }

    public List<UseCaseRow> rowsOf(String measurement) {
        return rows.stream().filter(r -> r.measurement().equals(measurement)).toList();
    }

    /** The rows of {@code measurement} without tag {@code key}. */
    public long rowsWithout(String measurement, String key) {
        return rowsOf(measurement).stream().filter(r -> tag(r, key) == null).count();
    }

    public Map<String, Long> rowsPerMeasurement() {
        Map<String, Long> counts = new TreeMap<>();
        rows.forEach(r -> counts.merge(r.measurement(), 1L, Long::sum));
        return counts;
    }

    public Map<String, Long> metricsPerMeasurement() {
        Map<String, Long> counts = new TreeMap<>();
        rows.forEach(r -> counts.merge(r.measurement(), r.metrics(), Long::sum));
        return counts;
    }

    /**
     * {@code stored} holds every row: as many rows and values per measurement as generated, each row under its series
     * and time with the same fields and values (equal to {@code relativeTolerance} of their magnitude; 0: exactly),
     * a missing field still missing and a row missing a tag still without it.
     */
    public void assertStored(StoredRows stored, String what, double relativeTolerance) {
        StoredRows expected = StoredRows.of(rows);
        assertThat(expected.rowsPerMeasurement()).as("%s: no two generated rows share series and time", what)
                .isEqualTo(rowsPerMeasurement());
        SoftAssertions softly = new SoftAssertions();
        softly.assertThat(stored.rowsPerMeasurement()).as("%s: rows per measurement", what)
                .isEqualTo(rowsPerMeasurement());
        softly.assertThat(stored.valuesPerMeasurement()).as("%s: values per measurement", what)
                .isEqualTo(metricsPerMeasurement());
        softly.assertThat(stored.values()).as("%s: values read", what)
                .isEqualTo(rows.stream().mapToLong(UseCaseRow::metrics).sum());
        softly.assertThat(stored.duplicates()).as("%s: values read twice", what).isZero();
        softly.assertThat(expected.differences(stored, SHOWN_DIFFERENCES, relativeTolerance))
                .as("%s: rows that differ", what).isEmpty();
        rows.stream().filter(r -> r.metrics() < r.fields().size()).findFirst().ifPresent(row -> {
            String missing = row.fields().stream().filter(f -> f.value() == null).findFirst().orElseThrow().name();
            softly.assertThat(stored.fields(StoredRows.key(row))).as("%s: a row without %s, %s", what, missing,
                    UseCaseLineProtocol.line(row))
                    .isNotNull().doesNotContainKey(missing);
        });
        rows.stream().filter(r -> r.tags().stream().anyMatch(t -> t.value() == null)).findFirst().ifPresent(row ->
                softly.assertThat(stored.fields(StoredRows.key(row))).as("%s: a row without a tag, %s", what,
                        UseCaseLineProtocol.line(row)).isNotNull());
        softly.assertAll();
    }
}
