package org.iotbenchrunner.report;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.concurrent.Callable;
import java.util.stream.Stream;
import org.iotbenchrunner.core.result.HarnessVersion;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code bench-report} / {@code bench report}: tables, charts and an HTML page from result files. */
@Command(name = "report", mixinStandardHelpOptions = true, versionProvider = ReportCommand.Version.class,
        sortOptions = false, description = "Writes index.html (tables and charts, self-contained), the charts as "
        + "PNG and per-scale tables from the result files below a folder; with --effects, the effects of isolation "
        + "and of tuning from the campaign presets below a root.",
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {"0:report written", "1:a file could not be read or written", "2:bad input or no result"})
public final class ReportCommand implements Callable<Integer> {
    private static final Set<String> SCALES = Set.of("tiny", "small", "medium", "large", "custom");

    @Option(names = "--source", defaultValue = "all", paramLabel = "SOURCE", description = "small|medium|large: "
            + "results/<scale>; all: one page per scale folder; mixed: every scale on one page, with the "
            + "cross-scale charts; or any folder of result files (default: ${DEFAULT-VALUE}).")
    String source;

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

    @Option(names = "--out", paramLabel = "DIR", description = "Output folder (default: <source folder>/report; "
            + "with --source all, <DIR>/<scale> per scale; with --effects, ROOT/effects).")
    Path out;

    @Spec
    CommandSpec spec;

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
        try {
            Language lang = Language.parse(language);
            if (effects != null || published != null) {
                return effects(lang);
            }
            Path a = compare == null ? null : campaign(compare.get(0));
            Path b = compare == null ? null : campaign(compare.get(1));
            List<Path> pages = new ArrayList<>();
            String chosen = source.trim().toLowerCase(Locale.ROOT);
            if (chosen.equals("all")) {
                for (Path scaleDir : scaleFolders()) {
                    Path dir = out == null ? scaleDir.resolve("report") : out.resolve(scaleDir.getFileName());
                    pages.add(Report.write(scaleDir, dir, lang, a, b));
                }
            } else {
                Path folder = chosen.equals("mixed") ? resultsRoot
                        : SCALES.contains(chosen) ? resultsRoot.resolve(chosen) : Path.of(source);
                if (!Files.isDirectory(folder)) {
                    throw new IllegalArgumentException("--source " + source + ": no folder " + folder);
                }
                pages.add(Report.write(folder, out == null ? folder.resolve("report") : out, lang, a, b));
            }
            pages.forEach(p -> spec.commandLine().getOut().println("report: " + p.toAbsolutePath().normalize()));
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

    private List<Path> scaleFolders() throws IOException {
        if (!Files.isDirectory(resultsRoot)) {
            throw new IllegalArgumentException("--source all: no folder " + resultsRoot);
        }
        try (Stream<Path> dirs = Files.list(resultsRoot)) {
            List<Path> scales = dirs.filter(Files::isDirectory).filter(ReportCommand::holdsResults).sorted(
                    (x, y) -> ResultSet.compareScales(x.getFileName().toString(), y.getFileName().toString())).toList();
            if (scales.isEmpty()) {
                throw new IllegalArgumentException("--source all: no result file below " + resultsRoot);
            }
            return scales;
        }
    }

    private static boolean holdsResults(Path dir) {
        try (Stream<Path> files = Files.walk(dir)) {
            return files.anyMatch(f -> f.toString().endsWith(".json"));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private Path campaign(String spec) {
        String name = spec.trim().toLowerCase(Locale.ROOT);
        return SCALES.contains(name) ? resultsRoot.resolve(name) : Path.of(spec);
    }

    static final class Version implements CommandLine.IVersionProvider {
        @Override
        public String[] getVersion() {
            return new String[]{"bench-report " + HarnessVersion.get()};
        }
    }
}
