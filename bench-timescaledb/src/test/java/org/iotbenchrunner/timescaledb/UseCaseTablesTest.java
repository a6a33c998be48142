package org.iotbenchrunner.timescaledb;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.iotbenchrunner.core.usecase.UseCase;
import org.iotbenchrunner.core.usecase.UseCaseSchema;
import org.junit.jupiter.api.Test;

class UseCaseTablesTest {

    @Test
    void eachUseCaseHasASchemaOfItsOwnAndCpuOnlyIsDevopsCpu() {
        assertThat(UseCaseTables.schemaOf(UseCase.IOT)).isEqualTo("tsbs_iot");
        assertThat(UseCaseTables.schemaOf(UseCase.DEVOPS)).isEqualTo("tsbs_devops");
        assertThat(UseCaseTables.schemaOf(UseCase.CPU_ONLY)).isEqualTo("tsbs_devops");
        assertThat(UseCaseTables.of("readings").qualifiedName()).isEqualTo("tsbs_iot.\"readings\"");
        assertThat(UseCaseTables.of("cpu").measurement())
                .isEqualTo(UseCaseSchema.of(UseCase.CPU_ONLY).measurement("cpu"))
                .isEqualTo(UseCaseSchema.of(UseCase.DEVOPS).measurement("cpu"));
        assertThatThrownBy(() -> UseCaseTables.of("weather")).hasMessageStartingWith(
                "no use case has the measurement weather (known: [cpu, devices, diagnostics, disk, diskio, kernel, ");
    }

    @Test
    void registeringDropsTheSchemaAndCreatesAHypertablePerMeasurementIndexedByItsPrimaryTag() {
        List<String> statements = UseCaseTables.create(UseCaseSchema.of(UseCase.IOT));

        assertThat(statements).containsExactly(
                "CREATE EXTENSION IF NOT EXISTS timescaledb",
                "DROP SCHEMA IF EXISTS tsbs_iot CASCADE",
                "CREATE SCHEMA tsbs_iot",
                "CREATE TABLE tsbs_iot.\"readings\" (time timestamptz NOT NULL, \"name\" text, \"fleet\" text, "
                        + "\"driver\" text, \"model\" text, \"device_version\" text, \"load_capacity\" text, "
                        + "\"fuel_capacity\" text, \"nominal_fuel_consumption\" text, \"latitude\" double precision, "
                        + "\"longitude\" double precision, \"elevation\" double precision, "
                        + "\"velocity\" double precision, \"heading\" double precision, \"grade\" double precision, "
                        + "\"fuel_consumption\" double precision)",
                "SELECT create_hypertable('tsbs_iot.\"readings\"', 'time', chunk_time_interval => INTERVAL '12 hours')",
                "CREATE INDEX ON tsbs_iot.\"readings\" (\"name\", time DESC)",
                "CREATE TABLE tsbs_iot.\"diagnostics\" (time timestamptz NOT NULL, \"name\" text, \"fleet\" text, "
                        + "\"driver\" text, \"model\" text, \"device_version\" text, \"load_capacity\" text, "
                        + "\"fuel_capacity\" text, \"nominal_fuel_consumption\" text, "
                        + "\"fuel_state\" double precision, \"current_load\" double precision, \"status\" bigint)",
                "SELECT create_hypertable('tsbs_iot.\"diagnostics\"', 'time', "
                        + "chunk_time_interval => INTERVAL '12 hours')",
                "CREATE INDEX ON tsbs_iot.\"diagnostics\" (\"name\", time DESC)");
    }

    @Test
    void devopsTablesCarryTheirExtraTagsAndIntegerFields() {
        List<String> statements = UseCaseTables.create(UseCaseSchema.of(UseCase.DEVOPS));

        assertThat(statements).hasSize(3 + 9 * 3)
                .contains("CREATE INDEX ON tsbs_devops.\"cpu\" (\"hostname\", time DESC)");
        assertThat(statements).filteredOn(s -> s.startsWith("CREATE TABLE tsbs_devops.\"diskio\""))
                .singleElement().asString().contains("\"service_environment\" text, \"serial\" text, "
                        + "\"reads\" bigint");
    }

    /** Integer tags are integer columns, so that devgroup < 10 compares numbers; the index is on devgroup. */
    @Test
    void thermoDevicesAreOneHypertableWithIntegerTagsIndexedByGroup() {
        assertThat(UseCaseTables.schemaOf(UseCase.THERMO)).isEqualTo("study_thermo");
        assertThat(UseCaseTables.create(UseCaseSchema.of(UseCase.THERMO))).containsExactly(
                "CREATE EXTENSION IF NOT EXISTS timescaledb",
                "DROP SCHEMA IF EXISTS study_thermo CASCADE",
                "CREATE SCHEMA study_thermo",
                "CREATE TABLE study_thermo.\"devices\" (time timestamptz NOT NULL, \"devid\" integer, "
                        + "\"devname\" text, \"devgroup\" integer, \"temperature\" bigint, "
                        + "\"humidity\" double precision)",
                "SELECT create_hypertable('study_thermo.\"devices\"', 'time', "
                        + "chunk_time_interval => INTERVAL '12 hours')",
                "CREATE INDEX ON study_thermo.\"devices\" (\"devgroup\", time DESC)");
    }

    @Test
    void copiesTimeThenTagsThenFields() {
        assertThat(UseCaseTables.copyIn(UseCaseTables.of("diagnostics"))).isEqualTo("COPY tsbs_iot.\"diagnostics\" "
                + "(time, \"name\", \"fleet\", \"driver\", \"model\", \"device_version\", \"load_capacity\", "
                + "\"fuel_capacity\", \"nominal_fuel_consumption\", \"fuel_state\", \"current_load\", \"status\") "
                + "FROM STDIN (FORMAT binary)");
    }

    @Test
    void quotesIdentifiers() {
        assertThat(UseCaseTables.quoted("a\"b")).isEqualTo("\"a\"\"b\"");
    }
}
