package org.iotbenchrunner.orchestrator.shard.swarm;

import java.io.PrintStream;
import java.time.Duration;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import org.iotbenchrunner.orchestrator.AbortHook;
import org.iotbenchrunner.orchestrator.HarnessFailure;
import org.iotbenchrunner.orchestrator.shard.ShardLauncher;

/**
 * A running shard job: running while any of its tasks has not reached a final state; closed by removing the service
 * and waiting (bounded) until the engine has removed its task containers too. A shutdown hook closes it when the
 * harness is stopped before it is closed.
 */
final class SwarmJob implements ShardLauncher.Launched {
    /** Task states after which a task does nothing more (docker service ps's CURRENT STATE, first word). */
    static final Set<String> FINAL = Set.of("complete", "failed", "shutdown", "rejected", "orphaned", "remove");
    private static final Duration REQUEST = Duration.ofSeconds(30);
    private static final Duration GONE_LIMIT = Duration.ofSeconds(60);
    private static final long POLL_MILLIS = 500;
    private static final int LOG_LINES = 10;

    private final DockerCli docker;
    private final ShardJobSpec spec;
    private final String where;
    private final PrintStream out;
    private final AbortHook hook;
    private boolean closed;

    SwarmJob(DockerCli docker, ShardJobSpec spec, String where, PrintStream out) {
        this.docker = docker;
        this.spec = spec;
        this.where = where;
        this.out = out;
        this.hook = AbortHook.install("swarm-job-removal " + spec.name(), this::close);
    }

    String serviceName() {
        return spec.name();
    }

    @Override
    public String describe() {
        return spec.replicas() + " tasks of the Docker Swarm replicated-job " + spec.name() + " (image " + spec.image()
                + ", " + where + ")";
    }

    @Override
    public boolean running() {
        DockerCli.Result r = docker.attempt("listing the tasks of " + spec.name(), REQUEST, List.of("service", "ps",
                "--no-trunc", "--format", "{{.CurrentState}}", spec.name()));
        if (!r.ok()) {
            return !r.firstError().toLowerCase(Locale.ROOT).contains("no such service");
        }
        return stillRunning(r.out().lines().filter(l -> !l.isBlank()).toList(), spec.replicas());
    }

    /**
     * The job's last log lines, each prefixed with its task: the pid a shard reports is one inside its container, so
     * the lines are the whole job's rather than that one shard's.
     */
    @Override
    public List<String> lastLines(long pid) {
        DockerCli.Result r = docker.attempt("reading the log of " + spec.name(), REQUEST, List.of("service", "logs",
                "--no-trunc", "--tail", Integer.toString(LOG_LINES), spec.name()));
        String text = r.out() + r.err();
        return text.lines().filter(l -> !l.isBlank()).toList();
    }

    /** Whether tasks in these states (one line each, e.g. "Running 3 seconds ago") may still report. */
    static boolean stillRunning(List<String> states, int replicas) {
        long ended = states.stream().map(s -> s.trim().split("\\s+")[0].toLowerCase(Locale.ROOT))
                .filter(FINAL::contains).count();
        return ended < replicas;
    }

    @Override
    public synchronized void close() {
        if (closed) {
            return;
        }
        closed = true;
        try {
            DockerCli.Result r = docker.attempt("removing the swarm service " + spec.name(), REQUEST,
                    List.of("service", "rm", spec.name()));
            if (!r.ok() && !r.firstError().toLowerCase(Locale.ROOT).contains("not found")) {
                out.println("warning: could not remove the swarm service " + spec.name() + ": " + r.firstError()
                        + " (the next run of the harness removes it)");
            }
            awaitContainersGone();
        } catch (HarnessFailure e) {
            out.println("warning: " + e.getMessage() + " (the next run of the harness removes what is left)");
        } finally {
            hook.close();
        }
    }

    /** The engine removes a removed service's task containers by itself, a moment later; then none is left. */
    private void awaitContainersGone() {
        List<String> list = List.of("ps", "-a", "-q", "--filter", "label=com.docker.swarm.service.name="
                + spec.name());
        long deadline = System.nanoTime() + GONE_LIMIT.toNanos();
        while (true) {
            List<String> left = docker.run("listing the task containers of " + spec.name(), REQUEST, list).lines()
                    .filter(l -> !l.isBlank()).toList();
            if (left.isEmpty()) {
                return;
            }
            if (System.nanoTime() > deadline) {
                docker.attempt("removing the task containers of " + spec.name(), REQUEST,
                        concat(List.of("rm", "-f", "-v"), left));
                return;
            }
            try {
                Thread.sleep(POLL_MILLIS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return;
            }
        }
    }

    private static List<String> concat(List<String> a, List<String> b) {
        return java.util.stream.Stream.concat(a.stream(), b.stream()).toList();
    }
}
