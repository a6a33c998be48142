package org.iotbenchrunner.core.usecase.query;

import org.iotbenchrunner.core.usecase.ThermoDevices;
import org.iotbenchrunner.core.usecase.UseCaseRow;

/**
 * Which {@code devices} rows a thermo query reads: q1 those of group {@code devgroup = N}, q2-q4 those of the
 * groups {@code devgroup < N}, compared as integers. A row without a devgroup, or with one that is no integer, is in
 * no answer.
 */
record ThermoFilter(int devgroup, boolean equal) {

    static ThermoFilter of(UseCaseQuery query) {
        return new ThermoFilter(query.devgroup(), query.type() == UseCaseQueryType.THERMO_READ_GROUP);
    }

    /** The row's device group when the query reads the row, else null. */
    Integer read(UseCaseRow row) {
        if (!row.measurement().equals(ThermoDevices.MEASUREMENT)) {
            return null;
        }
        Integer group = integer(RowFilter.tag(row, ThermoDevices.DEVGROUP));
        if (group == null) {
            return null;
        }
        return (equal ? group == devgroup : group < devgroup) ? group : null;
    }

    /** The row's temperature; null when it has none. */
    static Long temperature(UseCaseRow row) {
        for (UseCaseRow.Field field : row.fields()) {
            if (field.name().equals(ThermoDevices.TEMPERATURE) && field.value() != null) {
                return field.value().longValue();
            }
        }
        return null;
    }

    private static Integer integer(String text) {
        if (text == null) {
            return null;
        }
        try {
            return Integer.valueOf(text);
        } catch (NumberFormatException e) {
            return null;
        }
    }
}
