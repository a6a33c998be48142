package org.iotbenchrunner.iotdb;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.iotbenchrunner.core.config.ConfigKey;
import org.iotbenchrunner.core.config.ConfigLayers;
import org.iotbenchrunner.core.usecase.UseCase;
import org.iotbenchrunner.core.usecase.UseCaseSchema;
import org.junit.jupiter.api.Test;

class UseCaseLayoutTest {
    private final UseCaseLayout layout = new UseCaseLayout("test");
    private final UseCaseLayout.Encodings defaults = UseCaseLayout.Encodings.of(new ConfigLayers().build());

    @Test
    void eachUseCaseHasADatabaseUnderTheBenchmarksRootAndADevicePerPrimaryTagValue() {
        assertThat(UseCaseLayout.quoted("region")).isEqualTo("`region`");
        assertThat(UseCaseLayout.quoted("a`b")).isEqualTo("`a``b`");
        assertThat(layout.database(UseCase.IOT)).isEqualTo("root.test.tsbs_iot");
        assertThat(layout.database(UseCase.DEVOPS)).isEqualTo("root.test.tsbs_devops");
        assertThat(layout.database(UseCase.CPU_ONLY)).isEqualTo("root.test.tsbs_devops");
        assertThat(layout.device("readings", "truck_7")).isEqualTo("root.test.tsbs_iot.`readings`.truck_7");
        assertThat(layout.device("cpu", "host 1")).isEqualTo("root.test.tsbs_devops.`cpu`.`host 1`");
        assertThat(layout.template("postgresl")).isEqualTo("`test_tsbs_devops_postgresl`");
        assertThat(UseCaseLayout.target("cpu").measurement())
                .isEqualTo(UseCaseSchema.of(UseCase.CPU_ONLY).measurement("cpu"));
        assertThatThrownBy(() -> UseCaseLayout.target("weather"))
                .hasMessageStartingWith("no use case has the measurement weather (known: [cpu, ");
    }

    /** thermo's devices stand under their group's node; its integer tags are INT64 series. */
    @Test
    void thermoHasADatabaseAGroupLevelAndIntegerTags() {
        assertThat(layout.database(UseCase.THERMO)).isEqualTo("root.test.thermo");
        assertThat(layout.devices("devices")).isEqualTo("root.test.thermo.`devices`.*.*");
        assertThat(layout.devices("cpu")).isEqualTo("root.test.tsbs_devops.`cpu`.*");
        assertThat(layout.groupDevices(7)).isEqualTo("root.test.thermo.`devices`.g7.*");
        assertThat(layout.device("devices", UseCaseLayout.groupNode("7"), "107"))
                .isEqualTo("root.test.thermo.`devices`.g7.`107`");
        assertThat(UseCaseLayout.groupNode(null)).isEqualTo("no_devgroup");
        assertThat(UseCaseLayout.groupNode("07")).as("by its number, as queries compare it").isEqualTo("g7");
        assertThatThrownBy(() -> UseCaseLayout.groupNode("seven")).hasMessage("tag devgroup 'seven' of a devices"
                + " row is not an integer, and devgroup is an integer tag");
        assertThat(layout.drop(UseCase.THERMO)).containsExactly("DROP DATABASE root.test.thermo",
                "DROP DEVICE TEMPLATE `test_thermo_devices`");
        assertThat(layout.create(UseCaseSchema.of(UseCase.THERMO), defaults)).containsExactly(
                "CREATE DATABASE root.test.thermo",
                "CREATE DEVICE TEMPLATE `test_thermo_devices` ALIGNED (`temperature` INT64 encoding=TS_2DIFF "
                        + "compression=LZ4, `humidity` DOUBLE encoding=GORILLA compression=LZ4, `devid` INT64 "
                        + "encoding=TS_2DIFF compression=LZ4, `devname` TEXT encoding=DICTIONARY compression=LZ4, "
                        + "`devgroup` INT64 encoding=TS_2DIFF compression=LZ4)",
                "SET DEVICE TEMPLATE `test_thermo_devices` TO root.test.thermo.`devices`");
    }

