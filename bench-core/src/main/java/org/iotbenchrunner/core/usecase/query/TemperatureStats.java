package org.iotbenchrunner.core.usecase.query;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The statistics of the integer temperatures of some rows, exact: rows read, temperatures, their sum, min and max
 * (an average is the exact sum over the count, rounded once).
 */
final class TemperatureStats {
    private long rows;
    private long count;
    private long sum;
    private long min = Long.MAX_VALUE;
    private long max = Long.MIN_VALUE;

    void add(Long temperature) {
        rows++;
        if (temperature != null) {
            count++;
            sum = Math.addExact(sum, temperature);
            min = Math.min(min, temperature);
            max = Math.max(max, temperature);
        }
    }

    /** q2's one value, by {@code aggregate}; null when it has none (no temperature: SQL's NULL). */
    Object value(ThermoAggregate aggregate) {
        if (aggregate == ThermoAggregate.COUNT) {
            return rows;
        }
        if (count == 0) {
            return null;
        }
        return switch (aggregate) {
            case AVG -> (double) sum / count;
            case SUM -> sum;
            case MAX -> max;
            case MIN -> min;
            case COUNT -> rows;
        };
    }

    /** q3's and q4's values: count_temperature, sum_temperature, avg_temperature; empty without a temperature. */
    Map<String, Object> countSumAvg() {
        Map<String, Object> values = new LinkedHashMap<>();
        if (count > 0) {
            values.put("count_temperature", count);
            values.put("sum_temperature", sum);
            values.put("avg_temperature", (double) sum / count);
        }
        return values;
    }
}
