package org.iotbenchrunner.orchestrator.usecase;

import org.iotbenchrunner.core.spi.RowSink;

/** The measured path's sink of a use-case query: counts the answer's rows and values, keeps nothing. */
public final class UseCaseQueryCount implements RowSink {
    long rows;
    long values;

    @Override
    public boolean labelled() {
        return false;
    }

    @Override
    public void row(String device, long time) {
        rows++;
    }

    @Override
    public void value(String sensor, Object value) {
        values++;
    }
}
