package org.iotbenchrunner.timescaledb;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.ByteArrayOutputStream;
import java.io.DataOutputStream;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.HexFormat;
import java.util.List;
import org.iotbenchrunner.core.usecase.UseCaseRow;
import org.junit.jupiter.api.Test;

/** Use-case rows as PGCOPY binary streams, byte for byte, for the columns of UseCaseTables.copyIn. */
class UseCaseCopyRowsTest {
    private static final HexFormat HEX = HexFormat.of();
    private static final List<String> TRUCK = List.of("truck_1", "East", "Seth", "F-150", "v1.0", "2000", "200", "15");
    private static final List<String> KEYS = List.of("name", "fleet", "driver", "model", "device_version",
            "load_capacity", "fuel_capacity", "nominal_fuel_consumption");
    /** 2016-01-01T00:00:00.123456789Z */
    private static final long NANOS = Instant.parse("2016-01-01T00:00:00Z").getEpochSecond() * 1_000_000_000L
            + 123_456_789L;

    private final NumberedTagSets tagSets = new NumberedTagSets();
    private final UseCaseCopyRows rows = new UseCaseCopyRows(tagSets);

    @Test
    void microsecondsSince2000AreTimestamptz() {
        assertThat(UseCaseCopyRows.timestamptz(Instant.parse("2000-01-01T00:00:00Z").getEpochSecond() * 1_000_000_000L))
                .isZero();
        assertThat(UseCaseCopyRows.timestamptz(NANOS)).isEqualTo(504_921_600_123_456L);
        assertThat(UseCaseCopyRows.timestamptz(-1)).isEqualTo(-1 - UseCaseCopyRows.POSTGRES_EPOCH_MICROS);
    }

    @Test
    void aRowIsTimeTagsIdAndFieldsWithMissingOnesNull() throws Exception {
        UseCaseRow row = diagnostics(tags(TRUCK, 2), NANOS, 0.5, null, 3L);

        List<UseCaseCopyRows.Copy> copies = rows.encode(List.of(row));

        assertThat(copies).singleElement().extracting(c -> c.table().qualifiedName())
                .isEqualTo("tsbs_iot.\"diagnostics\"");
        ByteArrayOutputStream expected = new ByteArrayOutputStream();
        DataOutputStream out = new DataOutputStream(expected);
        out.write(HEX.parseHex("5047434f50590aff0d0a00" + "00000000" + "00000000"));
        out.writeShort(5);
        out.writeInt(8);
        out.writeLong(504_921_600_123_456L);
        out.writeInt(4);
        out.writeInt(1);
        out.writeInt(8);
        out.writeLong(Double.doubleToLongBits(0.5));
        out.writeInt(-1);
        out.writeInt(8);
        out.writeLong(3);
        out.writeShort(-1);
        assertThat(HEX.formatHex(bytes(copies.get(0)))).isEqualTo(HEX.formatHex(expected.toByteArray()));
        List<String> values = new ArrayList<>(TRUCK);
        values.set(2, null);
        assertThat(tagSets.asked).containsExactly(values);
    }

    /** A row read from a file leaves missing tags and fields out, in any order: the same tuple. */
    @Test
    void rowsWithoutTheirMissingEntriesOrInAnotherOrderGiveTheSameTuple() throws Exception {
        UseCaseRow generated = diagnostics(tags(TRUCK, 2), NANOS, 0.5, null, 3L);
        List<UseCaseRow.Tag> present = new ArrayList<>(tags(TRUCK, -1));
        present.remove(2);
        Collections.reverse(present);
        UseCaseRow read = new UseCaseRow("diagnostics", present, NANOS, List.of(
                new UseCaseRow.Field("status", 3L), new UseCaseRow.Field("fuel_state", 0.5)));

        byte[] first = bytes(rows.encode(List.of(generated)).get(0));
        byte[] second = bytes(rows.encode(List.of(read)).get(0));

        assertThat(HEX.formatHex(second)).isEqualTo(HEX.formatHex(first));
    }

    @Test
    void rowsOfSeveralMeasurementsGoToOneStreamEachInTheOrderOfTheirFirstRow() throws Exception {
        UseCaseRow d1 = diagnostics(tags(TRUCK, -1), NANOS, 0.5, 1.0, 3L);
        UseCaseRow r1 = new UseCaseRow("readings", tags(TRUCK, -1), NANOS, List.of(
                new UseCaseRow.Field("latitude", 1.0)));
        UseCaseRow d2 = diagnostics(tags(TRUCK, -1), NANOS + 10_000_000_000L, 0.25, 2.0, 4L);

        List<UseCaseCopyRows.Copy> copies = rows.encode(List.of(d1, r1, d2));

        assertThat(copies).extracting(c -> c.table().measurement().name()).containsExactly("diagnostics", "readings");
        int header = 19;
        int tuple = bytes(rows.encode(List.of(d1)).get(0)).length - header - 2;
        copies = rows.encode(List.of(d1, r1, d2));
        assertThat(copies.get(0).rows().length()).isEqualTo(header + 2 * tuple + 2);
    }

