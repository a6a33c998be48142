package org.iotbenchrunner.victoriametrics;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.iotbenchrunner.core.query.QueryAnswer.NO_TIME;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import org.iotbenchrunner.core.usecase.query.UseCaseAnswer;
import org.iotbenchrunner.core.usecase.query.UseCaseAnswerRows;
import org.iotbenchrunner.core.usecase.query.UseCaseQuery;
import org.iotbenchrunner.core.usecase.query.UseCaseQueryType;
import org.junit.jupiter.api.Test;

/** The thermo answers' reader, fed export and query API answers shaped as VictoriaMetrics returns them. */
class VmThermoAnswersTest {
    private static final long MS = 1_000_000;

    /** A device's two series merge into a row per time; a series without devname is no row. */
    @Test
    void q1IsARowPerDeviceAndTimeWithBothFields() throws IOException {
        String labels = "\"devid\":\"107\",\"devname\":\"dev_107\",\"devgroup\":\"7\",\"db\":\"test\"";
        String body = """
                {"metric":{"__name__":"devices_temperature",%1$s},"values":[21,22],"timestamps":[1000,2000]}
                {"metric":{"__name__":"devices_humidity",%1$s},"values":[55.25],"timestamps":[1000]}
                {"metric":{"__name__":"devices_humidity","devid":"7","devgroup":"7"},"values":[1],"timestamps":[1000]}
                """.formatted(labels);
        List<UseCaseAnswer.Row> rows = answer(UseCaseQueryType.THERMO_READ_GROUP, 7,
                VmAnswers.readExport(stream(body)));
        assertThat(rows).containsExactly(
                new UseCaseAnswer.Row("dev_107", 1_000 * MS, Map.of("devid", "107", "devgroup", "7"),
                        Map.of("temperature", 21L, "humidity", 55.25)),
                new UseCaseAnswer.Row("dev_107", 2_000 * MS, Map.of("devid", "107", "devgroup", "7"),
                        Map.of("temperature", 22L)));
    }

    @Test
    void q2IsOneValueAnIntegerButForAvgAndCountIsZeroOverNothing() throws IOException {
        assertThat(answer(UseCaseQueryType.THERMO_SUM, 3, query("vector", "{\"metric\":{},\"value\":[1,\"22380\"]}")))
                .containsExactly(new UseCaseAnswer.Row(null, NO_TIME, Map.of(), Map.of("sum_temperature", 22380L)));
        assertThat(answer(UseCaseQueryType.THERMO_AVG, 3, query("vector", "{\"metric\":{},\"value\":[1,\"23.5\"]}")))
                .containsExactly(new UseCaseAnswer.Row(null, NO_TIME, Map.of(), Map.of("avg_temperature", 23.5)));
        assertThat(answer(UseCaseQueryType.THERMO_COUNT, 3, query("vector", ""))).containsExactly(
                new UseCaseAnswer.Row(null, NO_TIME, Map.of(), Map.of("count", 0L)));
        assertThat(answer(UseCaseQueryType.THERMO_MAX, 3, query("vector", ""))).isEmpty();
    }

    @Test
    void q3IsARowPerDevgroupOfItsThreeSeries() throws IOException {
        String body = query("vector", """
                {"metric":{"devgroup":"1","vm_field":"count"},"value":[1,"3"]},
                {"metric":{"devgroup":"1","vm_field":"sum"},"value":[1,"10"]},
                {"metric":{"devgroup":"1","vm_field":"avg"},"value":[1,"3.3333333333333335"]}""");
        assertThat(answer(UseCaseQueryType.THERMO_BY_GROUP, 3, body)).containsExactly(new UseCaseAnswer.Row(null,
                NO_TIME, Map.of("devgroup", "1"), Map.of("count_temperature", 3L, "sum_temperature", 10L,
                "avg_temperature", 10.0 / 3)));
    }

    @Test
    void q4IsARowPerMinute() throws IOException {
        String body = query("matrix", """
                {"metric":{"vm_field":"count"},"values":[[60,"2"],[120,"1"]]},
                {"metric":{"vm_field":"sum"},"values":[[60,"41"],[120,"7"]]},
                {"metric":{"vm_field":"avg"},"values":[[60,"20.5"],[120,"7"]]}""");
        assertThat(answer(UseCaseQueryType.THERMO_BY_MINUTE, 3, body)).containsExactly(
                new UseCaseAnswer.Row(null, 60_000 * MS, Map.of(), Map.of("count_temperature", 2L,
                        "sum_temperature", 41L, "avg_temperature", 20.5)),
                new UseCaseAnswer.Row(null, 120_000 * MS, Map.of(), Map.of("count_temperature", 1L,
                        "sum_temperature", 7L, "avg_temperature", 7.0)));
    }

    @Test
    void aValueThatIsNoExactIntegerFails() {
        assertThat(VmThermoAnswers.integer(-3.0)).isEqualTo(-3L);
        assertThatThrownBy(() -> VmThermoAnswers.integer(2.5)).hasMessage(
                "VictoriaMetrics answered 2.5 where an integer below 2^53 was expected");
    }

    private static List<UseCaseAnswer.Row> answer(UseCaseQueryType type, int devgroup, String body)
            throws IOException {
        return answer(type, devgroup, VmAnswers.readQueryAnswer(stream(body)));
    }

    private static List<UseCaseAnswer.Row> answer(UseCaseQueryType type, int devgroup, List<VmAnswers.Series> series) {
        UseCaseAnswerRows sink = new UseCaseAnswerRows();
        VmUseCaseAnswers.read(UseCaseQuery.thermo(type, devgroup), series, sink);
        return sink.answer().rows();
    }

    private static ByteArrayInputStream stream(String body) {
        return new ByteArrayInputStream(body.getBytes(StandardCharsets.UTF_8));
    }

    private static String query(String type, String result) {
        return "{\"status\":\"success\",\"data\":{\"resultType\":\"" + type + "\",\"result\":[" + result + "]}}";
    }
}
