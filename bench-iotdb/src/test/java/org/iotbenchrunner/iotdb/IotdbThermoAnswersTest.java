package org.iotbenchrunner.iotdb;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.iotbenchrunner.core.query.QueryAnswer.NO_TIME;

import java.util.List;
import java.util.Map;
import org.apache.tsfile.enums.TSDataType;
import org.iotbenchrunner.core.usecase.query.UseCaseAnswer;
import org.iotbenchrunner.core.usecase.query.UseCaseAnswerRows;
import org.iotbenchrunner.core.usecase.query.UseCaseQuery;
import org.iotbenchrunner.core.usecase.query.UseCaseQueryType;
import org.junit.jupiter.api.Test;

/** The thermo answers' reader, fed rows shaped as IoTDB 2.0.1-beta returns them (milliseconds here). */
class IotdbThermoAnswersTest {
    private static final TSDataType TEXT = TSDataType.TEXT;
    private static final TSDataType INT64 = TSDataType.INT64;
    private static final TSDataType DOUBLE = TSDataType.DOUBLE;
    private static final long MS = 1_000_000;

    @Test
    void q1IsARowPerStoredRowNamedByItsDevnameWithItsIdAndGroupAsLabels() throws Exception {
        CannedResult result = new CannedResult(List.of("Device", "temperature", "humidity", "devid", "devname",
                "devgroup"), List.of(TEXT, INT64, DOUBLE, INT64, TEXT, INT64))
                .row(1_000, "root.test.thermo.devices.g7.`107`", 21L, 55.25, 107L, "dev_107", 7L)
                .row(2_000, "root.test.thermo.devices.g7.`107`", null, 56.0, 107L, "dev_107", 7L)
                .row(3_000, "root.test.thermo.devices.g7.unnamed_0_0", 20L, 1.5, null, "dev_7", 7L);
        assertThat(answer(UseCaseQuery.thermo(UseCaseQueryType.THERMO_READ_GROUP, 7), result)).containsExactly(
                new UseCaseAnswer.Row("dev_107", 1_000 * MS, Map.of("devid", "107", "devgroup", "7"),
                        Map.of("temperature", 21L, "humidity", 55.25)),
                new UseCaseAnswer.Row("dev_107", 2_000 * MS, Map.of("devid", "107", "devgroup", "7"),
                        Map.of("humidity", 56.0)));
    }

    /** A merged column is repeated once per FROM path; sums are integers; no device gives count 0, no sum. */
    @Test
    void q2IsOneValueAnIntegerButForAvgAndCountIsZeroOverNothing() throws Exception {
        CannedResult sums = new CannedResult(List.of("sum_temperature", "sum_temperature"), List.of(DOUBLE, DOUBLE))
                .row(0, 22380.0, 22380.0);
        assertThat(answer(UseCaseQuery.thermo(UseCaseQueryType.THERMO_SUM, 2), sums)).containsExactly(
                new UseCaseAnswer.Row(null, NO_TIME, Map.of(), Map.of("sum_temperature", 22380L)));
        CannedResult none = new CannedResult(List.of(), List.of());
        assertThat(answer(UseCaseQuery.thermo(UseCaseQueryType.THERMO_COUNT, 2), none)).containsExactly(
                new UseCaseAnswer.Row(null, NO_TIME, Map.of(), Map.of("count", 0L)));
        assertThat(answer(UseCaseQuery.thermo(UseCaseQueryType.THERMO_SUM, 2),
                new CannedResult(List.of(), List.of()))).isEmpty();
    }

    @Test
    void q3IsARowPerGroupColumnWithTheAverageOfItsSumAndCount() throws Exception {
        CannedResult result = new CannedResult(List.of("count(root.*.*.*.g0.*.temperature)",
                "count(root.*.*.*.g12.*.temperature)", "sum(root.*.*.*.g0.*.temperature)",
                "sum(root.*.*.*.g12.*.temperature)"), List.of(INT64, INT64, DOUBLE, DOUBLE))
                .row(0, 3L, 0L, 10.0, null);
        assertThat(answer(UseCaseQuery.thermo(UseCaseQueryType.THERMO_BY_GROUP, 20), result)).containsExactly(
                new UseCaseAnswer.Row(null, NO_TIME, Map.of("devgroup", "0"), Map.of("count_temperature", 3L,
                        "sum_temperature", 10L, "avg_temperature", 10.0 / 3)));
    }

    @Test
    void q4IsARowPerMinuteWithATemperature() throws Exception {
        CannedResult result = new CannedResult(List.of("count_temperature", "count_temperature", "sum_temperature",
                "sum_temperature"), List.of(INT64, INT64, DOUBLE, DOUBLE))
                .row(0, 0L, 0L, null, null)
                .row(60_000, 2L, 2L, 41.0, 41.0);
        assertThat(answer(UseCaseQuery.thermo(UseCaseQueryType.THERMO_BY_MINUTE, 2), result)).containsExactly(
                new UseCaseAnswer.Row(null, 60_000 * MS, Map.of(), Map.of("count_temperature", 2L,
                        "sum_temperature", 41L, "avg_temperature", 20.5)));
    }

    @Test
    void aSumADoubleCannotHoldExactlyFails() {
        assertThat(IotdbThermoAnswers.exactSum(-12.0)).isEqualTo(-12L);
        assertThatThrownBy(() -> IotdbThermoAnswers.exactSum(Math.pow(2, 53)))
                .hasMessageContaining("not an integer a double holds exactly");
        assertThatThrownBy(() -> IotdbThermoAnswers.exactSum(1.5)).isInstanceOf(IllegalStateException.class);
    }

    private static List<UseCaseAnswer.Row> answer(UseCaseQuery q, CannedResult result) throws Exception {
        UseCaseAnswerRows sink = new UseCaseAnswerRows();
        IotdbUseCaseAnswers.read(q, result, MS, sink);
        return sink.answer().rows();
    }
}
