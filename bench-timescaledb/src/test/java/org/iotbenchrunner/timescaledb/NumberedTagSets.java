package org.iotbenchrunner.timescaledb;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/** A tags table in memory: ids 1, 2, ... in the order tag sets are first asked, per schema; every question kept. */
final class NumberedTagSets implements UseCaseCopyRows.TagSets {
    final List<List<String>> asked = new ArrayList<>();
    private final Map<List<Object>, Integer> ids = new HashMap<>();

    @Override
    public int id(UseCaseTables.Table table, List<String> values) {
        asked.add(values);
        return ids.computeIfAbsent(List.of(table.schema(), new ArrayList<>(values)), k -> ids.size() + 1);
    }
}
