package org.iotbenchrunner.timescaledb;

import static org.assertj.core.api.Assertions.assertThat;

import java.lang.reflect.Proxy;
import java.math.BigDecimal;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.iotbenchrunner.core.query.AnswerRows;
import org.iotbenchrunner.core.query.PointCount;
import org.iotbenchrunner.core.query.QueryAnswer;
import org.iotbenchrunner.core.query.QueryAnswer.Row;
import org.iotbenchrunner.core.workload.Batch;
import org.iotbenchrunner.core.workload.Sensor;
import org.junit.jupiter.api.Test;

/** The one reader of query rows, fed canned answers: the counting sink and the collecting one see the same rows. */
class TimescaleClientTest {
    private static final List<Sensor> ONE = TimescaleSqlTest.ONE;
    private static final List<Sensor> TWO = TimescaleSqlTest.TWO;

    @Test
    void rawRowsOfTheMeasuredStatementCountNonNullValuesNotTheTime() throws SQLException {
        Object[][] rows = {{10L, 7, null}, {20L, null, null}, {30L, 1, 2.5}};
        assertThat(points(TimescaleSql.Labels.TIME, TWO, rows)).isEqualTo(3);
        assertThat(answer(TimescaleSql.Labels.TIME, TWO, rows).rows()).containsExactly(
                new Row(null, 10, Map.of("s_1", 7)), new Row(null, 20, Map.of()),
                new Row(null, 30, Map.of("s_1", 1, "s_4", 2.5)));
    }

    @Test
    void labelledRawRowsTakeTimeThenDevice() throws SQLException {
        Object[][] rows = {{10L, "d_1", 7, null}, {10L, "d_3", 8, -1.5}};
        assertThat(points(TimescaleSql.Labels.TIME_DEVICE, TWO, rows)).isEqualTo(3);
        assertThat(answer(TimescaleSql.Labels.TIME_DEVICE, TWO, rows).rows()).containsExactly(
                new Row("d_1", 10, Map.of("s_1", 7)), new Row("d_3", 10, Map.of("s_1", 8, "s_4", -1.5)));
    }

    @Test
    void aggregatesAreOneRowPerDeviceWithoutTimeAndTheDeviceIsNoPoint() throws SQLException {
        Object[][] rows = {{"d_1", new BigDecimal("2.5"), 3.5}, {"d_3", null, 4.0}};
        assertThat(points(TimescaleSql.Labels.DEVICE, TWO, rows)).isEqualTo(3);
        assertThat(answer(TimescaleSql.Labels.DEVICE, TWO, rows).rows()).containsExactly(
                new Row("d_1", QueryAnswer.NO_TIME, Map.of("s_1", new BigDecimal("2.5"), "s_4", 3.5)),
                new Row("d_3", QueryAnswer.NO_TIME, Map.of("s_4", 4.0)));
    }

    @Test
    void groupByBucketsAreRowsAtTheirStartAndTheBucketIsNoPoint() throws SQLException {
        Object[][] rows = {{15L, 4L}, {35L, 0L}};
        assertThat(points(TimescaleSql.Labels.TIME, ONE, rows)).isEqualTo(2);
        assertThat(answer(TimescaleSql.Labels.TIME, ONE, rows).rows()).containsExactly(
                new Row(null, 15, Map.of("s_1", 4L)), new Row(null, 35, Map.of("s_1", 0L)));
    }

    @Test
    void anEmptyAnswerHasNoPointsAndNoRows() throws SQLException {
        assertThat(points(TimescaleSql.Labels.TIME, TWO)).isZero();
        assertThat(answer(TimescaleSql.Labels.TIME, TWO).rows()).isEmpty();
    }

    @Test
    void compatSendsTheInsertsAsTheyAreWrittenWithoutTheDriversEscapeScan() throws SQLException {
        List<String> calls = new ArrayList<>();
        Batch batch = Batch.of(TimescaleSqlTest.D1, List.of(
                new org.iotbenchrunner.core.workload.Row(1000,
                        new Object[] {true, 7, 8L, 1.25f, -2.5, "{fn now()}"})));
        new TimescaleClient(recording(calls), "test", WriteMode.COMPAT).insert(batch);
        List<String> expected = new ArrayList<>(List.of("setEscapeProcessing false"));
        new TimescaleSql("test").compatInserts(batch).forEach(sql -> expected.add("addBatch " + sql));
        expected.addAll(List.of("executeBatch", "close"));
        assertThat(calls).containsExactlyElementsOf(expected);
    }

    /** A connection whose statements record each call made to them. */
    private static Connection recording(List<String> calls) {
        Statement statement = (Statement) Proxy.newProxyInstance(Statement.class.getClassLoader(),
                new Class<?>[] {Statement.class}, (proxy, method, args) -> {
                    calls.add(method.getName() + (args == null ? "" : " " + args[0]));
                    return method.getName().equals("executeBatch") ? new int[] {1} : null;
                });
        return (Connection) Proxy.newProxyInstance(Connection.class.getClassLoader(),
                new Class<?>[] {Connection.class}, (proxy, method, args) -> switch (method.getName()) {
                    case "createStatement" -> statement;
                    default -> throw new UnsupportedOperationException(method.getName());
                });
    }

    private static long points(TimescaleSql.Labels labels, List<Sensor> sensors, Object[]... rows)
            throws SQLException {
        PointCount count = new PointCount();
        TimescaleClient.read(resultSet(rows), labels, sensors, count);
        return count.points();
    }

    private static QueryAnswer answer(TimescaleSql.Labels labels, List<Sensor> sensors, Object[]... rows)
            throws SQLException {
        AnswerRows answer = new AnswerRows();
        TimescaleClient.read(resultSet(rows), labels, sensors, answer);
        return answer.answer();
    }

    /** A forward-only result set over {@code rows}, columns numbered from 1 as in JDBC. */
    private static ResultSet resultSet(Object[]... rows) {
        int[] at = {-1};
        return (ResultSet) Proxy.newProxyInstance(ResultSet.class.getClassLoader(), new Class<?>[] {ResultSet.class},
                (proxy, method, args) -> switch (method.getName()) {
                    case "next" -> ++at[0] < rows.length;
                    case "getObject" -> rows[at[0]][(Integer) args[0] - 1];
                    case "getLong" -> ((Number) rows[at[0]][(Integer) args[0] - 1]).longValue();
                    case "getString" -> (String) rows[at[0]][(Integer) args[0] - 1];
                    default -> throw new UnsupportedOperationException(method.getName());
                });
    }
}
