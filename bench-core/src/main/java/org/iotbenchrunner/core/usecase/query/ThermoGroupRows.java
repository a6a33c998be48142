package org.iotbenchrunner.core.usecase.query;

import java.util.ArrayList;
import java.util.List;
import org.iotbenchrunner.core.usecase.ThermoDevices;
import org.iotbenchrunner.core.usecase.UseCaseRow;

/**
 * q1-read-group: every row of one device group as it is (device = devname, time = its time, labels devid and
 * devgroup, its non-null temperature and humidity). Holds the rows: a group is a hundredth of the data set.
 */
final class ThermoGroupRows implements AnswerAccumulator {
    private static final List<String> FIELDS = List.of(ThermoDevices.TEMPERATURE, ThermoDevices.HUMIDITY);

    private final ThermoFilter filter;
    private final List<UseCaseAnswer.Row> rows = new ArrayList<>();

    ThermoGroupRows(UseCaseQuery query) {
        this.filter = ThermoFilter.of(query);
    }

    @Override
    public void accept(UseCaseRow row) {
        if (filter.read(row) == null) {
            return;
        }
        String devname = RowFilter.tag(row, ThermoDevices.DEVNAME);
        String devid = RowFilter.tag(row, ThermoDevices.DEVID);
        var values = RowFilter.values(row, FIELDS);
        if (devname != null && devid != null && !values.isEmpty()) {
            rows.add(new UseCaseAnswer.Row(devname, row.timestampNanos(), UseCaseAnswer.labels(ThermoDevices.DEVID,
                    devid, ThermoDevices.DEVGROUP, RowFilter.tag(row, ThermoDevices.DEVGROUP)), values));
        }
    }

    @Override
    public UseCaseAnswer answer() {
        List<UseCaseAnswer.Row> sorted = new ArrayList<>(rows);
        sorted.sort(AnswerOrder.DEVICE_FIRST);
        return new UseCaseAnswer(sorted);
    }
}
