package org.iotbenchrunner.orchestrator.shard.swarm;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;

/**
 * The service that runs a test's shards: a replicated-job of {@code replicas} tasks, all at once (a start barrier
 * waits for every one), none restarted (a shard that dies costs its share, it does not run twice), on the host
 * network (tasks reach the coordinator at the node's address), the service and its containers labelled with their
 * owner.
 */
record ShardJobSpec(String name, String image, int replicas, Map<String, String> labels, List<String> command,
        boolean registryAuth) {
    static final String PREFIX = "iot-benchrunner-shards-";
    /** Swarm service names are DNS labels. */
    private static final int NAME_CHARS = 63;

    ShardJobSpec {
        if (replicas < 1) {
            throw new IllegalArgumentException("a shard job needs at least one task (got " + replicas + ")");
        }
        labels = new TreeMap<>(labels);
        command = List.copyOf(command);
    }

    static ShardJobSpec of(String run, String image, int replicas, Map<String, String> labels, String coordinator,
            boolean registryAuth) {
        return new ShardJobSpec(serviceName(run, ProcessHandle.current().pid()), image, replicas, labels,
                List.of("shard", "--coordinator", coordinator, "--run", run), registryAuth);
    }

    /** {@code iot-benchrunner-shards-<run>-<pid>}: the run made a DNS label, cut to fit. */
    static String serviceName(String run, long pid) {
        String suffix = "-" + pid;
        String cleaned = run.toLowerCase(Locale.ROOT).replaceAll("[^a-z0-9]+", "-").replaceAll("(^-+|-+$)", "");
        int room = NAME_CHARS - PREFIX.length() - suffix.length();
        String part = cleaned.substring(0, Math.min(room, cleaned.length())).replaceAll("-+$", "");
        return PREFIX + (part.isEmpty() ? "run" : part) + suffix;
    }

    /** The arguments of {@code docker service create}. */
    List<String> createArgs() {
        List<String> args = new ArrayList<>(List.of("service", "create", "--detach", "--quiet", "--name", name,
                "--mode", "replicated-job", "--replicas", Integer.toString(replicas), "--max-concurrent",
                Integer.toString(replicas), "--restart-condition", "none", "--network", "host"));
        labels.forEach((key, value) -> {
            args.addAll(List.of("--label", key + "=" + value));
            args.addAll(List.of("--container-label", key + "=" + value));
        });
        if (registryAuth) {
            args.add("--with-registry-auth");
        }
        args.add(image);
        args.addAll(command);
        return args;
    }
}
