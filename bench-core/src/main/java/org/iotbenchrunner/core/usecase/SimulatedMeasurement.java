package org.iotbenchrunner.core.usecase;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

/** One measurement of one host during a run: its tags, fixed for the run, and its metrics' current values. */
final class SimulatedMeasurement {
    private final HostMeasurement model;
    private final List<UseCaseRow.Tag> tags;
    private final double[] values;

    SimulatedMeasurement(HostMeasurement model, List<UseCaseRow.Tag> hostTags, SplittableRandom tagRandom,
                         SplittableRandom valueRandom) {
        this.model = model;
        List<UseCaseRow.Tag> all = new ArrayList<>(hostTags);
        all.addAll(model.extraTags().apply(tagRandom));
        this.tags = List.copyOf(all);
        this.values = new double[model.metrics().size()];
        for (int i = 0; i < values.length; i++) {
            values[i] = model.metrics().get(i).first(valueRandom);
        }
    }

    UseCaseRow row(long timestampNanos) {
        return new UseCaseRow(model.name(), tags, timestampNanos, List.of(model.projection().fields(values)));
    }

    void advance(SplittableRandom random, double stepSeconds) {
        for (int i = 0; i < values.length; i++) {
            values[i] = model.metrics().get(i).next(values[i], random, stepSeconds);
        }
    }
}
