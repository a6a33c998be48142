package org.iotbenchrunner.orchestrator.shard.swarm;

import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.iotbenchrunner.orchestrator.HarnessFailure;

/**
 * The {@code docker} command, each call given a deadline and a description of what it waits for; a failure is one
 * line with the command's own first line of error. {@code -H} points it at another node's engine.
 */
final class DockerCli {
    /** What a call printed and how it ended. */
    record Result(int exit, String out, String err) {
        boolean ok() {
            return exit == 0;
        }

        String firstError() {
            String text = err.isBlank() ? out : err;
            return text.lines().filter(l -> !l.isBlank()).findFirst().orElse("exit code " + exit).trim();
        }
    }

    private final List<String> command;

    DockerCli() {
        this(List.of("docker"));
    }

    private DockerCli(List<String> command) {
        this.command = command;
    }

    /** The same command talking to the engine at {@code host}, e.g. {@code ssh://node2}. */
    DockerCli at(String host) {
        return new DockerCli(List.of(command.get(0), "-H", host));
    }

    /** Whether a {@code docker} command is on the PATH. */
    static boolean onPath() {
        String path = System.getenv().getOrDefault("PATH", "");
        return Stream.of(path.split(File.pathSeparator)).filter(p -> !p.isEmpty())
                .anyMatch(dir -> Files.isExecutable(Path.of(dir, "docker")));
    }

    /** Its output; a {@link HarnessFailure} saying {@code what} failed, and why, when it exits non-zero. */
    String run(String what, Duration limit, List<String> args) {
        Result r = attempt(what, limit, args);
        if (!r.ok()) {
            throw new HarnessFailure(what + " failed: " + r.firstError());
        }
        return r.out();
    }

    /** Runs it to its end or the deadline (then it is killed and this is a {@link HarnessFailure}). */
    Result attempt(String what, Duration limit, List<String> args) {
        List<String> full = new ArrayList<>(command);
        full.addAll(args);
        Path out = null;
        Path err = null;
        try {
            out = Files.createTempFile("iot-benchrunner-docker-", ".out");
            err = Files.createTempFile("iot-benchrunner-docker-", ".err");
            Process p = new ProcessBuilder(full).redirectOutput(out.toFile()).redirectError(err.toFile())
                    .redirectInput(ProcessBuilder.Redirect.from(new File("/dev/null"))).start();
            if (!p.waitFor(limit.toMillis(), TimeUnit.MILLISECONDS)) {
                p.destroyForcibly();
                throw new HarnessFailure(what + ": `docker " + String.join(" ", args.subList(0,
                        Math.min(2, args.size()))) + "` did not end within " + limit.toSeconds() + " s");
            }
            return new Result(p.exitValue(), Files.readString(out, StandardCharsets.UTF_8),
                    Files.readString(err, StandardCharsets.UTF_8));
        } catch (IOException e) {
            throw new HarnessFailure(what + ": cannot run docker (" + e.getMessage() + ")", e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new HarnessFailure(what + ": interrupted", e);
        } finally {
            deleteQuietly(out);
            deleteQuietly(err);
        }
    }

    private static void deleteQuietly(Path file) {
        try {
            if (file != null) {
                Files.deleteIfExists(file);
            }
        } catch (IOException e) {
            // a temp file left in /tmp is harmless
        }
    }
}
