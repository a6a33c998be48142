package org.iotbenchrunner.orchestrator.sweep;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.iotbenchrunner.core.config.ConfigException;
import org.iotbenchrunner.core.config.ConfigKey;
import org.iotbenchrunner.core.config.ConfigLayers;
import org.iotbenchrunner.core.config.Scenario;
import org.iotbenchrunner.core.spi.DatabaseBinding;
import org.iotbenchrunner.core.sweep.Sweep;
import org.iotbenchrunner.core.sweep.SweepAxis;
import org.iotbenchrunner.core.sweep.SweepCell;
import org.iotbenchrunner.orchestrator.plan.DatabaseRegistry;
import org.iotbenchrunner.orchestrator.plan.PlannedTest;
import org.iotbenchrunner.orchestrator.plan.RunPlan;
import org.iotbenchrunner.orchestrator.plan.ServerSets;

/**
 * A sweep planned before any server starts: its axes (keys checked, baselines chosen), and each cell's campaign
 * plan, validated, on the databases the cell means something to; {@code plan}: the sweep's own (the command line's
 * with the spec's tests and defaults), {@code dir}: the sweep's folder.
 */
public record SweepPlan(SweepSpec spec, Sweep sweep, Path dir, RunPlan plan, List<Cell> cells) {

    /**
     * One cell: its plan ({@code plan} null when {@code skipped} says why no database runs it), and the databases
     * of the sweep it leaves out, each with its reason ({@code leftOut}).
     */
    public record Cell(SweepCell cell, RunPlan plan, String skipped, List<String> leftOut) {
    }

    /** Plans {@code spec} over {@code base} (the command line's plan) into {@code dir}; bad input is one line. */
    public static SweepPlan of(RunPlan base, SweepSpec spec, Path dir) {
        List<String> assignments = new ArrayList<>(spec.assignments());
        assignments.addAll(base.assignments());
        RunPlan plan = base.with(base.selection(), spec.tests() == null ? base.scenarios() : spec.tests(),
                assignments);
        List<SweepAxis> axes = spec.axes().stream().map(text -> axis(plan, text)).toList();
        Sweep sweep = new Sweep(spec.mode(), axes);
        List<Cell> cells = sweep.cells().stream().map(cell -> cell(plan, sweep, cell, dir)).toList();
        return new SweepPlan(spec, sweep, dir, plan, cells);
    }

    private static SweepAxis axis(RunPlan plan, String text) {
        String key = text.contains("=") ? text.substring(0, text.indexOf('=')).trim() : text.trim();
        if (key.contains(":")) {
            String db = key.substring(0, key.indexOf(':'));
            if (plan.databases().stream().noneMatch(b -> b.id().equals(db))) {
                throw new ConfigException("--sweep " + key + ": " + db + " is not in --db; allowed: DB:KEY of a "
                        + "database in --db (" + ids(plan.databases()) + ")");
            }
            return SweepAxis.parse(text, plan.serverSets().of(db).get(key.substring(key.indexOf(':') + 1)));
        }
        if (ConfigKey.byName(key).isEmpty()) {
            throw new ConfigException("--sweep " + key + ": unknown configuration key; allowed: a key --set takes, "
                    + "or DB:KEY for a server setting");
        }
        ConfigKey configKey = ConfigKey.valueOf(key);
        return SweepAxis.parse(text, configured(plan, configKey == ConfigKey.CLIENT_NUMBER
                ? ConfigKey.DATA_CLIENT_NUMBER : configKey));
    }

    /** The value the sweep's runs have without it; null when the layers alone do not build. */
    private static String configured(RunPlan plan, ConfigKey key) {
        ConfigLayers layers = plan.base().copy();
        plan.assignments().forEach(layers::assignment);
        try {
            return layers.build().getString(key);
        } catch (ConfigException e) {
            return null;
        }
    }

