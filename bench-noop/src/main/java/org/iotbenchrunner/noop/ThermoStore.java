package org.iotbenchrunner.noop;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.Function;
import org.iotbenchrunner.core.usecase.ThermoDevices;
import org.iotbenchrunner.core.usecase.UseCaseRow;

/**
 * The thermo rows noop was given, summarised per device group and minute so that it answers q2-q4 exactly and at
 * once, and the rows themselves up to {@link #ROW_CAP} (by default) for q1's contents (beyond that q1 is counted, not listed).
 * Shared by the binding's clients (the loaders fill it, the query workers read it), as a server's tables are;
 * {@link #clear} empties it when a use case is registered again.
 */
final class ThermoStore {
    /** The rows kept for q1's contents (about 30 MB in {@link ThermoRows}); more are counted only. */
    static final int ROW_CAP = 1_000_000;
    private static final long MINUTE = 60_000_000_000L;

    private record Key(int group, long minute) {
    }

    private final int rowCap;
    private final Map<Key, ThermoStats> stats = new HashMap<>();
    private final ThermoRows kept = new ThermoRows();
    private boolean overCap;

    ThermoStore() {
        this(ROW_CAP);
    }

    /** A store that lists q1's rows up to {@code rowCap} rows loaded. */
    ThermoStore(int rowCap) {
        this.rowCap = rowCap;
    }

    int rowCap() {
        return rowCap;
    }

    synchronized void clear() {
        stats.clear();
        kept.clear();
        overCap = false;
    }

    /** Takes a batch's thermo rows (others are not the thermo use case's), summarised first outside the lock. */
    void add(List<UseCaseRow> rows) {
        Map<Key, ThermoStats> batch = new HashMap<>();
        List<UseCaseRow> thermo = new ArrayList<>();
        for (UseCaseRow row : rows) {
            Integer group = group(row);
            if (group == null) {
                continue;
            }
            batch.computeIfAbsent(new Key(group, Math.floorDiv(row.timestampNanos(), MINUTE)), k -> new ThermoStats())
                    .add(temperature(row), humidity(row));
            thermo.add(row);
        }
        if (!thermo.isEmpty()) {
            merge(batch, thermo);
        }
    }

    private synchronized void merge(Map<Key, ThermoStats> batch, List<UseCaseRow> thermo) {
        batch.forEach((key, s) -> stats.computeIfAbsent(key, k -> new ThermoStats()).add(s));
        for (UseCaseRow row : thermo) {
            if (kept.size() == rowCap) {
                overCap = true;
                return;
            }
            kept.add(group(row), row);
        }
    }

    /** The summary of the groups {@code devgroup < bound}, merged per what {@code by} maps a key to. */
    synchronized <K> Map<K, ThermoStats> below(int bound, Function<Key, K> by) {
        Map<K, ThermoStats> merged = new TreeMap<>();
        stats.forEach((key, s) -> {
            if (key.group() < bound) {
                merged.computeIfAbsent(by.apply(key), k -> new ThermoStats()).add(s);
            }
        });
        return merged;
    }

    ThermoStats total(int bound) {
        return below(bound, key -> 0).getOrDefault(0, new ThermoStats());
    }

    Map<Integer, ThermoStats> perGroup(int bound) {
        return below(bound, Key::group);
    }

    /** Per minute start, in epoch nanoseconds. */
    Map<Long, ThermoStats> perMinute(int bound) {
        return below(bound, key -> key.minute() * MINUTE);
    }

    /** The summary of group {@code devgroup} alone. */
    synchronized ThermoStats group(int devgroup) {
        ThermoStats merged = new ThermoStats();
        stats.forEach((key, s) -> {
            if (key.group() == devgroup) {
                merged.add(s);
            }
        });
        return merged;
    }

    /** The rows of group {@code devgroup}; null when more rows were loaded than noop keeps. */
    synchronized List<ThermoRows.Row> rows(int devgroup) {
        return overCap ? null : kept.of(devgroup);
    }

    static Integer group(UseCaseRow row) {
        if (!row.measurement().equals(ThermoDevices.MEASUREMENT)) {
            return null;
        }
        String text = tag(row, ThermoDevices.DEVGROUP);
        try {
            return text == null ? null : Integer.valueOf(text);
        } catch (NumberFormatException e) {
            return null;
        }
    }

    static String tag(UseCaseRow row, String key) {
        for (UseCaseRow.Tag tag : row.tags()) {
            if (tag.key().equals(key)) {
                return tag.value();
            }
        }
        return null;
    }

    static Number field(UseCaseRow row, String name) {
        for (UseCaseRow.Field field : row.fields()) {
            if (field.name().equals(name)) {
                return field.value();
            }
        }
        return null;
    }

    private static Long temperature(UseCaseRow row) {
        Number value = field(row, ThermoDevices.TEMPERATURE);
        return value == null ? null : value.longValue();
    }

    private static boolean humidity(UseCaseRow row) {
        return field(row, ThermoDevices.HUMIDITY) != null;
    }
}
