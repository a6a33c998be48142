package org.iotbenchrunner.report.table;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.stream.Collectors;
import org.iotbenchrunner.core.result.RunResult;
import org.iotbenchrunner.core.result.RunStatus;
import org.iotbenchrunner.report.data.Fixtures;
import org.iotbenchrunner.report.data.Golden;
import org.iotbenchrunner.report.data.ResultSet;
import org.iotbenchrunner.report.data.Winners;
import org.iotbenchrunner.report.text.Labels;
import org.iotbenchrunner.report.text.Language;
import org.junit.jupiter.api.Test;

class WinnersTest {
    private static Map<String, Winners.Verdict> verdicts(List<RunResult> runs) {
        return Winners.of(new ResultSet("test", runs)).stream()
                .collect(Collectors.toMap(Winners.Verdict::test, Function.identity()));
    }

    private static RunResult run(String db, String test, double throughput, double avgMs, long failed,
            RunStatus status) {
        return Fixtures.run(db, "small", test, throughput, avgMs, 50, 100, failed, status);
    }

    @Test
    void writeTestsRankByThroughputAndReadTestsByAverageLatency() {
        var v = verdicts(List.of(run("iotdb", "write", 1000, 9, 0, RunStatus.COMPLETED),
                run("influxdb", "write", 500, 1, 0, RunStatus.COMPLETED),
                run("iotdb", "range-query", 1000, 9, 0, RunStatus.COMPLETED),
                run("influxdb", "range-query", 500, 3, 0, RunStatus.COMPLETED)));
        assertThat(v.get("write").best()).extracting(ResultSet::dbKey).containsExactly("iotdb");
        assertThat(v.get("write").margin()).isEqualTo(2.0);
        assertThat(v.get("range-query").best()).extracting(ResultSet::dbKey).containsExactly("influxdb");
        assertThat(v.get("range-query").margin()).isEqualTo(3.0);
    }

    @Test
    void aRunWithFailuresOrThatDidNotCompleteNeverWins() {
        var v = verdicts(List.of(run("iotdb", "write", 9000, 1, 2, RunStatus.COMPLETED),
                run("influxdb", "write", 8000, 1, 0, RunStatus.TIMED_OUT),
                run("timescaledb", "write", 10, 1, 0, RunStatus.COMPLETED),
                run("iotdb", "read", 10, 0.1, 0, RunStatus.CRASHED)));
        assertThat(v.get("write").best()).extracting(ResultSet::dbKey).containsExactly("timescaledb");
        assertThat(v.get("write").notRanked()).extracting(ResultSet::dbKey).containsExactly("influxdb", "iotdb");
        assertThat(v.get("read").best()).isEmpty();
        assertThat(WinnersTable.winner(v.get("read"), Labels.of(Language.EN))).isEqualTo("no valid run");
    }

    @Test
    void onlyExactlyEqualValuesTie() {
        var v = verdicts(List.of(run("iotdb", "write", 1000, 1, 0, RunStatus.COMPLETED),
                run("influxdb", "write", 1000, 1, 0, RunStatus.COMPLETED),
                run("timescaledb", "write", 999.999, 1, 0, RunStatus.COMPLETED)));
        assertThat(v.get("write").tie()).isTrue();
        assertThat(WinnersTable.winner(v.get("write"), Labels.of(Language.EN))).isEqualTo("tie: InfluxDB, IoTDB");
        assertThat(WinnersTable.winner(v.get("write"), Labels.of(Language.PT_BR))).isEqualTo("empate: InfluxDB, IoTDB");
        assertThat(v.get("write").runnerUp()).extracting(ResultSet::dbKey).isEqualTo("timescaledb");
    }

