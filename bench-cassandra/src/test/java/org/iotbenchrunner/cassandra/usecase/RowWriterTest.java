package org.iotbenchrunner.cassandra.usecase;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.iotbenchrunner.core.usecase.UseCaseRow;
import org.junit.jupiter.api.Test;

class RowWriterTest {
    private static final long NANOS = 1_563_249_700_123_456_789L;

    private static UseCaseRow thermo(String devid, String devname, String devgroup, Long temperature) {
        return new UseCaseRow("devices", List.of(new UseCaseRow.Tag("devid", devid),
                new UseCaseRow.Tag("devname", devname), new UseCaseRow.Tag("devgroup", devgroup)), NANOS,
                List.of(new UseCaseRow.Field("temperature", temperature), new UseCaseRow.Field("humidity", 1.2345)));
    }

    @Test
    void aThermoRowIsTypedAsItsColumnsWithItsTimeInMilliseconds() {
        Map<String, Object> values = RowWriter.values(UseCaseTable.of("devices"), thermo("7", "dev_7", "7", 57L));
        assertThat(values).containsExactlyInAnyOrderEntriesOf(Map.of("ts", Instant.ofEpochMilli(1_563_249_700_123L),
                "devid", 7, "devname", "dev_7", "devgroup", 7, "temperature", 57, "humidity", 1.2345));
    }

    @Test
    void aMissingTagOrFieldIsLeftUnsetAndATsbsRowGetsARowId() {
        UseCaseRow row = new UseCaseRow("readings", List.of(new UseCaseRow.Tag("name", null),
                new UseCaseRow.Tag("fleet", "South")), NANOS, List.of(new UseCaseRow.Field("velocity", 2.5),
                new UseCaseRow.Field("latitude", null)));
        Map<String, Object> values = RowWriter.values(UseCaseTable.of("readings"), row);
        assertThat(values).containsEntry("fleet", "South").containsEntry("velocity", 2.5)
                .doesNotContainKeys("name", "latitude");
        assertThat(values.get("row_id")).isInstanceOf(UUID.class);
    }

    @Test
    void aRowWithoutAKeyColumnIsRefusedNamingIt() {
        assertThatThrownBy(() -> RowWriter.values(UseCaseTable.of("devices"), thermo("7", "dev_7", null, 57L)))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageStartingWith("a row of devices without devgroup cannot be stored: devgroup is part of");
    }

    @Test
    void anIntegerTagThatIsNotAnIntegerIsRefused() {
        assertThatThrownBy(() -> RowWriter.values(UseCaseTable.of("devices"), thermo("x", "dev_7", "7", 57L)))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageStartingWith("tag devid=x is not an integer, as devices's schema says it is");
    }

    @Test
    void aTemperatureBeyondTheStudysIntColumnIsRefused() {
        assertThatThrownBy(() -> RowWriter.values(UseCaseTable.of("devices"), thermo("7", "dev_7", "7", 1L << 40)))
                .isInstanceOf(ArithmeticException.class);
    }

    @Test
    void anUnknownTagIsRefusedNotDropped() {
        UseCaseRow row = new UseCaseRow("devices", List.of(new UseCaseRow.Tag("colour", "red")), NANOS, List.of());
        assertThatThrownBy(() -> RowWriter.values(UseCaseTable.of("devices"), row))
                .isInstanceOf(IllegalArgumentException.class).hasMessageStartingWith("unknown tag colour of devices");
    }
}
