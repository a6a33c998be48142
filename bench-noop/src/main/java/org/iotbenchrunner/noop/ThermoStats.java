package org.iotbenchrunner.noop;

/**
 * What noop keeps of the thermo rows of one device group and minute: enough for q2-q4 exactly (rows, and of their
 * integer temperatures the count, sum, min and max) and for the size of a q1 answer (rows with a value, values).
 */
final class ThermoStats {
    long rows;
    long rowsWithValue;
    long values;
    long temperatures;
    long sum;
    long min = Long.MAX_VALUE;
    long max = Long.MIN_VALUE;

    void add(Long temperature, boolean humidity) {
        rows++;
        int present = (temperature != null ? 1 : 0) + (humidity ? 1 : 0);
        if (present > 0) {
            rowsWithValue++;
            values += present;
        }
        if (temperature != null) {
            temperatures++;
            sum = Math.addExact(sum, temperature);
            min = Math.min(min, temperature);
            max = Math.max(max, temperature);
        }
    }

    void add(ThermoStats other) {
        rows += other.rows;
        rowsWithValue += other.rowsWithValue;
        values += other.values;
        temperatures += other.temperatures;
        sum = Math.addExact(sum, other.sum);
        min = Math.min(min, other.min);
        max = Math.max(max, other.max);
    }

    double average() {
        return (double) sum / temperatures;
    }
}
