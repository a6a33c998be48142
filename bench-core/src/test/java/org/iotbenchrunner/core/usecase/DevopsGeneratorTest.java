package org.iotbenchrunner.core.usecase;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

class DevopsGeneratorTest {
    private static final Instant START = Instant.parse("2016-01-01T00:00:00Z");
    private static final Duration INTERVAL = Duration.ofSeconds(10);

    /** {@code steps} steps of {@code hosts} hosts. */
    private static UseCaseSpec spec(UseCase useCase, long seed, int hosts, int steps) {
        return new UseCaseSpec(useCase, seed, hosts, START, START.plus(INTERVAL.multipliedBy(steps)), INTERVAL);
    }

    private static List<UseCaseRow> rows(UseCaseSpec spec) {
        List<UseCaseRow> rows = new ArrayList<>();
        new DevopsGenerator(spec).forEachRow(rows::add);
        return rows;
    }

    @Test
    void rowCountIsHostsTimesStepsTimesMeasurements() {
        assertThat(rows(spec(UseCase.CPU_ONLY, 1, 3, 7))).hasSize(3 * 7);
        assertThat(rows(spec(UseCase.DEVOPS, 1, 3, 7))).hasSize(3 * 7 * 9);
        UseCaseSpec partialLastStep = new UseCaseSpec(UseCase.DEVOPS, 1, 2, START, START.plusSeconds(25), INTERVAL);
        assertThat(rows(partialLastStep)).hasSize((int) (2 * partialLastStep.steps() * 9)).hasSize(2 * 3 * 9);
    }

    @Test
    void sameSpecSameRowsOtherSeedOtherValues() {
        for (UseCase useCase : List.of(UseCase.CPU_ONLY, UseCase.DEVOPS)) {
            List<UseCaseRow> rows = rows(spec(useCase, 42, 4, 20));
            assertThat(rows(spec(useCase, 42, 4, 20))).isEqualTo(rows);
            List<UseCaseRow> other = rows(spec(useCase, 43, 4, 20));
            assertThat(other).hasSameSizeAs(rows);
            assertThat(fields(other)).isNotEqualTo(fields(rows));
        }
        DevopsGenerator one = new DevopsGenerator(spec(UseCase.DEVOPS, 42, 2, 5));
        List<UseCaseRow> first = new ArrayList<>();
        List<UseCaseRow> second = new ArrayList<>();
        one.forEachRow(first::add);
        one.forEachRow(second::add);
        assertThat(second).isEqualTo(first);
    }

    private static List<List<UseCaseRow.Field>> fields(List<UseCaseRow> rows) {
        return rows.stream().map(UseCaseRow::fields).toList();
    }

    @Test
    void cpuValuesStayWithinZeroToHundredAndMove() {
        List<UseCaseRow> rows = rows(spec(UseCase.CPU_ONLY, 7, 5, 2000));
        assertThat(rows).allSatisfy(row -> {
            assertThat(row.measurement()).isEqualTo("cpu");
            assertThat(row.fields()).extracting(UseCaseRow.Field::name).containsExactly("usage_user", "usage_system",
                    "usage_idle", "usage_nice", "usage_iowait", "usage_irq", "usage_softirq", "usage_steal",
                    "usage_guest", "usage_guest_nice");
            assertThat(row.fields()).allSatisfy(f -> assertThat(f.value()).isInstanceOfSatisfying(Double.class,
                    v -> assertThat(v).isBetween(0.0, 100.0)));
        });
        Map<Number, Long> userOfHost0 = rows.stream().filter(r -> r.tags().get(0).value().equals("host_0"))
                .collect(Collectors.groupingBy(r -> r.fields().get(0).value(), Collectors.counting()));
        assertThat(userOfHost0).hasSizeGreaterThan(1000);
    }

    @Test
    void everyRowStartsWithTheHostTagsInOrderAndRowsComeStepByStep() {
        List<UseCaseRow> rows = rows(spec(UseCase.DEVOPS, 5, 12, 3));
        List<String> measurements = List.of("cpu", "diskio", "disk", "kernel", "mem", "net", "nginx", "postgresl",
                "redis");
        for (int i = 0; i < rows.size(); i++) {
            UseCaseRow row = rows.get(i);
            int host = i / 9 % 12;
            assertThat(row.measurement()).isEqualTo(measurements.get(i % 9));
            assertThat(row.timestampNanos()).isEqualTo(START.getEpochSecond() * 1_000_000_000L
                    + i / (9 * 12) * INTERVAL.toNanos());
            assertThat(row.tags().subList(0, 10)).extracting(UseCaseRow.Tag::key).isEqualTo(HostTags.KEYS);
            assertThat(row.tags().get(0).value()).isEqualTo("host_" + host).matches("host_\\d+");
            assertThat(row.tags()).allSatisfy(t -> assertThat(t.value()).isNotBlank());
        }
        Map<String, List<String>> extraTags = new LinkedHashMap<>();
        rows.subList(0, 9).forEach(r -> extraTags.put(r.measurement(),
                r.tags().subList(10, r.tags().size()).stream().map(UseCaseRow.Tag::key).toList()));
        assertThat(extraTags).containsExactly(Map.entry("cpu", List.of()), Map.entry("diskio", List.of("serial")),
                Map.entry("disk", List.of("path", "fstype")), Map.entry("kernel", List.of()),
                Map.entry("mem", List.of()), Map.entry("net", List.of("interface")),
                Map.entry("nginx", List.of("port", "server")), Map.entry("postgresl", List.of()),
                Map.entry("redis", List.of("port", "server")));
    }

