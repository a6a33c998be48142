package org.iotbenchrunner.core.usecase;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.function.Consumer;

/**
 * TSBS's {@code cpu-only} and {@code devops} rows: at every step, for every host in turn ({@code host_0},
 * {@code host_1}, ...), one row of each of its measurements (only {@code cpu}, or TSBS's nine), so a data set holds
 * exactly scale × steps × (1 or 9) rows. Each host draws its tags and its values' walks from its own streams, split
 * off the seed in host order, so the same spec always gives the same rows.
 */
public final class DevopsGenerator implements UseCaseGenerator {
    private final UseCaseSpec spec;
    private final List<HostMeasurement> measurements;

    public DevopsGenerator(UseCaseSpec spec) {
        this.spec = spec;
        this.measurements = switch (spec.useCase()) {
            case CPU_ONLY -> HostMeasurements.CPU_ONLY;
            case DEVOPS -> HostMeasurements.DEVOPS;
            case IOT, THERMO -> throw new IllegalArgumentException("use case " + spec.useCase().id()
                    + " has no hosts: it is not a DevOps use case");
        };
    }

    @Override
    public UseCaseSpec spec() {
        return spec;
    }

    /** The fields of one host's rows at one step: TSBS's metrics per host and reading (10 or 101). */
    public int fieldsPerHostStep() {
        return measurements.stream().mapToInt(m -> m.fieldNames().size()).sum();
    }

    @Override
    public void forEachRow(Consumer<UseCaseRow> sink) {
        List<Host> hosts = hosts();
        long start = spec.start().getEpochSecond() * 1_000_000_000L + spec.start().getNano();
        long interval = spec.interval().toNanos();
        double stepSeconds = interval / 1e9;
        long steps = spec.steps();
        for (long step = 0; step < steps; step++) {
            long timestamp = start + step * interval;
            for (Host host : hosts) {
                host.emit(timestamp, sink);
                host.advance(stepSeconds);
            }
        }
    }

    private List<Host> hosts() {
        SplittableRandom seeds = new SplittableRandom(spec.seed());
        List<Host> hosts = new ArrayList<>(spec.scale());
        for (int i = 0; i < spec.scale(); i++) {
            // tags drawn from a stream of their own, so a host's tags are the same in both use cases
            SplittableRandom tagRandom = seeds.split();
            SplittableRandom valueRandom = seeds.split();
            List<UseCaseRow.Tag> tags = HostTags.draw(i, tagRandom).tags();
            List<SimulatedMeasurement> simulated = new ArrayList<>(measurements.size());
            for (HostMeasurement m : measurements) {
                simulated.add(new SimulatedMeasurement(m, tags, tagRandom, valueRandom));
            }
            hosts.add(new Host(simulated, valueRandom));
        }
        return hosts;
    }

    private record Host(List<SimulatedMeasurement> measurements, SplittableRandom random) {

        void emit(long timestampNanos, Consumer<UseCaseRow> sink) {
            for (SimulatedMeasurement m : measurements) {
                sink.accept(m.row(timestampNanos));
            }
        }

        void advance(double stepSeconds) {
            for (SimulatedMeasurement m : measurements) {
                m.advance(random, stepSeconds);
            }
        }
    }
}
