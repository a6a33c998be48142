package org.iotbenchrunner.report.table;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.stream.Collectors;
import org.iotbenchrunner.core.result.PlannedWork;
import org.iotbenchrunner.core.result.RunResult;
import org.iotbenchrunner.core.result.RunStatus;
import org.iotbenchrunner.report.data.Fixtures;
import org.iotbenchrunner.report.data.ResultSet;
import org.iotbenchrunner.report.text.Labels;
import org.iotbenchrunner.report.text.Language;
import org.junit.jupiter.api.Test;

class DerivedTablesTest {
    private final DerivedTables en = new DerivedTables(Labels.of(Language.EN));
    private final DerivedTables pt = new DerivedTables(Labels.of(Language.PT_BR));

    private static Map<String, DerivedTable> byId(List<DerivedTable> tables) {
        return tables.stream().collect(Collectors.toMap(DerivedTable::id, Function.identity()));
    }

    private static List<String> row(DerivedTable table, String... first) {
        return table.rows().stream().filter(r -> r.subList(0, first.length).equals(List.of(first))).findFirst()
                .orElseThrow(() -> new AssertionError("no row " + List.of(first) + " in " + table.rows()));
    }

    private static Map<String, DerivedTable> small(DerivedTables tables, List<RunResult> runs) {
        return byId(tables.perScale(new ResultSet("original", runs).scale("small"), "small"));
    }

    @Test
    void perScaleTablesComeInTheSeedsOrderWithFileNameSafeIds() {
        assertThat(en.perScale(new ResultSet("original", Fixtures.campaign("small", 1)), "small"))
                .extracting(DerivedTable::id).containsExactly("results-small", "batch-sensitivity-small",
                        "out-of-order-small", "value-filter-downsample-small", "latest-vs-range-small",
                        "best-per-workload-small");
    }

    @Test
    void ratiosAndPenaltiesAreComputedFromTheRuns() {
        Map<String, DerivedTable> t = small(en, Fixtures.campaign("small", 1));
        assertThat(row(t.get("batch-sensitivity-small"), "InfluxDB"))
                .containsExactly("InfluxDB", "640,000.00", "760,000.00", "1.19×");
        assertThat(row(t.get("out-of-order-small"), "IoTDB"))
                .containsExactly("IoTDB", "5,000,000.00", "3,000,000.00", "+40.0 %");
        assertThat(row(t.get("latest-vs-range-small"), "IoTDB")).containsExactly("IoTDB", "3.60", "4.80", "1.33×");
        assertThat(row(t.get("value-filter-downsample-small"), "IoTDB")).containsExactly("IoTDB", "5.40", "18.90",
                "4.20");
        assertThat(t.get("results-small").header()).containsExactly("DB", "Test", "Time (s)",
                "Throughput (points/s)", "Avg Lat (ms)", "P99 Lat (ms)", "Avg CPU (%)", "Peak CPU (%)",
                "Avg Mem (MB)", "Peak Mem (MB)");
        assertThat(row(t.get("results-small"), "InfluxDB", "WRITE").subList(2, 5))
                .containsExactly("12.00", "400,000.00", "50.00");
    }

    @Test
    void aFlaggedRunIsStarredAndTheNoteSaysWhy() {
        Map<String, DerivedTable> t = small(en, Fixtures.campaign("small", 1));
        DerivedTable batch = t.get("batch-sensitivity-small");
        assertThat(row(batch, "IoTDB")).containsExactly("IoTDB", "8,000,000.00", "9,500,000.00 *", "1.19× *");
        assertThat(batch.note()).contains("* ", "IoTDB, BATCH-LARGE: timed out at 40 %");
        assertThat(row(t.get("results-small"), "IoTDB", "BATCH-LARGE *")).hasSize(10);
        assertThat(row(t.get("value-filter-downsample-small"), "InfluxDB").get(1)).endsWith(" *");
        assertThat(t.get("value-filter-downsample-small").note())
                .contains("InfluxDB, VALUE-FILTER: completed with 3 failed operations");
        assertThat(t.get("out-of-order-small").note()).doesNotContain("*");
    }

