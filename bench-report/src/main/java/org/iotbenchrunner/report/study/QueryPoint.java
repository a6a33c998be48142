package org.iotbenchrunner.report.study;

/**
 * One point of the query sweep: a thermo query type (e.g. {@code q2-count}) at group bound {@code devgroup} (q1:
 * {@code devgroup = N}; q2-q4: {@code devgroup < N}) and its response time in milliseconds (our median, or the
 * study's single run); null with {@code absent} saying why when unknown. {@code flagged}: failed queries or wrong
 * answers.
 */
public record QueryPoint(String type, int devgroup, Double milliseconds, boolean flagged, String absent) {

    public static QueryPoint measured(String type, int devgroup, double milliseconds, boolean flagged) {
        return new QueryPoint(type, devgroup, milliseconds, flagged, null);
    }

    public static QueryPoint absent(String type, int devgroup, String why) {
        return new QueryPoint(type, devgroup, null, false, why);
    }
}
