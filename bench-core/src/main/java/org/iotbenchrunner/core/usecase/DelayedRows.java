package org.iotbenchrunner.core.usecase;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;

/** Rows held back for a few steps, released after a later step's rows: the out-of-order deliveries. */
final class DelayedRows {
    private final List<List<UseCaseRow>> byStep;

    DelayedRows(int maxDelaySteps) {
        byStep = new ArrayList<>(maxDelaySteps + 1);
        for (int i = 0; i <= maxDelaySteps; i++) {
            byStep.add(new ArrayList<>());
        }
    }

    void hold(UseCaseRow row, long step, int delaySteps) {
        slot(step + delaySteps).add(row);
    }

    /** Delivers the rows due after {@code step}'s own rows. */
    void release(long step, Consumer<UseCaseRow> sink) {
        List<UseCaseRow> due = slot(step);
        due.forEach(sink);
        due.clear();
    }

    /** Delivers what is still held after the last step, in the order it fell due. */
    void drain(long afterStep, Consumer<UseCaseRow> sink) {
        for (int i = 1; i < byStep.size(); i++) {
            release(afterStep + i, sink);
        }
    }

    private List<UseCaseRow> slot(long step) {
        return byStep.get((int) (step % byStep.size()));
    }
}
