package org.iotbenchrunner.timescaledb;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.HexFormat;
import java.util.List;
import java.util.stream.IntStream;
import org.iotbenchrunner.core.workload.Batch;
import org.iotbenchrunner.core.workload.Row;
import org.junit.jupiter.api.Test;

/** The PGCOPY binary stream of a batch, byte for byte, for the columns of TimescaleSql.createTable. */
class BinaryCopyRowsTest {
    private static final HexFormat HEX = HexFormat.of();

    private final BinaryCopyRows rows = new BinaryCopyRows();

    @Test
    void encodesHeaderTuplesOfEveryTypeANullAndTheTrailer() throws IOException {
        Batch batch = Batch.of(TimescaleSqlTest.D1, List.of(
                new Row(1000, new Object[] {true, 7, 8L, 1.1f, -2.5, "ab"}),
                new Row(2000, new Object[] {false, null, -1L, 0.3f, 3.0, "é€"})));

        byte[] bytes = bytes(rows.encode(batch));

        ByteArrayOutputStream expected = new ByteArrayOutputStream();
        DataOutputStream out = new DataOutputStream(expected);
        out.write(HEX.parseHex("5047434f50590aff0d0a00" + "00000000" + "00000000"));
        out.write(HEX.parseHex("0009" + "00000008" + "00000000000003e8" + "00000003" + "675f31" + "00000003" + "645f31"
                + "00000001" + "01" + "00000004" + "00000007" + "00000008" + "0000000000000008"));
        out.writeInt(8);
        out.writeLong(Double.doubleToLongBits(1.1));
        out.writeInt(8);
        out.writeLong(Double.doubleToLongBits(-2.5));
        out.write(HEX.parseHex("00000002" + "6162"));
        out.write(HEX.parseHex("0009" + "00000008" + "00000000000007d0" + "00000003" + "675f31" + "00000003" + "645f31"
                + "00000001" + "00" + "ffffffff" + "00000008" + "ffffffffffffffff"));
        out.writeInt(8);
        out.writeLong(Double.doubleToLongBits(0.3));
        out.writeInt(8);
        out.writeLong(Double.doubleToLongBits(3.0));
        out.write(HEX.parseHex("00000005" + "c3a9" + "e282ac"));
        out.write(HEX.parseHex("ffff"));

        assertThat(HEX.formatHex(bytes)).isEqualTo(HEX.formatHex(expected.toByteArray()));
    }

    /** The fast path converts a Float through its decimal text; COPY must store the same double. */
    @Test
    void floatsAreTheDoublesTheFastPathSends() {
        float[] floats = {1.1f, 0.3f, 0.1f, 123.45f, -7.77f, 3.4028235e38f, 1.0e-45f};
        for (float f : floats) {
            Batch batch = Batch.of(TimescaleSqlTest.D1, List.of(new Row(1, new Object[] {null, null, null, f, null,
                    null})));
            double fast = (Double) FastUpsertArrays.of(batch).get(6).values()[0];
            byte[] bytes = bytes(rows.encode(batch));
            int at = 19 + 2 + 12 + 7 + 7 + 3 * 4 + 4;

            assertThat(ByteBuffer.wrap(bytes, at, 8).getDouble()).as("%s", f).isEqualTo(fast);
            assertThat(rows.encode(batch).length()).isEqualTo(bytes.length);
        }
    }

    @Test
    void textIsUtf8AsStringGetBytesHasIt() {
        for (String text : List.of("", "plain", "é€𝄞", "lone \uD800 surrogate", "end \uDC00")) {
            Batch batch = Batch.of(TimescaleSqlTest.D1, List.of(new Row(1, new Object[] {null, null, null, null,
                    null, text})));
            byte[] bytes = bytes(rows.encode(batch));
            byte[] utf8 = text.getBytes(StandardCharsets.UTF_8);
            int at = 19 + 2 + 12 + 7 + 7 + 5 * 4;

            assertThat(ByteBuffer.wrap(bytes, at, 4).getInt()).isEqualTo(utf8.length);
            assertThat(Arrays.copyOfRange(bytes, at + 4, at + 4 + utf8.length)).as(text).isEqualTo(utf8);
            assertThat(bytes).hasSize(at + 4 + utf8.length + 2);
        }
    }

    @Test
    void reusesOneBufferAndGrowsItForALargeBatch() {
        Batch small = Batch.of(TimescaleSqlTest.D1, List.of(new Row(1, new Object[] {true, 1, 1L, 1f, 1.0, "x"})));
        Batch large = Batch.of(TimescaleSqlTest.D1, IntStream.range(0, 2000)
                .mapToObj(r -> new Row(r, new Object[] {true, r, (long) r, 0.5f, 2.0, "x".repeat(40)})).toList());
        CopyBuffer first = rows.encode(small);
        byte[] array = first.array();

        assertThat(rows.encode(small)).isSameAs(first);
        assertThat(first.array()).isSameAs(array);
        int perRow = 2 + 12 + 7 + 7 + 5 + 8 + 12 + 12 + 12 + 44;
        assertThat(rows.encode(large).length()).isEqualTo(19 + 2000 * perRow + 2);
        assertThat(rows.encode(small).length()).isEqualTo(19 + (perRow - 39) + 2);
    }

    private static byte[] bytes(CopyBuffer buffer) {
        return Arrays.copyOf(buffer.array(), buffer.length());
    }
}
