package org.iotbenchrunner.core.usecase;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.stream.Stream;

/**
 * What a use case's rows hold, per measurement: its tag keys and fields with their types, in TSBS's order; the
 * tables or series a database creates before loading. The same for generated rows and for a TSBS file of the use
 * case.
 */
public record UseCaseSchema(UseCase useCase, List<Measurement> measurements) {

    /**
     * A measurement; {@code integerTags}: the tag keys whose values are integers (as text in rows), which a database
     * with typed columns stores as integers so that they compare as numbers ({@code devgroup < 10}); the other tags
     * are strings.
     */
    public record Measurement(String name, List<String> tagKeys, List<Field> fields, List<String> integerTags) {
        public Measurement {
            tagKeys = List.copyOf(tagKeys);
            fields = List.copyOf(fields);
            integerTags = List.copyOf(integerTags);
            if (!tagKeys.containsAll(integerTags)) {
                throw new IllegalArgumentException("integer tags " + integerTags + " not all among " + tagKeys);
            }
        }

        /** A measurement whose tags are all strings. */
        public Measurement(String name, List<String> tagKeys, List<Field> fields) {
            this(name, tagKeys, fields, List.of());
        }

        public boolean integerTag(String key) {
            return integerTags.contains(key);
        }
    }

    /** A field and its type: integer values are {@code Long}s in rows, the rest {@code Double}s. */
    public record Field(String name, boolean integer) {
    }

    public UseCaseSchema {
        measurements = List.copyOf(measurements);
    }

    public static UseCaseSchema of(UseCase useCase) {
        return switch (useCase) {
            case CPU_ONLY -> hosts(useCase, HostMeasurements.CPU_ONLY);
            case DEVOPS -> hosts(useCase, HostMeasurements.DEVOPS);
            case IOT -> new UseCaseSchema(useCase, List.of(
                    new Measurement("readings", TruckTags.KEYS,
                            TruckSignals.READINGS.stream().map(name -> new Field(name, false)).toList()),
                    new Measurement("diagnostics", TruckTags.KEYS, List.of(new Field("fuel_state", false),
                            new Field("current_load", false), new Field("status", true)))));
            case THERMO -> new UseCaseSchema(useCase, List.of(new Measurement(ThermoDevices.MEASUREMENT,
                    ThermoDevices.TAG_KEYS, List.of(new Field(ThermoDevices.TEMPERATURE, true),
                            new Field(ThermoDevices.HUMIDITY, false)), ThermoDevices.INTEGER_TAGS)));
        };
    }

    public Measurement measurement(String name) {
        return measurements.stream().filter(m -> m.name().equals(name)).findFirst()
                .orElseThrow(() -> new IllegalArgumentException("use case " + useCase.id() + " has no measurement "
                        + name));
    }

    private static UseCaseSchema hosts(UseCase useCase, List<HostMeasurement> hostMeasurements) {
        List<Measurement> measurements = new ArrayList<>();
        for (HostMeasurement m : hostMeasurements) {
            List<String> tagKeys = Stream.concat(HostTags.KEYS.stream(),
                    m.extraTags().apply(new SplittableRandom(0)).stream().map(UseCaseRow.Tag::key)).toList();
            // a projection's value types do not depend on the values, so any values tell them
            UseCaseRow.Field[] sample = m.projection().fields(new double[m.metrics().size()]);
            List<Field> fields = Stream.of(sample).map(f -> new Field(f.name(), f.value() instanceof Long)).toList();
            measurements.add(new Measurement(m.name(), tagKeys, fields));
        }
        return new UseCaseSchema(useCase, measurements);
    }
}
