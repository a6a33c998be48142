package org.iotbenchrunner.orchestrator.sweep;

import java.io.PrintStream;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.TreeMap;
import java.util.function.LongSupplier;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import org.iotbenchrunner.core.config.ConfigException;
import org.iotbenchrunner.core.config.Scenario;
import org.iotbenchrunner.core.spi.DatabaseBinding;
import org.iotbenchrunner.core.sweep.SweepManifest;
import org.iotbenchrunner.orchestrator.AbortHook;
import org.iotbenchrunner.orchestrator.campaign.Campaign;
import org.iotbenchrunner.orchestrator.plan.PlanBound;
import org.iotbenchrunner.orchestrator.plan.PlannedTest;
import org.iotbenchrunner.report.sweep.SweepReport;
import org.iotbenchrunner.report.text.Language;

/**
 * Runs a planned sweep: says up front how many cells and how long they may measure, writes {@code sweep.json}
 * before the first cell and after each, runs each cell as an ordinary campaign into its folder (resumed, a cell whose
 * every result is kept is skipped), says the progress between cells, and writes the sweep report at the end. Ctrl-C
 * marks the running cell failed ("interrupted").
 */
public final class SweepRun {
    static final String PENDING = "pending";
    static final String RUNNING = "running";
    static final String COMPLETED = "completed";
    static final String FAILED = "failed";
    static final String SKIPPED = "skipped";

    private final SweepPlan sweep;
    private final String preset;
    private final PrintStream out;
    private final boolean interactive;
    private final boolean resume;
    private final boolean htmlReport;
    private final LongSupplier nanos;
    private SweepFolder folder;
    private volatile Integer running;

    /** {@code htmlReport} false (--no-report) leaves each cell's HTML report out; the sweep report is written. */
    public SweepRun(SweepPlan sweep, String preset, PrintStream out, boolean interactive, boolean resume,
            boolean htmlReport) {
        this(sweep, preset, out, interactive, resume, htmlReport, System::nanoTime);
    }

    SweepRun(SweepPlan sweep, String preset, PrintStream out, boolean interactive, boolean resume, boolean htmlReport,
            LongSupplier nanos) {
        this.sweep = sweep;
        this.preset = preset;
        this.out = out;
        this.interactive = interactive;
        this.resume = resume;
        this.htmlReport = htmlReport;
        this.nanos = nanos;
    }

    /** The line said before any server starts: cells, tests per cell, databases and the bound. */
    public String planLine() {
        List<PlannedTest> tests = sweep.tests();
        Double bound = bound(tests);
        long runnable = sweep.cells().stream().filter(c -> c.plan() != null).count();
        int cells = sweep.cells().size();
        return "Sweep " + sweep.spec().name() + ": " + cells + (cells == 1 ? " cell (" : " cells (")
                + sweep.sweep().mode().id() + ")" + (runnable < cells ? ", " + (cells - runnable) + " skipped" : "")
                + ", " + sweep.plan().scenarios().size() + " tests each on " + databases() + "; "
                + (tests.isEmpty() ? "nothing to measure" : bound == null ? "no bound on its measured time "
                        + "(TEST_MAX_TIME=0 on some test; --set TEST_MAX_TIME=ms bounds each)"
                        : "at most " + PlanBound.hoursMinutes(bound) + " of measured time (" + tests.size()
                                + " tests, plus set-up, baselines and verification)");
    }

    /** The sum of the tests' caps, in seconds; null when a test has none. */
    public static Double bound(List<PlannedTest> tests) {
        return tests.stream().anyMatch(t -> t.capSeconds() <= 0) ? null
                : tests.stream().mapToDouble(PlannedTest::capSeconds).sum();
    }

    /** Runs every cell; true when every cell's campaign was good (a skipped cell is). */
    public boolean run() throws Exception {
        folder = new SweepFolder(sweep.dir(), manifest());
        folder.write();
        out.println(planLine());
        boolean allGood = true;
        long started = nanos.getAsLong();
        int done = 0;
        int total = sweep.cells().size();
        try (AbortHook hook = AbortHook.install("sweep-abort", this::interrupted)) {
            for (SweepPlan.Cell cell : sweep.cells()) {
                int k = cell.cell().number();
                out.println(progress(k, total, done, started) + " " + cell.cell().directory());
                allGood &= runCell(cell);
                done++;
            }
        }
        out.println("Sweep " + sweep.spec().name() + " done in " + hoursMinutesSeconds(nanos.getAsLong() - started)
                + ": " + counts() + "; manifest " + sweep.dir().resolve(SweepManifest.FILE_NAME));
        writeReport();
        return allGood;
    }

