package org.iotbenchrunner.orchestrator.sweep;

import java.util.List;
import org.iotbenchrunner.core.config.Scenario;
import org.iotbenchrunner.core.sweep.SweepMode;

/**
 * One sweep to run: its {@code name} (its folder under the sweep's root), {@code mode}, {@code axes} as
 * {@code --sweep} takes them ({@code KEY=v1,*v2,...}), the {@code assignments} it puts before the command line's
 * {@code --set}s (a preset's defaults), and its {@code tests} (null: the command line's {@code --test}).
 */
public record SweepSpec(String name, SweepMode mode, List<String> axes, List<String> assignments,
        List<Scenario> tests) {

    public SweepSpec {
        axes = List.copyOf(axes);
        assignments = List.copyOf(assignments);
        tests = tests == null ? null : List.copyOf(tests);
    }

    /** The command line's sweep: its axes alone, on its tests. */
    public static SweepSpec of(String name, SweepMode mode, List<String> axes) {
        return new SweepSpec(name, mode, axes, List.of(), null);
    }
}
