package org.iotbenchrunner.report;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import org.iotbenchrunner.core.result.HarnessVersion;
import org.iotbenchrunner.core.campaign.CampaignPreset;
import org.iotbenchrunner.core.sweep.SweepManifest;
import org.iotbenchrunner.report.data.ResultsTree;
import org.iotbenchrunner.report.source.SourcePlan;
import org.iotbenchrunner.report.sweep.SweepReport;
import org.iotbenchrunner.report.text.Language;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;
import picocli.CommandLine;

/** {@code bench-report} / {@code bench report}: tables, charts and an HTML page from result files. */
@Command(name = "report", mixinStandardHelpOptions = true, versionProvider = ReportCommand.Version.class,
        sortOptions = false, description = "Writes index.html (index.pt-br.html) linking the seed thesis's charts "
        + "(PNG, charts/<source>/<language>/) and derived tables (tables/<source>/<language>/) drawn from a results "
        + "tree, and those of TSBS's use cases' loads and queries found below it; with --effects, the effects of "
        + "isolation and of tuning from the campaign presets below a root.",
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {"0:report written", "1:a file could not be read or written", "2:bad input or no result"})
public final class ReportCommand implements Callable<Integer> {

    @Option(names = "--source", defaultValue = "all", paramLabel = "SOURCE", description = "What to draw, as the "
            + "seed's charts.py: small|medium|large (one scale of the original campaign), mixed (the original "
            + "campaign across its scales), rerun, rerun-<scale>, rerun-mixed, comparison (original against rerun), "
            + "use-cases (TSBS's use cases' loads and queries, per study), taos-cassandra (the TDengine/Cassandra "
            + "study's grid, queries and disk beside its published numbers), sweep (the sweep in --results DIR: "
            + "tables relative to its baseline, dual-axis charts, correlations, into DIR/report), all (everything the "
            + "results hold; default); or a folder of result files, or of a sweep (holding sweep.json).")
    String source;

    @Option(names = "--results", paramLabel = "DIR", description = "The results tree: <DIR>/<scale>/ or "
            + "<DIR>/<preset>/<scale>/ (default: results).")
    Path results;

    @Option(names = "--compare", arity = "2", paramLabel = "CAMPAIGN", description = "Compare campaign A (the "
            + "baseline) with B, with the change in %%: each a scale name, a folder of result files, or a published "
            + "CSV (file.csv#run for one of its campaigns).")
    List<String> compare;

    @Option(names = "--effects", paramLabel = "ROOT", description = "Instead of a page of runs: the effects of "
            + "isolation and of tuning, from the campaign presets below ROOT (ROOT/<preset>/<scale>/...: original, "
            + "isolated-default, coresident-tuned, rerun; at least two), into effects.md, effects.csv and index.html "
            + "(default --out: ROOT/effects).")
    Path effects;

    @Option(names = "--published", paramLabel = "FILE", description = "With --effects: a CSV of the seed thesis's "
            + "published figures (the summary's columns with a run column, or the headline table), whose change "
            + "from original to rerun is shown beside ours; repeatable (default: none).")
    List<Path> published;

    @Option(names = "--language", defaultValue = "en-us", paramLabel = "LANG",
            description = "en-us|pt-br (default: ${DEFAULT-VALUE}).")
    String language;

    @Option(names = "--out", paramLabel = "DIR", description = "Output folder: index.html (index.pt-br.html), "
            + "charts/<source>/<language>/, tables/<source>/<language>/ (default: <results>/report, or "
            + "<folder>/report for a folder; with --effects, ROOT/effects).")
    Path out;

    @Spec
    CommandSpec spec;

    private static final String SWEEP = "sweep";

    private final Path resultsRoot;

    public ReportCommand() {
        this(Path.of("results"));
    }

    /** {@code resultsRoot} is where scale names point ({@code results/} by default). */
    public ReportCommand(Path resultsRoot) {
        this.resultsRoot = resultsRoot;
    }