    private boolean runCell(SweepPlan.Cell cell) throws Exception {
        int k = cell.cell().number();
        cell.leftOut().forEach(line -> out.println("  " + line));
        if (cell.plan() == null) {
            folder.mark(k, SKIPPED, cell.skipped());
            return true;
        }
        if (resume && Campaign.doneEarlier(cell.plan())) {
            out.println("  every result kept from an earlier run, skipped");
            folder.mark(k, COMPLETED, null);
            return true;
        }
        folder.mark(k, RUNNING, null);
        running = k;
        try {
            boolean good = new Campaign(cell.plan(), out, interactive, resume, htmlReport).run();
            folder.mark(k, good ? COMPLETED : FAILED, good ? null : "a run failed, timed out, had failed "
                    + "operations or mismatches (see its results)");
            return good;
        } catch (ConfigException e) {
            folder.mark(k, FAILED, e.getMessage());
            throw e;
        } catch (Exception e) {
            folder.mark(k, FAILED, String.valueOf(e.getMessage()));
            out.println("  cell " + k + " failed: " + e.getMessage());
            return false;
        } finally {
            running = null;
        }
    }

    private void interrupted() {
        Integer k = running;
        if (k != null && folder != null && RUNNING.equals(folder.status(k))) {
            folder.mark(k, FAILED, "interrupted");
        }
    }

    /** "cell k of N, d done, elapsed 0h 01m 05s, ETA 0h 03m 10s": the ETA from the mean of the cells done. */
    String progress(int k, int total, int done, long startedNanos) {
        long elapsed = nanos.getAsLong() - startedNanos;
        String eta = done == 0 ? "ETA unknown" : "ETA " + hoursMinutesSeconds(elapsed / done * (total - done));
        return "sweep " + sweep.spec().name() + ": cell " + k + " of " + total + ", " + done + " done, elapsed "
                + hoursMinutesSeconds(elapsed) + ", " + eta + ":";
    }

    static String hoursMinutesSeconds(long nanos) {
        long s = Math.round(nanos / 1e9);
        return String.format(Locale.ROOT, "%dh %02dm %02ds", s / 3600, s / 60 % 60, s % 60);
    }

    private SweepManifest manifest() {
        SweepManifest earlier = resume ? SweepFolder.read(sweep.dir()) : null;
        List<SweepManifest.Cell> cells = sweep.cells().stream().map(c -> new SweepManifest.Cell(c.cell().number(),
                c.cell().parameters(), c.cell().directory(), c.cell().baseline(), PENDING, null)).toList();
        if (earlier != null && !sameCells(earlier.cells(), cells)) {
            throw new ConfigException("--resume: " + sweep.dir().resolve(SweepManifest.FILE_NAME) + " holds other "
                    + "cells; allowed: the --sweep, --sweep-mode and --sweep-preset it ran with, or another "
                    + "--sweep-name");
        }
        List<String> tests = sweep.plan().scenarios().stream().map(Scenario::id).toList();
        List<String> dbs = sweep.plan().databases().stream().map(DatabaseBinding::id).toList();
        return new SweepManifest(SweepManifest.SCHEMA_VERSION, sweep.sweep().mode().id(), sweep.sweep().axes(), dbs,
                tests, preset, bound(sweep.tests()), earlier != null ? earlier.createdAt() : Instant.now(),
                earlier != null ? keepStatus(earlier.cells(), cells) : cells);
    }

    private static boolean sameCells(List<SweepManifest.Cell> a, List<SweepManifest.Cell> b) {
        return a.size() == b.size() && IntStream.range(0, a.size()).allMatch(i ->
                Objects.equals(a.get(i).parameters(), b.get(i).parameters())
                        && Objects.equals(a.get(i).directory(), b.get(i).directory()));
    }

    /** Resumed: each cell starts from its earlier status, a running one (the harness died in it) as failed. */
    static List<SweepManifest.Cell> keepStatus(List<SweepManifest.Cell> earlier,
            List<SweepManifest.Cell> cells) {
        return IntStream.range(0, cells.size()).mapToObj(i -> {
            SweepManifest.Cell was = earlier.get(i);
            boolean died = RUNNING.equals(was.status());
            return new SweepManifest.Cell(was.number(), was.parameters(), was.directory(), was.baseline(),
                    died ? FAILED : was.status(), died ? "interrupted" : was.error());
        }).toList();
    }

    private String counts() {
        return folder.manifest().cells().stream().collect(Collectors.groupingBy(SweepManifest.Cell::status,
                TreeMap::new, Collectors.counting())).entrySet().stream()
                .map(e -> e.getValue() + " " + e.getKey()).collect(Collectors.joining(", "));
    }

    private String databases() {
        return sweep.plan().databases().stream().map(DatabaseBinding::id).collect(Collectors.joining(", "));
    }

    /** The sweep report in every language; a report that fails is a warning, the cells' results stand. */
    private void writeReport() {
        for (Language language : Language.values()) {
            try {
                out.println("Sweep report (" + language.name().toLowerCase(Locale.ROOT) + "): "
                        + SweepReport.write(sweep.dir(), language));
            } catch (Exception e) {
                out.println("warning: could not write the sweep report: " + e.getMessage());
            }
        }
    }
}
