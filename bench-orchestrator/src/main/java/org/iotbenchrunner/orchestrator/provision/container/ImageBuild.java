package org.iotbenchrunner.orchestrator.provision.container;

import com.github.dockerjava.api.model.BuildResponseItem;
import java.io.IOException;
import java.io.PrintStream;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.iotbenchrunner.orchestrator.HarnessFailure;
import org.iotbenchrunner.orchestrator.console.TerminalProgress;

/**
 * One image build as the harness shows it: each step as it starts, with the time elapsed; a line every
 * {@link #HEARTBEAT} while a step runs; its whole output in a log file. A failure is one error naming the database,
 * the step that failed, the last lines of the output and the log file (kept; removed after a build that worked).
 */
public final class ImageBuild extends EngineStream<BuildResponseItem> {
    static final int LAST_LINES = 20;
    private static final Duration HEARTBEAT = Duration.ofSeconds(30);
    private static final Duration POLL = Duration.ofSeconds(2);
    private static final Pattern STEP = Pattern.compile("Step (\\d+/\\d+) : (.*)", Pattern.DOTALL);
    private static final Pattern EXIT_CODE = Pattern.compile("returned a non-zero code: (\\d+)");
    private static final int COMMAND_CHARS = 100;
    /** The colours docker build gives a step's stderr. */
    private static final Pattern ANSI = Pattern.compile("\u001B\\[[;\\d]*m");

    private final String database;
    private final String tag;
    private final PrintStream out;
    private final boolean interactive;
    private final Path log;
    private final Writer logWriter;
    private final Deque<String> last = new ArrayDeque<>();
    private final long started = System.nanoTime();
    private volatile String step = "before its first step";
    private volatile long lastShown = System.nanoTime();
    private volatile String imageId;

    ImageBuild(String database, String tag, PrintStream out, boolean interactive) throws IOException {
        this.database = database;
        this.tag = tag;
        this.out = out;
        this.interactive = interactive;
        this.log = Files.createTempFile("iot-benchrunner-build-" + tag.replaceAll("[^A-Za-z0-9.-]", "_") + "-", ".log");
        this.logWriter = Files.newBufferedWriter(log, StandardCharsets.UTF_8);
    }

    @Override
    public void onNext(BuildResponseItem item) {
        if (item.isBuildSuccessIndicated()) {
            imageId = item.getImageId();
        }
        if (item.isErrorIndicated()) {
            error = item.getErrorDetail() != null && item.getErrorDetail().getMessage() != null
                    ? item.getErrorDetail().getMessage() : item.getError();
            record(error);
        }
        String text = item.getStream();
        if (text != null && !text.isBlank()) {
            record(text);
            Matcher m = STEP.matcher(text.trim());
            if (m.matches()) {
                step = "step " + m.group(1) + " (" + shortened(m.group(2)) + ")";
                show(step);
            }
        }
    }

    /** Waits for the build, a line every {@link #HEARTBEAT}; the image's id, or one error that says it all. */
    String await(Duration limit) throws InterruptedException {
        long deadline = started + limit.toNanos();
        while (!ended(POLL)) {
            if (System.nanoTime() > deadline) {
                closeQuietly();
                throw failure("did not finish within " + TerminalProgress.duration(limit.toSeconds())
                        + " (given up at " + step + ")");
            }
            if (System.nanoTime() - lastShown > HEARTBEAT.toNanos()) {
                show(step + " still running");
            }
        }
        if (error != null || imageId == null) {
            throw failure("failed at " + step + ": " + (error != null ? reason(error) : "no image came of it"));
        }
        closeLog();
        try {
            Files.deleteIfExists(log);
        } catch (IOException e) {
            // a log left behind is harmless
        }
        return imageId;
    }

    private HarnessFailure failure(String what) {
        closeLog();
        String nl = System.lineSeparator();
        StringBuilder message = new StringBuilder("building the " + database + " image " + tag + " " + what);
        synchronized (last) {
            if (!last.isEmpty()) {
                message.append(nl).append("last ").append(last.size()).append(" lines of the build output:");
                last.forEach(l -> message.append(nl).append("  ").append(l));
            }
        }
        return new HarnessFailure(message.append(nl).append("full build log: ").append(log).toString());
    }

    /** "exit code 2" for a RUN step (the engine's message repeats the whole command); else the message's first line. */
    static String reason(String error) {
        Matcher m = EXIT_CODE.matcher(error);
        return m.find() ? "its command exited with code " + m.group(1)
                : shortened(error.lines().findFirst().orElse(error));
    }

    private static String shortened(String command) {
        String first = command.lines().findFirst().orElse("").trim();
        return first.length() > COMMAND_CHARS || command.trim().contains("\n")
                ? first.substring(0, Math.min(first.length(), COMMAND_CHARS)) + " ..." : first;
    }

    private void record(String raw) {
        String text = ANSI.matcher(raw).replaceAll("");
        synchronized (last) {
            try {
                logWriter.write(text.endsWith("\n") ? text : text + "\n");
            } catch (IOException e) {
                // the log is a convenience; the last lines are still kept
            }
            text.lines().filter(l -> !l.isBlank()).forEach(l -> {
                last.addLast(l);
                if (last.size() > LAST_LINES) {
                    last.removeFirst();
                }
            });
        }
    }

    private void show(String what) {
        lastShown = System.nanoTime();
        String line = "[" + tag + "] " + what + ", " + TerminalProgress.duration((lastShown - started) / 1e9)
                + " elapsed";
        out.print(interactive ? "\r" + line + "   " : line + System.lineSeparator());
        out.flush();
    }

    private void closeLog() {
        synchronized (last) {
            try {
                logWriter.close();
            } catch (IOException e) {
                // nothing more to write
            }
        }
    }
}
