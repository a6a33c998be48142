package org.iotbenchrunner.orchestrator.cli;

import java.io.PrintStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import org.iotbenchrunner.orchestrator.campaign.Campaign;
import org.iotbenchrunner.orchestrator.campaign.EarlierResults;
import org.iotbenchrunner.orchestrator.campaign.LastCampaign;
import org.iotbenchrunner.core.campaign.CampaignPreset;
import org.iotbenchrunner.core.config.ConfigException;
import org.iotbenchrunner.core.engine.ProcessCpuClock;
import org.iotbenchrunner.core.result.ProcessCpu;
import org.iotbenchrunner.core.sweep.SweepMode;
import org.iotbenchrunner.orchestrator.sweep.SweepPlan;
import org.iotbenchrunner.orchestrator.sweep.SweepPreset;
import org.iotbenchrunner.orchestrator.sweep.SweepRun;
import org.iotbenchrunner.orchestrator.sweep.SweepSpec;
import org.iotbenchrunner.orchestrator.plan.PlanBound;
import org.iotbenchrunner.orchestrator.plan.PlannedTest;
import org.iotbenchrunner.orchestrator.plan.RunPlan;
import org.iotbenchrunner.report.C1Only;
import org.iotbenchrunner.report.Effects;
import org.iotbenchrunner.report.text.Language;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;

/** {@code run}: iot-benchmark's tests on each database, or the campaign presets, each preset into its own folder. */
@Command(name = "run", mixinStandardHelpOptions = true, versionProvider = BenchCommand.Version.class,
        sortOptions = false, description = "Runs iot-benchmark's tests on each database and writes results to "
                + "<out>/<scale>/<db>/<test>.json, summary.md, summary.csv and an HTML report in <out>/<scale>/report/; "
                + "with --campaign, the campaign presets. What bench-orchestrator does without a command.",
        footer = {"", "Exit codes: 0 every run completed with zero failed operations (and, with --verify, zero "
                + "mismatches); 1 a run failed, timed out, had failed operations or mismatches; 2 bad input."})
final class RunCommand implements Callable<Integer> {
    @Mixin
    SharedOptions shared = new SharedOptions();

    @Mixin
    TestOptions test = new TestOptions();

    private final PrintStream out;

    RunCommand(PrintStream out) {
        this.out = out;
    }

    @Override
    public Integer call() throws Exception {
        return run(shared, test, out);
    }

    static int run(SharedOptions shared, TestOptions test, PrintStream out) throws Exception {
        CommandPlan command = new CommandPlan(shared, test, out);
        C1Only.forPasswordHashing();
        if (test.sweeping()) {
            return sweep(command, shared, test, out);
        }
        List<RunPlan> plans = new ArrayList<>();
        if (test.campaign == null) {
            plans.add(command.plan(null));
        } else {
            for (CampaignPreset preset : CampaignPreset.parseList(test.campaign)) {
                plans.add(command.plan(preset));
            }
        }
        plans.forEach(RunPlan::validate);
        if (test.resume) {
            // refuses a --runs other than the resumed campaign's before any server starts
            plans.forEach(EarlierResults::read);
        }
        command.warnings(plans.get(0));
        command.pinHarness(plans.get(0).arrangement());
        LastCampaign.mark(plans.get(plans.size() - 1));
        boolean allGood = true;
        for (RunPlan plan : plans) {
            CampaignPreset preset = plan.arrangement().preset();
            if (preset != null) {
                out.println("Campaign " + preset.id() + " into " + plan.outputDir() + ": " + preset.purpose());
            }
            allGood &= new Campaign(plan, out, System.console() != null, test.resume, !test.noReport).run();
        }
        if (test.campaign != null) {
            writeEffects(shared, test, out);
        }
        sayProcessCpu(out);
        return allGood ? 0 : BenchCommand.EXIT_RUN_FAILED;
    }

