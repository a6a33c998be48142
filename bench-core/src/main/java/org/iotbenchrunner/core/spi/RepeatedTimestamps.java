package org.iotbenchrunner.core.spi;

/**
 * What a database stores when a device's timestamp is written twice, as out-of-order writes do: the expected answers
 * over an out-of-order baseline are computed from it. A binding declares it once
 * ({@link DatabaseBinding#repeatedTimestamps()}); {@code how} says in one line why, and is the reason a user reads
 * when the answers cannot be checked.
 */
public record RepeatedTimestamps(Kept kept, String how) {

    public enum Kept {
        /** The later write replaces the earlier one, including a later row of the same batch. */
        LAST_WRITE,
        /** A later batch replaces an earlier one; which of two rows of one batch is kept is not known. */
        LAST_BATCH,
        /** Not known: answers over a baseline with repeated timestamps are not checked. */
        UNKNOWN
    }

    public static final RepeatedTimestamps UNDECLARED = new RepeatedTimestamps(Kept.UNKNOWN,
            "the binding does not declare which write of a repeated timestamp it keeps");

    public static RepeatedTimestamps lastWrite(String how) {
        return new RepeatedTimestamps(Kept.LAST_WRITE, how);
    }
}
