package org.iotbenchrunner.influxdb;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.iotbenchrunner.influxdb.InfluxResults.fluxAnswer;
import static org.iotbenchrunner.influxdb.InfluxResults.fluxTable;
import static org.iotbenchrunner.influxdb.InfluxResults.row;

import com.influxdb.query.exceptions.FluxQueryException;
import java.io.StringReader;
import java.util.List;
import java.util.Map;
import org.iotbenchrunner.core.query.PointCount;
import org.iotbenchrunner.core.query.QueryAnswer;
import org.iotbenchrunner.core.usecase.query.UseCaseAnswer;
import org.iotbenchrunner.core.usecase.query.UseCaseAnswerRows;
import org.junit.jupiter.api.Test;

/** The reader of use-case answers, fed canned Flux answers, into a collecting and a counting sink. */
class FluxUseCaseAnswersTest {
    private static final long T = 1451606400_000000000L;

    @Test
    void eachRecordIsARowWithItsDeviceTimeAndTypedValues() throws Exception {
        String csv = fluxAnswer(
                fluxTable("hostname:string,_time:dateTime:RFC3339,usage_user:double,usage_idle:double",
                        row("host_1", "2016-01-01T00:00:00Z", 95.5, null)),
                fluxTable(1, "hostname:string,_time:dateTime:RFC3339,usage_user:double,usage_idle:double",
                        row("host_2", "2016-01-01T00:00:10.000000001Z", 91.0, 3.0)));
        FluxUseCase statement = new FluxUseCase("", "hostname", List.of(), true, List.of("usage_user", "usage_idle"));
        assertThat(rows(csv, statement)).containsExactly(
                new UseCaseAnswer.Row("host_1", T, Map.of(), Map.of("usage_user", 95.5)),
                new UseCaseAnswer.Row("host_2", T + 10_000_000_001L, Map.of(),
                        Map.of("usage_user", 91.0, "usage_idle", 3.0)));
        assertThat(points(csv, statement)).isEqualTo(3);
    }

    @Test
    void labelsComeFromTheirColumnsAndCountsStayIntegers() throws Exception {
        String csv = fluxAnswer(fluxTable("model:string,breakdowns:long", row("H-2", 24)));
        FluxUseCase statement = new FluxUseCase("", null, List.of("model"), false, List.of("breakdowns"));
        assertThat(rows(csv, statement)).containsExactly(new UseCaseAnswer.Row(null, QueryAnswer.NO_TIME,
                Map.of("model", "H-2"), Map.of("breakdowns", 24L)));
    }

    @Test
    void namesOnlyRecordsCarryNoValueAndAMissingValueColumnIsNoValue() throws Exception {
        String csv = fluxAnswer(fluxTable("name:string", row("truck_7")));
        assertThat(rows(csv, new FluxUseCase("", "name", List.of(), false, List.of()))).containsExactly(
                new UseCaseAnswer.Row("truck_7", QueryAnswer.NO_TIME, Map.of(), Map.of()));
        String fleets = fluxAnswer(fluxTable("fleet:string,projected_fuel_consumption:double", row("West", 19.0)));
        FluxUseCase statement = new FluxUseCase("", null, List.of("fleet"), false,
                List.of("avg_fuel_consumption", "projected_fuel_consumption"));
        assertThat(rows(fleets, statement)).containsExactly(new UseCaseAnswer.Row(null, QueryAnswer.NO_TIME,
                Map.of("fleet", "West"), Map.of("projected_fuel_consumption", 19.0)));
        assertThat(points(fleets, statement)).isEqualTo(1);
    }

    @Test
    void anErrorTableFailsTheQuery() {
        String csv = fluxAnswer(fluxTable("name:string", row("truck_7")), "#datatype,string,string\r\n#group,true,"
                + "true\r\n#default,,\r\n,error,reference\r\n,\"type error: float(v:)\",\r\n");
        assertThatThrownBy(() -> rows(csv, new FluxUseCase("", "name", List.of(), false, List.of())))
                .isInstanceOf(FluxQueryException.class).hasMessageContaining("type error");
    }

    @Test
    void aCountOverNoRowIsARowOfZeroAndTheOtherAggregatesNoRow() throws Exception {
        String none = fluxAnswer();
        assertThat(rows(none, new FluxUseCase("", null, List.of(), false, List.of("count"), true)))
                .containsExactly(new UseCaseAnswer.Row(null, QueryAnswer.NO_TIME, Map.of(), Map.of("count", 0L)));
        assertThat(rows(none, new FluxUseCase("", null, List.of(), false, List.of("avg_temperature"), true)))
                .isEmpty();
        assertThat(rows(none, new FluxUseCase("", null, List.of(), false, List.of("count")))).isEmpty();
        String one = fluxAnswer(fluxTable("count:long", row(12)));
        assertThat(rows(one, new FluxUseCase("", null, List.of(), false, List.of("count"), true)))
                .containsExactly(new UseCaseAnswer.Row(null, QueryAnswer.NO_TIME, Map.of(), Map.of("count", 12L)));
    }

    private static List<UseCaseAnswer.Row> rows(String csv, FluxUseCase statement) throws Exception {
        UseCaseAnswerRows answer = new UseCaseAnswerRows();
        FluxUseCaseAnswers.read(new StringReader(csv), statement, answer);
        return answer.answer().rows();
    }

    private static long points(String csv, FluxUseCase statement) throws Exception {
        PointCount count = new PointCount();
        FluxUseCaseAnswers.read(new StringReader(csv), statement, count);
        return count.points();
    }
}
