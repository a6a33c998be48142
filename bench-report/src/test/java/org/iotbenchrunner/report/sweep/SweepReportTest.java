package org.iotbenchrunner.report.sweep;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.iotbenchrunner.core.result.RunStatus;
import org.iotbenchrunner.core.sweep.SweepAxis;
import org.iotbenchrunner.core.sweep.SweepManifest;
import org.iotbenchrunner.report.ReportCommand;
import org.iotbenchrunner.report.data.Fixtures;
import org.iotbenchrunner.report.html.SweepHtml.Table;
import org.iotbenchrunner.report.text.Labels;
import org.iotbenchrunner.report.text.Language;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

class SweepReportTest {
    @TempDir
    Path dir;
    private final Labels en = Labels.of(Language.EN);

    @Test
    void rowsOtherThanTheBaselineAreTheChangeFromItInPercent() throws Exception {
        SweepRuns sweep = SweepRuns.load(SweepFixtures.write(dir));
        AxisTable t = AxisTable.of(sweep, SweepFixtures.CLIENTS, "iotdb", false);

        assertThat(t.baselineRow().value()).isEqualTo("16");
        assertThat(t.baselineRow().value(SweepMetric.WRITE_THROUGHPUT)).isEqualTo(16000.0);
        assertThat(t.changePct(t.rows().get(0), SweepMetric.WRITE_THROUGHPUT)).isCloseTo(-93.75, within(1e-9));
        assertThat(t.changePct(t.rows().get(1), SweepMetric.WRITE_IO)).isCloseTo(-75.0, within(1e-9));
        Table text = SweepTables.axis(t, "IoTDB", null, en);
        assertThat(text.header().get(0)).isEqualTo("CLIENT_NUMBER");
        assertThat(text.rows().get(0)).contains("1", "\u2193 93.75 %");
        assertThat(text.rows().get(2).get(0)).isEqualTo("16 *");
        assertThat(text.rows().get(2)).contains("16,000.00", "16.0"); // absolute: points/s, MiB written
    }

    @Test
    void anUnmeasuredFigureIsADashNeverZero() throws Exception {
        SweepRuns sweep = SweepRuns.load(SweepFixtures.write(dir));
        AxisTable t = AxisTable.of(sweep, SweepFixtures.COMPRESSOR, "iotdb", false);
        AxisTable.Row snappy = t.rows().get(1);

        assertThat(snappy.value(SweepMetric.QUERY_IO)).isNull();
        assertThat(t.changePct(snappy, SweepMetric.QUERY_IO)).isNull();
        assertThat(SweepTables.change(null, en)).isEqualTo("\u2014");
        assertThat(SweepTables.absolute(null, SweepMetric.WRITE_IO, en)).isEqualTo("\u2014");
    }

    @Test
    void fromABaselineOfZeroTheMeasuredFigureIsShownNotADash() {
        SweepAxis axis = SweepAxis.parse("CLIENT_NUMBER=1,*16", null);
        AxisTable t = new AxisTable(axis, "iotdb", List.of(
                new AxisTable.Row("1", false, Map.of(SweepMetric.QUERY_IO, 3.0 * 1024 * 1024), 1),
                new AxisTable.Row("16", true, Map.of(SweepMetric.QUERY_IO, 0.0), 1)), false);

        assertThat(t.changePct(t.rows().get(0), SweepMetric.QUERY_IO)).isNull();
        assertThat(SweepTables.axis(t, "IoTDB", null, en).rows().get(0)).contains("3.0");
    }

    @Test
    void aTransposedTableHasTheValuesAsColumnsAndTheMetricsAsRows() throws Exception {
        SweepRuns sweep = SweepRuns.load(SweepFixtures.write(dir));
        Table t = SweepTables.axis(AxisTable.of(sweep, SweepFixtures.COMPRESSOR, "iotdb", true), "IoTDB", null, en);

        assertThat(t.header()).containsExactly("Metric", "UNCOMPRESSED *", "SNAPPY", "GZIP");
        assertThat(t.rows()).hasSize(SweepMetric.values().length);
        assertThat(t.rows().get(0)).containsExactly("Write throughput (points/s)", "16,000.00", "\u2193 10.00 %",
                "\u2193 20.00 %");
        assertThat(StudyTables.transposed("COMPRESSOR")).isTrue();
        assertThat(StudyTables.transposed("ENCODING_DOUBLE")).isTrue();
        assertThat(StudyTables.transposed("CLIENT_NUMBER")).isFalse();
    }

