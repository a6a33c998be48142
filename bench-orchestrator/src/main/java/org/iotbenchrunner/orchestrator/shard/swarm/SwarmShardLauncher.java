package org.iotbenchrunner.orchestrator.shard.swarm;

import java.io.PrintStream;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import org.iotbenchrunner.orchestrator.HarnessFailure;
import org.iotbenchrunner.orchestrator.provision.container.ContainerOwners;
import org.iotbenchrunner.orchestrator.shard.ShardLauncher;

/**
 * Shards as the tasks of one Docker Swarm replicated-job ({@code --engine swarm}), created on this machine's engine,
 * which must be a swarm manager. The tasks run the harness image on the host network and reach the coordinator at
 * the swarm's advertise address ({@link #coordinatorHost}).
 */
public final class SwarmShardLauncher implements ShardLauncher {
    public static final String NAME = "swarm";
    private static final Duration CREATE_LIMIT = Duration.ofSeconds(60);

    private final DockerCli docker;
    private final PrintStream out;
    private final boolean interactive;
    private String image;

    public SwarmShardLauncher(PrintStream out, boolean interactive) {
        this(new DockerCli(), out, interactive);
    }

    SwarmShardLauncher(DockerCli docker, PrintStream out, boolean interactive) {
        this.docker = docker;
        this.out = out;
        this.interactive = interactive;
    }

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public Optional<String> unavailableReason() {
        if (!DockerCli.onPath()) {
            return Optional.of("--engine swarm needs the docker command, and there is none on the PATH");
        }
        return SwarmState.read(docker).unavailableReason();
    }

    /** The address at which the tasks reach a coordinator on this machine: the swarm's advertise address. */
    @Override
    public String coordinatorHost() {
        SwarmState state = SwarmState.read(docker);
        state.unavailableReason().ifPresent(reason -> {
            throw new HarnessFailure(reason);
        });
        return state.nodeAddress();
    }

    @Override
    public Launched launch(int count, String coordinatorHost, int coordinatorPort, String run) throws Exception {
        Optional<String> reason = unavailableReason();
        if (reason.isPresent()) {
            throw new HarnessFailure(reason.get());
        }
        ImageDistribution.Distributed placed = ImageDistribution.distribute(docker, image(), System.getenv(
                ImageDistribution.REGISTRY), out);
        ShardJobSpec spec = ShardJobSpec.of(run, placed.image(), count, ContainerOwners.labels("shards"),
                coordinatorHost + ":" + coordinatorPort, placed.registryAuth());
        try {
            docker.run("creating the swarm job " + spec.name(), CREATE_LIMIT, spec.createArgs());
        } catch (HarnessFailure e) {
            docker.attempt("removing the swarm job " + spec.name() + " that failed to start", CREATE_LIMIT,
                    List.of("service", "rm", spec.name()));
            throw e;
        }
        return new SwarmJob(docker, spec, placed.how(), out);
    }

    private synchronized String image() throws Exception {
        if (image == null) {
            image = HarnessImage.resolve(out, interactive);
        }
        return image;
    }
}
