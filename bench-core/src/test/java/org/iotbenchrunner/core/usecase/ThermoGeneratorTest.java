package org.iotbenchrunner.core.usecase;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import java.time.Duration;
import java.util.ArrayList;
import java.util.DoubleSummaryStatistics;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

class ThermoGeneratorTest {

    private static UseCaseSpec spec(long seed, int devices, int rowsPerDevice) {
        return new UseCaseSpec(UseCase.THERMO, seed, devices, ThermoDevices.STUDY_START,
                ThermoDevices.STUDY_START.plusSeconds(rowsPerDevice), Duration.ofSeconds(1));
    }

    private static List<UseCaseRow> rows(UseCaseSpec spec) {
        List<UseCaseRow> rows = new ArrayList<>();
        new ThermoGenerator(spec).forEachRow(rows::add);
        return rows;
    }

    private static String tag(UseCaseRow row, String key) {
        return row.tags().stream().filter(t -> t.key().equals(key)).findFirst().orElseThrow().value();
    }

    private static Number field(UseCaseRow row, String name) {
        return row.fields().stream().filter(f -> f.name().equals(name)).findFirst().orElseThrow().value();
    }

    @Test
    void devicesComeOneAfterAnotherEachWithItsRowsInTimeOrder() {
        List<UseCaseRow> rows = rows(spec(1, 3, 4));
        assertThat(rows).hasSize(12);
        assertThat(rows).extracting(r -> tag(r, ThermoDevices.DEVID))
                .containsExactly("1", "1", "1", "1", "2", "2", "2", "2", "3", "3", "3", "3");
        long start = ThermoDevices.STUDY_START.toEpochMilli() * 1_000_000L;
        assertThat(rows.subList(4, 8)).extracting(UseCaseRow::timestampNanos)
                .containsExactly(start, start + 1_000_000_000L, start + 2_000_000_000L, start + 3_000_000_000L);
        assertThat(rows).allSatisfy(r -> {
            assertThat(r.measurement()).isEqualTo(ThermoDevices.MEASUREMENT);
            assertThat(r.tags()).extracting(UseCaseRow.Tag::key).containsExactlyElementsOf(ThermoDevices.TAG_KEYS);
            assertThat(r.fields()).extracting(UseCaseRow.Field::name)
                    .containsExactly(ThermoDevices.TEMPERATURE, ThermoDevices.HUMIDITY);
            assertThat(field(r, ThermoDevices.TEMPERATURE)).isInstanceOf(Long.class);
            assertThat(field(r, ThermoDevices.HUMIDITY)).isInstanceOf(Double.class);
        });
    }

    @Test
    void tagsFollowTheStudy() {
        List<UseCaseRow> rows = rows(spec(1, 205, 1));
        UseCaseRow device = rows.get(149);
        assertThat(tag(device, ThermoDevices.DEVID)).isEqualTo("150");
        assertThat(tag(device, ThermoDevices.DEVNAME)).isEqualTo("dev_150");
        assertThat(tag(device, ThermoDevices.DEVGROUP)).isEqualTo("50");
        assertThat(tag(rows.get(99), ThermoDevices.DEVGROUP)).isEqualTo("0");
    }

    @Test
    void sameSpecSameRowsOtherSeedOtherValuesAndADeviceAlone() {
        List<UseCaseRow> rows = rows(spec(42, 5, 30));
        assertThat(rows(spec(42, 5, 30))).isEqualTo(rows);
        assertThat(rows(spec(43, 5, 30)).stream().map(UseCaseRow::fields).toList())
                .isNotEqualTo(rows.stream().map(UseCaseRow::fields).toList());
        assertThat(rows(spec(42, 3, 30))).isEqualTo(rows.subList(0, 90));
        List<UseCaseRow> fourth = new ArrayList<>();
        new ThermoGenerator(spec(42, 5, 30)).forEachRowOf(4, fourth::add);
        assertThat(fourth).isEqualTo(rows.subList(90, 120));
        assertThatThrownBy(() -> new ThermoGenerator(spec(42, 5, 30)).forEachRowOf(6, r -> { }))
                .hasMessage("devid 6: must be within 1..5");
    }

