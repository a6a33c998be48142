package org.iotbenchrunner.questdb;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.iotbenchrunner.core.usecase.UseCase;
import org.iotbenchrunner.core.usecase.UseCaseSchema;
import org.junit.jupiter.api.Test;

class UseCaseTablesTest {

    @Test
    void registeringDropsAndCreatesOneTablePerMeasurementWithSymbolTagsAndTypedFields() {
        assertThat(UseCaseTables.create(UseCaseSchema.of(UseCase.IOT))).containsExactly(
                "DROP TABLE IF EXISTS \"readings\"",
                "CREATE TABLE \"readings\" (time TIMESTAMP, \"name\" SYMBOL CAPACITY 4096 CACHE, "
                        + "\"fleet\" SYMBOL CAPACITY 4096 CACHE, \"driver\" SYMBOL CAPACITY 4096 CACHE, "
                        + "\"model\" SYMBOL CAPACITY 4096 CACHE, \"device_version\" SYMBOL CAPACITY 4096 CACHE, "
                        + "\"load_capacity\" SYMBOL CAPACITY 4096 CACHE, \"fuel_capacity\" SYMBOL CAPACITY 4096 CACHE, "
                        + "\"nominal_fuel_consumption\" SYMBOL CAPACITY 4096 CACHE, \"latitude\" DOUBLE, "
                        + "\"longitude\" DOUBLE, \"elevation\" DOUBLE, \"velocity\" DOUBLE, \"heading\" DOUBLE, "
                        + "\"grade\" DOUBLE, \"fuel_consumption\" DOUBLE) TIMESTAMP(time) PARTITION BY DAY WAL",
                "DROP TABLE IF EXISTS \"diagnostics\"",
                "CREATE TABLE \"diagnostics\" (time TIMESTAMP, \"name\" SYMBOL CAPACITY 4096 CACHE, "
                        + "\"fleet\" SYMBOL CAPACITY 4096 CACHE, \"driver\" SYMBOL CAPACITY 4096 CACHE, "
                        + "\"model\" SYMBOL CAPACITY 4096 CACHE, \"device_version\" SYMBOL CAPACITY 4096 CACHE, "
                        + "\"load_capacity\" SYMBOL CAPACITY 4096 CACHE, \"fuel_capacity\" SYMBOL CAPACITY 4096 CACHE, "
                        + "\"nominal_fuel_consumption\" SYMBOL CAPACITY 4096 CACHE, \"fuel_state\" DOUBLE, "
                        + "\"current_load\" DOUBLE, \"status\" LONG) TIMESTAMP(time) PARTITION BY DAY WAL");
    }

    @Test
    void devopsIndexesTheHostnameAndCpuOnlyIsDevopsCpu() {
        assertThat(UseCaseTables.create(UseCaseSchema.of(UseCase.DEVOPS))).hasSize(18)
                .filteredOn(s -> s.startsWith("CREATE TABLE \"diskio\"")).singleElement().asString()
                .contains("(time TIMESTAMP, \"hostname\" SYMBOL CAPACITY 4096 CACHE, ")
                .contains("\"serial\" SYMBOL CAPACITY 4096 CACHE, \"reads\" LONG");
        assertThat(UseCaseTables.measurement("cpu")).isEqualTo(UseCaseSchema.of(UseCase.CPU_ONLY).measurement("cpu"));
        assertThat(UseCaseTables.allTables()).containsExactly("cpu", "devices", "diagnostics", "disk", "diskio",
                "kernel", "mem", "net", "nginx", "postgresl", "readings", "redis");
        assertThatThrownBy(() -> UseCaseTables.measurement("weather"))
                .hasMessageStartingWith("no use case has the measurement weather (known: [cpu, ");
    }

    /** Integer tags are INT columns, so that devgroup < 10 compares numbers; the one symbol is indexed. */
    @Test
    void thermoDevicesHaveIntTagsAndAnIndexedSymbolName() {
        assertThat(UseCaseTables.create(UseCaseSchema.of(UseCase.THERMO))).containsExactly(
                "DROP TABLE IF EXISTS \"devices\"",
                "CREATE TABLE \"devices\" (time TIMESTAMP, \"devid\" INT, \"devname\" SYMBOL CAPACITY 16384 CACHE "
                        + "INDEX, \"devgroup\" INT, \"temperature\" LONG, \"humidity\" DOUBLE) TIMESTAMP(time) "
                        + "PARTITION BY DAY WAL");
    }
}
