package org.iotbenchrunner.report.sweep;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.iotbenchrunner.core.sweep.SweepAxis;

/**
 * A column of the correlation's design matrix: one-hot ({@code KEY=value}: 1 where the cell has that value, else
 * 0), or, for a key whose values are all numbers, the value itself ({@code KEY (numeric)}).
 */
public record Factor(String key, String value, boolean numeric) {

    /** Every one-hot column of every axis, then a numeric column for each axis whose values are all numbers. */
    static List<Factor> of(List<SweepAxis> axes) {
        List<Factor> factors = new ArrayList<>();
        for (SweepAxis a : axes) {
            a.values().forEach(v -> factors.add(new Factor(a.key(), v, false)));
        }
        for (SweepAxis a : axes) {
            if (a.values().stream().allMatch(Factor::isNumber)) {
                factors.add(new Factor(a.key(), null, true));
            }
        }
        return factors;
    }

    /** The column's value for a cell of these parameters; NaN when the cell lacks the key. */
    double of(Map<String, String> parameters) {
        String v = parameters.get(key);
        if (v == null) {
            return Double.NaN;
        }
        return numeric ? Double.parseDouble(v.trim()) : v.equals(value) ? 1 : 0;
    }

    public String name() {
        return numeric ? key + " (numeric)" : key + "=" + value;
    }

    static boolean isNumber(String text) {
        try {
            return Double.isFinite(Double.parseDouble(text.trim()));
        } catch (NumberFormatException e) {
            return false;
        }
    }
}