    @Test
    void anUnknownValueShowsTheUnknownMarkNeverZero() {
        List<RunResult> runs = new ArrayList<>(Fixtures.campaign("small", 1).stream()
                .filter(r -> !(ResultSet.dbKey(r).equals("timescaledb") && ResultSet.test(r).equals("batch-small")))
                .map(r -> ResultSet.dbKey(r).equals("timescaledb") && ResultSet.test(r).equals("write")
                        ? r.toBuilder().server(null).build() : r)
                .toList());
        Map<String, DerivedTable> t = small(en, runs);
        assertThat(row(t.get("batch-sensitivity-small"), "TimescaleDB"))
                .containsExactly("TimescaleDB", "-", "247,000.00", "-");
        List<String> write = row(t.get("results-small"), "TimescaleDB", "WRITE");
        assertThat(write.subList(6, 10)).containsOnly("-");
        assertThat(write.get(3)).isEqualTo("130,000.00");
    }

    @Test
    void theBestDatabaseGivesItsMarginOrWhyNoneIsNamed() {
        DerivedTable best = small(en, Fixtures.campaign("small", 1)).get("best-per-workload-small");
        assertThat(best.header()).containsExactly("Workload", "Best DB", "Reason");
        assertThat(row(best, "WRITE")).containsExactly("WRITE", "IoTDB", "12.5× the throughput of InfluxDB");
        assertThat(row(best, "LATEST-POINT")).containsExactly("LATEST-POINT", "IoTDB",
                "1.33× lower average latency than TimescaleDB");
        assertThat(row(best, "BATCH-LARGE").get(2)).contains("left out: IoTDB: timed out at 40 %");
        List<RunResult> close = Fixtures.campaign("small", 1).stream().map(r -> ResultSet.test(r).equals("write")
                && ResultSet.dbKey(r).equals("influxdb") ? Fixtures.run("influxdb", "small", "write", 4_800_000, 50,
                        35, 300, 0, RunStatus.COMPLETED) : r).toList();
        assertThat(row(small(en, close).get("best-per-workload-small"), "WRITE"))
                .containsExactly("WRITE", "-", "not ranked: single runs of IoTDB, InfluxDB within 10 % of each other");
    }

    @Test
    void acrossScalesTheDataRatioComesFromThePlannedPointsOfTheWriteTest() {
        List<RunResult> runs = new ArrayList<>();
        Fixtures.campaign("small", 1).forEach(r -> runs.add(withPoints(r, 10_000_000L)));
        Fixtures.campaign("large", 10).forEach(r -> runs.add(withPoints(r, 500_000_000L)));
        Map<String, DerivedTable> t = byId(en.acrossScales(new ResultSet("original", runs)));
        assertThat(t.keySet()).containsExactlyInAnyOrder("cross-scale-write", "cross-scale-downsample",
                "cross-scale-latest-point", "cross-scale-value-filter");
        DerivedTable write = t.get("cross-scale-write");
        assertThat(write.header()).containsExactly("DB", "small", "large", "small→large ratio", "Data ratio");
        assertThat(row(write, "IoTDB")).containsExactly("IoTDB", "5,000,000.00", "50,000,000.00", "10.0×", "50.0×");
        assertThat(row(t.get("cross-scale-latest-point"), "IoTDB")).containsExactly("IoTDB", "3.60", "0.36",
                "0.10×", "50.0×");
        assertThat(row(t.get("cross-scale-value-filter"), "InfluxDB").get(1)).endsWith(" *");
        assertThat(t.get("cross-scale-value-filter").note()).contains("InfluxDB, VALUE-FILTER, small: ");
    }

    @Test
    void withoutPlannedPointsTheDataRatioIsOfThePointsWrittenAndOneScaleGivesNoTable() {
        List<RunResult> runs = new ArrayList<>(Fixtures.campaign("small", 1));
        runs.addAll(Fixtures.campaign("medium", 2.5));
        DerivedTable write = byId(en.acrossScales(new ResultSet("original", runs))).get("cross-scale-write");
        assertThat(row(write, "TimescaleDB")).endsWith("2.50×", "2.50×");
        assertThat(en.acrossScales(new ResultSet("original", Fixtures.campaign("small", 1)))).isEmpty();
    }

    private static RunResult withPoints(RunResult r, long points) {
        return ResultSet.test(r).equals("write") ? r.toBuilder().planned(new PlannedWork(1000L, points)).build() : r;
    }

