package org.iotbenchrunner.core.query;

import java.util.List;
import java.util.Map;

/**
 * What a database answered to one query, in a database-neutral form that {@code --verify} compares with
 * {@link ExpectedValues}. Rows per query type:
 * <ul>
 * <li>PRECISE_POINT, TIME_RANGE, VALUE_RANGE and their desc forms: one row per device and timestamp, in the
 * database's order;</li>
 * <li>AGG_RANGE, AGG_VALUE, AGG_RANGE_VALUE: one row per device where a row matched, time {@link #NO_TIME};</li>
 * <li>GROUP_BY, GROUP_BY_DESC: one row per non-empty bucket, time = the bucket's start, either merging the
 * query's devices (device null) or one row per device and bucket, as the database returns them;</li>
 * <li>LATEST_POINT: the one newest row across the queried devices;</li>
 * <li>SET_OPERATION: the combined rows, without device.</li>
 * </ul>
 * A row's device is null when it merges the query's devices or the database does not say which it belongs to.
 */
public record QueryAnswer(List<Row> rows) {
    /** The time of a row that has none: an aggregate over a window, or a database that does not report it. */
    public static final long NO_TIME = Long.MIN_VALUE;

    public QueryAnswer {
        rows = List.copyOf(rows);
    }

    /** Values by sensor name, non-null only: Boolean, a Number (any type) or String. */
    public record Row(String device, long time, Map<String, Object> values) {
        public Row {
            values = Map.copyOf(values);
        }
    }

    /** True when every row names its device (an empty answer names none). */
    public boolean labelled() {
        return !rows.isEmpty() && rows.stream().allMatch(r -> r.device() != null);
    }
}
