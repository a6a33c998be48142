package org.iotbenchrunner.core.sweep;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.iotbenchrunner.core.config.ConfigException;

/** The swept axes and how they combine: the cells a sweep runs, in order, the baseline cell first in one-factor mode. */
public record Sweep(SweepMode mode, List<SweepAxis> axes) {

    public Sweep {
        axes = List.copyOf(axes);
        if (axes.isEmpty()) {
            throw new IllegalArgumentException("a sweep has at least one axis");
        }
        Set<String> keys = new LinkedHashSet<>();
        for (SweepAxis axis : axes) {
            if (!keys.add(axis.key())) {
                throw new ConfigException("--sweep " + axis.key() + " is given twice; allowed: each key once");
            }
        }
    }

    /** Every cell, numbered from 1. */
    public List<SweepCell> cells() {
        return mode == SweepMode.GRID ? grid() : oneFactor();
    }

    private List<SweepCell> grid() {
        List<Map<String, String>> combos = new ArrayList<>();
        combos.add(new LinkedHashMap<>());
        for (SweepAxis axis : axes) {
            List<Map<String, String>> next = new ArrayList<>();
            for (Map<String, String> partial : combos) {
                for (String value : axis.values()) {
                    Map<String, String> cell = new LinkedHashMap<>(partial);
                    cell.put(axis.key(), value);
                    next.add(cell);
                }
            }
            combos = next;
        }
        Map<String, String> base = baselineParameters();
        List<SweepCell> cells = new ArrayList<>();
        for (Map<String, String> combo : combos) {
            cells.add(new SweepCell(cells.size() + 1, combo, combo.equals(base)));
        }
        return cells;
    }

    private List<SweepCell> oneFactor() {
        Map<String, String> base = baselineParameters();
        List<SweepCell> cells = new ArrayList<>();
        cells.add(new SweepCell(1, base, true));
        for (SweepAxis axis : axes) {
            for (String value : axis.values()) {
                if (!value.equals(axis.baseline())) {
                    Map<String, String> cell = new LinkedHashMap<>(base);
                    cell.put(axis.key(), value);
                    cells.add(new SweepCell(cells.size() + 1, cell, false));
                }
            }
        }
        return cells;
    }

    /** Every axis at its baseline value. */
    public Map<String, String> baselineParameters() {
        Map<String, String> base = new LinkedHashMap<>();
        axes.forEach(a -> base.put(a.key(), a.baseline()));
        return base;
    }
}
