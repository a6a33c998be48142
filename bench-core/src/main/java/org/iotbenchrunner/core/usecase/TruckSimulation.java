package org.iotbenchrunner.core.usecase;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.function.Consumer;

/**
 * One truck over the steps: its tags, its signals and its irregularities. Values and irregularities draw from two
 * separate streams, so a truck's values are the same whichever rows are dropped, delayed or emptied.
 */
final class TruckSimulation {
    private static final long SEED_GAMMA = 0x9E3779B97F4A7C15L;

    private final List<UseCaseRow.Tag> tags;
    private final TruckSignals signals;
    private final SplittableRandom values;
    private final SplittableRandom irregular;
    private final IotIrregularities rates;
    private int offlineLeft;

    TruckSimulation(long seed, int truck, IotIrregularities rates) {
        SplittableRandom random = new SplittableRandom(seed + SEED_GAMMA * (truck + 1L));
        this.tags = TruckTags.of(truck, random);
        this.values = random.split();
        this.irregular = random.split();
        this.signals = new TruckSignals(values);
        this.rates = rates;
    }

    /** Delivers this step's readings and diagnostics to {@code sink}, or holds them back, unless offline. */
    void step(long step, long timestampNanos, Consumer<UseCaseRow> sink, DelayedRows delayed) {
        if (!offline()) {
            deliver(row("readings", TruckSignals.READINGS, signals.readings(), timestampNanos), step, sink,
                    delayed);
            deliver(row("diagnostics", TruckSignals.DIAGNOSTICS, signals.diagnostics(), timestampNanos), step,
                    sink, delayed);
        }
        signals.advance(values);
    }

    private boolean offline() {
        if (offlineLeft > 0) {
            offlineLeft--;
            return true;
        }
        if (chance(rates.offlineStart())) {
            offlineLeft = irregular.nextInt(rates.maxOfflineSteps());
            return true;
        }
        return false;
    }

    private UseCaseRow row(String measurement, List<String> names, Number[] values, long timestampNanos) {
        int nullField = chance(rates.nullField()) ? irregular.nextInt(names.size()) : -1;
        List<UseCaseRow.Tag> rowTags = chance(rates.nullTag())
                ? TruckTags.without(tags, irregular.nextInt(tags.size())) : tags;
        List<UseCaseRow.Field> fields = new ArrayList<>(names.size());
        for (int i = 0; i < names.size(); i++) {
            fields.add(new UseCaseRow.Field(names.get(i), i == nullField ? null : values[i]));
        }
        return new UseCaseRow(measurement, rowTags, timestampNanos, fields);
    }

    private void deliver(UseCaseRow row, long step, Consumer<UseCaseRow> sink, DelayedRows delayed) {
        if (chance(rates.outOfOrder())) {
            delayed.hold(row, step, 1 + irregular.nextInt(rates.maxDelaySteps()));
        } else {
            sink.accept(row);
        }
    }

    private boolean chance(double probability) {
        return probability > 0 && irregular.nextDouble() < probability;
    }
}