    @Test
    void aRunWithMismatchesNeverWinsAndClientBoundWinnersCarryACaveat() {
        var v = verdicts(List.of(SummaryTableTest.verified(run("iotdb", "read", 10, 0.1, 0, RunStatus.COMPLETED), 4),
                run("influxdb", "read", 10, 2, 0, RunStatus.COMPLETED).toBuilder().clientBound(true, "harness 190 %")
                        .build(),
                run("timescaledb", "read", 10, 4, 0, RunStatus.COMPLETED)));
        Labels en = Labels.of(Language.EN);
        assertThat(v.get("read").best()).extracting(ResultSet::dbKey).containsExactly("influxdb");
        assertThat(WinnersTable.notRanked(v.get("read"), en)).isEqualTo("IoTDB: ok, 4 mismatches");
        assertThat(WinnersTable.margin(v.get("read"), en)).isEqualTo("2.00× over TimescaleDB; client-bound: InfluxDB");
    }

    /** Three runs each: 1000 +- 100 against 1150 +- 100 overlap; against 2000 they do not. */
    @Test
    void repeatedRunsWinOnlyWhenTheirIntervalsDoNotOverlap() {
        List<RunResult> close = new java.util.ArrayList<>();
        List<RunResult> apart = new java.util.ArrayList<>();
        for (int i = 0; i < 3; i++) {
            double noise = (i - 1) * 100;
            close.add(repeated("iotdb", i + 1, 1000 + noise));
            close.add(repeated("influxdb", i + 1, 1150 + noise));
            apart.add(repeated("iotdb", i + 1, 1000 + noise));
            apart.add(repeated("influxdb", i + 1, 2000 + noise));
        }
        Labels en = Labels.of(Language.EN);
        Winners.Verdict overlapping = verdicts(close).get("write");
        assertThat(overlapping.best()).isEmpty();
        assertThat(overlapping.overlap()).isTrue();
        assertThat(WinnersTable.winner(overlapping, en)).isEqualTo("no winner: 95 % CIs of InfluxDB, IoTDB overlap");
        Winners.Verdict clear = verdicts(apart).get("write");
        assertThat(clear.best()).extracting(ResultSet::dbKey).containsExactly("influxdb");
        assertThat(clear.value()).isEqualTo(2000);
        assertThat(clear.margin()).isEqualTo(2.0);
    }

    private static RunResult repeated(String db, int run, double throughput) {
        RunResult r = run(db, "write", throughput, 1, 0, RunStatus.COMPLETED);
        return r.toBuilder().startedAt(r.measurement().startedAt().plusSeconds(run))
                .protocol(new org.iotbenchrunner.core.result.Protocol("c-" + db, run, 3, 0, false, null)).build();
    }

    @Test
    void markdownMatchesTheGoldenFiles() throws Exception {
        ResultSet small = new ResultSet("test", Fixtures.campaign("small", 1));
        Golden.check("winners.md", WinnersTable.markdown("small", Winners.of(small), Labels.of(Language.EN)));
        Golden.check("winners-pt-br.md", WinnersTable.markdown("pequena", Winners.of(small), Labels.of(Language.PT_BR)));
    }

    @Test
    void aMixThatDiffersBetweenDatabasesIsNotRanked() {
        var v = verdicts(List.of(run("iotdb", "read-supported", 10, 0.1, 0, RunStatus.COMPLETED),
                run("timescaledb", "read-supported", 10, 4, 0, RunStatus.COMPLETED),
                run("timescaledb", "read", 10, 4, 0, RunStatus.COMPLETED)));
        assertThat(v).containsOnlyKeys("read");
    }

    /** One run each: a 5 % lead is noise to a single run; 25 % is not. */
    @Test
    void singleRunsNeedAClearLeadToWin() {
        Labels en = Labels.of(Language.EN);
        var close = verdicts(List.of(run("iotdb", "write", 1050, 1, 0, RunStatus.COMPLETED),
                run("timescaledb", "write", 1000, 1, 0, RunStatus.COMPLETED))).get("write");
        assertThat(close.best()).isEmpty();
        assertThat(close.tooClose()).isTrue();
        assertThat(WinnersTable.winner(close, en)).isEqualTo("no winner: single runs of IoTDB, TimescaleDB within 10 %");
        var clear = verdicts(List.of(run("iotdb", "write", 1250, 1, 0, RunStatus.COMPLETED),
                run("timescaledb", "write", 1000, 1, 0, RunStatus.COMPLETED))).get("write");
        assertThat(clear.best()).extracting(ResultSet::dbKey).containsExactly("iotdb");
    }
}
