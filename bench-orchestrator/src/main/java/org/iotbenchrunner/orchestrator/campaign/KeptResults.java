package org.iotbenchrunner.orchestrator.campaign;

import java.io.PrintStream;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.IntStream;
import org.iotbenchrunner.core.config.Scenario;
import org.iotbenchrunner.core.result.RunResult;
import org.iotbenchrunner.core.spi.DatabaseBinding;
import org.iotbenchrunner.orchestrator.plan.RunPlan;
import org.iotbenchrunner.orchestrator.plan.RunSettings;

/**
 * The resume decision: which results an earlier run of the campaign completed with the same settings, kept as they
 * are and skipped, and the campaign id the new results carry (its start time, or the resumed campaign's). Without
 * {@code --resume} a new campaign that keeps nothing.
 */
final class KeptResults {
    private final RunPlan plan;
    private final EarlierResults earlier;
    private final String campaign;
    private final Set<Path> reused = new HashSet<>();
    private boolean allGood = true;

    private KeptResults(RunPlan plan, EarlierResults earlier) {
        this.plan = plan;
        this.earlier = earlier;
        this.campaign = earlier.campaign() != null ? earlier.campaign() : Instant.now().toString();
    }

    /** Decides what to keep, saying the campaign and the kept results in a line, and each rerun with its reason. */
    static KeptResults decide(RunPlan plan, boolean resume, PrintStream out) {
        KeptResults kept = new KeptResults(plan, resume ? EarlierResults.read(plan) : EarlierResults.none());
        if (resume) {
            kept.decide(out);
        }
        return kept;
    }

    private void decide(PrintStream out) {
        if (earlier.isEmpty()) {
            out.println("resume: " + plan.scaleDir() + " has no result of this plan; running every test");
            return;
        }
        List<String> lines = new ArrayList<>();
        int tests = 0;
        for (DatabaseBinding binding : plan.databases()) {
            for (int run = 1; run <= plan.runs(); run++) {
                for (Scenario scenario : plan.scenariosFor(binding)) {
                    Path file = plan.resultFile(binding, scenario, run);
                    EarlierResults.Verdict verdict = earlier.verdict(Campaign.label(plan, binding, scenario, run),
                            file, RunSettings.expected(plan, binding, scenario, run));
                    tests++;
                    if (verdict.reuse()) {
                        reused.add(file);
                        allGood &= ScenarioRun.good(earlier.byFile().get(file));
                    }
                    if (verdict.line() != null) {
                        lines.add(verdict.line());
                    }
                }
            }
        }
        out.println("resume: campaign " + campaign + ", " + reused.size() + " of " + tests + " tests done earlier "
                + "and skipped, " + (tests - reused.size()) + " to run");
        lines.forEach(out::println);
    }

    String campaign() {
        return campaign;
    }

    /** Whether the kept results completed with zero failed operations and mismatches (true when none is kept). */
    boolean allGood() {
        return allGood;
    }

    boolean isEmpty() {
        return reused.isEmpty();
    }

    boolean keeps(Path file) {
        return reused.contains(file);
    }

    /** The kept result in {@code file}. */
    RunResult result(Path file) {
        return earlier.byFile().get(file);
    }

    boolean hasTestsLeft(DatabaseBinding binding) {
        return IntStream.rangeClosed(1, plan.runs()).anyMatch(run -> hasTestsLeft(binding, run));
    }

    boolean hasTestsLeft(DatabaseBinding binding, int run) {
        return plan.scenariosFor(binding).stream().anyMatch(s -> !keeps(plan.resultFile(binding, s, run)));
    }
}
