package org.iotbenchrunner.report.data;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/** Golden files in src/test/resources/golden; {@code -Dgolden.update=true} rewrites them from the actual output. */
public final class Golden {
    private Golden() {
    }

    public static void check(String name, String actual) throws IOException {
        if (Boolean.getBoolean("golden.update")) {
            Files.writeString(Path.of("src/test/resources/golden", name), actual, StandardCharsets.UTF_8);
        }
        try (InputStream in = Golden.class.getResourceAsStream("/golden/" + name)) {
            assertThat(in).as("golden file " + name).isNotNull();
            assertThat(actual).isEqualTo(new String(in.readAllBytes(), StandardCharsets.UTF_8));
        }
    }
}
