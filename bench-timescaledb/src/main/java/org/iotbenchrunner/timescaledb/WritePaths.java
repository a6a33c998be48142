package org.iotbenchrunner.timescaledb;

import java.util.Locale;

/** How many batches a client sent by COPY and how many by an upsert (compat or fast). */
record WritePaths(long copied, long upserted) {
    @Override
    public String toString() {
        return String.format(Locale.ROOT, "%,d batches by COPY, %,d by upsert", copied, upserted);
    }
}
