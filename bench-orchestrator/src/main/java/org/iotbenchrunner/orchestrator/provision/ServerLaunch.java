package org.iotbenchrunner.orchestrator.provision;

import java.io.PrintStream;
import org.iotbenchrunner.core.config.Scenario;
import org.iotbenchrunner.core.spi.DatabaseBinding;
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
        ServerSession session = plan.provider().start(binding, plan.configFor(binding, Scenario.WRITE),
                plan.server());
        out.println(binding.displayName() + " ready at " + (session.clustered() ? session.target().nodes() + " ("
                + session.provider() + ")" : session.endpoint()));
        out.println(ServerSetups.describe(binding, ServerSetups.of(plan, session)));
        return session;
    }
}
