package org.iotbenchrunner.orchestrator.cli;

import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.iotbenchrunner.core.config.BenchmarkConfig;
import org.iotbenchrunner.core.config.ConfigException;
import org.iotbenchrunner.core.config.ConfigKey;
import org.iotbenchrunner.core.config.ConfigLayers;
import org.iotbenchrunner.core.spi.Endpoint;
import org.iotbenchrunner.orchestrator.plan.NodeRequest;
import org.iotbenchrunner.orchestrator.provision.AutoProvider;
import org.iotbenchrunner.orchestrator.provision.ExternalEndpoints;
import org.iotbenchrunner.orchestrator.provision.ExternalProvider;
import org.iotbenchrunner.orchestrator.provision.Provider;
import org.iotbenchrunner.orchestrator.provision.container.ContainerOptions;
import org.iotbenchrunner.orchestrator.provision.container.ContainerProvider;
import org.iotbenchrunner.orchestrator.provision.container.DockerEngine;
import org.iotbenchrunner.orchestrator.provision.local.LocalProvider;
import org.iotbenchrunner.orchestrator.shard.ShardLaunchers;
import org.iotbenchrunner.orchestrator.storage.DataPlacement;
import org.iotbenchrunner.orchestrator.storage.DiskBaseline;
import picocli.CommandLine.Option;

/**
 * The options {@code run} and {@code load} share: which databases, their configuration, where results go, where the
 * servers come from and how they are limited and set up. {@code order} keeps the help's order of the one command
 * these options once had.
 */
final class SharedOptions {
    @Option(names = "--db", order = 1, paramLabel = "ID[,ID...]",
            description = "Databases to benchmark, one at a time: all or a comma list (default: ${DEFAULT-VALUE}).")
    String databases = "timescaledb";

    @Option(names = "--config", order = 4, paramLabel = "FILE", description = "An iot-benchmark config.properties "
            + "file.")
    Path configFile;

    @Option(names = "--set", order = 5, paramLabel = "KEY=VALUE", description = "Overrides one configuration key; "
            + "repeatable.")
    List<String> assignments = new ArrayList<>();

    @Option(names = "--out", order = 6, paramLabel = "DIR", description = "Results folder (default: ${DEFAULT-VALUE}).")
    Path outputDir = Path.of("results");

    @Option(names = "--provider", order = 7, paramLabel = "auto|docker|local|external",
            description = "Where the servers come from: docker runs each in a fresh container; local starts private "
                    + "servers from installed binaries; external uses --host/--port; auto picks docker when a Docker "
                    + "engine answers, else local (default: ${DEFAULT-VALUE}).")
    String provider = "auto";

    @Option(names = "--image", order = 8, paramLabel = "DB=IMAGE", description = "Container image of one database "
            + "instead of the pinned one, e.g. iotdb=apache/iotdb:1.3.2-standalone; repeatable.")
    List<String> images = new ArrayList<>();

    @Option(names = "--mem-limit", order = 9, paramLabel = "SIZE", description = "Memory limit of each container, "
            + "e.g. 4g (default: none).")
    String memLimit;

    @Option(names = "--cpus", order = 10, paramLabel = "N", description = "CPUs each container may use, a share of "
            + "the host's as docker run --cpus (e.g. 1.5; default: all).")
    String cpus;

    @Option(names = "--cpuset", order = 11, paramLabel = "CPUS", description = "The host CPUs each container may run "
            + "on, e.g. 1 or 0-1,3 (default: any).")
    String cpuset;

    @Option(names = "--shape", order = 12, paramLabel = "NAME", description = "A reference study's machine as "
            + "container limits: thesis (6 CPUs, 28 GB), tsbs-vm (4 CPUs, 4 GB), m5.large (2 CPUs, 8 GiB), m5.xlarge "
            + "(4 CPUs, 16 GiB); refused where this host is smaller; --cpus and --mem-limit override its parts.")
    String shape;

    @Option(names = "--harness-cpus", order = 13, paramLabel = "CPUS", description = "Pins the harness to these host "
            + "CPUs (taskset), e.g. 0 with --cpuset 1, so that harness and servers do not fight for the same cores.")
    String harnessCpus;

    @Option(names = "--iotdb-home", order = 14, paramLabel = "DIR", description = "Unpacked IoTDB 1.3 distribution "
            + "for the local provider (default: $IOTDB_HOME).")
    Path iotdbHome;

