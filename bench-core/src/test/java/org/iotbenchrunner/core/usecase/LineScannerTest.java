package org.iotbenchrunner.core.usecase;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

class LineScannerTest {

    @Test
    void theFirstNewlineIsFoundAtEveryOffsetAndAlignment() {
        for (int length = 0; length <= 40; length++) {
            for (int at = -1; at < length; at++) {
                byte[] bytes = new byte[length + 3];
                Arrays.fill(bytes, (byte) 'a');
                bytes[0] = '\n'; // before the range: not seen
                if (at >= 0) {
                    bytes[1 + at] = '\n';
                    if (1 + at + 1 < 1 + length) {
                        bytes[1 + at + 1] = '\n'; // a second one after it: the first wins
                    }
                }
                bytes[1 + length] = '\n'; // after the range: not seen
                assertThat(LineScanner.indexOf(bytes, 1, 1 + length)).as("length %d at %d", length, at)
                        .isEqualTo(at < 0 ? -1 : 1 + at);
            }
        }
    }

    @Test
    void bytesAboveAsciiAndNextToANewlineAreNotTakenForOne() {
        byte[] bytes = {(byte) 0x8A, 0x0B, 0x09, (byte) 0xFF, 0x0A, 0x00, 0x7F, (byte) 0x80, 'x'};
        assertThat(LineScanner.indexOf(bytes, 0, bytes.length)).isEqualTo(4);
        assertThat(LineScanner.indexOf(bytes, 5, bytes.length)).isEqualTo(-1);
    }

    @Test
    void linesComeWithoutTheirNewlineOrCarriageReturnAndALineLongerThanTheBufferWhole() throws Exception {
        String longLine = "x".repeat(200_000);
        String text = "a\r\n\nb c\n" + longLine + "\nlast";
        List<String> lines = new ArrayList<>();
        LineScanner.scan(new ByteArrayInputStream(text.getBytes(StandardCharsets.US_ASCII)),
                (buffer, from, to) -> lines.add(new String(buffer, from, to - from, StandardCharsets.US_ASCII)));
        assertThat(lines).containsExactly("a", "", "b c", longLine, "last");
    }
}