    @Test
    void campaignsCompareEachRunAndShowTheOutOfOrderReversal() {
        ResultSet original = new ResultSet("original", Fixtures.campaign("small", 1));
        List<RunResult> rerun = Fixtures.campaign("small", 1.5).stream().map(r -> ResultSet.dbKey(r).equals("iotdb")
                && ResultSet.test(r).equals("out-of-order") ? Fixtures.run("iotdb", "small", "out-of-order",
                        9_000_000, 10, 20, 12_000, 0, RunStatus.COMPLETED) : r).toList();
        Map<String, DerivedTable> t = byId(en.campaigns(original, new ResultSet("tuned", rerun)));
        assertThat(t.keySet()).containsExactlyInAnyOrder("campaign-deltas-small", "ooo-reversal-small",
                "cpu-reversal-small");
        DerivedTable deltas = t.get("campaign-deltas-small");
        assertThat(deltas.header()).startsWith("DB", "Test", "original (points/s)", "tuned (points/s)",
                "Throughput Δ");
        assertThat(row(deltas, "IoTDB", "WRITE")).containsExactly("IoTDB", "WRITE", "5,000,000.00",
                "7,500,000.00", "+50.0 %", "100.00", "100.00", "0.0 %", "350.00", "350.00", "0.0 %");
        assertThat(row(deltas, "IoTDB", "RANGE-QUERY").get(7)).isEqualTo("\u221233.3 %");
        assertThat(row(deltas, "InfluxDB", "VALUE-FILTER").get(4)).endsWith(" *");
        assertThat(deltas.note()).contains("InfluxDB, VALUE-FILTER (original)", "InfluxDB, VALUE-FILTER (tuned)");
        DerivedTable ooo = t.get("ooo-reversal-small");
        assertThat(row(ooo, "original", "IoTDB")).endsWith("+40.0 %");
        assertThat(row(ooo, "tuned", "IoTDB")).endsWith("\u221220.0 %");
        DerivedTable cpu = t.get("cpu-reversal-small");
        assertThat(cpu.header()).containsExactly("Workload", "DB", "original avg CPU (%)", "tuned avg CPU (%)",
                "original P99 lat (ms)", "tuned P99 lat (ms)");
        assertThat(cpu.rows().stream().map(r -> r.get(0)).toList()).doesNotContain("WRITE", "BATCH-SMALL")
                .contains("READ", "LATEST-POINT", "VALUE-FILTER");
    }

    @Test
    void portugueseHeadingsAndNumbersDifferFromEnglish() {
        DerivedTable enBatch = small(en, Fixtures.campaign("small", 1)).get("batch-sensitivity-small");
        DerivedTable ptBatch = small(pt, Fixtures.campaign("small", 1)).get("batch-sensitivity-small");
        assertThat(ptBatch.title()).isEqualTo("Sensibilidade ao tamanho do lote: escala pequena");
        assertThat(ptBatch.header()).containsExactly("BD", "LOTE PEQUENO (BATCH-SMALL) (pontos/s)",
                "LOTE GRANDE (BATCH-LARGE) (pontos/s)", "Razão");
        assertThat(ptBatch.header()).doesNotContainAnyElementsOf(enBatch.header());
        assertThat(row(ptBatch, "InfluxDB")).containsExactly("InfluxDB", "640.000,00", "760.000,00", "1,19×");
        DerivedTable best = small(pt, Fixtures.campaign("small", 1)).get("best-per-workload-small");
        assertThat(row(best, "ESCRITA (WRITE)").get(2)).isEqualTo("12,5× a vazão de InfluxDB");
        assertThat(ptBatch.markdown()).startsWith("## Sensibilidade ao tamanho do lote").contains("| BD |");
        assertThat(ptBatch.csv()).startsWith("BD,LOTE PEQUENO (BATCH-SMALL) (pontos/s),");
    }

    @Test
    void everyTableLabelIsTranslated() {
        Labels english = Labels.of(Language.EN);
        Labels portuguese = Labels.of(Language.PT_BR);
        List<String> keys = english.keys().stream().filter(k -> k.startsWith("tables.")).sorted().toList();
        assertThat(keys).hasSizeGreaterThan(30);
        for (String key : keys.stream().filter(k -> !k.equals("tables.note.flaggedRun")).toList()) {
            assertThat(portuguese.text(key)).as(key).isNotEqualTo(english.text(key));
        }
    }
}
