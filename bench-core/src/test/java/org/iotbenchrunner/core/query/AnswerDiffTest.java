package org.iotbenchrunner.core.query;

import static org.assertj.core.api.Assertions.assertThat;

import java.math.BigDecimal;
import java.util.List;
import java.util.Map;
import org.iotbenchrunner.core.workload.DeviceSchema;
import org.iotbenchrunner.core.workload.Sensor;
import org.iotbenchrunner.core.workload.SensorType;
import org.junit.jupiter.api.Test;

/** Value tolerances per type and the wording of differences. */
class AnswerDiffTest {
    private static final Sensor S1 = new Sensor(1, "s_1", SensorType.FLOAT);
    private static final DeviceSchema D3 = new DeviceSchema(3, "d_3", "g_0", 0, List.of(S1));
    private static final DeviceSchema D4 = new DeviceSchema(4, "d_4", "g_0", 0, List.of(S1));
    private static final long T = 1535558400000L;
    private static final Query RANGE = new Query.RangeQuery(List.of(D3), List.of(S1), T, T + 10, false);

    private static ExpectedValues.Answer rows(ExpectedValues.Row... rows) {
        return new ExpectedValues.Answer(List.of(rows), false);
    }

    private static ExpectedValues.Row want(String device, long time, Object stored) {
        return new ExpectedValues.Row(device, time, Map.of("s_1", ExpectedValues.value(stored)));
    }

    private static QueryAnswer got(QueryAnswer.Row... rows) {
        return new QueryAnswer(List.of(rows));
    }

    private static QueryAnswer.Row row(String device, long time, Object value) {
        return new QueryAnswer.Row(device, time, Map.of("s_1", value));
    }

    @Test
    void aWrongValueIsNamedByDeviceSensorAndTime() {
        assertThat(AnswerDiff.between(RANGE, rows(want("d_3", T, 12.5f)), got(row("d_3", T, 12.0))))
                .hasValue("d_3 s_1 @ 1535558400000: expected 12.5, got 12.0");
    }

    @Test
    void floatsAgreeToOnePartInAMillionWhetherStoredAs32BitsOrAsTheirDecimalText() {
        float f = 0.1f;
        ExpectedValues.Answer expected = rows(want("d_3", T, f));
        assertThat(AnswerDiff.between(RANGE, expected, got(row("d_3", T, (double) f)))).isEmpty();
        assertThat(AnswerDiff.between(RANGE, expected, got(row("d_3", T, f)))).isEmpty();
        assertThat(AnswerDiff.between(RANGE, expected, got(row("d_3", T, Double.parseDouble(Float.toString(f))))))
                .isEmpty();
        assertThat(AnswerDiff.between(RANGE, expected, got(row("d_3", T, 0.1 * (1 + 0.9e-6))))).isEmpty();
        assertThat(AnswerDiff.between(RANGE, expected, got(row("d_3", T, 0.1 * (1 + 2e-6))))).isPresent();
    }

    @Test
    void doublesAgreeToOnePartInABillionAndIntegersBooleansAndTextExactly() {
        ExpectedValues.Value dbl = ExpectedValues.value(1000.25);
        assertThat(AnswerDiff.matches(dbl, 1000.25 + 0.5e-6)).isTrue();
        assertThat(AnswerDiff.matches(dbl, 1000.25 + 2e-6)).isFalse();
        ExpectedValues.Value integer = ExpectedValues.value(12);
        assertThat(AnswerDiff.matches(integer, 12)).isTrue();
        assertThat(AnswerDiff.matches(integer, 12L)).isTrue();
        assertThat(AnswerDiff.matches(integer, 12.0)).as("JSON numbers arrive as doubles").isTrue();
        assertThat(AnswerDiff.matches(integer, new BigDecimal("12.000"))).isTrue();
        assertThat(AnswerDiff.matches(integer, 12.000001)).isFalse();
        assertThat(AnswerDiff.matches(integer, 13L)).isFalse();
        assertThat(AnswerDiff.matches(ExpectedValues.value(true), true)).isTrue();
        assertThat(AnswerDiff.matches(ExpectedValues.value(true), 1)).isFalse();
        assertThat(AnswerDiff.matches(ExpectedValues.value("aB3"), "aB3")).isTrue();
        assertThat(AnswerDiff.matches(ExpectedValues.value("aB3"), "ab3")).isFalse();
        assertThat(AnswerDiff.matches(integer, null)).isFalse();
    }

    @Test
    void averagesAgreeToTheirMagnitudeNotToTheirOwnSize() {
        ExpectedValues.Value average = new ExpectedValues.Value(List.of(1e-12), 1e-9 * 50);
        assertThat(AnswerDiff.matches(average, 3e-11)).as("a mean near 0 of values near 50").isTrue();
        assertThat(AnswerDiff.matches(average, 1e-6)).isFalse();
    }

