package org.iotbenchrunner.core.spi;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The assembly's bookkeeping, with a shell script standing in for mvn (no network, no Maven). */
class JarAssemblyTest {
    private static final JarAssembly.Server SERVER = new JarAssembly.Server("Demo", "demo", "1.0", "org.demo:demo:1.0",
            JarAssemblyTest.class, "/jar-assembly/pom.xml", List.of("demo-1.0.jar", "demo-agent-1.0.jar"));

    @TempDir
    Path temp;

    private final ByteArrayOutputStream printed = new ByteArrayOutputStream();
    private final PrintStream out = new PrintStream(printed, true, StandardCharsets.UTF_8);

    /** A fake mvn: checks the copied pom, then runs {@code body} with $out the -DoutputDirectory. */
    private String fakeMaven(String body) throws IOException {
        Path mvn = temp.resolve("mvn");
        Files.writeString(mvn, "#!/bin/sh\npom=$5; out=${7#-DoutputDirectory=}\n"
                + "grep -q '<project/>' \"$pom\" || exit 3\n" + body + "\n");
        Files.setPosixFilePermissions(mvn, PosixFilePermissions.fromString("rwxr-xr-x"));
        return mvn.toString();
    }

    @Test
    void assemblesOnceIntoLibThroughAPartialFolder() throws Exception {
        JarAssembly assembly = new JarAssembly(SERVER, temp.resolve("cache/demo/1.0"),
                fakeMaven("mkdir -p \"$out\" && touch \"$out/demo-1.0.jar\" \"$out/demo-agent-1.0.jar\""));
        assertThat(assembly.assembled()).isFalse();
        assertThat(assembly.unavailableReason()).as("mvn can assemble it").isEmpty();

        assertThat(assembly.ensure(out)).isEqualTo(temp.resolve("cache/demo/1.0/lib"));
        assertThat(assembly.assembled()).isTrue();
        assertThat(assembly.jar("demo-agent-")).isEqualTo(assembly.lib().resolve("demo-agent-1.0.jar"));
        assertThat(printed.toString(StandardCharsets.UTF_8)).contains("Demo 1.0: assembling its server",
                "Demo 1.0: assembled 2 jars in");
        try (var left = Files.list(temp.resolve("cache/demo"))) {
            assertThat(left.map(p -> p.getFileName().toString())).as("no partial folder is left")
                    .containsExactlyInAnyOrder("1.0", "1.0.lock", "1.0-assembly.log");
        }
        printed.reset();
        assembly.ensure(out);
        assertThat(printed.toString(StandardCharsets.UTF_8)).as("assembled once").isEmpty();
    }

    @Test
    void aFailedOrIncompleteAssemblyLeavesNoLibAndNamesTheLastLogLine() throws Exception {
        JarAssembly failing = new JarAssembly(SERVER, temp.resolve("a/1.0"),
                fakeMaven("echo '[ERROR] could not resolve org.demo:demo:1.0'; exit 1"));
        assertThatThrownBy(() -> failing.ensure(out)).hasMessage("assembling Demo 1.0 from Maven Central failed (mvn "
                + "exit 1: [ERROR] could not resolve org.demo:demo:1.0); see " + failing.log());
        assertThat(failing.lib()).doesNotExist();

        JarAssembly incomplete = new JarAssembly(SERVER, temp.resolve("b/1.0"),
                fakeMaven("mkdir -p \"$out\" && touch \"$out/demo-1.0.jar\""));
        assertThatThrownBy(() -> incomplete.ensure(out)).hasMessageStartingWith("assembling Demo 1.0 from Maven "
                + "Central failed (mvn exit 0)");
        assertThat(incomplete.lib()).doesNotExist();
    }

    @Test
    void withoutMavenOrJarsItSaysWhyInOneLine() {
        JarAssembly none = new JarAssembly(SERVER, temp.resolve("demo/1.0"), null);
        assertThat(none.unavailableReason()).hasValue("Demo 1.0 is not assembled in " + none.lib() + " and cannot "
                + "be assembled from Maven Central: mvn is not on PATH (scripts/setup.sh --for demo --mode local "
                + "installs it)");
        assertThatThrownBy(() -> none.ensure(out)).isInstanceOf(IOException.class)
                .hasMessage(none.unavailableReason().orElseThrow());
        assertThat(SERVER.description()).isEqualTo("Demo 1.0, assembled from Maven Central jars (org.demo:demo:1.0)");
    }

    @Test
    void theCacheFolderIsNamedByTheDatabaseId() {
        assertThat(JarAssembly.cacheFolder("demo")).endsWithRaw(Path.of("iot-benchrunner", "demo"));
        assertThatThrownBy(() -> new JarAssembly.Server("Demo", "demo", "1.0", "a:b:1.0", JarAssemblyTest.class,
                "/p.xml", List.of())).hasMessageContaining("requiredJars of the Demo assembly is empty");
    }
}