    @Test
    void hostTagsAreTheSameInBothUseCasesAndVaryAcrossHosts() {
        List<List<UseCaseRow.Tag>> cpuOnly = rows(spec(UseCase.CPU_ONLY, 9, 50, 1)).stream()
                .map(UseCaseRow::tags).toList();
        List<List<UseCaseRow.Tag>> devops = rows(spec(UseCase.DEVOPS, 9, 50, 1)).stream()
                .filter(r -> r.measurement().equals("cpu")).map(UseCaseRow::tags).toList();
        assertThat(devops).isEqualTo(cpuOnly);
        assertThat(cpuOnly.stream().map(tags -> tags.get(1).value()).distinct().count()).isGreaterThan(3);
        assertThat(cpuOnly).allSatisfy(tags -> assertThat(tags.get(2).value()).startsWith(tags.get(1).value()));
    }

    @Test
    void devopsMetricsPerHostAndStepAreTheSumOfTheFieldLists() {
        int declared = HostMeasurements.DEVOPS.stream().mapToInt(m -> m.fieldNames().size()).sum();
        assertThat(declared).isEqualTo(10 + 7 + 7 + 6 + 9 + 8 + 7 + 16 + 31).isEqualTo(101);
        DevopsGenerator generator = new DevopsGenerator(spec(UseCase.DEVOPS, 3, 4, 6));
        assertThat(generator.fieldsPerHostStep()).isEqualTo(declared);
        assertThat(new DevopsGenerator(spec(UseCase.CPU_ONLY, 3, 4, 6)).fieldsPerHostStep()).isEqualTo(10);
        List<UseCaseRow> rows = new ArrayList<>();
        generator.forEachRow(rows::add);
        assertThat(rows.stream().mapToLong(UseCaseRow::metrics).sum()).isEqualTo(4L * 6 * declared);
        for (int m = 0; m < 9; m++) {
            assertThat(rows.get(m).fields()).extracting(UseCaseRow.Field::name)
                    .isEqualTo(HostMeasurements.DEVOPS.get(m).fieldNames());
        }
    }

    @Test
    void integerFieldsAreLongsAndMemoryAndDiskAddUp() {
        List<UseCaseRow> rows = rows(spec(UseCase.DEVOPS, 11, 3, 300));
        assertThat(rows).filteredOn(r -> !r.measurement().equals("cpu") && !r.measurement().equals("mem"))
                .allSatisfy(r -> assertThat(r.fields()).allSatisfy(f -> assertThat(f.value()).isInstanceOf(Long.class)));
        assertThat(rows).filteredOn(r -> r.measurement().equals("mem")).allSatisfy(r -> {
            Map<String, Number> f = byName(r);
            long total = f.get("total").longValue();
            assertThat(total).isIn(8L << 30, 12L << 30, 16L << 30);
            assertThat(f.get("used").longValue() + f.get("available").longValue()).isEqualTo(total);
            assertThat(f.get("free").longValue() + f.get("cached").longValue() + f.get("buffered").longValue())
                    .isEqualTo(f.get("available").longValue());
            assertThat(f.get("free").longValue()).isNotNegative();
            assertThat(f.get("used_percent")).isInstanceOfSatisfying(Double.class, v -> assertThat(v).isBetween(0.0, 100.0));
        });
        assertThat(rows).filteredOn(r -> r.measurement().equals("disk")).allSatisfy(r -> {
            Map<String, Number> f = byName(r);
            assertThat(f.get("free").longValue() + f.get("used").longValue()).isEqualTo(f.get("total").longValue());
            assertThat(f.get("used_percent").longValue()).isBetween(0L, 100L);
        });
    }

    @Test
    void countersNeverDecreaseAndGaugesStayInRange() {
        List<UseCaseRow> rows = rows(spec(UseCase.DEVOPS, 13, 2, 500));
        Map<String, Long> lastCount = new LinkedHashMap<>();
        for (UseCaseRow row : rows) {
            HostMeasurement model = HostMeasurements.DEVOPS.stream().filter(m -> m.name().equals(row.measurement()))
                    .findFirst().orElseThrow();
            if (model.metrics().size() != row.fields().size()) {
                continue;
            }
            for (int i = 0; i < row.fields().size(); i++) {
                HostMetric metric = model.metrics().get(i);
                double value = row.fields().get(i).value().doubleValue();
                String key = row.tags().get(0).value() + "/" + row.measurement() + "/" + metric.name();
                switch (metric.kind()) {
                    case COUNTER, UPTIME, CONSTANT -> {
                        assertThat((long) value).isGreaterThanOrEqualTo(lastCount.getOrDefault(key, 0L));
                        lastCount.put(key, (long) value);
                    }
                    case GAUGE -> assertThat(value).isBetween(metric.min(), metric.max());
                }
            }
        }
        assertThat(lastCount.get("host_0/diskio/reads")).isGreaterThan(400L * 50 / 2);
        assertThat(lastCount.get("host_0/redis/uptime_in_seconds") - firstUptime(rows)).isEqualTo(499L * 10);
    }

    private static long firstUptime(List<UseCaseRow> rows) {
        return byName(rows.stream().filter(r -> r.measurement().equals("redis")).findFirst().orElseThrow())
                .get("uptime_in_seconds").longValue();
    }

    private static Map<String, Number> byName(UseCaseRow row) {
        Map<String, Number> fields = new LinkedHashMap<>();
        row.fields().forEach(f -> fields.put(f.name(), f.value()));
        return fields;
    }

    @Test
    void iotIsNotADevopsUseCase() {
        assertThatThrownBy(() -> new DevopsGenerator(spec(UseCase.IOT, 1, 1, 1)))
                .isInstanceOf(IllegalArgumentException.class);
    }
}
