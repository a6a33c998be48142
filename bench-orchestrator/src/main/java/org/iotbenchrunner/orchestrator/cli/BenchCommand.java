package org.iotbenchrunner.orchestrator.cli;

import java.io.PrintStream;
import java.io.PrintWriter;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.function.UnaryOperator;
import org.iotbenchrunner.core.config.ConfigException;
import org.iotbenchrunner.core.result.HarnessVersion;
import org.iotbenchrunner.orchestrator.HarnessFailure;
import org.iotbenchrunner.orchestrator.shard.ShardCommand;
import org.iotbenchrunner.report.ReportCommand;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.Spec;

/**
 * {@code bench-orchestrator}: the commands {@code run} (iot-benchmark's tests), {@code load} (a TSBS use case) and
 * {@code report}. Without a command it takes the options of both {@code run} and {@code load}, as it did before it
 * had commands, and does what the options given ask: {@code load} with {@code --workload} or
 * {@code --use-case-preset}, else {@code run}; an option of the other command is refused in one line.
 */
@Command(name = "bench-orchestrator", mixinStandardHelpOptions = true, versionProvider = BenchCommand.Version.class,
        sortOptions = false,
        description = "Benchmarks time-series databases with the iot-benchmark workload model and writes results "
                + "to <out>/<scale>/<db>/<test>.json, summary.md, summary.csv and an HTML report in <out>/<scale>/report/. "
                + "With --workload, loads a TSBS use case's data set (cpu-only, devops or iot; generated, or a file) "
                + "into each database instead and writes <out>/<workload>/<db>/load.json. "
                + "The report subcommand rebuilds reports from result files. Without a command, the options below "
                + "go to run, or with --workload or --use-case-preset to load (bench-orchestrator run|load --help "
                + "lists each command's own).",
        footer = {"", "Exit codes: 0 every run completed with zero failed operations (and, with --verify, zero "
                + "mismatches); 1 a run failed, timed out, had failed operations or mismatches, or a load crashed or "
                + "had failed batches; 2 bad input.",
            "Precedence of settings: key defaults < --config file < --scale < the test's own settings < --set."})
public final class BenchCommand implements Callable<Integer> {
    public static final int EXIT_RUN_FAILED = 1;
    public static final int EXIT_BAD_INPUT = 2;

    @Mixin
    SharedOptions shared = new SharedOptions();

    @Mixin
    TestOptions test = new TestOptions();

    @Mixin
    UseCaseOptions useCase = new UseCaseOptions();

    @Spec
    CommandSpec spec;

    private final PrintStream out;

    BenchCommand(PrintStream out) {
        this.out = out;
    }

    public static void main(String[] args) {
        System.exit(execute(args, System.out, System.err));
    }

    public static int execute(String[] args, PrintStream out, PrintStream err) {
        CommandLine cli = new CommandLine(new BenchCommand(out));
        cli.addSubcommand(new RunCommand(out));
        cli.addSubcommand(new LoadCommand(out));
        cli.addSubcommand(new ReportCommand());
        cli.addSubcommand(new ShardCommand());
        cli.setOut(new PrintWriter(out, true));
        cli.setErr(new PrintWriter(err, true));
        cli.setParameterExceptionHandler((e, a) -> {
            err.println("error: " + e.getMessage() + " (see --help)");
            return EXIT_BAD_INPUT;
        });
        cli.setExecutionExceptionHandler((e, c, r) -> exitFor(e, err));
        return cli.execute(args);
    }

    /** Bad input (exit 2) and a failure its message says in full (exit 1) as one error; anything else as thrown. */
    public static int exitFor(Exception e, PrintStream err) throws Exception {
        if (e instanceof ConfigException || e instanceof HarnessFailure) {
            err.println("error: " + e.getMessage());
            return e instanceof ConfigException ? EXIT_BAD_INPUT : EXIT_RUN_FAILED;
        }
        throw e;
    }

    /** No command given: {@code load} when a use case is asked, else {@code run}, each refusing the other's options. */
    @Override
    public Integer call() throws Exception {
        if (useCase.asked()) {
            refuseOptionsOf("test", option -> option.equals("--test")
                    ? useCase.label() + " and --test " + test.tests + ": give one of them (--test runs "
                            + "iot-benchmark's tests, --workload loads a TSBS use case)"
                    : option + " applies to --test runs, not to " + useCase.label());
            return LoadCommand.load(shared, useCase, test.cache, out);
        }
        refuseOptionsOf("useCase", option -> option + " needs --workload cpu-only, devops, iot or thermo "
                + "(a use case's load)");
        return RunCommand.run(shared, test, out);
    }

    /** The first option given of the mixin {@code mixin}, in its order, refused with {@code message}'s line. */
    private void refuseOptionsOf(String mixin, UnaryOperator<String> message) {
        CommandLine.ParseResult parsed = spec.commandLine().getParseResult();
        // --cache is the one option both take: cold before each read test, or before each query set
        List<String> given = spec.mixins().get(mixin).options().stream().map(OptionSpec::longestName)
                .filter(parsed::hasMatchedOption).filter(name -> !name.equals("--cache")).toList();
        if (!given.isEmpty()) {
            throw new ConfigException(message.apply(given.get(0)));
        }
    }

    static final class Version implements CommandLine.IVersionProvider {
        @Override
        public String[] getVersion() {
            return new String[]{"iot-benchrunner " + HarnessVersion.get()};
        }
    }
}
