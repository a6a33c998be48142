package org.iotbenchrunner.core.usecase;

import java.util.function.Consumer;

/** A use case's rows in the order a loader sends them: generated from a spec, or read from a file. */
public interface UseCaseRows {

    void forEachRow(Consumer<UseCaseRow> sink);
}
