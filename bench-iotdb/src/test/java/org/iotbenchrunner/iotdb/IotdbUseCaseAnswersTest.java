package org.iotbenchrunner.iotdb;

import static org.assertj.core.api.Assertions.assertThat;
import static org.iotbenchrunner.core.query.QueryAnswer.NO_TIME;

import java.util.List;
import java.util.Map;
import org.apache.tsfile.enums.TSDataType;
import org.iotbenchrunner.core.usecase.query.UseCaseAnswer;
import org.iotbenchrunner.core.usecase.query.UseCaseAnswerRows;
import org.iotbenchrunner.core.usecase.query.UseCaseQuery;
import org.iotbenchrunner.core.usecase.query.UseCaseQueryType;
import org.junit.jupiter.api.Test;

/** The one parser of use-case answers, fed rows shaped as IoTDB 1.3 returns them (milliseconds here). */
class IotdbUseCaseAnswersTest {
    private static final TSDataType TEXT = TSDataType.TEXT;
    private static final TSDataType INT64 = TSDataType.INT64;
    private static final TSDataType DOUBLE = TSDataType.DOUBLE;
    private static final long MS = 1_000_000;

    /** GROUP BY LEVEL repeats a metric's column once per host of the FROM clause, each with the same value. */
    @Test
    void mergedBucketsHaveEachMetricsMaxOnceAndNoRowWhereNothingMatched() throws Exception {
        String user = "max_value(root.*.*.cpu.*.usage_user)";
        String system = "max_value(root.*.*.cpu.*.usage_system)";
        CannedResult result = new CannedResult(List.of(user, user, system, system),
                List.of(DOUBLE, DOUBLE, DOUBLE, DOUBLE))
                .row(60_000, 7.5, 7.5, 3.0, 3.0)
                .row(120_000, null, null, null, null);
        assertThat(answer(UseCaseQueryType.SINGLE_GROUPBY_5_8_1, result)).containsExactly(
                new UseCaseAnswer.Row(null, 60_000 * MS, Map.of(), Map.of("max_usage_user", 7.5,
                        "max_usage_system", 3.0)));
    }

    @Test
    void rowsAlignedByDeviceAreTheDevicesLastNodeAtTheirTimeWithTheirValuesByAlias() throws Exception {
        CannedResult result = new CannedResult(List.of("Device", "mean_usage_user", "mean_usage_system"),
                List.of(TEXT, DOUBLE, DOUBLE))
                .row(3_600_000, "root.test.tsbs_devops.cpu.host_1", 1.5, null)
                .row(3_600_000, "root.test.tsbs_devops.cpu.`host 2`", null, null);
        assertThat(answer(UseCaseQueryType.DOUBLE_GROUPBY_5, result)).containsExactly(
                new UseCaseAnswer.Row("host_1", 3_600_000 * MS, Map.of(), Map.of("mean_usage_user", 1.5)));
    }

    @Test
    void aNewestRowIsAtItsNewestColumn() throws Exception {
        CannedResult result = new CannedResult(List.of("Device", "newest", "latitude", "longitude"),
                List.of(TEXT, INT64, DOUBLE, DOUBLE))
                .row(0, "root.test.tsbs_iot.readings.truck_3", 5_000L, 52.5, null);
        assertThat(answer(UseCaseQueryType.LAST_LOC, result)).containsExactly(
                new UseCaseAnswer.Row("truck_3", 5_000 * MS, Map.of(), Map.of("latitude", 52.5)));
    }

    /** A metric whose newest value is older than the hostname's is not in the host's newest row. */
    @Test
    void lastpointIsEachHostsRowAtItsHostnamesNewestTime() throws Exception {
        CannedResult result = CannedResult.last()
                .row(9_000, "root.test.tsbs_devops.cpu.host_1.hostname", "host_1", "TEXT")
                .row(9_000, "root.test.tsbs_devops.cpu.host_1.usage_user", "12.5", "DOUBLE")
                .row(8_000, "root.test.tsbs_devops.cpu.host_1.usage_system", "3.0", "DOUBLE")
                .row(7_000, "root.test.tsbs_devops.cpu.host_2.hostname", "host_2", "TEXT")
                .row(7_000, "root.test.tsbs_devops.cpu.host_2.usage_user", "1.0", "DOUBLE");
        assertThat(answer(UseCaseQueryType.LASTPOINT, result)).containsExactlyInAnyOrder(
                new UseCaseAnswer.Row("host_1", 9_000 * MS, Map.of(), Map.of("usage_user", 12.5)),
                new UseCaseAnswer.Row("host_2", 7_000 * MS, Map.of(), Map.of("usage_user", 1.0)));
    }

    @Test
    void stationaryTrucksAreNamesOnly() throws Exception {
        CannedResult result = new CannedResult(List.of("Device", "avg(velocity)"), List.of(TEXT, DOUBLE))
                .row(0, "root.test.tsbs_iot.readings.truck_9", 0.5);
        assertThat(answer(UseCaseQueryType.STATIONARY_TRUCKS, result)).containsExactly(
                new UseCaseAnswer.Row("truck_9", NO_TIME, Map.of(), Map.of()));
    }

    @Test
    void theRangeIsTheFirstAndLastTimeOrNoneWithoutData() throws Exception {
        List<String> columns = List.of("first_time", "last_time");
        assertThat(IotdbUseCaseAnswers.range(new CannedResult(columns, List.of(INT64, INT64)).row(0, 10L, 20L)))
                .isEqualTo(new IotdbUseCaseQueries.Range(10, 20));
        assertThat(IotdbUseCaseAnswers.range(new CannedResult(columns, List.of(INT64, INT64)).row(0, null, null)))
                .isNull();
    }

    private static List<UseCaseAnswer.Row> answer(UseCaseQueryType type, CannedResult result) throws Exception {
        UseCaseAnswerRows sink = new UseCaseAnswerRows();
        IotdbUseCaseAnswers.read(new UseCaseQuery(type, List.of(), List.of(), null, null, null), result, MS, sink);
        return sink.answer().rows();
    }
}
