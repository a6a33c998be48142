package org.iotbenchrunner.iotdb;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.apache.tsfile.enums.TSDataType;
import org.apache.tsfile.utils.Binary;
import org.apache.tsfile.write.record.Tablet;
import org.apache.tsfile.write.schema.MeasurementSchema;
import org.iotbenchrunner.core.usecase.UseCaseRow;
import org.junit.jupiter.api.Test;

/** Use-case rows as aligned tablets per device, without a server. */
class UseCaseTabletsTest {
    private static final List<String> KEYS = List.of("name", "fleet", "driver", "model", "device_version",
            "load_capacity", "fuel_capacity", "nominal_fuel_consumption");
    private static final long SECOND = 1_000_000_000L;

    private final UnnamedDevices unnamed = new UnnamedDevices();
    private final UseCaseTablets tablets = new UseCaseTablets(new UseCaseLayout("test"), "ms", unnamed);

    @Test
    void aDevicesRowsFormOneTabletOfFieldsThenTagsWithMissingOnesMarkedNull() {
        UseCaseRow first = diagnostics("truck_1", 3, 10 * SECOND + 999_999, 0.5, null, 3L);
        UseCaseRow other = diagnostics("truck_2", -1, 10 * SECOND, 0.25, 1.0, 0L);
        UseCaseRow second = diagnostics("truck_1", -1, 20 * SECOND, 0.75, 2.0, 1L);

        Map<String, Tablet> byDevice = tablets.of(List.of(first, other, second));

        assertThat(byDevice).containsOnlyKeys("root.test.tsbs_iot.`diagnostics`.truck_1",
                "root.test.tsbs_iot.`diagnostics`.truck_2");
        Tablet tablet = byDevice.get("root.test.tsbs_iot.`diagnostics`.truck_1");
        assertThat(tablet.getSchemas()).extracting(MeasurementSchema::getMeasurementId).containsExactly(
                "fuel_state", "current_load", "status", "name", "fleet", "driver", "model", "device_version",
                "load_capacity", "fuel_capacity", "nominal_fuel_consumption");
        assertThat(tablet.getSchemas()).extracting(MeasurementSchema::getType).startsWith(TSDataType.DOUBLE,
                TSDataType.DOUBLE, TSDataType.INT64, TSDataType.TEXT);
        assertThat(tablet.rowSize).isEqualTo(2);
        assertThat(tablet.timestamps[0]).as("milliseconds, rounded down").isEqualTo(10_000);
        assertThat(tablet.timestamps[1]).isEqualTo(20_000);
        assertThat(((double[]) tablet.values[0])[0]).isEqualTo(0.5);
        assertThat(tablet.bitMaps[1].isMarked(0)).as("current_load missing").isTrue();
        assertThat(tablet.bitMaps[1].isMarked(1)).isFalse();
        assertThat(((long[]) tablet.values[2])[1]).isEqualTo(1L);
        assertThat(((Binary[]) tablet.values[3])[0].toString()).isEqualTo("truck_1");
        assertThat(tablet.bitMaps[3 + 3].isMarked(0)).as("model missing").isTrue();
        assertThat(((Binary[]) tablet.values[3 + 3])[1].toString()).isEqualTo("model_truck_1");
    }

    /** A thermo row's device is under its group's node; devid and devgroup are INT64 columns. */
    @Test
    void thermoRowsGoUnderTheirGroupsNodeWithTheIntegerTagsAsIntegers() {
        UseCaseRow row = thermo("107", "7", 21L);
        UseCaseRow nameless = thermo(null, "7", 22L);
        UseCaseRow groupless = thermo("108", null, 23L);

        Map<String, Tablet> byDevice = tablets.of(List.of(row, nameless, groupless));

        assertThat(byDevice.keySet()).hasSize(3).contains("root.test.thermo.`devices`.g7.`107`",
                "root.test.thermo.`devices`.no_devgroup.`108`")
                .anyMatch(device -> device.startsWith("root.test.thermo.`devices`.g7." + UnnamedDevices.PREFIX));
        Tablet tablet = byDevice.get("root.test.thermo.`devices`.g7.`107`");
        assertThat(tablet.getSchemas()).extracting(MeasurementSchema::getType).containsExactly(TSDataType.INT64,
                TSDataType.DOUBLE, TSDataType.INT64, TSDataType.TEXT, TSDataType.INT64);
        assertThat(((long[]) tablet.values[2])[0]).isEqualTo(107L);
        assertThat(((long[]) tablet.values[4])[0]).isEqualTo(7L);
        assertThat(byDevice.get("root.test.thermo.`devices`.no_devgroup.`108`").bitMaps[4].isMarked(0)).isTrue();
        assertThatThrownBy(() -> tablets.of(List.of(thermo("x", "7", 1L)))).hasMessage("tag devid of a devices row"
                + " at 10000000000 ns: 'x' is not an integer, and devid is an integer tag");
    }

