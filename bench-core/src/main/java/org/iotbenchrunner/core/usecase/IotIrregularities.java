package org.iotbenchrunner.core.usecase;

/**
 * How irregular an IoT data set is: the chance a truck goes offline at a step and for how many steps at most, the
 * chance a row is delivered late and by how many steps at most, and the chances a row lacks one field or one tag.
 */
record IotIrregularities(double offlineStart, int maxOfflineSteps, double outOfOrder, int maxDelaySteps,
        double nullField, double nullTag) {

    /** The rates {@link IotGenerator} documents. */
    static final IotIrregularities TSBS_LIKE = new IotIrregularities(0.01, 19, 0.10, 3, 0.10, 0.01);

    static final IotIrregularities NONE = new IotIrregularities(0, 1, 0, 1, 0, 0);

    /** The share of a truck's steps it is offline: starts of mean length (1 + max) / 2 among online steps. */
    double offlineShare() {
        double offlinePerStart = offlineStart * (1 + maxOfflineSteps) / 2.0;
        return offlinePerStart / (1 + offlinePerStart);
    }
}
