package org.iotbenchrunner.core.workload;

/** One field value in InfluxDB's line protocol, for every database that ingests it. */
public final class LineProtocolValue {
    private LineProtocolValue() {
    }

    /**
     * Appends a number or boolean as line protocol types it (integers with the {@code i} suffix, so they are stored
     * as integers), with typed appends so that no String is made per value; false, appending nothing, for any other
     * value.
     */
    public static boolean appendScalar(StringBuilder out, Object value) {
        if (value instanceof Integer i) {
            out.append(i.intValue()).append('i');
        } else if (value instanceof Long l) {
            out.append(l.longValue()).append('i');
        } else if (value instanceof Double d) {
            out.append(d.doubleValue());
        } else if (value instanceof Float f) {
            out.append(f.floatValue());
        } else if (value instanceof Boolean b) {
            out.append(b.booleanValue());
        } else {
            return false;
        }
        return true;
    }
}