    /**
     * {@code --sweep} or {@code --sweep-preset}: every sweep and every cell planned and validated before any server
     * starts, then each sweep's cells run in turn.
     */
    private static int sweep(CommandPlan command, SharedOptions shared, TestOptions test, PrintStream out)
            throws Exception {
        if (test.campaign != null) {
            throw new ConfigException("--sweep with --campaign " + test.campaign + ": a sweep runs one campaign per "
                    + "cell; allowed: one of them");
        }
        if (!test.sweeps.isEmpty() && test.sweepPreset != null) {
            throw new ConfigException("--sweep with --sweep-preset " + test.sweepPreset + ": allowed: one of them");
        }
        RunPlan base = command.plan(null);
        List<SweepPlan> sweeps = new ArrayList<>();
        String preset = null;
        if (test.sweepPreset != null) {
            SweepPreset chosen = SweepPreset.of(test.sweepPreset);
            preset = chosen.id();
            Path root = shared.outputDir.resolve(test.sweepName != null ? test.sweepName : chosen.id());
            List<String> said = new ArrayList<>();
            for (SweepSpec spec : chosen.on(base.databases(), said)) {
                sweeps.add(SweepPlan.of(base, spec, root.resolve(spec.name())));
            }
            out.println("Sweep preset " + chosen.id() + " into " + root + ": " + chosen.purpose());
            if (!shared.assignments.isEmpty()) {
                out.println("Over the preset's values (every cell): --set " + String.join(", --set ",
                        shared.assignments));
            }
            said.forEach(out::println);
            out.println(presetBound(chosen.id(), sweeps));
        } else {
            String name = test.sweepName != null ? test.sweepName : "sweep";
            sweeps.add(SweepPlan.of(base, SweepSpec.of(name, SweepMode.of(test.sweepMode), test.sweeps),
                    shared.outputDir.resolve(name)));
        }
        if (test.resume) {
            // refuses a --runs other than the resumed cells' before any server starts
            sweeps.forEach(s -> s.cells().stream().filter(c -> c.plan() != null)
                    .forEach(c -> EarlierResults.read(c.plan())));
        }
        command.warnings(base);
        command.pinHarness(base.arrangement());
        boolean allGood = true;
        for (SweepPlan sweep : sweeps) {
            allGood &= new SweepRun(sweep, preset, out, System.console() != null, test.resume, !test.noReport).run();
        }
        sayProcessCpu(out);
        return allGood ? 0 : BenchCommand.EXIT_RUN_FAILED;
    }

    /** A preset's sweeps, cells and tests, and the bound on their measured time, said before any runs. */
    private static String presetBound(String preset, List<SweepPlan> sweeps) {
        List<PlannedTest> tests = sweeps.stream().flatMap(s -> s.tests().stream()).toList();
        Double bound = SweepRun.bound(tests);
        return "Sweep preset " + preset + ": " + sweeps.size() + " sweeps, " + sweeps.stream()
                .mapToInt(s -> s.cells().size()).sum() + " cells, " + tests.size() + " tests; " + (bound == null
                        ? "no bound on their measured time (a test has no TEST_MAX_TIME)"
                        : "at most " + PlanBound.hoursMinutes(bound) + " of measured time (plus set-up, baselines "
                                + "and verification)");
    }

    /** The last word on the process's CPU: results carry it up to their writing, before the reports. */
    static void sayProcessCpu(PrintStream out) {
        ProcessCpu now = ProcessCpuClock.now();
        if (now != null) {
            out.println("Harness " + now.line() + " (up to now, reports included)");
        }
    }

    /** After presets: the isolation and tuning effects, from every preset found under --out. */
    private static void writeEffects(SharedOptions shared, TestOptions test, PrintStream out) {
        try {
            out.println("Effects: " + Effects.write(shared.outputDir, shared.outputDir.resolve("effects"),
                    Language.EN, List.copyOf(test.published)));
        } catch (Exception e) {
            out.println("warning: could not write the effects report: " + e.getMessage());
        }
    }
}
