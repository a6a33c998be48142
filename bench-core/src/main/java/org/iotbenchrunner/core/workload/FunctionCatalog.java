package org.iotbenchrunner.core.workload;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import org.iotbenchrunner.core.workload.ValueFunction.Family;
import org.iotbenchrunner.core.workload.ValueFunction.NumberKind;

/**
 * Our catalogue of value functions per family. The ranges mix positive and negative values so that the
 * value filter {@code > QUERY_LOWER_VALUE} (default -5) keeps some rows and drops others.
 */
public final class FunctionCatalog {
    private static final Map<Family, List<ValueFunction>> FAMILIES = build();

    private FunctionCatalog() {
    }

    public static List<ValueFunction> family(Family family) {
        return FAMILIES.get(family);
    }

    private static Map<Family, List<ValueFunction>> build() {
        Map<Family, List<ValueFunction>> m = new EnumMap<>(Family.class);
        double[] constants = {-20, -10, -5, -1, 0, 1, 2.5, 5, 10, 20, 50, 100};
        m.put(Family.CONSTANT, each(Family.CONSTANT, constants, constants, 1));
        m.put(Family.LINE, each(Family.LINE, new double[]{-50, 0, -10, 0, -100}, new double[]{50, 100, 10, 1000, 0},
                3_600_000));
        m.put(Family.RANDOM, each(Family.RANDOM, new double[]{-10, 0, -100, -1, 0}, new double[]{10, 100, 100, 1, 1},
                1));
        m.put(Family.SIN, each(Family.SIN, new double[]{-10, 0, -1, 15}, new double[]{10, 100, 1, 35}, 600));
        m.put(Family.SQUARE, each(Family.SQUARE, new double[]{-10, 0, -1, 0}, new double[]{10, 1, 1, 50}, 60_000));
        return m;
    }

    private static List<ValueFunction> each(Family family, double[] mins, double[] maxs, long cycle) {
        List<ValueFunction> list = new ArrayList<>();
        for (NumberKind kind : NumberKind.values()) {
            for (int i = 0; i < mins.length; i++) {
                list.add(new ValueFunction(family, kind, mins[i], maxs[i], cycle));
            }
        }
        return List.copyOf(list);
    }
}
