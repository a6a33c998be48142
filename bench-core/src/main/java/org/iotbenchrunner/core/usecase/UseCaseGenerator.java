package org.iotbenchrunner.core.usecase;

import java.util.function.Consumer;

/** Generates a use case's rows, deterministically from its spec, in the order a loader reads them. */
public interface UseCaseGenerator {

    /** The generator of the spec's use case. */
    static UseCaseGenerator of(UseCaseSpec spec) {
        return spec.useCase() == UseCase.IOT ? new IotGenerator(spec) : new DevopsGenerator(spec);
    }

    UseCaseSpec spec();

    void forEachRow(Consumer<UseCaseRow> sink);
}