    @Test
    void registeringCreatesTheDatabaseAndAnAlignedTemplateOfFieldsThenTagsPerMeasurement() {
        assertThat(layout.create(UseCaseSchema.of(UseCase.IOT), defaults)).containsExactly(
                "CREATE DATABASE root.test.tsbs_iot",
                "CREATE DEVICE TEMPLATE `test_tsbs_iot_readings` ALIGNED (`latitude` DOUBLE encoding=GORILLA "
                        + "compression=LZ4, `longitude` DOUBLE encoding=GORILLA compression=LZ4, `elevation` DOUBLE "
                        + "encoding=GORILLA compression=LZ4, `velocity` DOUBLE encoding=GORILLA compression=LZ4, "
                        + "`heading` DOUBLE encoding=GORILLA compression=LZ4, `grade` DOUBLE encoding=GORILLA "
                        + "compression=LZ4, `fuel_consumption` DOUBLE encoding=GORILLA compression=LZ4, "
                        + "`name` TEXT encoding=DICTIONARY compression=LZ4, `fleet` TEXT encoding=DICTIONARY "
                        + "compression=LZ4, `driver` TEXT encoding=DICTIONARY compression=LZ4, `model` TEXT "
                        + "encoding=DICTIONARY compression=LZ4, `device_version` TEXT encoding=DICTIONARY "
                        + "compression=LZ4, `load_capacity` TEXT encoding=DICTIONARY compression=LZ4, `fuel_capacity` "
                        + "TEXT encoding=DICTIONARY compression=LZ4, `nominal_fuel_consumption` TEXT "
                        + "encoding=DICTIONARY compression=LZ4)",
                "SET DEVICE TEMPLATE `test_tsbs_iot_readings` TO root.test.tsbs_iot.`readings`",
                "CREATE DEVICE TEMPLATE `test_tsbs_iot_diagnostics` ALIGNED (`fuel_state` DOUBLE encoding=GORILLA "
                        + "compression=LZ4, `current_load` DOUBLE encoding=GORILLA compression=LZ4, `status` INT64 "
                        + "encoding=TS_2DIFF compression=LZ4, `name` TEXT encoding=DICTIONARY compression=LZ4, "
                        + "`fleet` TEXT encoding=DICTIONARY compression=LZ4, `driver` TEXT encoding=DICTIONARY "
                        + "compression=LZ4, `model` TEXT encoding=DICTIONARY compression=LZ4, `device_version` TEXT "
                        + "encoding=DICTIONARY compression=LZ4, `load_capacity` TEXT encoding=DICTIONARY "
                        + "compression=LZ4, `fuel_capacity` TEXT encoding=DICTIONARY compression=LZ4, "
                        + "`nominal_fuel_consumption` TEXT encoding=DICTIONARY compression=LZ4)",
                "SET DEVICE TEMPLATE `test_tsbs_iot_diagnostics` TO root.test.tsbs_iot.`diagnostics`");
    }

    @Test
    void templatesTakeTheConfiguredEncodingsAndCompressor() {
        UseCaseLayout.Encodings encodings = UseCaseLayout.Encodings.of(new ConfigLayers()
                .set(ConfigKey.ENCODING_DOUBLE, "plain").set(ConfigKey.ENCODING_INT64, "rle")
                .set(ConfigKey.ENCODING_TEXT, "plain").set(ConfigKey.COMPRESSOR, "snappy").build());

        assertThat(layout.createTemplate(UseCaseSchema.of(UseCase.IOT).measurement("diagnostics"), encodings))
                .startsWith("CREATE DEVICE TEMPLATE `test_tsbs_iot_diagnostics` ALIGNED (`fuel_state` DOUBLE "
                        + "encoding=PLAIN compression=SNAPPY, `current_load` DOUBLE encoding=PLAIN compression=SNAPPY, "
                        + "`status` INT64 encoding=RLE compression=SNAPPY, `name` TEXT encoding=PLAIN "
                        + "compression=SNAPPY");
    }

    /** cpu-only after devops (or the reverse) shares the database: every host measurement's template goes. */
    @Test
    void droppingRemovesTheDatabaseAndEveryTemplateOfItsMeasurements() {
        assertThat(layout.drop(UseCase.CPU_ONLY)).hasSize(1 + 9)
                .startsWith("DROP DATABASE root.test.tsbs_devops", "DROP DEVICE TEMPLATE `test_tsbs_devops_cpu`")
                .contains("DROP DEVICE TEMPLATE `test_tsbs_devops_redis`");
        assertThat(layout.drop(UseCase.IOT)).containsExactly("DROP DATABASE root.test.tsbs_iot",
                "DROP DEVICE TEMPLATE `test_tsbs_iot_readings`", "DROP DEVICE TEMPLATE `test_tsbs_iot_diagnostics`");
    }
}
