package org.iotbenchrunner.core.usecase;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HexFormat;
import java.util.List;
import java.util.stream.Stream;
import org.iotbenchrunner.core.config.ConfigException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class UseCaseDataFileTest {
    private static final long T0 = 1451606400000000000L;
    private static final String TRUCK = "name=truck_0,fleet=South,driver=Trish,model=H-2,device_version=v2.3";
    private static final String CAPACITIES = "load_capacity=1500,fuel_capacity=150,nominal_fuel_consumption=12";

    @TempDir
    Path dir;

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

    private static String sha256(Path file) throws Exception {
        return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(Files.readAllBytes(file)));
    }

    @ParameterizedTest
    @ValueSource(strings = {"iot.lp", "iot.lp.gz"})
    void generatedRowsComeBackEqualFromTheFilePlainOrGzip(String name) throws Exception {
        UseCaseGenerator generator = new IotGenerator(IotGeneratorTest.spec(123, 6, 300));
        Path path = dir.resolve(name);
        UseCaseDataFile written = UseCaseDataFile.write(generator, UseCase.IOT, path);

        List<UseCaseRow> expected = IotGeneratorTest.rows(generator);
        assertThat(expected).anyMatch(r -> r.tags().stream().anyMatch(t -> t.value() == null))
                .anyMatch(r -> r.metrics() < r.fields().size());
        assertThat(rows(written.rows())).isEqualTo(expected);
        assertThat(written.size()).isEqualTo(DataSetSize.of(generator));
        assertThat(written.bytes()).isEqualTo(Files.size(path));
        assertThat(written.sha256()).isEqualTo(sha256(path));
        assertThat(written.gzip()).isEqualTo(name.endsWith(".gz"));
        byte[] head = Arrays.copyOf(Files.readAllBytes(path), 2);
        assertThat(head[0] == (byte) 0x1f && head[1] == (byte) 0x8b).as("gzip magic").isEqualTo(written.gzip());
        if (!written.gzip()) {
            assertThat(written.size().bytes()).as("our file is the data set's bytes").isEqualTo(Files.size(path));
        }
        UseCaseDataFile surveyed = UseCaseDataFile.survey(path, UseCase.IOT);
        assertThat(surveyed.size()).isEqualTo(written.size());
        assertThat(surveyed.sha256()).isEqualTo(written.sha256());
        assertThat(surveyed.measurements()).containsExactlyInAnyOrder("readings", "diagnostics");
        assertThat(surveyed.missingMeasurements()).isEmpty();
        try (Stream<Path> files = Files.list(dir)) {
            assertThat(files).containsExactly(path);
        }
    }

    @Test
    void devopsRowsRoundTripToo() {
        UseCaseGenerator generator = UseCaseGenerator.of(new UseCaseSpec(UseCase.DEVOPS, 7, 3,
                Instant.parse("2016-01-01T00:00:00Z"), Instant.parse("2016-01-01T00:05:00Z"), Duration.ofSeconds(10)));
        UseCaseDataFile written = UseCaseDataFile.write(generator, UseCase.DEVOPS, dir.resolve("devops.lp"));

        assertThat(rows(written.rows())).isEqualTo(IotGeneratorTest.rows(generator));
        assertThat(written.measurements()).hasSize(9);
        assertThat(written.extent().scale()).isEqualTo(3);
        assertThat(written.extent().first()).isEqualTo(Instant.parse("2016-01-01T00:00:00Z"));
        assertThat(written.extent().last()).isBefore(Instant.parse("2016-01-01T00:05:00Z"));
    }

    @Test
    void aFileOfOtherNamesHasNoScaleToDrawQueriesOver() throws Exception {
        Path tsbs = file("tsbs.lp", "readings,name=truck_4,fleet=South latitude=1 1451606400000000000",
                "readings,fleet=East latitude=2 1451606410000000000");
        Path other = file("other.lp", "readings,name=truck_4 latitude=1 1451606400000000000",
                "readings,name=lorry latitude=2 1451606410000000000");

        assertThat(UseCaseDataFile.survey(tsbs, UseCase.IOT).extent()).isEqualTo(new UseCaseExtent(
                Instant.parse("2016-01-01T00:00:00Z"), Instant.parse("2016-01-01T00:00:10Z"), 5));
        assertThat(UseCaseDataFile.survey(other, UseCase.IOT).extent().scale()).isNull();
    }

    @Test
    void aSurveyCountingLinesInPlaceGivesWhatParsingEveryLineGives() throws Exception {
        String tags = "region=eu-central-1,datacenter=eu-central-1a,rack=6,os=Ubuntu15.10,arch=x86,team=SF,service=19,"
                + "service_version=1,service_environment=test";
        String values = "usage_system=2i,usage_idle=24i,usage_nice=61i,usage_iowait=22i,usage_irq=63i,usage_softirq=6i,"
                + "usage_steal=44i,usage_guest=80i,usage_guest_nice=38i";
        List<String> lines = new ArrayList<>();
        for (String value : List.of("58i", "0i", "-7i", "-0i", "007i", "58", "-0", "58.5", "58.0", "1e3",
                "999999999999999i", "1000000000000000i", "123456789012345678i")) {
            lines.add("cpu,hostname=host_3," + tags + " usage_user=" + value + "," + values + " " + T0);
        }
        lines.add("cpu," + tags + ",hostname=host_11 " + values + ",usage_user=1i " + (T0 + 10_000_000_000L) + "\r");
        lines.add("cpu,hostname=host_2,region=s\u00e3o-paulo usage_user=1i " + (T0 - 10_000_000_000L));
        lines.add("cpu,region=x usage_user=1i 0" + T0);
        lines.add("");
        lines.add("# a comment");
        lines.add("cpu,hostname=host_1 usage_user=1i -" + T0);
        Path file = file("tsbs-like.lp", lines.toArray(String[]::new));

        UseCaseDataFile surveyed = UseCaseDataFile.survey(file, UseCase.CPU_ONLY);

        UseCaseExtent.Tracker parsed = new UseCaseExtent.Tracker();
        surveyed.rows().forEachRow(parsed::add);
        assertThat(surveyed.size()).isEqualTo(DataSetSize.of(surveyed.rows()));
        assertThat(surveyed.size().rows()).isEqualTo(17);
        assertThat(surveyed.extent()).isEqualTo(parsed.extent());
        assertThat(surveyed.extent().scale()).isEqualTo(12);
        assertThat(surveyed.extent().first()).isEqualTo(Instant.ofEpochSecond(-1451606400L));
    }

    @Test
    void aNameNumberReadFromBytesIsIntegerParseIntsOrMinusOne() {
        for (String text : List.of("12", "+12", "-12", "0", "007", "", "-", "+", "1a", "2147483647", "2147483648",
                "-2147483648", "-2147483649", "99999999999999999999")) {
            byte[] bytes = ("x" + text + "y").getBytes(StandardCharsets.US_ASCII);
            int expected;
            try {
                expected = Integer.parseInt(text);
            } catch (NumberFormatException e) {
                expected = -1;
            }
            assertThat(UseCaseExtent.Tracker.parseInt(bytes, 1, bytes.length - 1)).as(text).isEqualTo(expected);
        }
    }

    @Test
    void aFailedWriteLeavesNothingAndAnEarlierFileAsItWas() throws Exception {
        Path path = file("iot.lp", "earlier content");
        List<UseCaseRow> some = IotGeneratorTest.rows(new IotGenerator(IotGeneratorTest.spec(1, 2, 3)));
        UseCaseRows failing = sink -> {
            some.forEach(sink);
            throw new IllegalStateException("the generator broke");
        };

        assertThatThrownBy(() -> UseCaseDataFile.write(failing, UseCase.IOT, path))
                .hasMessage("the generator broke");
        assertThatThrownBy(() -> UseCaseDataFile.write(failing, UseCase.IOT, dir.resolve("new.lp.gz")))
                .hasMessage("the generator broke");
        try (Stream<Path> files = Files.list(dir)) {
            assertThat(files).as("no temporary file, no half-written file").containsExactly(path);
        }
        assertThat(Files.readString(path)).isEqualTo("earlier content\n");
    }

    @Test
    void aWriteWhereNoFileCanBeIsOneLine() throws Exception {
        Path notADirectory = file("plain");
        assertThatThrownBy(() -> UseCaseDataFile.write(sink -> { }, UseCase.IOT, notADirectory.resolve("x.lp")))
                .isInstanceOf(UncheckedIOException.class).hasMessageStartingWith("cannot write " + notADirectory);
    }

    /**
     * TSBS's influx format: string tags first, then the three capacities (numbers in its truck model) as the first
     * fields, then the measured fields; a missing tag or field is left out. Read as our rows: the capacities are tags.
     */
    @Test
    void tsbsIotLinesAreReadAsOurRowsWithTheCapacitiesAsTags() throws Exception {
        Path path = file("tsbs-iot.lp",
                "readings," + TRUCK + " " + CAPACITIES + ",latitude=72.45258,longitude=68.83761,elevation=255,"
                        + "velocity=0,heading=181,grade=0,fuel_consumption=25 " + T0,
                "diagnostics," + TRUCK + " " + CAPACITIES + ",fuel_state=1,current_load=0,status=0i " + T0,
                // no driver tag, no velocity field
                "readings,name=truck_1,fleet=East,model=F-150,device_version=v1.0 load_capacity=2000,"
                        + "fuel_capacity=200,nominal_fuel_consumption=15,latitude=1.5,longitude=2.5,elevation=3,"
                        + "heading=5,grade=6,fuel_consumption=7 " + (T0 + 10_000_000_000L),
                // no name tag, no fuel_capacity (a missing tag TSBS writes as a missing field), no status
                "diagnostics,fleet=East,driver=Seth,model=F-150,device_version=v1.0 load_capacity=2000,"
                        + "nominal_fuel_consumption=15,fuel_state=0.9,current_load=1864 " + (T0 + 10_000_000_000L));

        List<UseCaseRow> rows = rows(UseCaseDataFile.survey(path, UseCase.IOT).rows());

        assertThat(rows).hasSize(4);
        UseCaseRow first = rows.get(0);
        assertThat(first.tags()).extracting(UseCaseRow.Tag::key).containsExactlyElementsOf(TruckTags.KEYS);
        assertThat(first.tags()).extracting(UseCaseRow.Tag::value).containsExactly("truck_0", "South", "Trish", "H-2",
                "v2.3", "1500", "150", "12");
        assertThat(first.fields()).extracting(UseCaseRow.Field::name).containsExactlyElementsOf(TruckSignals.READINGS);
        assertThat(first.metrics()).as("the capacities are no metrics").isEqualTo(7);
        assertThat(first.fields().get(0).value()).isEqualTo(72.45258);
        assertThat(rows.get(1).fields()).containsExactly(new UseCaseRow.Field("fuel_state", 1.0),
                new UseCaseRow.Field("current_load", 0.0), new UseCaseRow.Field("status", 0L));
        UseCaseRow noDriver = rows.get(2);
        assertThat(noDriver.tags().get(2)).isEqualTo(new UseCaseRow.Tag("driver", null));
        assertThat(noDriver.tags().get(5)).isEqualTo(new UseCaseRow.Tag("load_capacity", "2000"));
        assertThat(noDriver.fields().get(3)).isEqualTo(new UseCaseRow.Field("velocity", null));
        assertThat(noDriver.metrics()).isEqualTo(6);
        assertThat(noDriver.timestampNanos()).isEqualTo(T0 + 10_000_000_000L);
        UseCaseRow noName = rows.get(3);
        assertThat(noName.tags()).extracting(UseCaseRow.Tag::value).containsExactly(null, "East", "Seth", "F-150",
                "v1.0", "2000", null, "15");
        assertThat(noName.fields()).containsExactly(new UseCaseRow.Field("fuel_state", 0.9),
                new UseCaseRow.Field("current_load", 1864.0), new UseCaseRow.Field("status", null));
        assertThat(DataSetSize.of(UseCaseDataFile.survey(path, UseCase.IOT).rows()).metrics())
                .isEqualTo(7 + 3 + 6 + 2);
    }

    @Test
    void tsbsAndOurLinesOfTheSameRowsAreTheSameRows() throws Exception {
        Path tsbs = file("tsbs.lp", "diagnostics," + TRUCK + " " + CAPACITIES
                + ",fuel_state=0.5,current_load=100,status=2i " + T0);
        Path ours = file("ours.lp", "diagnostics," + TRUCK + "," + CAPACITIES
                + " fuel_state=0.5,current_load=100,status=2i " + T0);

        UseCaseDataFile fromTsbs = UseCaseDataFile.survey(tsbs, UseCase.IOT);
        UseCaseDataFile fromOurs = UseCaseDataFile.survey(ours, UseCase.IOT);
        assertThat(rows(fromTsbs.rows())).isEqualTo(rows(fromOurs.rows()));
        assertThat(fromTsbs.size()).as("the same rows, the same size").isEqualTo(fromOurs.size());
        assertThat(fromTsbs.sha256()).isNotEqualTo(fromOurs.sha256());
    }

    @Test
    void emptyLinesAndCommentsAreSkippedAndIntegersAreTyped() throws Exception {
        Path path = file("iot.lp", "# written by hand", "", "diagnostics," + TRUCK
                + " fuel_state=1i,current_load=2,status=3 " + T0);

        List<UseCaseRow> rows = rows(UseCaseDataFile.survey(path, UseCase.IOT).rows());

        assertThat(rows).hasSize(1);
        assertThat(rows.get(0).fields()).containsExactly(new UseCaseRow.Field("fuel_state", 1.0),
                new UseCaseRow.Field("current_load", 2.0), new UseCaseRow.Field("status", 3L));
    }

    @Test
    void aLineTheUseCaseDoesNotKnowIsOneLineNamingFileLineAndWhatWasExpected() throws Exception {
        String good = "diagnostics," + TRUCK + " fuel_state=1,current_load=2,status=3i " + T0;
        Path measurement = file("m.lp", good, "cpu,hostname=host_0 usage_user=1 " + T0);
        Path field = file("f.lp", good, good, "readings," + TRUCK + " speed=3 " + T0);
        Path tag = file("t.lp", "readings,colour=red latitude=1 " + T0);
        Path broken = file("b.lp", good, "readings," + TRUCK + " latitude=1");
        Path fraction = file("s.lp", "diagnostics," + TRUCK + " status=2.5 " + T0);

        assertThatThrownBy(() -> UseCaseDataFile.survey(measurement, UseCase.IOT)).isInstanceOf(ConfigException.class)
                .hasMessage(measurement + " line 2: unknown measurement cpu: expected one of readings, diagnostics "
                        + "(iot); cpu is of the cpu-only use case: give --workload cpu-only");
        assertThatThrownBy(() -> UseCaseDataFile.survey(field, UseCase.IOT)).hasMessage(field + " line 3: unknown "
                + "field speed of readings: expected one of latitude, longitude, elevation, velocity, heading, grade, "
                + "fuel_consumption");
        assertThatThrownBy(() -> UseCaseDataFile.survey(tag, UseCase.IOT)).hasMessage(tag + " line 1: unknown tag "
                + "colour of readings: expected one of " + String.join(", ", TruckTags.KEYS));
        assertThatThrownBy(() -> UseCaseDataFile.survey(broken, UseCase.IOT)).hasMessageStartingWith(broken
                + " line 2: line protocol: expected ");
        assertThatThrownBy(() -> UseCaseDataFile.survey(fraction, UseCase.IOT)).hasMessage(fraction + " line 1: "
                + "field status=2.5: expected an integer");
        assertThatThrownBy(() -> UseCaseDataFile.survey(measurement, UseCase.IOT))
                .satisfies(e -> assertThat(e.getMessage()).doesNotContain("\n"));
    }

    @Test
    void thermoRowsRoundTripWithIntegerTemperaturesAndTheirDevicesAsScale() throws Exception {
        UseCaseSpec spec = new UseCaseSpec(UseCase.THERMO, 2, 12, ThermoDevices.STUDY_START,
                ThermoDevices.STUDY_START.plusSeconds(30), Duration.ofSeconds(1));
        ThermoGenerator generator = new ThermoGenerator(spec);
        Path path = dir.resolve("thermo.lp.gz");
        UseCaseDataFile written = UseCaseDataFile.write(generator, UseCase.THERMO, path);

        assertThat(rows(written.rows())).isEqualTo(rows(generator));
        UseCaseDataFile surveyed = UseCaseDataFile.survey(path, UseCase.THERMO);
        assertThat(surveyed.measurements()).containsExactly("devices");
        assertThat(surveyed.missingMeasurements()).isEmpty();
        assertThat(surveyed.extent()).isEqualTo(new UseCaseExtent(ThermoDevices.STUDY_START,
                ThermoDevices.STUDY_START.plusSeconds(29), 12));
        String line = UseCaseLineProtocol.line(rows(generator).get(0));
        assertThat(line).matches("devices,devid=1,devname=dev_1,devgroup=1 temperature=\\d+i,humidity=-?[0-9.]+ "
                + "1563249700000000000");
        assertThatThrownBy(() -> UseCaseDataFile.survey(path, UseCase.DEVOPS)).isInstanceOf(ConfigException.class)
                .hasMessage(path + " line 1: unknown measurement devices: expected one of cpu, diskio, disk, kernel, "
                        + "mem, net, nginx, postgresl, redis (devops); devices is of the thermo use case: give "
                        + "--workload thermo");
    }

    @Test
    void theUseCaseGivenIsCheckedAgainstTheMeasurementsFound() throws Exception {
        UseCaseSpec cpuOnly = new UseCaseSpec(UseCase.CPU_ONLY, 1, 2, Instant.parse("2016-01-01T00:00:00Z"),
                Instant.parse("2016-01-01T00:01:00Z"), Duration.ofSeconds(10));
        Path cpu = dir.resolve("cpu.lp");
        UseCaseDataFile.write(UseCaseGenerator.of(cpuOnly), UseCase.CPU_ONLY, cpu);
        Path readingsOnly = file("readings.lp", "readings," + TRUCK + " latitude=1 " + T0);

        assertThat(UseCaseDataFile.survey(cpu, UseCase.CPU_ONLY).size().rows()).isEqualTo(2 * 6);
        assertThatThrownBy(() -> UseCaseDataFile.survey(cpu, UseCase.DEVOPS)).isInstanceOf(ConfigException.class)
                .hasMessage("--workload devops: " + cpu + " holds only cpu rows, the cpu-only data set; give "
                        + "--workload cpu-only");
        assertThatThrownBy(() -> UseCaseDataFile.survey(cpu, UseCase.IOT)).hasMessageContaining("line 1: unknown "
                + "measurement cpu: expected one of readings, diagnostics (iot); cpu is of the cpu-only use case");
        assertThat(UseCaseDataFile.survey(readingsOnly, UseCase.IOT).missingMeasurements())
                .containsExactly("diagnostics");
        assertThatThrownBy(() -> UseCaseDataFile.survey(file("empty.lp", "# nothing"), UseCase.IOT))
                .hasMessage("--data-file " + dir.resolve("empty.lp") + ": holds no rows");
        assertThatThrownBy(() -> UseCaseDataFile.survey(dir.resolve("none.lp"), UseCase.IOT))
                .hasMessage("--data-file " + dir.resolve("none.lp") + ": no such readable file");
        Path notGzip = file("plain.lp.gz", "readings," + TRUCK + " latitude=1 " + T0);
        assertThatThrownBy(() -> UseCaseDataFile.survey(notGzip, UseCase.IOT)).isInstanceOf(ConfigException.class)
                .hasMessageStartingWith(notGzip + ": not a gzip file");
    }
}
