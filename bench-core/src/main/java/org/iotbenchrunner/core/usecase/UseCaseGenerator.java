package org.iotbenchrunner.core.usecase;

/** Generates a use case's rows, deterministically from its spec, in the order a loader reads them. */
public interface UseCaseGenerator extends UseCaseRows {

    /** The generator of the spec's use case. */
    static UseCaseGenerator of(UseCaseSpec spec) {
        return switch (spec.useCase()) {
            case IOT -> new IotGenerator(spec);
            case THERMO -> new ThermoGenerator(spec);
            case CPU_ONLY, DEVOPS -> new DevopsGenerator(spec);
        };
    }

    UseCaseSpec spec();
}
