package org.iotbenchrunner.core.usecase;

/** Generates a use case's rows, deterministically from its spec, in the order a loader reads them. */
public interface UseCaseGenerator extends UseCaseRows {

    /** The generator of the spec's use case. */
    static UseCaseGenerator of(UseCaseSpec spec) {
        return spec.useCase() == UseCase.IOT ? new IotGenerator(spec) : new DevopsGenerator(spec);
    }

    UseCaseSpec spec();
}
