package org.iotbenchrunner.orchestrator.shard.swarm;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.iotbenchrunner.orchestrator.console.TerminalProgress;

/**
 * Puts the harness image where every swarm node finds it, without a registry: on a one-node swarm the local image
 * is used as it is; with more nodes it is saved once and loaded on each other node through {@code docker -H
 * ssh://<node>}; where the user names a registry ({@code IOT_BENCHRUNNER_REGISTRY}) it is pushed there instead.
 */
final class ImageDistribution {
    static final String REGISTRY = "IOT_BENCHRUNNER_REGISTRY";
    private static final Duration LIST_LIMIT = Duration.ofSeconds(30);
    private static final Duration TRANSFER_LIMIT = Duration.ofMinutes(20);

    /** The image name the tasks run, whether the job must pass registry credentials, and how it got there. */
    record Distributed(String image, boolean registryAuth, String how) {
    }

    /** A swarm node as {@code docker node ls} lists it. */
    record Node(String hostname, boolean self, String status) {
        static Node parse(String line) {
            String[] f = line.split("\t", -1);
            return new Node(f[0].trim(), f.length > 1 && f[1].trim().equals("true"), f.length > 2 ? f[2].trim() : "");
        }
    }

    private ImageDistribution() {
    }

    static Distributed distribute(DockerCli docker, String image, String registry, PrintStream out)
            throws IOException {
        if (registry != null && !registry.isBlank()) {
            return push(docker, image, registry.replaceAll("/+$", ""), out);
        }
        List<Node> others = nodes(docker).stream().filter(n -> !n.self() && n.status().equalsIgnoreCase("ready"))
                .toList();
        if (others.isEmpty()) {
            return new Distributed(image, false, "the local image (one-node swarm)");
        }
        Path archive = Files.createTempFile("iot-benchrunner-harness-image-", ".tar");
        long started = System.nanoTime();
        try {
            out.println("Saving " + image + " to load it on " + others.size() + " other swarm node(s) over ssh ...");
            docker.run("saving " + image, TRANSFER_LIMIT, List.of("save", "-o", archive.toString(), image));
            int done = 0;
            for (Node node : others) {
                docker.at("ssh://" + node.hostname()).run("loading " + image + " on swarm node " + node.hostname()
                        + " (docker -H ssh://" + node.hostname() + ")", TRANSFER_LIMIT,
                        List.of("load", "-q", "-i", archive.toString()));
                done++;
                out.println("Loaded " + image + " on " + node.hostname() + " (" + done + "/" + others.size() + ", "
                        + TerminalProgress.duration((System.nanoTime() - started) / 1e9) + " elapsed)");
            }
        } finally {
            Files.deleteIfExists(archive);
        }
        return new Distributed(image, false, "loaded over ssh on " + others.size() + " other node(s)");
    }

    static List<Node> nodes(DockerCli docker) {
        return docker.run("listing the swarm's nodes", LIST_LIMIT, List.of("node", "ls", "--format",
                "{{.Hostname}}\t{{.Self}}\t{{.Status}}")).lines().filter(l -> !l.isBlank()).map(Node::parse)
                .toList();
    }

    private static Distributed push(DockerCli docker, String image, String registry, PrintStream out) {
        String remote = registry + "/" + image;
        long started = System.nanoTime();
        out.println("Pushing " + image + " to " + registry + " (" + REGISTRY + ") ...");
        docker.run("tagging " + image + " for " + registry, LIST_LIMIT, List.of("tag", image, remote));
        docker.run("pushing " + remote, TRANSFER_LIMIT, List.of("push", "-q", remote));
        out.println("Pushed " + remote + " in " + TerminalProgress.duration((System.nanoTime() - started) / 1e9));
        return new Distributed(remote, true, "pushed to " + registry);
    }
}
