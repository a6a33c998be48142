package org.iotbenchrunner.orchestrator.shard.local;

import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import org.iotbenchrunner.orchestrator.shard.ShardLauncher;

/**
 * Shards as child processes: {@code java -cp <this JVM's class path> <harness main> shard ...}, with this JVM's java
 * and heap limit, each logging to a temp file that is removed when they are closed; the last lines of a shard's log
 * explain its end. A child also ends by itself when the coordinator's connection closes.
 */
public final class ProcessShardLauncher implements ShardLauncher {
    /** The harness's main class (the shaded jar's Main-Class), which has the {@code shard} command. */
    static final String HARNESS_MAIN = "org.iotbenchrunner.orchestrator.cli.BenchCommand";
    static final int LAST_LINES = 5;

    @Override
    public String name() {
        return "local";
    }

    @Override
    public Optional<String> unavailableReason() {
        return Optional.empty();
    }

    @Override
    public Launched launch(int count, String coordinatorHost, int coordinatorPort, String run) throws IOException {
        List<Child> children = new ArrayList<>();
        try {
            for (int i = 0; i < count; i++) {
                Path log = Files.createTempFile("iot-benchrunner-shard-", ".log");
                ProcessBuilder builder = new ProcessBuilder(command(coordinatorHost + ":" + coordinatorPort, run))
                        .redirectErrorStream(true).redirectOutput(log.toFile());
                children.add(new Child(builder.start(), log));
            }
        } catch (IOException e) {
            new Processes(children).close();
            throw e;
        }
        return new Processes(children);
    }

    private static List<String> command(String coordinator, String run) {
        List<String> command = new ArrayList<>();
        command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
        ManagementFactory.getRuntimeMXBean().getInputArguments().stream()
                .filter(a -> a.startsWith("-Xmx") || a.startsWith("-Xms")).forEach(command::add);
        command.addAll(List.of("-cp", System.getProperty("java.class.path"), HARNESS_MAIN, "shard",
                "--coordinator", coordinator, "--run", run));
        return command;
    }

    private record Child(Process process, Path log) {
    }

    private static final class Processes implements Launched {
        private final List<Child> children;

        Processes(List<Child> children) {
            this.children = List.copyOf(children);
        }

        @Override
        public String describe() {
            return children.size() + " local shard processes (pids " + children.stream()
                    .map(c -> Long.toString(c.process().pid())).reduce((a, b) -> a + ", " + b).orElse("") + ")";
        }

        @Override
        public boolean running() {
            return children.stream().anyMatch(c -> c.process().isAlive());
        }

        @Override
        public List<String> lastLines(long pid) {
            return children.stream().filter(c -> c.process().pid() == pid).findFirst()
                    .map(c -> tail(c.log())).orElse(List.of());
        }

        @Override
        public void close() {
            children.forEach(c -> c.process().destroy());
            for (Child c : children) {
                try {
                    if (!c.process().waitFor(10, TimeUnit.SECONDS)) {
                        c.process().destroyForcibly().waitFor(10, TimeUnit.SECONDS);
                    }
                } catch (InterruptedException e) {
                    c.process().destroyForcibly();
                    Thread.currentThread().interrupt();
                }
                try {
                    Files.deleteIfExists(c.log());
                } catch (IOException e) {
                    System.err.println("warning: could not remove the shard log " + c.log() + ": " + e.getMessage());
                }
            }
        }

        private static List<String> tail(Path log) {
            try {
                List<String> lines = Files.readAllLines(log);
                return List.copyOf(lines.subList(Math.max(0, lines.size() - LAST_LINES), lines.size()));
            } catch (IOException e) {
                return List.of();
            }
        }
    }
}
