package org.iotbenchrunner.orchestrator.provision;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.iotbenchrunner.core.result.ColdStart;
import org.iotbenchrunner.core.result.ServerSetup;
import org.iotbenchrunner.core.spi.DatabaseBinding;
import org.iotbenchrunner.core.spi.ServerOptions;
import org.iotbenchrunner.core.spi.ServerResources;
import org.iotbenchrunner.orchestrator.plan.RunPlan;
import org.iotbenchrunner.orchestrator.plan.ServerSets;
import org.iotbenchrunner.orchestrator.sampling.PageCache;

/** The server facts every result records (profile, sizing, settings, cache mode), and making caches cold. */
public final class ServerSetups {
    private ServerSetups() {
    }

    /** A provider that does not configure its servers records the profile as unknown: it is the server's own. */
    public static ServerSetup of(RunPlan plan, ServerSession session) {
        String cache = plan.cache().id();
        if (!plan.provider().appliesProfiles()) {
            return new ServerSetup("unknown (" + session.provider() + " server)", null, null, Map.of(), cache, null);
        }
        ServerOptions options = plan.server();
        boolean tuned = options.tuned();
        ServerResources sized = session.server() == null ? options.resources()
                : session.server().sizedFor().orElse(options.resources());
        ServerSetup setup = new ServerSetup(options.profile().id(), tuned ? sized.memoryMb() : null,
                tuned ? sized.cores() : null, session.settings(), cache, null);
        return withRequested(setup, session.requested());
    }

    /** {@code setup} with what {@code --server-set} asked ({@code requested}) and what the server did not take. */
    static ServerSetup withRequested(ServerSetup setup, ServerSets requested) {
        Map<String, String> asked = new LinkedHashMap<>();
        List<String> refused = new ArrayList<>();
        requested.byDatabase().forEach((db, settings) -> {
            asked.putAll(settings);
            refused.addAll(SettingValues.notApplied(db, settings, setup.settings()));
        });
        return asked.isEmpty() ? setup : setup.withRequested(asked, refused);
    }

    /** One line for the terminal, e.g. "TimescaleDB profile: tuned for 18000 MB, 2 cores: shared_buffers=..." */
    public static String describe(DatabaseBinding binding, ServerSetup setup) {
        String settings = setup.settings().isEmpty()
                ? ("default".equals(setup.profile()) ? "the database's defaults"
                        : "no " + setup.profile() + " settings for this database")
                : setup.settings().entrySet().stream().map(e -> e.getKey() + "=" + e.getValue())
                        .collect(Collectors.joining(", "));
        String requested = setup.requested().isEmpty() ? "" : "; --server-set " + setup.requested().entrySet()
                .stream().map(e -> e.getKey() + "=" + e.getValue()).collect(Collectors.joining(", "))
                + (setup.notApplied().isEmpty() ? " (all read back as asked)"
                        : " (" + setup.notApplied().size() + " not as asked: see the warnings)");
        return binding.displayName() + " profile " + setup.describeProfile() + ": " + settings + "; cache "
                + setup.cache() + requested;
    }

    /**
     * Restarts the server with its data kept (timed), then drops the OS page cache where permitted. A server
     * without a process to restart (noop) has no caches to empty, so the page cache is left alone.
     */
    public static ColdStart makeCold(ServerSession session, PageCache pageCache) throws Exception {
        if (!session.restartable()) {
            return new ColdStart(false, 0, "no server process to restart", false, "no server whose files to evict");
        }
        long begin = System.nanoTime();
        session.restart();
        double seconds = (System.nanoTime() - begin) / 1e9;
        PageCache.Outcome cache = pageCache.drop();
        return new ColdStart(true, seconds, "stopped and started again on the same data", cache.dropped(),
                cache.note());
    }
}
