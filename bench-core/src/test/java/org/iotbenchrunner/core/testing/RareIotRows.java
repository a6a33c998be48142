package org.iotbenchrunner.core.testing;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.Consumer;
import org.iotbenchrunner.core.usecase.UseCase;
import org.iotbenchrunner.core.usecase.UseCaseGenerator;
import org.iotbenchrunner.core.usecase.UseCaseRow;
import org.iotbenchrunner.core.usecase.UseCaseRows;
import org.iotbenchrunner.core.usecase.UseCaseSpec;
import org.iotbenchrunner.core.usecase.query.UseCaseQueryType;

/**
 * A generated IoT data set altered so that the answers a small one almost never holds occur: in each fleet, its two
 * lowest-numbered trucks drive at a hundredth of their velocity (stationary-trucks finds them in any window) and
 * hold a twentieth of their fuel_state (low-fuel finds them, unless a newest row lacks it). Everything else stays
 * as generated (missing tags and fields, late rows, the other trucks), so a module's IT verifies those types on
 * answers that name trucks, not on two empty ones. Loaded with {@link UseCaseLoading#load}, verified with
 * {@link UseCaseQueryCheck}'s {@code verify} of these rows.
 */
public final class RareIotRows implements UseCaseRows {
    /** The types whose answers these rows hold and generated ones rarely do. */
    public static final List<UseCaseQueryType> TYPES = List.of(UseCaseQueryType.LOW_FUEL,
            UseCaseQueryType.STATIONARY_TRUCKS);
    private static final double SLOWER = 100;
    private static final double EMPTIER = 20;
    /** Two, so that a fleet still has one when the other's newest row lacks its fuel_state. */
    private static final int TRUCKS_PER_FLEET = 2;

    private final UseCaseGenerator generated;
    private final Set<String> altered;

    public RareIotRows(UseCaseSpec spec) {
        if (spec.useCase() != UseCase.IOT) {
            throw new IllegalArgumentException("RareIotRows alters iot rows, not " + spec.useCase().id());
        }
        this.generated = UseCaseGenerator.of(spec);
        this.altered = firstTrucksOfEachFleet(generated);
    }

    /** The trucks altered: the two lowest-numbered of each fleet. */
    public Set<String> altered() {
        return altered;
    }

    @Override
    public void forEachRow(Consumer<UseCaseRow> sink) {
        generated.forEachRow(row -> {
            String name = tag(row, "name");
            sink.accept(name != null && altered.contains(name) ? alter(row) : row);
        });
    }

    private static UseCaseRow alter(UseCaseRow row) {
        List<UseCaseRow.Field> fields = new ArrayList<>(row.fields().size());
        for (UseCaseRow.Field field : row.fields()) {
            double divisor = switch (field.name()) {
                case "velocity" -> SLOWER;
                case "fuel_state" -> EMPTIER;
                default -> 1;
            };
            fields.add(divisor == 1 || field.value() == null ? field
                    : new UseCaseRow.Field(field.name(), field.value().doubleValue() / divisor));
        }
        return new UseCaseRow(row.measurement(), row.tags(), row.timestampNanos(), fields);
    }

    private static Set<String> firstTrucksOfEachFleet(UseCaseRows rows) {
        Map<String, TreeSet<Integer>> fleets = new HashMap<>();
        rows.forEachRow(row -> {
            String name = tag(row, "name");
            String fleet = tag(row, "fleet");
            if (name != null && fleet != null) {
                fleets.computeIfAbsent(fleet, f -> new TreeSet<>())
                        .add(Integer.parseInt(name.substring(name.indexOf('_') + 1)));
            }
        });
        Set<String> trucks = new HashSet<>();
        fleets.values().forEach(numbers -> numbers.stream().limit(TRUCKS_PER_FLEET)
                .forEach(number -> trucks.add("truck_" + number)));
        return Set.copyOf(trucks);
    }

    private static String tag(UseCaseRow row, String key) {
        for (UseCaseRow.Tag tag : row.tags()) {
            if (tag.key().equals(key)) {
                return tag.value();
            }
        }
        return null;
    }
}
