package org.iotbenchrunner.timescaledb;

import static org.assertj.core.api.Assertions.assertThat;

import java.lang.reflect.Proxy;
import java.math.BigDecimal;
import java.sql.ResultSet;
import java.sql.ResultSetMetaData;
import java.sql.SQLException;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Map;
import org.iotbenchrunner.core.query.PointCount;
import org.iotbenchrunner.core.query.QueryAnswer;
import org.iotbenchrunner.core.usecase.query.UseCaseAnswer;
import org.iotbenchrunner.core.usecase.query.UseCaseAnswerRows;
import org.junit.jupiter.api.Test;

/** The reader of use-case answers, fed canned rows: columns by name, NULLs left out, labels no points. */
class UseCaseResultRowsTest {
    private static final OffsetDateTime MINUTE = OffsetDateTime.of(2016, 1, 1, 0, 1, 0, 0, ZoneOffset.UTC);
    private static final long MINUTE_NANOS = 1_451_606_460_000_000_000L;

    @Test
    void timeIsInEpochNanosecondsAndNullValuesAreLeftOut() throws SQLException {
        List<String> columns = List.of("time", "device", "mean_usage_user", "mean_usage_system");
        Object[][] rows = {{MINUTE, "host_0", new BigDecimal("15.5"), null}, {MINUTE, "host_1", 2.0, 3.0}};
        assertThat(answer(columns, rows).rows()).containsExactly(
                new UseCaseAnswer.Row("host_0", MINUTE_NANOS, Map.of(), Map.of("mean_usage_user",
                        new BigDecimal("15.5"))),
                new UseCaseAnswer.Row("host_1", MINUTE_NANOS, Map.of(), Map.of("mean_usage_user", 2.0,
                        "mean_usage_system", 3.0)));
        assertThat(points(columns, rows)).isEqualTo(3);
    }

    @Test
    void fleetModelAndLoadCapacityAreLabelsInTheirOrderNotPoints() throws SQLException {
        List<String> columns = List.of("fleet", "model", "load_capacity", "avg_load_ratio");
        Object[][] rows = {{"East", "F-150", "2000", 0.5}};
        assertThat(answer(columns, rows).rows()).containsExactly(new UseCaseAnswer.Row(null, QueryAnswer.NO_TIME,
                UseCaseAnswer.labels("fleet", "East", "model", "F-150", "load_capacity", "2000"),
                Map.of("avg_load_ratio", 0.5)));
        assertThat(points(columns, rows)).isEqualTo(1);
    }

    @Test
    void aRowOfANameOnlyHasNoTimeAndNoValue() throws SQLException {
        Object[][] rows = {{"truck_3"}, {"truck_7"}};
        assertThat(answer(List.of("device"), rows).rows()).containsExactly(
                new UseCaseAnswer.Row("truck_3", QueryAnswer.NO_TIME, Map.of(), Map.of()),
                new UseCaseAnswer.Row("truck_7", QueryAnswer.NO_TIME, Map.of(), Map.of()));
        assertThat(points(List.of("device"), rows)).isZero();
    }

    private static UseCaseAnswer answer(List<String> columns, Object[][] rows) throws SQLException {
        UseCaseAnswerRows answer = new UseCaseAnswerRows();
        UseCaseResultRows.read(resultSet(columns, rows), answer);
        return answer.answer();
    }

    private static long points(List<String> columns, Object[][] rows) throws SQLException {
        PointCount count = new PointCount();
        UseCaseResultRows.read(resultSet(columns, rows), count);
        return count.points();
    }

    /** A forward-only result set over {@code rows} with the named columns, numbered from 1 as in JDBC. */
    private static ResultSet resultSet(List<String> columns, Object[][] rows) {
        ResultSetMetaData meta = (ResultSetMetaData) Proxy.newProxyInstance(ResultSetMetaData.class.getClassLoader(),
                new Class<?>[] {ResultSetMetaData.class}, (proxy, method, args) -> switch (method.getName()) {
                    case "getColumnCount" -> columns.size();
                    case "getColumnLabel" -> columns.get((Integer) args[0] - 1);
                    default -> throw new UnsupportedOperationException(method.getName());
                });
        int[] at = {-1};
        return (ResultSet) Proxy.newProxyInstance(ResultSet.class.getClassLoader(), new Class<?>[] {ResultSet.class},
                (proxy, method, args) -> switch (method.getName()) {
                    case "getMetaData" -> meta;
                    case "next" -> ++at[0] < rows.length;
                    case "getObject" -> rows[at[0]][(Integer) args[0] - 1];
                    case "getString" -> (String) rows[at[0]][(Integer) args[0] - 1];
                    default -> throw new UnsupportedOperationException(method.getName());
                });
    }
}