    @Option(names = "--verify", order = 15, description = "Checks the point count of every successful query of the "
            + "read tests against the answer expected for the baseline data, and the rows and values of the queries "
            + "--verify-values selects; a run with mismatches is flagged and exits 1. With --workload and --queries: "
            + "compares every query's answer with the one expected from the loaded rows.")
    boolean verify;

    @Option(names = "--profile", order = 22, paramLabel = "default|tuned|study-timeouts", description = "Server "
            + "settings: the database's defaults, or the reference studies' tuning (pgtune for TimescaleDB, the "
            + "InfluxDB cache, benchANT's IoTDB settings) scaled to the host's memory less the harness's heap, or "
            + "to a container's limits, or study-timeouts: every server timeout raised 100 times, as the "
            + "TDengine/Cassandra study did for Cassandra (default: default).")
    String profile;

    @Option(names = "--server-set", order = 22, paramLabel = "DB:KEY=VALUE", description = "One server setting "
            + "under the database's own name, applied over the profile's to the server the harness starts (local or "
            + "container) and read back from it, e.g. iotdb:page_size_in_byte=65536 or timescaledb:work_mem=64MB; "
            + "repeatable. See docs/server-settings.md.")
    List<String> serverSets = new ArrayList<>();

    @Option(names = "--nodes", order = 23, paramLabel = "N", description = "Starts each database as a cluster of N "
            + "data nodes (IoTDB: 1 ConfigNode + N DataNodes; Cassandra: an N-node ring) as local processes on "
            + "loopback addresses; a database without an open cluster mode that runs here says so (default: 1, one "
            + "server).")
    Integer nodes;

    @Option(names = "--replication", order = 24, paramLabel = "N", description = "Copies of each datum in a cluster "
            + "started with --nodes, between 1 and N (default: the database's launcher's choice, recorded).")
    Integer replication;

    @Option(names = "--spread", order = 25, paramLabel = "round-robin|all-nodes", description = "How clients reach "
            + "a database of several nodes: round-robin gives client c node c mod N (TSBS's --urls); all-nodes gives "
            + "every client every node and lets its driver spread them (iot-benchmark's cluster mode) (default: "
            + "round-robin).")
    String spread;

    @Option(names = "--shards", order = 26, paramLabel = "N", description = "Splits each test's clients over N "
            + "client processes (client c runs in shard c mod N, with the devices it has in one process), started "
            + "together and merged exactly into one result with a row per shard (default: 1, in the harness's own "
            + "process).")
    Integer shards;

    @Option(names = "--engine", order = 32, paramLabel = "local|swarm", description = "Where client shards run: "
            + "local processes, or a Docker Swarm replicated-job spread over the swarm's machines (default: local).")
    String engine;

    @Option(names = "--host", order = 27, paramLabel = "HOST[,HOST...]", description = "External server host, or "
            + "the nodes of an external cluster as a comma list (default: config HOST).")
    String host;

    @Option(names = "--port", order = 28, paramLabel = "PORT[,PORT...]", description = "External server port, one "
            + "for every host or one per host (default: config PORT).")
    String port;

    @Option(names = "--user", order = 29, paramLabel = "USER", description = "External server user (default: config "
            + "USERNAME).")
    String user;

    @Option(names = "--password", order = 30, paramLabel = "PASSWORD",
            description = "External server password (default: config PASSWORD).")
    String password;

    @Option(names = "--token", order = 31, paramLabel = "TOKEN", description = "External server token (default: "
            + "config TOKEN).")
    String token;

    // where the servers' data lives (issue 29, deliverable 4)
    @Option(names = "--data-dir", order = 33, paramLabel = "PATH", description = "Puts each server's data under "
            + "PATH, an existing writable directory: a local server's work directory, a container's data "
            + "directories bind-mounted from it; one fresh directory per server start, removed when it stops. The "
            + "device, filesystem and mount options are recorded in every result (default: the temp directory, or "
            + "the container's own storage).")
    Path dataDir;

    @Option(names = "--disk-baseline", order = 34, paramLabel = "SIZE", arity = "0..1",
            fallbackValue = DiskBaseline.DEFAULT_SIZE, description = "Before the first server starts, writes SIZE "
            + "in 4 KiB blocks (fdatasync at the end) where the data goes, drops the page cache where permitted, "
            + "reads it back and records both MB/s in every result, as dd would (default SIZE: "
            + DiskBaseline.DEFAULT_SIZE + ").")
    String diskBaseline;