    @Test
    void pearsonIsOneOrMinusOneOnALineAndUndefinedOnAConstant() {
        assertThat(Pearson.r(new double[]{1, 2, 3}, new double[]{2, 4, 6})).isCloseTo(1.0, within(1e-12));
        assertThat(Pearson.r(new double[]{1, 2, 3}, new double[]{3, 2, 1})).isCloseTo(-1.0, within(1e-12));
        assertThat(Pearson.r(new double[]{1, 2, 3, 4}, new double[]{1, 3, 2, 4})).isCloseTo(0.8, within(1e-12));
        assertThat(Pearson.r(new double[]{1, 1, 1}, new double[]{2, 4, 6})).isNull();
        assertThat(Pearson.r(new double[]{1}, new double[]{2})).isNull();
        assertThat(SweepTables.r(null, en)).isEqualTo("\u2014");
    }

    @Test
    void factorsAreOneHotPerValueAndNumericForNumberKeys() {
        List<Factor> factors = Factor.of(List.of(SweepFixtures.CLIENTS, SweepFixtures.COMPRESSOR));

        assertThat(factors).extracting(Factor::name).containsExactly("CLIENT_NUMBER=1", "CLIENT_NUMBER=4",
                "CLIENT_NUMBER=16", "COMPRESSOR=UNCOMPRESSED", "COMPRESSOR=SNAPPY", "COMPRESSOR=GZIP",
                "CLIENT_NUMBER (numeric)");
        Map<String, String> cell = Map.of("CLIENT_NUMBER", "4", "COMPRESSOR", "GZIP");
        assertThat(factors).extracting(f -> f.of(cell)).containsExactly(0.0, 1.0, 0.0, 0.0, 0.0, 1.0, 4.0);
    }

    @Test
    void correlationsCoverEveryRunThatMeasuredTheMetric() throws Exception {
        SweepRuns sweep = SweepRuns.load(SweepFixtures.write(dir));
        Correlations c = Correlations.of(sweep, "iotdb");
        Factor clients = new Factor("CLIENT_NUMBER", null, true);

        Correlations.Coefficient writeIo = c.at(clients, SweepMetric.WRITE_IO);
        assertThat(writeIo.n()).isEqualTo(5);
        assertThat(writeIo.r()).isCloseTo(1.0, within(1e-12)); // 1 MiB per client
        assertThat(c.at(clients, SweepMetric.QUERY_IO).n()).isEqualTo(4); // SNAPPY's read has no I/O
        assertThat(c.at(clients, SweepMetric.WRITE_CPU).r()).isNull(); // the same CPU in every cell
        List<Correlations.Coefficient> ranked = c.ranked();
        assertThat(Math.abs(ranked.get(0).r())).isGreaterThanOrEqualTo(Math.abs(ranked.get(1).r()));
        assertThat(ranked.get(ranked.size() - 1).r()).isNull();
        Table table = SweepTables.ranked(c, "ranked", en);
        assertThat(table.rows().get(table.rows().size() - 1)).contains("\u2014");
    }

    @Test
    void ourKeysMapToTheStudysFactorsAndValues() {
        assertThat(StudyTables.studyValue("QUERY_INTERVAL", "600000")).contains("600");
        assertThat(StudyTables.studyValue("iotdb:page_size_in_byte", "65536")).contains("64KB");
        assertThat(StudyTables.studyValue("INSERT_DATATYPE_PROPORTION", "0:1:0:0:0:0")).contains("INT32");
        assertThat(StudyTables.studyValue("OUT_OF_ORDER_RATIO", "0.1")).isEmpty();

        List<StudyTables.Row> clients = StudyTables.rows("CLIENT_NUMBER");
        assertThat(clients).extracting(StudyTables.Row::value).containsExactly("1", "4", "16", "32", "48", "64");
        StudyTables.Row baseline = clients.get(2);
        assertThat(baseline.baseline()).isTrue();
        assertThat(baseline.absolute().get(SweepMetric.WRITE_THROUGHPUT)).isEqualTo(10986654.54);
        assertThat(clients.get(0).changePct().get(SweepMetric.WRITE_THROUGHPUT)).isEqualTo(-21.79);
        StudyTables.Row page = StudyTables.rows("iotdb:page_size_in_byte").get(0); // Tables 8 and 9 merged
        assertThat(page.changePct()).containsKeys(SweepMetric.WRITE_THROUGHPUT, SweepMetric.QUERY_THROUGHPUT);
        assertThat(StudyTables.rows("ENCODING_DOUBLE")).extracting(StudyTables.Row::value)
                .containsExactly("RLE", "TS_2DIFF", "Gorilla");
    }

