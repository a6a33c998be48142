package org.iotbenchrunner.core.usecase;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import java.time.Instant;
import org.iotbenchrunner.core.config.ConfigException;
import org.junit.jupiter.api.Test;

class UseCaseGeneratorTest {
    private static UseCaseSpec spec(UseCase useCase) {
        return new UseCaseSpec(useCase, 123, 2, Instant.parse("2016-01-01T00:00:00Z"),
                Instant.parse("2016-01-01T00:01:00Z"), Duration.ofSeconds(10));
    }

    @Test
    void eachUseCaseHasItsGeneratorAndItsSizeIsKnownBeforeLoading() {
        assertThat(UseCaseGenerator.of(spec(UseCase.CPU_ONLY))).isInstanceOf(DevopsGenerator.class);
        assertThat(UseCaseGenerator.of(spec(UseCase.DEVOPS))).isInstanceOf(DevopsGenerator.class);
        assertThat(UseCaseGenerator.of(spec(UseCase.IOT))).isInstanceOf(IotGenerator.class);
        assertThat(UseCaseGenerator.of(spec(UseCase.THERMO))).isInstanceOf(ThermoGenerator.class);
        DataSetSize cpu = DataSetSize.of(UseCaseGenerator.of(spec(UseCase.CPU_ONLY)));
        assertThat(cpu.rows()).isEqualTo(2 * 6);
        assertThat(cpu.metrics()).isEqualTo(2 * 6 * 10);
        assertThat(DataSetSize.of(UseCaseGenerator.of(spec(UseCase.DEVOPS))).metrics()).isEqualTo(2 * 6 * 101);
        assertThat(DataSetSize.of(UseCaseGenerator.of(spec(UseCase.THERMO))).metrics()).isEqualTo(2 * 6 * 2);
    }

    @Test
    void aBadSpecOrUseCaseIsOneLine() {
        assertThatThrownBy(() -> UseCase.parse("trucks")).isInstanceOf(ConfigException.class)
                .hasMessage("--workload trucks: must be one of cpu-only, devops, iot, thermo");
        assertThatThrownBy(() -> new UseCaseSpec(UseCase.IOT, 1, 0, Instant.EPOCH, Instant.EPOCH.plusSeconds(1),
                Duration.ofSeconds(1))).hasMessage("scale 0: must be at least 1");
    }
}
