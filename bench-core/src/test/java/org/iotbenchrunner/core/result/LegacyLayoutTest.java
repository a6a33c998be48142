package org.iotbenchrunner.core.result;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Documents the harness wrote with schema versions 1 to 3 (flat, committed under {@code results/schema-N}, see its
 * README) read into the grouped layout of version 4 with nothing lost.
 */
class LegacyLayoutTest {
    private static final ObjectMapper JSON = new ObjectMapper();

    static Stream<Path> samples() throws Exception {
        Path root = root();
        try (Stream<Path> files = Files.walk(root)) {
            // run results only: the use-case-v* samples are loads and query runs, read back by their own tests
            return files.filter(f -> f.toString().endsWith(".json"))
                    .filter(f -> root.relativize(f).toString().startsWith("schema-")).sorted().toList().stream();
        }
    }

    private static Path root() throws URISyntaxException {
        return Path.of(LegacyLayoutTest.class.getResource("/results").toURI());
    }

    private static RunResult sample(String name) throws URISyntaxException {
        return ResultFiles.read(root().resolve(name));
    }

    @ParameterizedTest
    @MethodSource("samples")
    void everyFieldOfAnOlderDocumentLandsInItsGroup(Path file, @TempDir Path dir) throws Exception {
        JsonNode flat = JSON.readTree(file.toFile());
        assertThat(flat.get("schemaVersion").asInt()).isBetween(1, 3);
        RunResult read = ResultFiles.read(file);
        assertThat(read.schemaVersion()).isEqualTo(RunResult.SCHEMA_VERSION);

        Path copy = dir.resolve("v4.json");
        ResultFiles.write(copy, read);
        JsonNode grouped = JSON.readTree(copy.toFile());
        List<String> placed = new ArrayList<>(List.of("schemaVersion"));
        LegacyLayout.GROUPS.forEach((group, fields) -> fields.stream().filter(flat::has).forEach(f -> {
            assertContains(flat.get(f), grouped.get(group).get(f), group + "." + f);
            placed.add(f);
        }));
        for (Iterator<String> names = flat.fieldNames(); names.hasNext(); ) {
            assertThat(placed).as("a top-level field of " + file.getFileName()).contains(names.next());
        }
        assertThat(grouped.has("statistics")).isTrue();
        assertThat(ResultFiles.read(copy)).as("written back as version 4, read alike").isEqualTo(read);
    }

    /** {@code now} has every value {@code before} had (fields later versions added may be there besides). */
    private static void assertContains(JsonNode before, JsonNode now, String path) {
        assertThat(now).as(path).isNotNull();
        if (before.isObject()) {
            before.fields().forEachRemaining(e -> assertContains(e.getValue(), now.get(e.getKey()),
                    path + "." + e.getKey()));
        } else if (before.isArray()) {
            assertThat(now.size()).as(path).isEqualTo(before.size());
            for (int i = 0; i < before.size(); i++) {
                assertContains(before.get(i), now.get(i), path + "[" + i + "]");
            }
        } else if (now.isNull() && before.isNumber() && before.asDouble() == 0) {
            // an unmeasured resource summary's zeros were unknowns: they are written as null now
            assertThat(path.endsWith("Percent") || path.endsWith("Mb")).as(path).isTrue();
        } else {
            assertThat(now).as(path).isEqualTo(before);
        }
    }