    @Test
    void valuesStayWithinThreeSigmaOfTheirCentreAndHumidityHasFourDecimals() {
        for (UseCaseRow row : rows(spec(7, 50, 200))) {
            long temperature = field(row, ThermoDevices.TEMPERATURE).longValue();
            double humidity = field(row, ThermoDevices.HUMIDITY).doubleValue();
            assertThat(temperature).isBetween(0L, 100L);
            assertThat(humidity).isBetween(-17.0, 38.0);
            assertThat(humidity * 10_000).isCloseTo(Math.rint(humidity * 10_000), within(1e-6));
        }
    }

    @Test
    void eachDeviceIsNormalAroundItsCentre() {
        int rowsPerDevice = 4000;
        Map<String, List<UseCaseRow>> byDevice = rows(spec(3, 40, rowsPerDevice)).stream()
                .collect(Collectors.groupingBy(r -> tag(r, ThermoDevices.DEVID)));
        assertThat(byDevice).hasSize(40);
        for (List<UseCaseRow> device : byDevice.values()) {
            DoubleSummaryStatistics temperature = stats(device, ThermoDevices.TEMPERATURE);
            DoubleSummaryStatistics humidity = stats(device, ThermoDevices.HUMIDITY);
            // truncation towards zero lowers a positive temperature by about half a degree
            double temperatureCentre = temperature.getAverage() + 0.5;
            assertThat(temperatureCentre).isBetween(34.0, 66.0);
            assertThat(Math.abs(temperatureCentre - Math.rint(temperatureCentre))).isLessThan(0.8);
            assertThat(humidity.getAverage()).isBetween(-0.7, 21.7);
            assertThat(Math.abs(humidity.getAverage() - Math.rint(humidity.getAverage()))).isLessThan(0.5);
            assertThat(sigma(device, ThermoDevices.TEMPERATURE, temperature.getAverage())).isCloseTo(35.0 / 3,
                    within(0.8));
            assertThat(sigma(device, ThermoDevices.HUMIDITY, humidity.getAverage())).isCloseTo(17.0 / 3,
                    within(0.4));
        }
    }

    @Test
    void centresSpreadOverTheirRanges() {
        Map<Integer, Long> temperatureCentres = new java.util.TreeMap<>();
        java.util.SplittableRandom seeds = new java.util.SplittableRandom(5);
        for (int devid = 1; devid <= 1000; devid++) {
            ThermoDevice device = new ThermoDevice(devid, seeds.split());
            temperatureCentres.merge(device.temperatureCentre(), 1L, Long::sum);
            assertThat(device.humidityCentre()).isBetween(0, 21);
        }
        assertThat(temperatureCentres.keySet()).first().isEqualTo(35);
        assertThat(temperatureCentres.keySet()).last().isEqualTo(65);
        // 35 % of the draws (0..35) clamp to 35 and 34 % (65..99) to 65
        assertThat(temperatureCentres.get(35)).isBetween(300L, 400L);
        assertThat(temperatureCentres.get(65)).isBetween(290L, 390L);
    }

    @Test
    void onlyThermo() {
        UseCaseSpec iot = new UseCaseSpec(UseCase.IOT, 1, 1, ThermoDevices.STUDY_START,
                ThermoDevices.STUDY_START.plusSeconds(1), Duration.ofSeconds(1));
        assertThatThrownBy(() -> new ThermoGenerator(iot)).hasMessage("ThermoGenerator generates thermo, not iot");
        assertThat(UseCaseGenerator.of(spec(1, 1, 1))).isInstanceOf(ThermoGenerator.class);
    }

    @Test
    void theStudysSpecHoldsItsHundredMillionRows() {
        UseCaseSpec study = ThermoDevices.studySpec(2);
        assertThat(study.scale() * study.steps()).isEqualTo(100_000_000L);
        assertThat(study.start().toEpochMilli()).isEqualTo(1_563_249_700_000L);
    }

    private static DoubleSummaryStatistics stats(List<UseCaseRow> rows, String name) {
        return rows.stream().mapToDouble(r -> field(r, name).doubleValue()).summaryStatistics();
    }

    private static double sigma(List<UseCaseRow> rows, String name, double mean) {
        return Math.sqrt(rows.stream().mapToDouble(r -> Math.pow(field(r, name).doubleValue() - mean, 2))
                .average().orElseThrow());
    }
}
