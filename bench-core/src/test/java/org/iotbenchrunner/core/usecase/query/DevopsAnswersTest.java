package org.iotbenchrunner.core.usecase.query;

import static org.iotbenchrunner.core.usecase.query.HandRows.allValues;
import static org.iotbenchrunner.core.usecase.query.HandRows.answer;
import static org.iotbenchrunner.core.usecase.query.HandRows.answerOf;
import static org.iotbenchrunner.core.usecase.query.HandRows.assertAnswer;
import static org.iotbenchrunner.core.usecase.query.HandRows.at;
import static org.iotbenchrunner.core.usecase.query.HandRows.cpu;
import static org.iotbenchrunner.core.usecase.query.HandRows.cpuAll;
import static org.iotbenchrunner.core.usecase.query.HandRows.instant;

import java.util.List;
import java.util.Map;
import org.iotbenchrunner.core.usecase.UseCaseRow;
import org.junit.jupiter.api.Test;

class DevopsAnswersTest {
    private static final List<String> USAGE_USER = List.of("usage_user");

    private static UseCaseQuery query(UseCaseQueryType type, List<String> hosts, List<String> metrics, long start,
            long end) {
        return new UseCaseQuery(type, hosts, metrics, null, instant(start), instant(end));
    }

    @Test
    void singleGroupbyTakesTheMaxPerMinuteOfTheHostsRowsInTheWindow() {
        UseCaseQuery query = query(UseCaseQueryType.SINGLE_GROUPBY_1_1_1, List.of("host_0"), USAGE_USER, 0, 3600);

        UseCaseAnswer answer = answerOf(query,
                cpu("host_0", 0, 10.0), cpu("host_0", 30, 20.0), cpu("host_0", 60, 5.0),
                cpu("host_0", 90, (Double) null),   // a row without the metric: no value
                cpu("host_0", 150, (Double) null),  // the only row of minute 2: no bucket
                cpu("host_1", 0, 99.0),             // another host
                cpu(null, 0, 100.0),                // no hostname
                cpu("host_0", 3600, 50.0));         // at the window's end: outside

        assertAnswer(query, answer,
                answer(null, 0, Map.of(), "max_usage_user", 20.0),
                answer(null, 60, Map.of(), "max_usage_user", 5.0));
    }

    @Test
    void singleGroupbyOfSeveralHostsMergesThemAndClipsItsFirstMinuteToTheWindow() {
        UseCaseQuery query = query(UseCaseQueryType.SINGLE_GROUPBY_5_8_1, List.of("host_0", "host_1"),
                UseCaseQuery.CPU_METRICS.subList(0, 5), 30, 3630);

        UseCaseAnswer answer = answerOf(query,
                cpu("host_0", 0, 90.0, 90.0),       // before the window, in its first minute
                cpu("host_0", 30, 1.0, 7.0), cpu("host_1", 40, 3.0, 2.0),
                cpu("host_1", 3620, 4.0, null, 6.0));

        assertAnswer(query, answer,
                answer(null, 0, Map.of(), "max_usage_user", 3.0, "max_usage_system", 7.0),
                answer(null, 3600, Map.of(), "max_usage_user", 4.0, "max_usage_idle", 6.0));
    }

    @Test
    void cpuMaxAllTakesEveryMetricsMaxPerHour() {
        UseCaseQuery query = query(UseCaseQueryType.CPU_MAX_ALL_8, List.of("host_2", "host_3"),
                UseCaseQuery.CPU_METRICS, 0, 8 * 3600);

        UseCaseAnswer answer = answerOf(query,
                cpuAll("host_2", 0, 10), cpuAll("host_3", 1800, 30), cpuAll("host_2", 3599, 20),
                cpuAll("host_2", 3600, 5), cpuAll("host_4", 3600, 50));

        assertAnswer(query, answer,
                new UseCaseAnswer.Row(null, at(0), Map.of(), allValues("max_", 30)),
                new UseCaseAnswer.Row(null, at(3600), Map.of(), allValues("max_", 5)));
    }

