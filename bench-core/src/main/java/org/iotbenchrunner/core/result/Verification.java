package org.iotbenchrunner.core.result;

import com.fasterxml.jackson.annotation.JsonInclude;

/**
 * What {@code --verify} checked in a run. In an in-order write run ({@link #STORED_ROWS}): per device without a
 * failed batch, one count of every sensor over the rows the database acknowledged, {@code verifiedOperations} the
 * devices counted, {@code baselineRowsPerDevice} the most rows a device was sent. In a read run: every successful
 * query's returned point count against the count {@code ExpectedAnswers} computes for {@code baselineRowsPerDevice}
 * in-order rows per device; and, unless {@code valueQueryLimit} is 0, the answers' rows and values: up to
 * {@code valueQueryLimit} successful queries per operation and client ({@value #ALL_QUERIES} = all), spread evenly
 * over the run, run again after the measured phase and compared with {@code ExpectedValues}. Both happen after the
 * measured phase, so they cost neither latency nor throughput; {@code seconds} and {@code valueSeconds} are what
 * they took. {@code covers} names what is compared. Per operation counts are in each {@link OperationResult}.
 * {@code devicesNotChecked}: in a write run, the devices whose count query itself failed (e.g. timed out), so that
 * their stored rows are unknown, and {@code notCheckedReason} the first such error (null when none).
 */
public record Verification(String covers, long baselineRowsPerDevice, long verifiedOperations, long mismatches,
        double seconds, long valueQueryLimit, long valuesVerified, long valueMismatches, long valuesNotChecked,
        double valueSeconds, @JsonInclude(JsonInclude.Include.NON_DEFAULT) long devicesNotChecked,
        @JsonInclude(JsonInclude.Include.NON_NULL) String notCheckedReason) {

    public Verification(String covers, long baselineRowsPerDevice, long verifiedOperations, long mismatches,
            double seconds, long valueQueryLimit, long valuesVerified, long valueMismatches, long valuesNotChecked,
            double valueSeconds) {
        this(covers, baselineRowsPerDevice, verifiedOperations, mismatches, seconds, valueQueryLimit, valuesVerified,
                valueMismatches, valuesNotChecked, valueSeconds, 0, null);
    }

    public static final String POINT_COUNTS = "point counts";
    public static final String POINT_COUNTS_AND_VALUES = "point counts and values";
    /** A write run's check: per device, a count of every sensor over its written rows against what was acknowledged. */
    public static final String STORED_ROWS = "stored rows";
    public static final long ALL_QUERIES = -1;

    /** Point counts only (documents written before values were checked read this way too). */
    public Verification(String covers, long baselineRowsPerDevice, long verifiedOperations, long mismatches,
            double seconds) {
        this(covers, baselineRowsPerDevice, verifiedOperations, mismatches, seconds, 0, 0, 0, 0, 0);
    }

    public boolean valuesChecked() {
        return valueQueryLimit != 0;
    }
}