    private static Cell cell(RunPlan plan, Sweep sweep, SweepCell cell, Path dir) {
        List<String> assignments = new ArrayList<>();
        ServerSets sets = plan.serverSets();
        for (SweepAxis axis : sweep.axes()) {
            String value = cell.parameters().get(axis.key());
            if (axis.serverSetting()) {
                sets = sets.with(axis.database(), axis.setting(), value);
            } else {
                assignments.add(axis.key() + "=" + value);
                if (axis.key().equals(ConfigKey.CLIENT_NUMBER.name())) {
                    // a scale or file sets the data clients, which CLIENT_NUMBER alone would then not change
                    assignments.add(ConfigKey.DATA_CLIENT_NUMBER.name() + "=" + value);
                    assignments.add(ConfigKey.SCHEMA_CLIENT_NUMBER.name() + "=" + value);
                }
            }
        }
        Map<DatabaseBinding, String> leftOut = new LinkedHashMap<>();
        for (DatabaseBinding binding : plan.databases()) {
            String reason = notApplying(binding, sweep, cell);
            if (reason != null) {
                leftOut.put(binding, reason);
            }
        }
        List<String> lines = leftOut.entrySet().stream().map(e -> e.getKey().id() + ": " + e.getValue()).toList();
        List<DatabaseBinding> running = plan.databases().stream().filter(b -> !leftOut.containsKey(b)).toList();
        if (running.isEmpty()) {
            return new Cell(cell, null, String.join("; ", lines), lines);
        }
        RunPlan cellPlan = plan.forCell(dir.resolve(cell.directory()), assignments, sets, cell.parameters())
                .with(new DatabaseRegistry.Selection(running, plan.selection().optional()), plan.scenarios(),
                        null);
        try {
            cellPlan.validate();
        } catch (ConfigException e) {
            throw new ConfigException("--sweep cell " + cell.number() + " (" + describe(cell) + "): "
                    + e.getMessage());
        }
        return new Cell(cell, cellPlan, null, lines);
    }

    /**
     * Why {@code cell} means nothing to {@code binding}: a value off its baseline of another database's server
     * setting, or of a key only other databases read (e.g. ENCODING_DOUBLE); null when it applies.
     */
    static String notApplying(DatabaseBinding binding, Sweep sweep, SweepCell cell) {
        for (SweepAxis axis : sweep.axes()) {
            if (cell.parameters().get(axis.key()).equals(axis.baseline())) {
                continue;
            }
            if (axis.serverSetting() && !axis.database().equals(binding.id())) {
                return "skipped, " + axis.key() + " is a setting of " + axis.database();
            }
            ConfigKey key = axis.serverSetting() ? null : ConfigKey.valueOf(axis.key());
            if (key != null && ConfigKey.DATABASE_SPECIFIC.contains(key) && !binding.ownKeys().contains(key)) {
                return "skipped, " + axis.key() + " means nothing to " + binding.id();
            }
        }
        return null;
    }

    /** Every test the cells run, for the bound said up front. */
    public List<PlannedTest> tests() {
        List<PlannedTest> tests = new ArrayList<>();
        for (Cell cell : cells) {
            if (cell.plan() == null) {
                continue;
            }
            RunPlan p = cell.plan();
            for (DatabaseBinding binding : p.databases()) {
                for (int run = 1; run <= p.runs(); run++) {
                    for (Scenario scenario : p.scenariosFor(binding)) {
                        tests.add(PlannedTest.of(p, binding, scenario, binding.id() + " " + scenario.id()));
                    }
                }
            }
        }
        return tests;
    }

    static String describe(SweepCell cell) {
        return cell.parameters().entrySet().stream().map(e -> e.getKey() + "=" + e.getValue())
                .collect(Collectors.joining(", "));
    }

    private static String ids(List<DatabaseBinding> databases) {
        return databases.stream().map(DatabaseBinding::id).collect(Collectors.joining(","));
    }
}
