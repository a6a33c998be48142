package org.iotbenchrunner.core.usecase;

import java.util.function.Consumer;

/** Generates a use case's rows, deterministically from its spec, in the order a loader reads them. */
public interface UseCaseGenerator {

    UseCaseSpec spec();

    void forEachRow(Consumer<UseCaseRow> sink);
}
