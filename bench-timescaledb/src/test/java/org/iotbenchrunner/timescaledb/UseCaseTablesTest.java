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

    /** TSBS's layout: a tags table unique over the tag set, rows with tags_id, indexes (tags_id, time), (time). */
    @Test
    void registeringDropsTheSchemaAndCreatesATagsTableAndAHypertablePerMeasurement() {
        List<String> statements = UseCaseTables.create(UseCaseSchema.of(UseCase.IOT));

        assertThat(statements).containsExactly(
                "CREATE EXTENSION IF NOT EXISTS timescaledb",
                "DROP SCHEMA IF EXISTS tsbs_iot CASCADE",
                "CREATE SCHEMA tsbs_iot",
                "CREATE TABLE tsbs_iot.tags (id serial PRIMARY KEY, \"name\" text, \"fleet\" text, \"driver\" text, "
                        + "\"model\" text, \"device_version\" text, \"load_capacity\" text, \"fuel_capacity\" text, "
                        + "\"nominal_fuel_consumption\" text, CONSTRAINT tag_set UNIQUE NULLS NOT DISTINCT (\"name\", "
                        + "\"fleet\", \"driver\", \"model\", \"device_version\", \"load_capacity\", "
                        + "\"fuel_capacity\", \"nominal_fuel_consumption\"))",
                "CREATE INDEX ON tsbs_iot.tags (\"name\")",
                "CREATE TABLE tsbs_iot.\"readings\" (time timestamptz NOT NULL, tags_id integer, "
                        + "\"latitude\" double precision, \"longitude\" double precision, "
                        + "\"elevation\" double precision, \"velocity\" double precision, \"heading\" double precision, "
                        + "\"grade\" double precision, \"fuel_consumption\" double precision)",
                "SELECT create_hypertable('tsbs_iot.\"readings\"', 'time', chunk_time_interval => INTERVAL '12 hours', "
                        + "create_default_indexes => FALSE)",
                "CREATE INDEX ON tsbs_iot.\"readings\" (tags_id, time DESC)",
                "CREATE INDEX ON tsbs_iot.\"readings\" (time DESC)",
                "CREATE TABLE tsbs_iot.\"diagnostics\" (time timestamptz NOT NULL, tags_id integer, "
                        + "\"fuel_state\" double precision, \"current_load\" double precision, \"status\" bigint)",
                "SELECT create_hypertable('tsbs_iot.\"diagnostics\"', 'time', "
                        + "chunk_time_interval => INTERVAL '12 hours', create_default_indexes => FALSE)",
                "CREATE INDEX ON tsbs_iot.\"diagnostics\" (tags_id, time DESC)",
                "CREATE INDEX ON tsbs_iot.\"diagnostics\" (time DESC)");
    }

    /** The host tags are shared; a measurement's extra tags stay its own columns. */
    @Test
    void devopsTablesCarryTheirExtraTagsAndIntegerFields() {
        List<String> statements = UseCaseTables.create(UseCaseSchema.of(UseCase.DEVOPS));

        assertThat(statements).hasSize(5 + 9 * 4)
                .contains("CREATE INDEX ON tsbs_devops.\"cpu\" (tags_id, time DESC)");
        assertThat(statements).filteredOn(s -> s.startsWith("CREATE TABLE tsbs_devops.\"diskio\""))
                .singleElement().asString().contains("tags_id integer, \"serial\" text, \"reads\" bigint");
        assertThat(UseCaseTables.of("diskio").sharedTagKeys()).endsWith("service_environment");
        assertThat(UseCaseTables.copyIn(UseCaseTables.of("diskio"))).startsWith("COPY tsbs_devops.\"diskio\" "
                + "(time, tags_id, \"serial\", \"reads\"");
    }

    /** Integer tags are integer columns of the tags table, so that devgroup < 10 compares numbers. */
    @Test
    void thermoDevicesAreOneHypertableWithIntegerTags() {
        assertThat(UseCaseTables.schemaOf(UseCase.THERMO)).isEqualTo("study_thermo");
        assertThat(UseCaseTables.create(UseCaseSchema.of(UseCase.THERMO))).contains(
                "CREATE TABLE study_thermo.tags (id serial PRIMARY KEY, \"devid\" integer, \"devname\" text, "
                        + "\"devgroup\" integer, CONSTRAINT tag_set UNIQUE NULLS NOT DISTINCT (\"devid\", "
                        + "\"devname\", \"devgroup\"))",
                "CREATE TABLE study_thermo.\"devices\" (time timestamptz NOT NULL, tags_id integer, "
                        + "\"temperature\" bigint, \"humidity\" double precision)");
        assertThat(UseCaseTables.tagsId(UseCaseTables.of("devices"))).isEqualTo("INSERT INTO study_thermo.tags "
                + "(\"devid\", \"devname\", \"devgroup\") VALUES (?::integer, ?, ?::integer) ON CONFLICT ON "
                + "CONSTRAINT tag_set DO UPDATE SET \"devid\" = EXCLUDED.\"devid\" RETURNING id");
    }

    @Test
    void copiesTimeThenTagsIdThenFields() {
        assertThat(UseCaseTables.copyIn(UseCaseTables.of("diagnostics"))).isEqualTo("COPY tsbs_iot.\"diagnostics\" "
                + "(time, tags_id, \"fuel_state\", \"current_load\", \"status\") FROM STDIN (FORMAT binary)");
        assertThat(UseCaseTables.sizeOf(UseCaseSchema.of(UseCase.IOT))).isEqualTo("SELECT "
                + "hypertable_size('tsbs_iot.\"readings\"') + hypertable_size('tsbs_iot.\"diagnostics\"') + "
                + "pg_total_relation_size('tsbs_iot.tags')");
    }

    @Test
    void countsTheRowsOfEveryMeasurementTable() {
        assertThat(UseCaseTables.countOf(UseCaseSchema.of(UseCase.IOT))).isEqualTo("SELECT "
                + "(SELECT count(*) FROM tsbs_iot.\"readings\") + (SELECT count(*) FROM tsbs_iot.\"diagnostics\")");
    }

    @Test
    void quotesIdentifiers() {
        assertThat(UseCaseTables.quoted("a\"b")).isEqualTo("\"a\"\"b\"");
    }
}
