package org.iotbenchrunner.core.usecase;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

/**
 * A truck's tags in TSBS IoT's order and with its choices: name, fleet, driver, model, device_version, then the
 * model's load_capacity, fuel_capacity and nominal_fuel_consumption. All eight are tags here; TSBS's influx format
 * writes these last three (numbers in its model) as fields since 2019, which we do not copy: they are the truck's
 * metadata, not measured values.
 */
public final class TruckTags {
    public static final List<String> KEYS = List.of("name", "fleet", "driver", "model", "device_version",
            "load_capacity", "fuel_capacity", "nominal_fuel_consumption");

    /** The fleets a truck belongs to, which TSBS's per-fleet queries draw from. */
    public static final List<String> FLEETS = List.of("East", "West", "North", "South");
    private static final List<String> DRIVERS = List.of("Derek", "Rodney", "Albert", "Andy", "Seth", "Trish");
    private static final List<String> DEVICE_VERSIONS = List.of("v1.0", "v1.5", "v2.0", "v2.3");
    private static final List<Model> MODELS = List.of(
            new Model("F-150", "2000", "200", "15"),
            new Model("G-2000", "5000", "300", "19"),
            new Model("H-2", "1500", "150", "12"));

    private record Model(String name, String loadCapacity, String fuelCapacity, String nominalFuelConsumption) {
    }

    private TruckTags() {
    }

    static List<UseCaseRow.Tag> of(int truck, SplittableRandom random) {
        Model model = MODELS.get(random.nextInt(MODELS.size()));
        List<String> values = List.of("truck_" + truck, pick(FLEETS, random), pick(DRIVERS, random), model.name(),
                pick(DEVICE_VERSIONS, random), model.loadCapacity(), model.fuelCapacity(),
                model.nominalFuelConsumption());
        List<UseCaseRow.Tag> tags = new ArrayList<>(KEYS.size());
        for (int i = 0; i < KEYS.size(); i++) {
            tags.add(new UseCaseRow.Tag(KEYS.get(i), values.get(i)));
        }
        return List.copyOf(tags);
    }

    /** The same tags with the one at {@code index} missing (null), as TSBS IoT's rows with an empty tag. */
    static List<UseCaseRow.Tag> without(List<UseCaseRow.Tag> tags, int index) {
        List<UseCaseRow.Tag> copy = new ArrayList<>(tags);
        copy.set(index, new UseCaseRow.Tag(tags.get(index).key(), null));
        return copy;
    }

    private static String pick(List<String> choices, SplittableRandom random) {
        return choices.get(random.nextInt(choices.size()));
    }
}
