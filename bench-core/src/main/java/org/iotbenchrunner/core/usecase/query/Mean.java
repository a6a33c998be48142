package org.iotbenchrunner.core.usecase.query;

/**
 * A running mean, summed with Neumaier's compensation so that the expected value is as exact as a double holds and
 * a database's own rounding is the only one the tolerance has to cover.
 */
final class Mean {
    private double sum;
    private double compensation;
    private long count;

    void add(double value) {
        double total = sum + value;
        compensation += Math.abs(sum) >= Math.abs(value) ? (sum - total) + value : (value - total) + sum;
        sum = total;
        count++;
    }

    long count() {
        return count;
    }

    /** The mean; null when nothing was added (SQL's avg of no value). */
    Double value() {
        return count == 0 ? null : (sum + compensation) / count;
    }
}
