package org.iotbenchrunner.core.spi;

/**
 * Receives the answer of one query as a client's one parser reads it: a row, then its non-null values, then the next
 * row. The measured phase passes a sink that only counts; {@code --verify} one that keeps rows, labels and values.
 */
public interface RowSink {
    /**
     * True when labels and values are kept (after the measured phase): the client may then run a labelled variant of
     * its measured statement, e.g. with the device column added. False on the measured path: run exactly the
     * measured statement.
     */
    boolean labelled();

    /**
     * Starts a row: {@code device} is null when the answer does not name it; {@code time} is
     * {@link org.iotbenchrunner.core.query.QueryAnswer#NO_TIME} when the row has none.
     */
    void row(String device, long time);

    /**
     * A label of the current row beyond its device and time, e.g. the fleet or model a use-case answer's row is
     * about: part of what identifies the row, not a value, so never a point. Sinks that only count ignore it.
     */
    default void label(String key, String value) {
    }

    /** One non-null value of the current row, under its sensor's name: a Boolean, a Number or a String. */
    void value(String sensor, Object value);

    default void value(String sensor, double value) {
        value(sensor, (Object) value);
    }

    default void value(String sensor, long value) {
        value(sensor, (Object) value);
    }

    default void value(String sensor, boolean value) {
        value(sensor, (Object) value);
    }
}
