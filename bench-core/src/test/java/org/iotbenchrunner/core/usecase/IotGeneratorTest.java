package org.iotbenchrunner.core.usecase;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

class IotGeneratorTest {
    private static final Instant START = Instant.parse("2016-01-01T00:00:00Z");

    static UseCaseSpec spec(long seed, int trucks, int steps) {
        return new UseCaseSpec(UseCase.IOT, seed, trucks, START, START.plusSeconds(10L * steps),
                Duration.ofSeconds(10));
    }

    static List<UseCaseRow> rows(UseCaseGenerator generator) {
        List<UseCaseRow> rows = new ArrayList<>();
        generator.forEachRow(rows::add);
        return rows;
    }

    private static List<String> lines(UseCaseGenerator generator) {
        return rows(generator).stream().map(UseCaseLineProtocol::line).toList();
    }

    @Test
    void theSameSpecGivesTheSameRowsAndAnotherSeedOthers() {
        List<String> first = lines(new IotGenerator(spec(123, 5, 200)));
        assertThat(lines(new IotGenerator(spec(123, 5, 200)))).isEqualTo(first);
        assertThat(lines(new IotGenerator(spec(124, 5, 200)))).isNotEqualTo(first);
    }

    @Test
    void aRegularSmallSpecHasTwoRowsAndTenMetricsPerTruckAndStep() {
        IotGenerator generator = new IotGenerator(spec(7, 3, 4), IotIrregularities.NONE);
        List<UseCaseRow> rows = rows(generator);

        assertThat(rows).hasSize(2 * 3 * 4);
        assertThat(rows.stream().mapToLong(UseCaseRow::metrics).sum()).isEqualTo(3 * 4 * (7 + 3));
        assertThat(DataSetSize.of(generator).rows()).isEqualTo(24);
        assertThat(DataSetSize.of(generator).metrics()).isEqualTo(120);

        UseCaseRow first = rows.get(0);
        assertThat(first.measurement()).isEqualTo("readings");
        assertThat(first.tags()).extracting(UseCaseRow.Tag::key).containsExactlyElementsOf(TruckTags.KEYS);
        assertThat(first.tags().get(0).value()).isEqualTo("truck_0");
        assertThat(first.timestampNanos()).isEqualTo(1451606400000000000L);
        Map<String, Number> fields = fields(first);
        assertThat(fields.keySet()).containsExactlyElementsOf(TruckSignals.READINGS);
        assertThat(fields).containsEntry("velocity", 0.0).containsEntry("grade", 0.0)
                .containsEntry("fuel_consumption", 25.0);

        UseCaseRow diagnostics = rows.get(1);
        assertThat(diagnostics.measurement()).isEqualTo("diagnostics");
        assertThat(fields(diagnostics).keySet()).containsExactlyElementsOf(TruckSignals.DIAGNOSTICS);
        assertThat(fields(diagnostics).get("status")).isInstanceOf(Long.class);
        assertThat(rows.get(2).tags().get(0).value()).isEqualTo("truck_1");
        assertThat(rows.get(6).timestampNanos()).isEqualTo(1451606410000000000L);
    }

    @Test
    void everyTruckSendsBothRowsOrNoneAndTheSizeCountsThemInOnePass() {
        IotGenerator generator = new IotGenerator(spec(123, 4, 300));
        List<UseCaseRow> rows = rows(generator);
        long nullFields = rows.stream().mapToLong(r -> r.fields().size() - r.metrics()).sum();

        assertThat(rows.size() % 2).isZero();
        assertThat(rows.stream().mapToLong(UseCaseRow::metrics).sum()).isEqualTo(rows.size() / 2 * 10 - nullFields);
        long bytes = rows.stream().mapToLong(r -> UseCaseLineProtocol.line(r).length() + 1).sum();
        assertThat(DataSetSize.of(generator)).isEqualTo(new DataSetSize(rows.size(),
                rows.stream().mapToLong(UseCaseRow::metrics).sum(), bytes));
    }

    @Test
    void theIrregularitiesComeAtTheDocumentedRates() {
        int trucks = 40;
        int steps = 2500;
        List<UseCaseRow> rows = rows(new IotGenerator(spec(42, trucks, steps)));
        double possible = 2.0 * trucks * steps;
        IotIrregularities rates = IotIrregularities.TSBS_LIKE;

        assertThat(1 - rows.size() / possible).isCloseTo(rates.offlineShare(), within(0.02));
        assertThat(share(rows, outOfOrder(rows))).isCloseTo(rates.outOfOrder(), within(0.01));
        assertThat(share(rows, rows.stream().filter(r -> r.metrics() < r.fields().size()).count()))
                .isCloseTo(rates.nullField(), within(0.01));
        assertThat(share(rows, rows.stream().filter(IotGeneratorTest::lacksATag).count()))
                .isCloseTo(rates.nullTag(), within(0.003));
        assertThat(rows).anyMatch(r -> r.tags().get(0).value() == null);
        assertThat(rows).allMatch(r -> r.metrics() > 0);
    }

    @Test
    void valuesStayInTheirRanges() {
        List<UseCaseRow> rows = rows(new IotGenerator(spec(9, 10, 3000), IotIrregularities.NONE));
        Map<String, double[]> ranges = Map.of("latitude", new double[] {-90, 90}, "longitude",
                new double[] {-180, 180}, "elevation", new double[] {0, 5000}, "velocity", new double[] {0, 100},
                "heading", new double[] {0, 360}, "grade", new double[] {0, 100}, "fuel_consumption",
                new double[] {0, 50}, "fuel_state", new double[] {0, 1}, "current_load", new double[] {0, 5000},
                "status", new double[] {0, 5});
        for (UseCaseRow row : rows) {
            fields(row).forEach((name, value) -> assertThat(value.doubleValue()).as(name)
                    .isBetween(ranges.get(name)[0], ranges.get(name)[1]));
        }
        assertThat(rows).anyMatch(r -> fields(r).getOrDefault("current_load", 0.0).doubleValue() > 0);
        assertThat(rows).anyMatch(r -> fields(r).getOrDefault("velocity", 0.0).doubleValue() > 0);
    }

    @Test
    void onlyGeneratesIot() {
        UseCaseSpec devops = new UseCaseSpec(UseCase.DEVOPS, 1, 1, START, START.plusSeconds(10),
                Duration.ofSeconds(10));
        assertThatThrownBy(() -> new IotGenerator(devops)).isInstanceOf(IllegalArgumentException.class);
    }

    private static long outOfOrder(List<UseCaseRow> rows) {
        long latest = Long.MIN_VALUE;
        long late = 0;
        for (UseCaseRow row : rows) {
            if (row.timestampNanos() < latest) {
                late++;
            }
            latest = Math.max(latest, row.timestampNanos());
        }
        return late;
    }

    private static boolean lacksATag(UseCaseRow row) {
        return row.tags().stream().anyMatch(t -> t.value() == null);
    }

    private static double share(List<UseCaseRow> rows, long count) {
        return (double) count / rows.size();
    }

    private static Map<String, Number> fields(UseCaseRow row) {
        return row.fields().stream().filter(f -> f.value() != null).collect(Collectors.toMap(
                UseCaseRow.Field::name, UseCaseRow.Field::value, (a, b) -> a, java.util.LinkedHashMap::new));
    }
}
