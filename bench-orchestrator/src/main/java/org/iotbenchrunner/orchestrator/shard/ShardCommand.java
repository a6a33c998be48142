package org.iotbenchrunner.orchestrator.shard;

import java.net.InetSocketAddress;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * {@code shard --coordinator HOST:PORT --run RUN}: one client shard of a run with {@code --shards}, started by a
 * {@link ShardLauncher}, never by hand. It connects to the coordinator, which gives it everything else.
 */
@Command(name = "shard", hidden = true, mixinStandardHelpOptions = true,
        description = "Runs one client shard for the coordinator at HOST:PORT (started by --shards, not by hand).")
public final class ShardCommand implements Callable<Integer> {

    @Option(names = "--coordinator", required = true, paramLabel = "HOST:PORT",
            description = "Where the coordinator listens.")
    String coordinator;

    @Option(names = "--run", required = true, paramLabel = "RUN",
            description = "The run token the coordinator gave the launcher: a stray shard of another run is refused.")
    String run;

    @Override
    public Integer call() throws Exception {
        InetSocketAddress address = ShardWorker.parse(coordinator);
        return new ShardWorker(address.getHostString(), address.getPort(), run).call();
    }
}
