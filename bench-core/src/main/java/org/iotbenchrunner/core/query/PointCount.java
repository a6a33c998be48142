package org.iotbenchrunner.core.query;

import org.iotbenchrunner.core.spi.DatabaseClient;
import org.iotbenchrunner.core.spi.RowSink;

/**
 * The measured path's sink: counts the points of an answer (non-null values; time, bucket and device labels are not
 * points) and keeps nothing else, so that a query costs the harness no allocation of its own.
 */
public final class PointCount implements RowSink {
    private long points;

    /** The points of {@code query}'s answer, as the measured path counts them. */
    public static long of(DatabaseClient client, Query query) throws Exception {
        PointCount count = new PointCount();
        client.query(query, count);
        return count.points();
    }

    public long points() {
        return points;
    }

    /** Starts counting the next answer. */
    public void reset() {
        points = 0;
    }

    @Override
    public boolean labelled() {
        return false;
    }

    @Override
    public void row(String device, long time) {
    }

    @Override
    public void value(String sensor, Object value) {
        points++;
    }

    @Override
    public void value(String sensor, double value) {
        points++;
    }

    @Override
    public void value(String sensor, long value) {
        points++;
    }

    @Override
    public void value(String sensor, boolean value) {
        points++;
    }
}
