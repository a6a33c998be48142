package org.iotbenchrunner.timescaledb;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Random;
import org.iotbenchrunner.core.usecase.LineBatch;
import org.iotbenchrunner.core.usecase.UseCase;
import org.iotbenchrunner.core.usecase.UseCaseGenerator;
import org.iotbenchrunner.core.usecase.UseCaseLineProtocol;
import org.iotbenchrunner.core.usecase.UseCaseRow;
import org.iotbenchrunner.core.usecase.UseCaseSchema;
import org.iotbenchrunner.core.usecase.UseCaseSpec;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.junit.jupiter.api.Test;

/** A file's lines become the same COPY bytes straight from their bytes as through parsed rows. */
class UseCaseCopyLinesTest {
    private static final HexFormat HEX = HexFormat.of();
    private static final String CPU_TAGS = "cpu,hostname=host_0,region=eu-central-1,datacenter=eu-central-1a,rack=6,"
            + "os=Ubuntu15.10,arch=x86,team=SF,service=19,service_version=1,service_environment=test";

    private final NumberedTagSets tagSets = new NumberedTagSets();
    private final UseCaseCopyRows byLines = new UseCaseCopyRows(tagSets);
    private final UseCaseCopyRows byRows = new UseCaseCopyRows(tagSets);

    @ParameterizedTest
    @EnumSource(UseCase.class)
    void generatedLinesGiveTheBytesOfTheirRows(UseCase useCase) throws Exception {
        List<UseCaseRow> rows = new ArrayList<>();
        UseCaseGenerator.of(new UseCaseSpec(useCase, 123, 3, Instant.parse("2016-01-01T00:00:00Z"),
                Instant.parse("2016-01-01T02:00:00Z"), Duration.ofSeconds(10))).forEachRow(rows::add);
        List<String> lines = rows.stream().map(UseCaseLineProtocol::line).toList();

        assertSameCopies(lines, rows);
    }

    /** TSBS writes decimal metrics as integers ({@code 58i}): they go as the doubles the parsed rows hold. */
    @Test
    void tsbsIntegersForDecimalFieldsAreDoubles() throws Exception {
        String line = CPU_TAGS + " usage_user=58i,usage_system=-2i,usage_idle=24i 1451606400000000000";

        assertSameCopies(List.of(line), List.of(UseCaseLineProtocol.parse(line)));
    }

    /** Fields and tags in another order or missing, decimals of every shape: still the same tuple. */
    @Test
    void reorderedMissingAndOddlyWrittenValuesGiveTheSameTuple() throws Exception {
        List<String> lines = List.of(
                "cpu,region=eu,hostname=host_1 usage_idle=0.1,usage_user=.5,usage_system=5. 1451606400000000001",
                "cpu,hostname=host_2 usage_user=-0,usage_nice=1e3,usage_irq=-1.5E-7 -1451606400000000000",
                "cpu,hostname=host_3 usage_user=123456789012345678901234567890.5 1",
                "cpu,hostname=host_4 usage_user=0.00000000000000000000000001 2",
                "diagnostics,name=truck_1 fuel_state=0.25,status=3i 1451606400000000000",
                "devices,devid=307,devname=dev_307,devgroup=7 temperature=21i,humidity=40.5123 1563249700000000000",
                "devices,devgroup=-7,devid=2147483647 temperature=21 1563249700000000000");

        assertSameCopies(lines, lines.stream().map(UseCaseLineProtocol::parse).toList());
    }

    /** A line that is not plain (escapes, quotes, non-ASCII tag text) goes through the parsed row. */
    @Test
    void linesThatAreNotPlainAreParsed() throws Exception {
        List<String> lines = List.of(
                "cpu,hostname=host\\ 0,region=a\\,b usage_user=1i 1451606400000000000",
                "cpu,hostname=hôte usage_user=1i 1451606400000000000",
                "devices,devid=99999999999,devname=x temperature=1i 1",
                "diagnostics,name=truck_1 status=3.5 1");

        assertSameCopies(lines.subList(0, 2), lines.subList(0, 2).stream().map(UseCaseLineProtocol::parse).toList());
        assertThatThrownBy(() -> byLines.encode(batch(lines.subList(2, 3))))
                .hasMessageStartingWith("the integer tag devid of a devices row holds '99999999999'");
        assertThatThrownBy(() -> byLines.encode(batch(lines.subList(3, 4))))
                .hasMessage("the integer field status of a diagnostics row holds 3.5");
        assertThatThrownBy(() -> byLines.encode(batch(List.of("weather,city=x t=1 1"))))
                .hasMessageStartingWith("no use case has the measurement weather");
    }