    /** {@code --data-dir} and {@code --disk-baseline}, checked; refused with an external server. */
    DataPlacement placement(PrintStream out) {
        if (provider.equalsIgnoreCase("external") && (dataDir != null || diskBaseline != null)) {
            throw new ConfigException("--provider external with " + (dataDir != null ? "--data-dir " + dataDir
                    : "--disk-baseline") + ": an external server keeps its data where it is set up to; allowed with "
                    + "--provider local, docker or auto");
        }
        return DataPlacement.parse(dataDir, diskBaseline, out);
    }

    /** Where shards run ({@code --engine}, checked against {@code --shards}): local or swarm. */
    String shardEngine() {
        String chosen = ShardLaunchers.checked(engine);
        if (!chosen.equals(ShardLaunchers.LOCAL) && (shards == null || shards < 2)) {
            throw new ConfigException("--engine " + engine + " runs client shards: it needs --shards 2 or more (got "
                    + (shards == null ? "none" : "--shards " + shards) + ")");
        }
        return chosen;
    }

    /** The provider {@code --provider} names, its containers limited as {@code containers} says. */
    Provider provider(ConfigLayers base, ContainerOptions containers, NodeRequest nodes, PrintStream out) {
        if (iotdbHome != null) {
            if (!Files.isDirectory(iotdbHome)) {
                throw new ConfigException("--iotdb-home must be an existing directory (got " + iotdbHome + ")");
            }
            // the IoTDB launcher reads this property before IOTDB_HOME
            System.setProperty("iotdb.home", iotdbHome.toAbsolutePath().toString());
        }
        String chosen = provider.toLowerCase(Locale.ROOT);
        if (!containers.isDefault() && !chosen.equals("auto") && !chosen.equals("docker")) {
            out.println("warning: --image, --mem-limit, --cpus, --cpuset and --shape apply to containers only, not to "
                    + "--provider " + provider);
        }
        DataPlacement placement = placement(out);
        if (nodes.clustered()) {
            return clusterProvider(chosen, nodes, placement, out);
        }
        return switch (chosen) {
            case "auto" -> new AutoProvider(out, DockerEngine::unavailableReason, ContainerProvider::hasImage,
                    new ContainerProvider(containers, out, System.console() != null, placement),
                    new LocalProvider(NodeRequest.SINGLE, placement));
            case "docker" -> new ContainerProvider(containers, out, System.console() != null, placement);
            case "local" -> new LocalProvider(NodeRequest.SINGLE, placement);
            case "external" -> new ExternalProvider(externalEndpoints(base), nodes);
            default -> throw new ConfigException("--provider must be auto, docker, local or external (got "
                    + provider + ")");
        };
    }

    /** The server nodes asked for, each bad value refused in one line. */
    NodeRequest nodes() {
        return NodeRequest.parse(nodes, replication, spread);
    }

    /** A cluster runs as local processes: auto picks local, docker and external refuse in one line. */
    private Provider clusterProvider(String chosen, NodeRequest nodes, DataPlacement placement, PrintStream out) {
        String asked = "--nodes " + nodes.cluster().dataNodes();
        return switch (chosen) {
            case "auto" -> {
                out.println("Provider: local, " + asked + " starts each cluster as local processes on loopback "
                        + "addresses");
                yield new LocalProvider(nodes, placement);
            }
            case "local" -> new LocalProvider(nodes, placement);
            case "docker" -> throw new ConfigException("--provider docker with " + asked + ": clusters run as local "
                    + "processes on loopback addresses, not in containers; allowed: --provider local or auto");
            case "external" -> throw new ConfigException("--provider external with " + asked + ": an external "
                    + "cluster's nodes are given with --host a,b,c (and --port p or p1,p2,p3), not --nodes");
            default -> throw new ConfigException("--provider must be auto, docker, local or external (got "
                    + provider + ")");
        };
    }

    /** Every node of an external server, from --host/--port or else the configuration's HOST/PORT lists. */
    private List<Endpoint> externalEndpoints(ConfigLayers base) {
        ConfigLayers layers = base.copy();
        assignments.forEach(layers::assignment);
        BenchmarkConfig c = layers.build();
        return ExternalEndpoints.parse(host != null ? "--host" : "HOST", host != null ? host
                : c.getString(ConfigKey.HOST), port != null ? "--port" : "PORT", port != null ? port
                : c.getString(ConfigKey.PORT), user != null ? user : c.getString(ConfigKey.USERNAME),
                password != null ? password : c.getString(ConfigKey.PASSWORD), c.getString(ConfigKey.DB_NAME),
                token != null ? token : c.getString(ConfigKey.TOKEN));
    }
}