    public static void main(String[] args) {
        System.exit(new CommandLine(new ReportCommand()).execute(args));
    }

    @Override
    public Integer call() {
        // this process measures nothing: its JIT need not spend C2's CPU on code that runs once
        C1Only.fromNowOn();
        try {
            Language lang = Language.parse(language);
            if (effects != null || published != null) {
                return effects(lang);
            }
            if (isSweep()) {
                return sweep(lang);
            }
            Path a = compare == null ? null : campaign(compare.get(0));
            Path b = compare == null ? null : campaign(compare.get(1));
            Path root = results == null ? resultsRoot : results;
            Path folder = Path.of(source);
            boolean isFolder = !isSelector(source) && Files.isDirectory(folder);
            ResultsTree tree = isFolder ? ResultsTree.ofFolder(folder) : ResultsTree.of(root);
            Path dir = out != null ? out : (isFolder ? folder : root).resolve("report");
            Path page = Report.write(tree, isFolder ? SourcePlan.FOLDER : source, dir, lang, a, b);
            spec.commandLine().getOut().println("report: " + page.toAbsolutePath().normalize());
            return 0;
        } catch (IllegalArgumentException e) {
            spec.commandLine().getErr().println("report: " + e.getMessage());
            return 2;
        } catch (IOException | UncheckedIOException e) {
            spec.commandLine().getErr().println("report: " + e.getMessage());
            return 1;
        }
    }

    private int effects(Language lang) throws IOException {
        if (effects == null) {
            throw new IllegalArgumentException("--published goes with --effects ROOT");
        }
        if (compare != null || spec.commandLine().getParseResult().hasMatchedOption("--source")) {
            throw new IllegalArgumentException("--effects takes no --source or --compare: the presets below ROOT "
                    + "are its campaigns");
        }
        Path index = Effects.write(effects, out == null ? effects.resolve("effects") : out, lang,
                published == null ? List.of() : published);
        spec.commandLine().getOut().println("report: " + index.toAbsolutePath().normalize());
        return 0;
    }

    private boolean isSweep() {
        return source.trim().equalsIgnoreCase(SWEEP) || Files.isRegularFile(Path.of(source)
                .resolve(SweepManifest.FILE_NAME));
    }

    /** The sweep named by --results (with --source sweep) or by --source itself, reported into --out or its report/. */
    private int sweep(Language lang) throws IOException {
        Path dir = source.trim().equalsIgnoreCase(SWEEP) ? results : Path.of(source);
        if (dir == null) {
            throw new IllegalArgumentException("--source sweep needs --results DIR, the sweep's folder (holding "
                    + SweepManifest.FILE_NAME + ")");
        }
        Path page = SweepReport.write(dir, out != null ? out : dir.resolve("report"), lang);
        spec.commandLine().getOut().println("report: " + page.toAbsolutePath().normalize());
        return 0;
    }

    /**
     * A selector rather than a folder: a scale, {@code all}, {@code mixed}, {@code use-cases}, a preset or
     * {@code <preset>-<part>}.
     */
    private static boolean isSelector(String text) {
        String s = text.trim().toLowerCase(Locale.ROOT);
        return !s.contains("/") && (SourcePlan.isScale(s)
                || List.of("all", "mixed", "comparison", SourcePlan.USE_CASES, SourcePlan.TAOS_CASSANDRA).contains(s)
                || CampaignPreset.ids().stream().anyMatch(p -> s.equals(p) || s.startsWith(p + "-")));
    }

    private Path campaign(String spec) {
        String name = spec.trim().toLowerCase(Locale.ROOT);
        return SourcePlan.isScale(name) ? (results == null ? resultsRoot : results).resolve(name) : Path.of(spec);
    }

    static final class Version implements CommandLine.IVersionProvider {
        @Override
        public String[] getVersion() {
            return new String[]{"bench-report " + HarnessVersion.get()};
        }
    }
}