    /** Schema 1: no verification, disk or protocol; the stand-in failed every third write. */
    @Test
    void aSchema1DocumentReadsWithEmptyLaterFields() throws Exception {
        RunResult old = sample("schema-1/write.json");
        assertThat(old.status()).isEqualTo(RunStatus.COMPLETED);
        assertThat(old.failedOperations()).isEqualTo(26);
        assertThat(old.total().errors()).containsExactly("IllegalStateException: disk full");
        assertThat(old.verification()).isNull();
        assertThat(old.mismatches()).isZero();
        assertThat(old.clientBound()).isFalse();
        assertThat(old.disk()).isNull();
        assertThat(old.protocol()).isNull();
        assertThat(old.run()).isEqualTo(1);
        assertThat(old.environment().setup()).isNull();
        assertThat(old.total().mismatchExamples()).isEmpty();
        assertThat(old.resources().server().source()).isEqualTo("process-tree");
        assertThat(old.resources().server().samples()).hasSize(3);
        assertThat(old.statistics().pointsPerSecond()).isEqualTo(old.total().throughput());
        assertThat(old.statistics().operationsPerSecond()).isCloseTo(54 / 0.008913179, within(1e-6));
        assertThat(old.statistics().operationsPerSecondByOperation()).containsOnlyKeys("INGESTION");
        assertThat(old.statistics().firstOperationsAvgMs()).isNull();
    }

    /** Schema 2: point counts verified, no value check, no setup. */
    @Test
    void aSchema2DocumentReadsWithoutTheValueCheck() throws Exception {
        RunResult old = sample("schema-2/read.json");
        assertThat(old.verification()).isEqualTo(new Verification(Verification.POINT_COUNTS, 200, 40, 0, 0.001934638));
        assertThat(old.verification().valuesChecked()).isFalse();
        assertThat(old.valueMismatches()).isZero();
        assertThat(old.total().values()).isNull();
        assertThat(old.protocol().verify()).isTrue();
        assertThat(old.protocol().owner()).isNull();
        assertThat(old.environment().setup()).isNull();
        assertThat(old.operations()).extracting(OperationResult::operation).startsWith("PRECISE_POINT", "TIME_RANGE");
        assertThat(old.statistics().operationsPerSecondByOperation().get("TIME_RANGE"))
                .isCloseTo(6 / 0.007345722, within(1e-6));
    }

    /** Schema 3: an open-loop read verified with values after a cold start, and every optional part of a write. */
    @Test
    void schema3DocumentsKeepEveryOptionalPart() throws Exception {
        RunResult read = sample("schema-3/read.json");
        assertThat(read.openLoop().requestedOpsPerSecond()).isEqualTo(200);
        assertThat(read.behindSchedule()).isFalse();
        assertThat(read.total().responseMs()).isNotNull();
        assertThat(read.verification().valuesChecked()).isTrue();
        assertThat(read.environment().setup().coldStart().restartNote()).isEqualTo("no server process to restart");
        assertThat(read.planned()).isEqualTo(new PlannedWork(40L, null));
        assertThat(read.statistics().firstOperationsAvgMs())
                .isCloseTo(read.total().firstMs().stream().mapToDouble(d -> d).average().orElseThrow(), within(1e-12));

        RunResult write = sample("schema-3/write.run-2.json");
        assertThat(write.run()).isEqualTo(2);
        assertThat(write.protocol().coResident()).isTrue();
        assertThat(write.coResident()).containsOnlyKeys("influxdb1", "iotdb");
        assertThat(write.clientBound()).isTrue();
        assertThat(write.hostSaturated()).isTrue();
        assertThat(write.disk().diskBytes()).isEqualTo(1_048_576);
        assertThat(write.resources().server().window().samples()).isEqualTo(3);
        assertThat(write.capSeconds()).isEqualTo(60);
        assertThat(write.database().color()).isEqualTo("#607D8B");
    }

    /** A crashed run measured nothing: its statistics are unknown, not zero. */
    @Test
    void aCrashedRunHasNoStatistics() throws Exception {
        RunResult crashed = sample("schema-3/latest-point.json");
        assertThat(crashed.status()).isEqualTo(RunStatus.CRASHED);
        assertThat(crashed.total()).isNull();
        assertThat(crashed.statistics()).isEqualTo(new RunResult.Statistics(null, null, Map.of(), null));
        assertThat(crashed.environment().setup().coldStart().serverRestarted()).isTrue();
    }

    @Test
    void readAllReadsEveryVersion() throws Exception {
        assertThat(ResultFiles.readAll(root())).hasSize(7).allSatisfy(r ->
                assertThat(r.schemaVersion()).isEqualTo(RunResult.SCHEMA_VERSION));
    }
}
