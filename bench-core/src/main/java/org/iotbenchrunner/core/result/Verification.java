package org.iotbenchrunner.core.result;

/**
 * What {@code --verify} checked in a run: every successful query's returned point count against the count
 * {@code ExpectedAnswers} computes for {@code baselineRowsPerDevice} in-order rows per device. Checked after
 * the measured phase, so it costs neither latency nor throughput; {@code seconds} is what it took.
 * {@code covers} names what is compared ({@value #POINT_COUNTS} for now: aggregate values and row contents
 * are not compared). Per operation counts are in each {@link OperationResult}.
 */
public record Verification(String covers, long baselineRowsPerDevice, long verifiedOperations, long mismatches,
        double seconds) {

    public static final String POINT_COUNTS = "point counts";
}