    @Test
    void missingExtraAndMisplacedRowsAreDifferences() {
        ExpectedValues.Answer two = rows(want("d_3", T, 1.5f), want("d_3", T + 5, 2.5f));
        assertThat(AnswerDiff.between(RANGE, two, got(row("d_3", T, 1.5)))).hasValue("missing row d_3 @ "
                + (T + 5) + " [s_1]");
        assertThat(AnswerDiff.between(RANGE, two, got(row("d_3", T, 1.5), row("d_3", T + 5, 2.5),
                row("d_4", T, 1.5)))).hasValue("unexpected row d_4 @ 1535558400000 {s_1=1.5}");
        assertThat(AnswerDiff.between(RANGE, two, got(row("d_3", T, 2.5), row("d_3", T + 5, 1.5))))
                .hasValue("d_3 s_1 @ 1535558400000: expected 1.5, got 2.5 (and 1 more differences)");
        assertThat(AnswerDiff.between(RANGE, two, got(row("d_3", T + 5, 2.5), row("d_3", T, 1.5))))
                .as("ascending queries may come in any order").isEmpty();
        assertThat(AnswerDiff.between(RANGE, two, got(new QueryAnswer.Row("d_3", T, Map.of("s_1", 1.5, "s_2", 1)),
                row("d_3", T + 5, 2.5)))).hasValue("d_3 s_2 @ 1535558400000: expected nothing, got 1");
    }

    @Test
    void descendingQueriesReturnEachDevicesRowsNewestFirst() {
        Query desc = new Query.RangeQuery(List.of(D3, D4), List.of(S1), T, T + 10, true);
        ExpectedValues.Answer expected = rows(want("d_3", T, 1.5f), want("d_3", T + 5, 2.5f), want("d_4", T, 1.5f));
        assertThat(AnswerDiff.between(desc, expected, got(row("d_3", T + 5, 2.5), row("d_3", T, 1.5),
                row("d_4", T, 1.5)))).isEmpty();
        assertThat(AnswerDiff.between(desc, expected, got(row("d_3", T, 1.5), row("d_3", T + 5, 2.5),
                row("d_4", T, 1.5)))).hasValue("d_3: rows not newest first: 1535558400000 before 1535558400005");
    }

    @Test
    void unlabelledRowsOfSeveralDevicesMatchWhicheverRowTheyEqual() {
        Query two = new Query.RangeQuery(List.of(D3, D4), List.of(S1), T, T, false);
        ExpectedValues.Answer expected = rows(want(null, T, 1.5f), want(null, T, 2.5f));
        assertThat(AnswerDiff.between(two, expected, got(row(null, T, 2.5), row(null, T, 1.5)))).isEmpty();
        assertThat(AnswerDiff.between(two, expected, got(row(null, T, 2.5), row(null, T, 2.5))))
                .hasValue("s_1 @ 1535558400000: expected 1.5, got 2.5");
    }

    @Test
    void aggregatesAreMatchedByDeviceWhateverTimeTheDatabaseReports() {
        Query agg = new Query.AggRangeQuery(List.of(D3), List.of(S1), T, T + 10, "count");
        ExpectedValues.Answer expected = rows(new ExpectedValues.Row("d_3", QueryAnswer.NO_TIME,
                Map.of("s_1", new ExpectedValues.Value(List.of(3L), 0))));
        assertThat(AnswerDiff.between(agg, expected, got(row("d_3", 0, 3.0)))).isEmpty();
        assertThat(AnswerDiff.between(agg, expected, got(row("d_3", QueryAnswer.NO_TIME, 4L))))
                .hasValue("d_3 s_1: expected 3, got 4");
        assertThat(AnswerDiff.between(agg, expected, got())).hasValue("missing row d_3 [s_1]");
    }

    @Test
    void theLatestPointMayBeAnyDevicesNewestRow() {
        Query latest = new Query.LatestPointQuery(List.of(D3, D4), List.of(S1));
        ExpectedValues.Answer labelled = new ExpectedValues.Answer(List.of(want("d_3", T, 1.5f),
                want("d_4", T, 2.5f)), true);
        assertThat(AnswerDiff.between(latest, labelled, got(row("d_4", T, 2.5)))).isEmpty();
        assertThat(AnswerDiff.between(latest, labelled, got(row("d_4", T, 1.5))))
                .hasValue("d_4 s_1 @ 1535558400000: expected 2.5, got 1.5");
        assertThat(AnswerDiff.between(latest, labelled, got(row("d_4", T - 5, 2.5))))
                .hasValue("d_4: newest row expected at 1535558400000, got 1535558399995");
        assertThat(AnswerDiff.between(latest, labelled, got(row("d_4", T, 2.5), row("d_3", T, 1.5))))
                .hasValue("expected 1 row, got 2");
        ExpectedValues.Answer merged = new ExpectedValues.Answer(List.of(new ExpectedValues.Row(null, T,
                Map.of("s_1", new ExpectedValues.Value(List.of(1.5, 2.5), 0)))), true);
        assertThat(AnswerDiff.between(latest, merged, got(row(null, QueryAnswer.NO_TIME, 1.5)))).isEmpty();
        assertThat(AnswerDiff.between(latest, merged, got(row(null, T, 3.5))))
                .hasValue("s_1 @ 1535558400000: expected one of [1.5, 2.5], got 3.5");
        assertThat(AnswerDiff.between(latest, new ExpectedValues.Answer(List.of(), true), got()))
                .isEmpty();
    }
}
