package org.iotbenchrunner.core.usecase;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;

class ThermoStudyFormatTest {

    private static UseCaseRow row(int devid, long millis, long temperature, double humidity) {
        return new UseCaseRow(ThermoDevices.MEASUREMENT, List.of(
                new UseCaseRow.Tag(ThermoDevices.DEVID, Integer.toString(devid)),
                new UseCaseRow.Tag(ThermoDevices.DEVNAME, ThermoDevices.name(devid)),
                new UseCaseRow.Tag(ThermoDevices.DEVGROUP, Integer.toString(ThermoDevices.group(devid)))),
                millis * 1_000_000L, List.of(new UseCaseRow.Field(ThermoDevices.TEMPERATURE, temperature),
                        new UseCaseRow.Field(ThermoDevices.HUMIDITY, humidity)));
    }

    @Test
    void aRowIsTheStudysLineWithFourDecimals() {
        assertThat(ThermoStudyFormat.line(row(150, 1_563_249_700_000L, 57, 3.56)))
                .isEqualTo("150 dev_150 50 1563249700000 57 3.5600");
        assertThat(ThermoStudyFormat.line(row(7, 1_563_249_700_000L, 0, -0.25)))
                .isEqualTo("7 dev_7 7 1563249700000 0 -0.2500");
        assertThat(ThermoStudyFormat.line(row(10000, 1_563_249_700_000L, 100, -12.0001)))
                .isEqualTo("10000 dev_10000 0 1563249700000 100 -12.0001");
    }

    @Test
    void bytesAreTheLineAndItsNewline() {
        for (UseCaseRow row : List.of(row(150, 1_563_249_700_000L, 57, 3.56), row(7, 1, 0, -0.25),
                row(10000, 1_563_249_700_000L, 100, -12.0001), row(1, 5, 9, 0.0))) {
            assertThat(ThermoStudyFormat.bytes(row)).isEqualTo(ThermoStudyFormat.line(row).length() + 1);
        }
        UseCaseSpec spec = new UseCaseSpec(UseCase.THERMO, 2, 120, ThermoDevices.STUDY_START,
                ThermoDevices.STUDY_START.plusSeconds(20), Duration.ofSeconds(1));
        long[] lines = {0};
        new ThermoGenerator(spec).forEachRow(r -> lines[0] += ThermoStudyFormat.line(r).length() + 1);
        assertThat(ThermoStudyFormat.bytes(new ThermoGenerator(spec))).isEqualTo(lines[0]);
    }

    @Test
    void digitsCountAsLongToStringDoes() {
        for (long value : new long[] {0, 9, 10, -1, -10, 99_999, 1_563_249_700_000L, Long.MAX_VALUE, Long.MIN_VALUE}) {
            assertThat(ThermoStudyFormat.digits(value)).as("%d", value).isEqualTo(Long.toString(value).length());
        }
    }

    @Test
    void theStudysDataSetTakesAboutItsPublishedSize() {
        // the study's 10^8 rows took 3,941 MB: about 41 bytes a row at 5-digit device ids
        UseCaseSpec sample = new UseCaseSpec(UseCase.THERMO, 2, ThermoDevices.STUDY_DEVICES,
                ThermoDevices.STUDY_START, ThermoDevices.STUDY_START.plusSeconds(2), Duration.ofSeconds(1));
        double perRow = ThermoStudyFormat.bytes(new ThermoGenerator(sample)) / (2.0 * ThermoDevices.STUDY_DEVICES);
        assertThat(perRow * 1e8 / (1 << 20)).isBetween(3800.0, 4100.0);
    }

    @Test
    void aRowOfAnotherUseCaseIsRefused() {
        UseCaseRow cpu = new UseCaseRow("cpu", List.of(new UseCaseRow.Tag("hostname", "host_0")), 0,
                List.of(new UseCaseRow.Field("usage_user", 1.0)));
        assertThatThrownBy(() -> ThermoStudyFormat.bytes(cpu))
                .hasMessage("row of cpu has no field humidity: not a thermo row");
    }
}
