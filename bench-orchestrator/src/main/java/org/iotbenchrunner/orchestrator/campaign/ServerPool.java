package org.iotbenchrunner.orchestrator.campaign;

import java.io.PrintStream;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.iotbenchrunner.core.spi.DatabaseBinding;
import org.iotbenchrunner.orchestrator.plan.RunPlan;
import org.iotbenchrunner.orchestrator.provision.ServerLaunch;
import org.iotbenchrunner.orchestrator.provision.ServerSession;

/**
 * The servers up now, by database id, in start order: one, or all of them when co-resident. Safe to stop from the
 * abort hook while the campaign's thread starts one.
 */
final class ServerPool {
    private final RunPlan plan;
    private final PrintStream out;
    private final Map<String, ServerSession> up = Collections.synchronizedMap(new LinkedHashMap<>());

    ServerPool(RunPlan plan, PrintStream out) {
        this.plan = plan;
        this.out = out;
    }

    ServerSession start(DatabaseBinding binding, String repetition) throws Exception {
        ServerSession session = ServerLaunch.start(plan, binding, out, repetition);
        up.put(binding.id(), session);
        return session;
    }

    ServerSession get(DatabaseBinding binding) {
        return up.get(binding.id());
    }

    /** Closes {@code binding}'s server, which has died, and starts a fresh one in its place. */
    ServerSession replace(DatabaseBinding binding, String repetition) throws Exception {
        ServerSession dead = up.remove(binding.id());
        if (dead != null) {
            dead.close();
        }
        return start(binding, repetition);
    }

    /** The servers up, by database id (the idle ones' samplers come from here). */
    Map<String, ServerSession> up() {
        return up;
    }

    List<String> ids() {
        synchronized (up) {
            return List.copyOf(up.keySet());
        }
    }

    /** Stops every server up, the last started first. */
    void stopAll() {
        List<ServerSession> sessions;
        synchronized (up) {
            sessions = new ArrayList<>(up.values());
            up.clear();
        }
        Collections.reverse(sessions);
        sessions.forEach(ServerSession::close);
    }
}