    @Test
    void doubleGroupbyAveragesPerHourAndHostOverAllHosts() {
        UseCaseQuery query = query(UseCaseQueryType.DOUBLE_GROUPBY_1, List.of(), USAGE_USER, 0, 12 * 3600);

        UseCaseAnswer answer = answerOf(query,
                cpu("host_0", 0, 10.0), cpu("host_0", 600, 20.0), cpu("host_1", 0, 30.0),
                cpu("host_0", 3600, 40.0), cpu(null, 0, 1000.0), cpu("host_1", 12 * 3600, 1000.0));

        assertAnswer(query, answer,
                answer("host_0", 0, Map.of(), "mean_usage_user", 15.0),
                answer("host_1", 0, Map.of(), "mean_usage_user", 30.0),
                answer("host_0", 3600, Map.of(), "mean_usage_user", 40.0));
    }

    @Test
    void highCpuReturnsTheRowsAboveNinetyOfItsHostOrOfAll() {
        List<UseCaseRow> rows = List.of(
                cpu("host_0", 10, 95.0, 1.0), cpu("host_0", 20, 90.0, 1.0), cpu("host_1", 10, 99.0),
                cpu("host_0", 30, null, 95.0), cpu(null, 40, 99.0), cpu("host_0", 43_200, 99.0));
        UseCaseQuery one = query(UseCaseQueryType.HIGH_CPU_1, List.of("host_0"), UseCaseQuery.CPU_METRICS, 0,
                43_200);
        UseCaseQuery all = query(UseCaseQueryType.HIGH_CPU_ALL, List.of(), UseCaseQuery.CPU_METRICS, 0, 43_200);

        assertAnswer(one, UseCaseAnswers.of(rows, one),
                answer("host_0", 10, Map.of(), "usage_user", 95.0, "usage_system", 1.0));
        assertAnswer(all, UseCaseAnswers.of(rows, all),
                answer("host_0", 10, Map.of(), "usage_user", 95.0, "usage_system", 1.0),
                answer("host_1", 10, Map.of(), "usage_user", 99.0));
    }

    @Test
    void lastpointIsEachHostsNewestRowWhateverTheLoadOrder() {
        UseCaseQuery query = new UseCaseQuery(UseCaseQueryType.LASTPOINT, List.of(), UseCaseQuery.CPU_METRICS, null,
                null, null);

        UseCaseAnswer answer = answerOf(query,
                cpu("host_1", 5, 1.0), cpu("host_0", 0, 1.0), cpu("host_0", 20, 2.0, 3.0),
                cpu("host_0", 10, 9.0),              // late: older than the newest
                cpu("host_1", 5, 4.0),               // the same time again: the later row counts
                cpu(null, 100, 7.0));

        assertAnswer(query, answer,
                answer("host_0", 20, Map.of(), "usage_user", 2.0, "usage_system", 3.0),
                answer("host_1", 5, Map.of(), "usage_user", 4.0));
    }

    @Test
    void groupbyOrderbyLimitGivesTheFiveLatestMinutesBeforeTheEndNewestFirst() {
        UseCaseQuery query = new UseCaseQuery(UseCaseQueryType.GROUPBY_ORDERBY_LIMIT, List.of(), USAGE_USER, null,
                null, instant(480));

        UseCaseAnswer answer = answerOf(query,
                cpu("host_0", 420, 70.0), cpu("host_1", 0, 1.0), cpu("host_0", 360, 60.0), cpu("host_0", 60, 10.0),
                cpu("host_0", 300, 50.0), cpu("host_0", 240, 40.0), cpu("host_0", 180, 30.0),
                cpu("host_1", 120, 99.0),            // late, for a minute already pushed out
                cpu("host_1", 200, 35.0),            // late, raising a kept minute
                cpu("host_0", 430, null, 5.0),       // no usage_user
                cpu("host_0", 480, 99.0),            // at the end: outside
                cpu(null, 470, 99.0));

        assertAnswer(query, answer,
                answer(null, 420, Map.of(), "max_usage_user", 70.0),
                answer(null, 360, Map.of(), "max_usage_user", 60.0),
                answer(null, 300, Map.of(), "max_usage_user", 50.0),
                answer(null, 240, Map.of(), "max_usage_user", 40.0),
                answer(null, 180, Map.of(), "max_usage_user", 35.0));
    }
}
