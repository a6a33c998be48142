package org.iotbenchrunner.core.usecase;

import java.util.function.Consumer;

/**
 * The {@code thermo} use case's rows: devices {@code 1..scale}, each with one row per step of the spec, device after
 * device (the study's file order). Placeholder of the API commit: the generator itself follows.
 */
public final class ThermoGenerator implements UseCaseGenerator {
    private final UseCaseSpec spec;

    public ThermoGenerator(UseCaseSpec spec) {
        this.spec = spec;
    }

    @Override
    public UseCaseSpec spec() {
        return spec;
    }

    @Override
    public void forEachRow(Consumer<UseCaseRow> sink) {
        throw new UnsupportedOperationException("the thermo generator is not written yet");
    }
}
