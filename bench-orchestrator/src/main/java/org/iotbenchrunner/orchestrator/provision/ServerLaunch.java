package org.iotbenchrunner.orchestrator.provision;

import java.io.PrintStream;
import java.util.List;
import java.util.Set;
import java.util.concurrent.Callable;
import java.util.stream.Collectors;
import org.iotbenchrunner.core.config.Scenario;
import org.iotbenchrunner.core.result.ServerSetup;
import org.iotbenchrunner.core.spi.DatabaseBinding;
import org.iotbenchrunner.core.spi.ServerOptions;
import org.iotbenchrunner.orchestrator.HarnessFailure;
import org.iotbenchrunner.orchestrator.plan.RunPlan;

/** Starts a database's server as the plan says, saying so, where it answers and how it is set up. */
public final class ServerLaunch {
    private ServerLaunch() {
    }

    /** {@code repetition}: how the start line names the run (empty for a single run). */
    public static ServerSession start(RunPlan plan, DatabaseBinding binding, PrintStream out, String repetition)
            throws Exception {
        out.println("Starting " + binding.displayName() + " (" + plan.provider().name() + " provider)" + repetition
                + " ...");
        ServerOptions options = plan.serverFor(binding);
        ServerSession session = started(binding, options, () -> plan.provider().start(binding,
                plan.configFor(binding, Scenario.WRITE), options)).withRequested(binding.id(), options.serverSets());
        out.println(binding.displayName() + " ready at " + (session.clustered() ? session.target().nodes() + " ("
                + session.provider() + ")" : session.endpoint()));
        ServerSetup setup = ServerSetups.of(plan, session);
        out.println(ServerSetups.describe(binding, setup));
        setup.notApplied().forEach(line -> out.println("warning: " + line));
        return session;
    }

    /** The started server; a start that fails with server settings asked says so, naming them. */
    static ServerSession started(DatabaseBinding binding, ServerOptions options, Callable<ServerSession> start)
            throws Exception {
        try {
            return start.call();
        } catch (Exception e) {
            if (options.serverSets().isEmpty()) {
                throw e;
            }
            String asked = options.serverSets().entrySet().stream().map(s -> "--server-set " + binding.id() + ":"
                    + s.getKey() + "=" + s.getValue()).collect(Collectors.joining(" "));
            throw new HarnessFailure(binding.displayName() + " failed to start with " + asked + ": "
                    + reason(String.valueOf(e.getMessage()), options.serverSets().keySet()), e);
        }
    }

    /**
     * The first line of a failed start's message, and where that does not name a setting asked, the first line that
     * does (a launcher's message ends with the server's log, where e.g. PostgreSQL names the GUC it refused).
     */
    static String reason(String message, Set<String> keys) {
        List<String> lines = message.lines().map(String::strip).filter(l -> !l.isEmpty()).toList();
        String first = lines.isEmpty() ? "" : lines.get(0);
        if (keys.stream().anyMatch(first::contains)) {
            return first;
        }
        return lines.stream().filter(l -> keys.stream().anyMatch(l::contains)).findFirst()
                .map(l -> first + " " + l).orElse(first);
    }
}
