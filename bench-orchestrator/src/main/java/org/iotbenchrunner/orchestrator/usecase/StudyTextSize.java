package org.iotbenchrunner.orchestrator.usecase;

import org.iotbenchrunner.core.usecase.ThermoDevices;
import org.iotbenchrunner.core.usecase.UseCaseRow;
import org.iotbenchrunner.core.usecase.UseCaseRows;

/** The bytes of thermo rows in the study's text layout, until core's ThermoStudyFormat is on main (then it goes). */
final class StudyTextSize {
    private StudyTextSize() {
    }

    static long bytes(UseCaseRows rows) {
        long[] total = {0};
        rows.forEachRow(row -> total[0] += line(row).length() + 1);
        return total[0];
    }

    private static String line(UseCaseRow row) {
        return tag(row, ThermoDevices.DEVID) + " " + tag(row, ThermoDevices.DEVNAME) + " "
                + tag(row, ThermoDevices.DEVGROUP) + " " + Math.floorDiv(row.timestampNanos(), 1_000_000L) + " "
                + field(row, ThermoDevices.TEMPERATURE).longValue() + " "
                + String.format(java.util.Locale.ROOT, "%.4f", field(row, ThermoDevices.HUMIDITY).doubleValue());
    }

    private static String tag(UseCaseRow row, String key) {
        return row.tags().stream().filter(t -> t.key().equals(key)).findFirst().orElseThrow().value();
    }

    private static Number field(UseCaseRow row, String name) {
        return row.fields().stream().filter(f -> f.name().equals(name)).findFirst().orElseThrow().value();
    }
}