    @Test
    void thePageHoldsTheTablesAndAChartPerKeyAndDatabase() throws Exception {
        Path index = SweepReport.write(SweepFixtures.write(dir), Language.EN);

        assertThat(index).isEqualTo(dir.resolve("report/index.html"));
        String html = Files.readString(index);
        assertThat(html).contains("Swept key CLIENT_NUMBER", "Swept key COMPRESSOR", "Correlation, IoTDB",
                "Published: Liu et al., IoTDB 0.13.4, Table 3", "Table 11", "\u2193 93.75 %");
        assertThat(count(html, "<table")).isEqualTo(2 + 2 + 1); // ours per key, the study's per key, the ranking
        Matcher img = Pattern.compile("<img src=\"([^\"]+)\"").matcher(html);
        int images = 0;
        while (img.find()) {
            assertThat(dir.resolve("report").resolve(img.group(1))).isRegularFile();
            images++;
        }
        assertThat(images).isEqualTo(2 + 1); // a dual-axis chart per key, the heat map
        assertThat(Files.readString(dir.resolve("report/sweep.md"))).contains("| CLIENT_NUMBER |",
                "![IoTDB: write and query throughput against CLIENT_NUMBER]");
    }

    @Test
    void aServerSettingIsTabledOnlyForItsOwnDatabase() throws Exception {
        SweepAxis pageSize = SweepAxis.parse("iotdb:page_size_in_byte=1024,*65536", null);
        List<SweepRuns.CellRun> runs = new ArrayList<>();
        List<SweepManifest.Cell> cells = new ArrayList<>();
        for (String value : pageSize.values()) {
            Map<String, String> p = Map.of(pageSize.key(), value);
            SweepManifest.Cell cell = new SweepManifest.Cell(cells.size() + 1, p, "c" + value, value.equals("65536"),
                    "completed", null);
            cells.add(cell);
            for (String db : List.of("iotdb", "timescaledb")) {
                runs.add(new SweepRuns.CellRun(cell, p, Fixtures.run(db, null, "write", 1000, 1, 10, 100, 0,
                        RunStatus.COMPLETED).toBuilder().parameters(p).build()));
            }
        }
        SweepRuns sweep = new SweepRuns(dir, new SweepManifest(SweepManifest.SCHEMA_VERSION, "grid", List.of(pageSize),
                List.of("iotdb", "timescaledb"), List.of("write"), null, null, null, cells), runs);

        var section = SweepReport.axisSection(sweep, pageSize, en, dir);
        assertThat(section.tables()).extracting(Table::title).containsExactly("IoTDB",
                "Published: Liu et al., IoTDB 0.13.4, Table 8+9 (our values \u2192 the study's: 1024 \u2192 1KB, "
                        + "65536 \u2192 64KB)");
        assertThat(section.charts()).hasSize(1);
    }

    @Test
    void thePageSpeaksPortuguese() throws Exception {
        Path index = SweepReport.write(SweepFixtures.write(dir), Language.PT_BR);

        assertThat(index.getFileName().toString()).isEqualTo("index.pt-br.html");
        assertThat(Files.readString(index)).contains("Chave variada CLIENT_NUMBER", "Vazão de escrita",
                "16.000,00");
        assertThat(dir.resolve("report/sweep.pt-br.md")).isRegularFile();
    }

    @Test
    void theReportCommandWritesASweepsReport() throws Exception {
        SweepFixtures.write(dir.resolve("s"));
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        CommandLine cli = new CommandLine(new ReportCommand(dir));
        cli.setOut(new PrintWriter(out, true));
        cli.setErr(new PrintWriter(err, true));

        assertThat(cli.execute("--source", "sweep", "--results", dir.resolve("s").toString())).isEqualTo(0);
        assertThat(dir.resolve("s/report/index.html")).isRegularFile();
        assertThat(cli.execute("--source", dir.resolve("s").toString(), "--language", "pt-br")).isEqualTo(0);
        assertThat(dir.resolve("s/report/index.pt-br.html")).isRegularFile();
        assertThat(cli.execute("--source", "sweep", "--results", dir.toString())).isEqualTo(2);
        assertThat(err.toString()).contains("holds no sweep.json");
    }

    private static int count(String text, String part) {
        return text.split(Pattern.quote(part), -1).length - 1;
    }
}