    /** The plain lines above are read in place; the others are not, so that they are parsed. */
    @Test
    void plainLinesAreReadInPlace() {
        PlainLine cpu = new PlainLine(UseCaseSchema.of(UseCase.CPU_ONLY).measurements().get(0));
        byte[] plain = (CPU_TAGS + " usage_user=58i,usage_system=2.5 1451606400000000000")
                .getBytes(StandardCharsets.UTF_8);
        assertThat(cpu.read(plain, 3, plain.length)).isEqualTo(plain.length);
        assertThat(new String(plain, cpu.tagFrom[0], cpu.tagTo[0] - cpu.tagFrom[0], StandardCharsets.UTF_8))
                .isEqualTo("host_0");
        assertThat(cpu.fieldFrom[2]).isEqualTo(-1);
        assertThat(cpu.timestampNanos).isEqualTo(1451606400000000000L);
        for (String line : List.of("cpu,hostname=a\\ b usage_user=1i 1", "cpu,hostname=a usage_user=\"x\" 1",
                "cpu,hostname=a,hostname=b usage_user=1i 1", "cpu,colour=red usage_user=1i 1",
                "cpu,hostname=a speed=1i 1", "cpu,hostname=a usage_user=1i", "cpu,hostname=a usage_user=1i x",
                "cpu,hostname=a usage_user=1i 99999999999999999999", "cpu,hostname=a usage_user=1i\n 1",
                "cpu,hostname=a\n usage_user=1i 1")) {
            byte[] bytes = line.getBytes(StandardCharsets.UTF_8);
            assertThat(cpu.read(bytes, 3, bytes.length)).as(line).isNegative();
        }
    }

    /** The division of two exact doubles is rounded once, as Double.parseDouble rounds the decimal. */
    @Test
    void decimalsReadAsParseDoubleReadsThem() {
        PlainLine line = new PlainLine(UseCaseSchema.of(UseCase.CPU_ONLY).measurements().get(0));
        Random random = new Random(7);
        for (int i = 0; i < 100_000; i++) {
            String text = switch (i % 3) {
                case 0 -> Double.toString(random.nextDouble() * 100);
                case 1 -> String.format(java.util.Locale.ROOT, "%.4f", random.nextGaussian() * 1000);
                default -> Long.toString(random.nextLong() % 1_000_000_000_000L) + "." + random.nextInt(1000);
            };
            byte[] bytes = text.getBytes(StandardCharsets.US_ASCII);
            assertThat(line.integerOrDecimal(bytes, 0, bytes.length)).as(text).isTrue();
            assertThat(line.doubleValue).as(text).isEqualTo(Double.parseDouble(text));
        }
    }

    /** Each client asks a tag set's id once, however many of its rows and lines have the set. */
    @Test
    void aTagSetIsAskedOnce() throws Exception {
        String line = CPU_TAGS + " usage_user=58i 1451606400000000000";
        byLines.encode(batch(List.of(line, line)));
        byLines.encode(batch(List.of(line)));
        byRows.encode(List.of(UseCaseLineProtocol.parse(line), UseCaseLineProtocol.parse(line)));

        assertThat(tagSets.asked).containsExactly(List.of("host_0", "eu-central-1", "eu-central-1a", "6",
                "Ubuntu15.10", "x86", "SF", "19", "1", "test"), List.of("host_0", "eu-central-1", "eu-central-1a", "6",
                "Ubuntu15.10", "x86", "SF", "19", "1", "test"));
    }

    private void assertSameCopies(List<String> lines, List<UseCaseRow> rows) throws Exception {
        List<String> expected = hex(byRows.encode(rows));
        assertThat(hex(byLines.encode(batch(lines)))).isEqualTo(expected);
        assertThat(hex(byLines.encode(batch(lines)))).as("buffers reused").isEqualTo(expected);
    }

    private static LineBatch batch(List<String> lines) {
        LineBatch batch = new LineBatch(64);
        for (String line : lines) {
            byte[] bytes = line.getBytes(StandardCharsets.UTF_8);
            batch.append(bytes, 0, bytes.length, 1);
        }
        return batch;
    }

    private static List<String> hex(List<UseCaseCopyRows.Copy> copies) {
        return copies.stream().map(c -> c.statement() + " " + HEX.formatHex(c.rows().array(), 0,
                c.rows().length())).toList();
    }
}