    @Test
    void unknownTagsAndFractionalIntegersAreRefused() throws Exception {
        List<UseCaseRow.Tag> extra = new ArrayList<>(tags(TRUCK, -1));
        extra.add(new UseCaseRow.Tag("colour", "red"));
        assertThatThrownBy(() -> rows.encode(List.of(diagnostics(extra, NANOS, 0.5, 1.0, 3L))))
                .hasMessageContaining("a diagnostics row has the tags [name, fleet, driver, model, device_version, "
                        + "load_capacity, fuel_capacity, nominal_fuel_consumption, colour] (one unknown or repeated)");
        assertThatThrownBy(() -> rows.encode(List.of(new UseCaseRow("diagnostics", tags(TRUCK, -1), NANOS,
                List.of(new UseCaseRow.Field("status", 2.5))))))
                .hasMessage("the integer field status of a diagnostics row holds 2.5");
        assertThat(rows.encode(List.of(new UseCaseRow("diagnostics", tags(TRUCK, -1), NANOS,
                List.of(new UseCaseRow.Field("status", 2.0)))))).hasSize(1);
        assertThatThrownBy(() -> rows.encode(List.of(new UseCaseRow("weather", List.of(), NANOS, List.of()))))
                .hasMessageStartingWith("no use case has the measurement weather");
    }

    /** Thermo's devid and devgroup go as int4, its devname as text. */
    @Test
    void integerTagsAreInt4AndTextThatIsNoIntegerIsRefused() throws Exception {
        UseCaseRow row = new UseCaseRow("devices", List.of(new UseCaseRow.Tag("devid", "307"),
                new UseCaseRow.Tag("devname", "dev_307"), new UseCaseRow.Tag("devgroup", "7")), NANOS,
                List.of(new UseCaseRow.Field("temperature", 21L), new UseCaseRow.Field("humidity", 40.5)));

        ByteArrayOutputStream expected = new ByteArrayOutputStream();
        DataOutputStream out = new DataOutputStream(expected);
        out.write(HEX.parseHex("5047434f50590aff0d0a00" + "00000000" + "00000000"));
        out.writeShort(4);
        out.writeInt(8);
        out.writeLong(504_921_600_123_456L);
        out.writeInt(4);
        out.writeInt(1);
        out.writeInt(8);
        out.writeLong(21);
        out.writeInt(8);
        out.writeLong(Double.doubleToLongBits(40.5));
        out.writeShort(-1);
        assertThat(HEX.formatHex(bytes(rows.encode(List.of(row)).get(0)))).isEqualTo(HEX.formatHex(
                expected.toByteArray()));

        assertThat(tagSets.asked).containsExactly(List.of("307", "dev_307", "7"));
        UseCaseRow bad = new UseCaseRow("devices", List.of(new UseCaseRow.Tag("devid", "1"),
                new UseCaseRow.Tag("devname", "dev_1"), new UseCaseRow.Tag("devgroup", "one")), NANOS, List.of());
        assertThatThrownBy(() -> rows.encode(List.of(bad))).hasMessage("the integer tag devgroup of a devices row "
                + "holds 'one': expected an integer from -2147483648 to 2147483647");
    }

    private static UseCaseRow diagnostics(List<UseCaseRow.Tag> tags, long nanos, Double fuel, Double load,
                                          Long status) {
        return new UseCaseRow("diagnostics", tags, nanos, List.of(new UseCaseRow.Field("fuel_state", fuel),
                new UseCaseRow.Field("current_load", load), new UseCaseRow.Field("status", status)));
    }

    /** The truck's tags with the one at {@code missing} null (none when negative). */
    private static List<UseCaseRow.Tag> tags(List<String> values, int missing) {
        UseCaseRow.Tag[] tags = new UseCaseRow.Tag[values.size()];
        for (int i = 0; i < tags.length; i++) {
            tags[i] = new UseCaseRow.Tag(KEYS.get(i), i == missing ? null : values.get(i));
        }
        return List.of(tags);
    }

    private static byte[] bytes(UseCaseCopyRows.Copy copy) {
        return Arrays.copyOf(copy.rows().array(), copy.rows().length());
    }
}
