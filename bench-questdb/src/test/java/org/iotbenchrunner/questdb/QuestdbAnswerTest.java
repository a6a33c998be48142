package org.iotbenchrunner.questdb;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.lang.reflect.Proxy;
import java.sql.ResultSet;
import java.sql.ResultSetMetaData;
import java.sql.SQLException;
import java.sql.Types;
import java.time.LocalDateTime;
import java.time.ZoneOffset;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import org.iotbenchrunner.core.query.AnswerRows;
import org.iotbenchrunner.core.query.PointCount;
import org.iotbenchrunner.core.query.QueryAnswer;
import org.iotbenchrunner.core.usecase.query.UseCaseAnswer;
import org.iotbenchrunner.core.usecase.query.UseCaseAnswerRows;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class QuestdbAnswerTest {

    @Test
    void rawRowsCarryTimeDeviceAndEveryNonNullValueInItsType() throws SQLException {
        ResultSet rows = result(List.of(
                        column("time", Types.TIMESTAMP), column("device", Types.VARCHAR), column("s_0", Types.BIT),
                        column("s_1", Types.INTEGER), column("s_2", Types.BIGINT), column("s_3", Types.REAL),
                        column("s_4", Types.DOUBLE), column("s_5", Types.VARCHAR)),
                row("2022-01-01 00:00:05.000000", "d_1", "t", "-7", "9000000000", "0.1", "2.5", "abc"),
                row("2022-01-01 00:00:10", "d_1", null, null, null, null, null, null));
        AnswerRows answer = new AnswerRows();
        QuestdbAnswer.read(rows, answer, Precision.MS);
        long t = 1_640_995_200_000L;
        assertThat(answer.answer().rows()).containsExactly(
                new QueryAnswer.Row("d_1", t + 5_000, Map.of("s_0", true, "s_1", -7L, "s_2", 9_000_000_000L,
                        "s_3", (double) 0.1f, "s_4", 2.5, "s_5", "abc")),
                new QueryAnswer.Row("d_1", t + 10_000, Map.of()));
    }

    @Test
    void theMeasuredPathCountsValuesButNotLabels() throws SQLException {
        PointCount count = new PointCount();
        QuestdbAnswer.read(result(List.of(column("time", Types.TIMESTAMP), column("s_1", Types.BIGINT),
                        column("s_2", Types.DOUBLE)),
                row("2022-01-01 00:00:05.5", "1", null), row("2022-01-01 00:00:06", "2", "3.0")), count, Precision.MS);
        assertThat(count.points()).isEqualTo(3);
    }

    @Test
    void aggregateRowsHaveNoTimeAndBucketsNoDevice() throws SQLException {
        AnswerRows perDevice = new AnswerRows();
        QuestdbAnswer.read(result(List.of(column("device", Types.VARCHAR), column("s_1", Types.BIGINT)),
                row("d_0", "12"), row("d_1", "3")), perDevice, Precision.MS);
        assertThat(perDevice.answer().rows()).containsExactly(
                new QueryAnswer.Row("d_0", QueryAnswer.NO_TIME, Map.of("s_1", 12L)),
                new QueryAnswer.Row("d_1", QueryAnswer.NO_TIME, Map.of("s_1", 3L)));

        AnswerRows buckets = new AnswerRows();
        QuestdbAnswer.read(result(List.of(column("time", Types.TIMESTAMP), column("s_1", Types.DOUBLE)),
                row("1970-01-01 00:00:00.000123", "1.5")), buckets, Precision.US);
        assertThat(buckets.answer().rows()).containsExactly(new QueryAnswer.Row(null, 123, Map.of("s_1", 1.5)));
    }

    /** A use-case answer: times in nanoseconds, its label columns labels (never points), the rest values. */
    @Test
    void useCaseAnswersCarryLabelsBeforeValuesAndNanosecondTimes() throws SQLException {
        ResultSet rows = result(List.of(column("time", Types.TIMESTAMP), column("fleet", Types.VARCHAR),
                        column("daily_activity", Types.DOUBLE), column("model", Types.VARCHAR)),
                row("2016-01-01 00:00:00.000000", "East", "0.5", "F-150"), row("2016-01-02 00:00:00", "West", null,
                        null));
        UseCaseAnswerRows answer = new UseCaseAnswerRows();
        QuestdbAnswer.read(rows, answer, micros -> micros * 1000, QuestdbUseCaseQueries.LABELS);
        long day = 1_451_606_400_000_000_000L;
        assertThat(answer.answer().rows()).containsExactly(
                new UseCaseAnswer.Row(null, day, UseCaseAnswer.labels("fleet", "East", "model", "F-150"),
                        Map.of("daily_activity", 0.5)),
                new UseCaseAnswer.Row(null, day + 86_400_000_000_000L, UseCaseAnswer.labels("fleet", "West"),
                        Map.of()));
        PointCount count = new PointCount();
        QuestdbAnswer.read(result(List.of(column("fleet", Types.VARCHAR), column("avg_fuel_consumption",
                Types.DOUBLE)), row("East", "1.5")), count, micros -> micros, QuestdbUseCaseQueries.LABELS);
        assertThat(count.points()).isEqualTo(1);
    }

    @ParameterizedTest
    @ValueSource(strings = {"2022-01-01 00:00:00", "2018-08-29 16:00:05.123456", "2024-02-29 23:59:59.9",
            "1969-12-31 23:59:59.999000", "1970-01-01 00:00:00.000001", "2100-03-01 12:00:00.5", "1600-02-29 01:02:03"})
    void timestampsAreReadAsUtcMicroseconds(String text) {
        LocalDateTime expected = LocalDateTime.parse(text.replace(' ', 'T'));
        long micros = expected.toEpochSecond(ZoneOffset.UTC) * 1_000_000 + expected.getNano() / 1_000;
        assertThat(QuestdbAnswer.epochMicros(text)).isEqualTo(micros);
    }

    @Test
    void fractionsBeyondMicrosecondsAreCutAndOtherTextRefused() {
        assertThat(QuestdbAnswer.epochMicros("1970-01-01 00:00:01.123456789")).isEqualTo(1_123_456);
        for (String bad : List.of("2022-01-01T00:00:00", "2022-01-01 00:00:00+00", "2022-01-01 00:00:00.",
                "2022-01-01", "2022-01-01 00:00:0x")) {
            assertThatThrownBy(() -> QuestdbAnswer.epochMicros(bad)).as(bad)
                    .isInstanceOf(IllegalArgumentException.class);
        }
    }

    @Test
    void millisecondsAreFlooredFromMicroseconds() {
        assertThat(Precision.MS.fromMicros(-1)).isEqualTo(-1);
        assertThat(Precision.MS.fromMicros(1_999)).isEqualTo(1);
        assertThat(Precision.MS.toMicros(7)).isEqualTo(7_000);
        assertThat(Precision.US.toMicros(7)).isEqualTo(7);
    }

    private record Column(String label, int type) {
    }

    private static Column column(String label, int type) {
        return new Column(label, type);
    }

    private static String[] row(String... values) {
        return values;
    }

    /** A forward-only result of text values, read as PgJDBC reads QuestDB's text answers. */
    private static ResultSet result(List<Column> columns, String[]... rows) {
        ResultSetMetaData meta = (ResultSetMetaData) Proxy.newProxyInstance(QuestdbAnswerTest.class.getClassLoader(),
                new Class<?>[] {ResultSetMetaData.class}, (proxy, method, args) -> switch (method.getName()) {
                    case "getColumnCount" -> columns.size();
                    case "getColumnLabel", "getColumnName" -> columns.get((int) args[0] - 1).label();
                    case "getColumnType" -> columns.get((int) args[0] - 1).type();
                    default -> throw new UnsupportedOperationException(method.getName());
                });
        int[] at = {-1};
        boolean[] wasNull = {false};
        return (ResultSet) Proxy.newProxyInstance(QuestdbAnswerTest.class.getClassLoader(),
                new Class<?>[] {ResultSet.class}, (proxy, method, args) -> {
                    if (method.getName().equals("getMetaData")) {
                        return meta;
                    } else if (method.getName().equals("next")) {
                        return ++at[0] < rows.length;
                    } else if (method.getName().equals("wasNull")) {
                        return wasNull[0];
                    }
                    String text = rows[at[0]][(int) args[0] - 1];
                    wasNull[0] = text == null;
                    return switch (method.getName()) {
                        case "getString" -> text;
                        case "getBoolean" -> text != null && text.equals("t");
                        case "getLong" -> text == null ? 0L : Long.parseLong(text);
                        case "getFloat" -> text == null ? 0f : Float.parseFloat(text);
                        case "getDouble" -> text == null ? 0d : Double.parseDouble(text);
                        default -> throw new UnsupportedOperationException(method.getName() + Arrays.toString(args));
                    };
                });
    }
}