    private static UseCaseRow thermo(String devid, String devgroup, long temperature) {
        List<UseCaseRow.Tag> tags = new ArrayList<>();
        if (devid != null) {
            tags.add(new UseCaseRow.Tag("devid", devid));
        }
        tags.add(new UseCaseRow.Tag("devname", "dev_" + devid));
        if (devgroup != null) {
            tags.add(new UseCaseRow.Tag("devgroup", devgroup));
        }
        return new UseCaseRow("devices", tags, 10 * SECOND, List.of(new UseCaseRow.Field("temperature",
                temperature), new UseCaseRow.Field("humidity", 50.5)));
    }

    /** Two nameless rows at one instant get two devices; later instants reuse the first. */
    @Test
    void rowsWithoutTheirPrimaryTagGetADeviceEachPerInstant() {
        UseCaseRow a = diagnostics("truck_1", 0, 10 * SECOND, 0.5, 1.0, 3L);
        UseCaseRow b = diagnostics("truck_2", 0, 10 * SECOND, 0.25, 1.0, 3L);
        UseCaseRow c = diagnostics("truck_3", 0, 20 * SECOND, 0.75, 1.0, 3L);

        Map<String, Tablet> byDevice = tablets.of(List.of(a, b));
        byDevice.putAll(tablets.of(List.of(c)));

        String prefix = "root.test.tsbs_iot.`diagnostics`." + unnamed.next("other", 0).replaceAll("_0$", "_");
        assertThat(byDevice).containsOnlyKeys(prefix + "0", prefix + "1");
        assertThat(byDevice.get(prefix + "0").rowSize).isEqualTo(1);
        assertThat(byDevice.get(prefix + "0").timestamps[0]).isEqualTo(20_000);
        assertThat(byDevice.get(prefix + "0").bitMaps[3].isMarked(0)).as("name null").isTrue();
        assertThat(((Binary[]) byDevice.get(prefix + "1").values[4])[0].toString()).isEqualTo("fleet_truck_2");
    }

    @Test
    void theUnnamedDevicesOfTwoClientsDiffer() {
        assertThat(new UnnamedDevices().next("readings", 0)).isNotEqualTo(new UnnamedDevices().next("readings", 0));
        assertThat(unnamed.next("readings", 5)).endsWith("_0");
        assertThat(unnamed.next("readings", 5)).endsWith("_1");
        assertThat(unnamed.next("diagnostics", 5)).endsWith("_0");
    }

    @Test
    void theServersPrecisionIsTheTabletsUnit() {
        UseCaseRow row = diagnostics("truck_1", -1, 10 * SECOND + 1_234_567, 0.5, 1.0, 3L);
        assertThat(new UseCaseTablets(new UseCaseLayout("test"), "us", unnamed).of(List.of(row)).values().iterator()
                .next().timestamps[0]).isEqualTo(10_001_234L);
        assertThat(new UseCaseTablets(new UseCaseLayout("test"), "ns", unnamed).of(List.of(row)).values().iterator()
                .next().timestamps[0]).isEqualTo(10 * SECOND + 1_234_567);
    }

    @Test
    void unknownTagsAndFractionalIntegersAreRefused() {
        List<UseCaseRow.Tag> tags = new ArrayList<>(diagnostics("truck_1", -1, 0, 1.0, 1.0, 1L).tags());
        tags.add(new UseCaseRow.Tag("colour", "red"));
        assertThatThrownBy(() -> tablets.of(List.of(new UseCaseRow("diagnostics", tags, 0, List.of()))))
                .hasMessageContaining("(one unknown or repeated)");
        assertThatThrownBy(() -> tablets.of(List.of(new UseCaseRow("diagnostics", List.of(), 0,
                List.of(new UseCaseRow.Field("status", 0.5))))))
                .hasMessage("the integer field status of a diagnostics row holds 0.5");
    }

    /** A diagnostics row of {@code truck}, its other tags "key_truck", the one at {@code missing} null. */
    private static UseCaseRow diagnostics(String truck, int missing, long nanos, Double fuel, Double load,
                                          Long status) {
        List<UseCaseRow.Tag> tags = new ArrayList<>();
        for (int i = 0; i < KEYS.size(); i++) {
            tags.add(new UseCaseRow.Tag(KEYS.get(i), i == missing ? null : i == 0 ? truck : KEYS.get(i) + "_" + truck));
        }
        return new UseCaseRow("diagnostics", tags, nanos, List.of(new UseCaseRow.Field("fuel_state", fuel),
                new UseCaseRow.Field("current_load", load), new UseCaseRow.Field("status", status)));
    }
}
