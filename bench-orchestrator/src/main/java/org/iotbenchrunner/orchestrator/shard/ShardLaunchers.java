package org.iotbenchrunner.orchestrator.shard;

import java.io.PrintStream;
import java.util.List;
import java.util.Locale;
import org.iotbenchrunner.core.config.ConfigException;
import org.iotbenchrunner.orchestrator.shard.swarm.SwarmShardLauncher;

/** The engines {@code --engine} names: where a test's client shards run. */
public final class ShardLaunchers {
    public static final String LOCAL = "local";
    public static final List<String> NAMES = List.of(LOCAL, SwarmShardLauncher.NAME);

    private ShardLaunchers() {
    }

    /** The engine's name, lower case; a {@link ConfigException} naming the allowed ones when it is none of them. */
    public static String checked(String name) {
        String given = name == null ? LOCAL : name.trim().toLowerCase(Locale.ROOT);
        if (!NAMES.contains(given)) {
            throw new ConfigException("--engine must be " + String.join(" or ", NAMES) + " (got " + name + ")");
        }
        return given;
    }

    /** The launcher {@code name} names; {@code local} is the coordinator's own local-process launcher. */
    public static ShardLauncher named(String name, ShardLauncher local, PrintStream out, boolean interactive) {
        return checked(name).equals(SwarmShardLauncher.NAME) ? new SwarmShardLauncher(out, interactive) : local;
    }
}
