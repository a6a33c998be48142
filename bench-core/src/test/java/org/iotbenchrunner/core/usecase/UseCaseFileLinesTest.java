package org.iotbenchrunner.core.usecase;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import org.iotbenchrunner.core.config.ConfigException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class UseCaseFileLinesTest {
    private static final long T0 = 1451606400000000000L;
    private static final String TRUCK = "name=truck_0,fleet=South,driver=Trish,model=H-2,device_version=v2.3";
    private static final String CPU = "cpu,hostname=host_0,region=eu-west-1,datacenter=eu-west-1c,rack=87,"
            + "os=Ubuntu16.04LTS,arch=x64,team=NYC,service=18,service_version=1,service_environment=production "
            + "usage_user=58i,usage_system=2i,usage_idle=24i,usage_nice=61i,usage_iowait=22i,usage_irq=63i,"
            + "usage_softirq=6i,usage_steal=44i,usage_guest=80i,usage_guest_nice=38i " + T0;

    @TempDir
    Path dir;

    /** What a batch held: its text and counts, copied before the buffer is reused. */
    private record Sent(String text, int rows, long metrics, String refused) {
    }

    private static List<Sent> batches(UseCaseDataFile file, int rowsPerBatch) {
        List<Sent> sent = new ArrayList<>();
        LineBatch reused = new LineBatch(16);
        file.lines().forEachBatch(rowsPerBatch, () -> reused,
                b -> sent.add(new Sent(b.text(), b.rows(), b.metrics(), b.refused())));
        return sent;
    }

    private static List<UseCaseRow> rows(UseCaseRows source) {
        List<UseCaseRow> rows = new ArrayList<>();
        source.forEachRow(rows::add);
        return rows;
    }

    private Path file(String name, String... lines) throws IOException {
        Path file = dir.resolve(name);
        Files.writeString(file, String.join("\n", lines) + "\n", StandardCharsets.UTF_8);
        return file;
    }

    private static UseCaseSpec spec(UseCase useCase, int scale, int seconds) {
        Instant start = useCase == UseCase.THERMO ? ThermoDevices.STUDY_START : Instant.parse("2016-01-01T00:00:00Z");
        return new UseCaseSpec(useCase, 5, scale, start, start.plusSeconds(seconds),
                Duration.ofSeconds(useCase == UseCase.THERMO ? 1 : 10));
    }

    /** Our files hold each row as the parsed path writes it, so every line goes out byte for byte as it is. */
    @ParameterizedTest
    @ValueSource(strings = {"devops", "iot", "thermo", "cpu-only"})
    void ourFilesGoOutByteForByteInBatchesOfTheRowsAsked(String id) {
        UseCase useCase = UseCase.parse(id);
        UseCaseGenerator generator = UseCaseGenerator.of(spec(useCase, 20, 600));
        UseCaseDataFile file = UseCaseDataFile.write(generator, useCase, dir.resolve(id + ".lp.gz"));
        List<UseCaseRow> rows = rows(file.rows());
        assertThat(file.bytes()).as("more than one read buffer").isGreaterThan(1 << 14);

        List<Sent> sent = batches(file, 7);

        assertThat(sent).hasSize((rows.size() + 6) / 7);
        for (int b = 0; b < sent.size(); b++) {
            List<UseCaseRow> chunk = rows.subList(b * 7, Math.min(rows.size(), b * 7 + 7));
            assertThat(sent.get(b)).isEqualTo(new Sent(UseCaseLines.of(chunk), chunk.size(),
                    chunk.stream().mapToLong(UseCaseRow::metrics).sum(), null));
        }
        assertThat(new ForwardableLines(UseCaseSchema.of(useCase)).metrics(bytes(CPU), 0, CPU.length()))
                .isEqualTo(useCase == UseCase.CPU_ONLY || useCase == UseCase.DEVOPS ? 10 : -1);
    }

    @Test
    void aTsbsCpuLineIsSentAsItIsWithItsTenFieldsCounted() throws Exception {
        Path path = file("cpu.lp", CPU, CPU.replace(" " + T0, " " + (T0 + 10_000_000_000L)));

        List<Sent> sent = batches(UseCaseDataFile.survey(path, UseCase.CPU_ONLY), 10_000);

        assertThat(sent).containsExactly(new Sent(Files.readString(path), 2, 20, null));
    }

    /**
     * IoT's truck-model fields become tags, a decimal for an integer field an integer: those lines are rebuilt; an
     * integer for a decimal field goes as it is, as TSBS's loader sends its DevOps metrics.
     */
    @Test
    void linesTheSchemaReshapesGoThroughTheParsedPathBesideOnesSentAsTheyAre() throws Exception {
        String tsbs = "diagnostics,name=truck_0,fleet=South,driver=Trish,model=H-2,device_version=v2.3 "
                + "load_capacity=1500,fuel_capacity=150,nominal_fuel_consumption=12,fuel_state=0.5,current_load=100,"
                + "status=2i " + T0;
        String plain = "diagnostics," + TRUCK + " fuel_state=1,current_load=2.5,status=3i " + T0;
        String floatStatus = "diagnostics," + TRUCK + " status=3 " + T0;
        String intFuel = "diagnostics," + TRUCK + " fuel_state=1i " + T0;
        String crlf = "readings," + TRUCK + " latitude=1e-3,longitude=-.5 " + T0 + "\r";
        Path path = file("iot.lp", "# TSBS", tsbs, "", plain, "   ", floatStatus, intFuel, crlf);
        UseCaseDataFile file = UseCaseDataFile.survey(path, UseCase.IOT);
        List<UseCaseRow> rows = rows(file.rows());

        List<Sent> sent = batches(file, 2);

        assertThat(sent).extracting(Sent::rows).containsExactly(2, 2, 1);
        String all = sent.stream().map(Sent::text).reduce("", String::concat);
        assertThat(all.split("\n")).containsExactly(UseCaseLineProtocol.line(rows.get(0)), plain,
                "diagnostics," + TRUCK + " status=3i " + T0, intFuel, crlf.strip());
        assertThat(all).isEqualTo(UseCaseLines.of(rows)
                .replace("fuel_state=1 ", "fuel_state=1i ")
                .replace("latitude=0.001,longitude=-0.5", "latitude=1e-3,longitude=-.5"));
        assertThat(sent.stream().mapToLong(Sent::metrics).sum()).isEqualTo(file.size().metrics()).isEqualTo(3 + 3 + 1
                + 1 + 2);
    }

    @Test
    void aRowWithoutFieldsFailsItsBatchAsTheParsedPathDoes() throws Exception {
        String good = "diagnostics," + TRUCK + " status=3i " + T0;
        Path path = file("iot.lp", good, "diagnostics," + TRUCK + " " + T0, good, good);

        List<Sent> sent = batches(UseCaseDataFile.survey(path, UseCase.IOT), 2);

        assertThat(sent.get(0).refused()).isEqualTo("row 1 of the batch has no field, which line protocol cannot "
                + "hold: diagnostics," + TRUCK + " " + T0);
        assertThat(sent.get(0).rows()).isEqualTo(2);
        assertThat(sent.get(0).metrics()).isEqualTo(1);
        assertThat(sent.get(1)).isEqualTo(new Sent(good + "\n" + good + "\n", 2, 2, null));
    }

    @Test
    void aFileItsSurveyFoundFitToGoAsItIsHasOnlyItsFieldsCountedUntilItChanges() throws Exception {
        String two = "cpu,hostname=host_1 usage_user=1i,usage_idle=0.5 " + T0;
        Path path = file("cpu.lp", CPU, "# note", "", two, CPU);
        UseCaseDataFile surveyed = UseCaseDataFile.survey(path, UseCase.CPU_ONLY);
        UseCaseDataFile unsurveyed = new UseCaseDataFile(path, UseCase.CPU_ONLY, 0, "", new DataSetSize(0, 0, 0),
                java.util.Set.of(), null, null);

        assertThat(surveyed.forwarded()).isEqualTo(ForwardedFile.of(path));
        assertThat(batches(surveyed, 2)).isEqualTo(batches(unsurveyed, 2)).containsExactly(
                new Sent(CPU + "\n" + two + "\n", 2, 12, null), new Sent(CPU + "\n", 1, 10, null));

        Files.writeString(path, "cpu,hostname=host_1 usage_user=1.5i " + T0 + "\n", StandardOpenOption.APPEND);
        assertThatThrownBy(() -> batches(surveyed, 2)).isInstanceOf(ConfigException.class)
                .hasMessageStartingWith(path + " line 6: ");
    }

    /**
     * Lines of as many fields each, none skipped: read straight into the batches and cut by newlines, batches the same
     * as line by line, across read chunks (lines of about 400 bytes, 64 KiB reads) and with a last line that has no
     * newline.
     */
    @ParameterizedTest
    @ValueSource(ints = {1, 7, 1000, 5000})
    void uniformLinesAreCutByNewlinesIntoTheSameBatches(int rowsPerBatch) throws Exception {
        List<String> lines = new ArrayList<>();
        for (int i = 0; i < 3001; i++) {
            lines.add(CPU.replace("host_0", "host_" + i).replace(" " + T0, " " + (T0 + i * 10_000_000_000L)));
        }
        Path path = dir.resolve("cpu.lp");
        Files.writeString(path, String.join("\n", lines), StandardCharsets.UTF_8);
        UseCaseDataFile surveyed = UseCaseDataFile.survey(path, UseCase.CPU_ONLY);
        UseCaseDataFile unsurveyed = new UseCaseDataFile(path, UseCase.CPU_ONLY, 0, "", new DataSetSize(0, 0, 0),
                java.util.Set.of(), null, null);

        assertThat(surveyed.forwarded().uniformFields()).isEqualTo(10);
        List<Sent> sent = batches(surveyed, rowsPerBatch);
        assertThat(sent).isEqualTo(batches(unsurveyed, rowsPerBatch)).hasSize((3001 + rowsPerBatch - 1) / rowsPerBatch);
        assertThat(sent.stream().mapToLong(Sent::metrics).sum()).isEqualTo(30_010);
        assertThat(String.join("", sent.stream().map(Sent::text).toList())).isEqualTo(String.join("\n", lines) + "\n");
    }

    /** Lines of different field counts, a skipped line or a \r before a newline: not uniform, sent line by line. */
    @Test
    void linesOfDifferentFieldsOrSkippedOrEndingInACarriageReturnAreNotUniform() throws Exception {
        String two = "cpu,hostname=host_1 usage_user=1i,usage_idle=0.5 " + T0;
        assertThat(UseCaseDataFile.survey(file("mixed.lp", CPU, two), UseCase.CPU_ONLY).forwarded().uniformFields())
                .isZero();
        assertThat(UseCaseDataFile.survey(file("note.lp", CPU, "# note", CPU), UseCase.CPU_ONLY).forwarded()
                .uniformFields()).isZero();
        Path crlf = dir.resolve("crlf.lp");
        Files.writeString(crlf, CPU + "\r\n" + CPU + "\r\n", StandardCharsets.UTF_8);
        UseCaseDataFile surveyed = UseCaseDataFile.survey(crlf, UseCase.CPU_ONLY);
        assertThat(surveyed.forwarded().uniformFields()).isZero();
        assertThat(batches(surveyed, 5)).containsExactly(new Sent(CPU + "\n" + CPU + "\n", 2, 20, null));
    }

    @Test
    void aFileWithALineToReshapeIsCheckedLineByLine() throws Exception {
        Path path = file("iot.lp", "readings," + TRUCK + " load_capacity=1500,latitude=1 " + T0);

        assertThat(UseCaseDataFile.survey(path, UseCase.IOT).forwarded()).isNull();
    }

    @Test
    void aForwardedLinesFieldsAreItsCommasAfterTheTagsPlusOne() {
        byte[] line = bytes("x," + CPU);
        assertThat(ForwardableLines.fieldCount(line, 2, line.length)).isEqualTo(10);
        byte[] one = bytes("cpu usage_user=1i 5");
        assertThat(ForwardableLines.fieldCount(one, 0, one.length)).isEqualTo(1);
    }

    @Test
    void aLineTheUseCaseDoesNotKnowStopsTheLoadNamingFileAndLine() throws Exception {
        String good = "diagnostics," + TRUCK + " status=3i " + T0;
        Path path = file("iot.lp", good, "# note", good, "readings," + TRUCK + " speed=3 " + T0);
        UseCaseDataFile file = new UseCaseDataFile(path, UseCase.IOT, 0, "", new DataSetSize(0, 0, 0), java.util.Set.of(),
                null, null);

        assertThatThrownBy(() -> batches(file, 10)).isInstanceOf(ConfigException.class).hasMessage(path + " line 4: "
                + "unknown field speed of readings: expected one of latitude, longitude, elevation, velocity, heading, "
                + "grade, fuel_consumption");
    }

    @Test
    void aLineLongerThanTheReadBufferAndALastLineWithoutNewlineArrive() throws Exception {
        String longHost = "cpu,hostname=" + "h".repeat(100_000) + " usage_user=1i " + T0;
        Path path = dir.resolve("cpu.lp");
        Files.writeString(path, CPU + "\n" + longHost + "\n" + CPU);

        List<Sent> sent = batches(UseCaseDataFile.survey(path, UseCase.CPU_ONLY), 10);

        assertThat(sent).containsExactly(new Sent(CPU + "\n" + longHost + "\n" + CPU + "\n", 3, 21, null));
    }

    @Test
    void onlyPlainNumbersOfTheFieldsTypeAreSentAsTheyAre() {
        ForwardableLines lines = new ForwardableLines(UseCaseSchema.of(UseCase.IOT));
        String head = "diagnostics," + TRUCK + " ";
        for (String forwarded : List.of("status=1i", "status=-12i", "fuel_state=1.5,status=0i", "fuel_state=.5",
                "fuel_state=5.", "fuel_state=-1E+10", "status=1i,fuel_state=2", "fuel_state=7i")) {
            assertThat(lines.metrics(bytes(head + forwarded + " " + T0), 0, (head + forwarded + " " + T0).length()))
                    .as(forwarded).isPositive();
        }
        for (String reshaped : List.of("status=1", "status=1.0i", "fuel_state=1.5i", "fuel_state=+1", "fuel_state=NaN",
                "fuel_state=1e", "fuel_state=\"x\"", "status=1i,status=2i", "status=1234567890123456789i",
                "fuel_state=1,", "load_capacity=1500", "fuel_state=1 9300000000000000000", "fuel_state=1 12a",
                "status_x=1i", "statu=1i", "=1i", "stat\\us=1i", "fuel_state,status=1i")) {
            String line = head + reshaped + (reshaped.contains(" ") ? "" : " " + T0);
            assertThat(lines.metrics(bytes(line), 0, line.length())).as(reshaped).isEqualTo(-1);
        }
        for (String line : List.of("diagnostics,name=truck\\ 0 status=1i " + T0, "diagnostics,name= status=1i " + T0,
                "diagnostics,name=a,name=b status=1i " + T0, "diagnostics " + T0, "diagnostics,colour=red status=1i "
                + T0, "cpu usage_user=1i " + T0, "diagnostics  status=1i " + T0, "diagnostics,namex=a status=1i "
                + T0, "diagnostics,nam=a status=1i " + T0, "diagnostics,na\\me=a status=1i " + T0)) {
            assertThat(lines.metrics(bytes(line), 0, line.length())).as(line).isEqualTo(-1);
        }
    }

    private static byte[] bytes(String line) {
        return line.getBytes(StandardCharsets.UTF_8);
    }
}
