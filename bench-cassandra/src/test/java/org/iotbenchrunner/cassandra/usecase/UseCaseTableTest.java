package org.iotbenchrunner.cassandra.usecase;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.iotbenchrunner.core.usecase.UseCase;
import org.iotbenchrunner.core.usecase.UseCaseSchema;
import org.junit.jupiter.api.Test;

class UseCaseTableTest {

    @Test
    void thermoHasTheStudysKeyWithIntegerTagsAsInts() {
        assertThat(UseCaseTable.of("devices").create()).isEqualTo("CREATE TABLE thermo.\"devices\" (\"ts\" timestamp, "
                + "\"devid\" int, \"devname\" text, \"devgroup\" int, \"temperature\" int, \"humidity\" double, "
                + "PRIMARY KEY ((\"devgroup\"), \"devid\", \"devname\", \"ts\"))");
    }

    @Test
    void theMinuteTableHasTheMinuteFirstInItsKey() {
        assertThat(MinuteTable.TABLE.create()).isEqualTo("CREATE TABLE thermo.\"devices_by_minute\" (\"minute\" "
                + "timestamp, \"ts\" timestamp, \"devid\" int, \"devname\" text, \"devgroup\" int, \"temperature\" int, "
                + "\"humidity\" double, PRIMARY KEY ((\"minute\"), \"devgroup\", \"devid\", \"devname\", \"ts\"))");
    }

    @Test
    void aTsbsMeasurementIsKeyedByTimeAndAGeneratedRowId() {
        String create = UseCaseTable.of("diagnostics").create();
        assertThat(create).startsWith("CREATE TABLE tsbs_iot.\"diagnostics\" (\"time\" timestamp, \"name\" text, ")
                .contains("\"fuel_state\" double", "\"status\" bigint", "\"row_id\" timeuuid")
                .endsWith("PRIMARY KEY ((\"time\"), \"row_id\"))");
        assertThat(UseCaseTable.of("readings").insert()).startsWith("INSERT INTO tsbs_iot.\"readings\" (\"time\", ");
    }

    @Test
    void cpuOnlyWritesToDevopssCpuTable() {
        assertThat(UseCaseTable.of(UseCaseSchema.of(UseCase.CPU_ONLY))).extracting(UseCaseTable::qualifiedName)
                .containsExactly("tsbs_devops.\"cpu\"");
        assertThat(UseCaseTable.keyspaceOf(UseCase.DEVOPS)).isEqualTo("tsbs_devops");
    }

    @Test
    void anUnknownMeasurementIsRefusedNamingTheKnownOnes() {
        assertThatThrownBy(() -> UseCaseTable.of("nope")).isInstanceOf(IllegalArgumentException.class)
                .hasMessageStartingWith("no use case has the measurement nope (known: [cpu, devices, ");
    }
}
