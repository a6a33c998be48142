package org.iotbenchrunner.orchestrator.provision.container;

import java.io.IOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicBoolean;
import org.iotbenchrunner.core.result.HarnessOwner;

/**
 * One file per harness that labelled a container or swarm service as its own, in the temporary directory: a run that
 * starts none asks the Docker engine for leftovers (a Docker client costs a run about a second of CPU) only when a
 * marked harness has ended, so that what a killed run left is still removed by the next run, whatever its provider.
 */
public final class ContainerMarks {
    private static final String DIRECTORY = "iot-benchrunner-containers";
    private static final AtomicBoolean MARKED = new AtomicBoolean();

    private ContainerMarks() {
    }

    /** Marks this harness, once, before its first container or service. */
    static void markThisHarness() {
        markIn(directory());
    }

    static void markIn(Path directory) {
        if (MARKED.get()) {
            return;
        }
        HarnessOwner me = HarnessOwner.current();
        try {
            Files.createDirectories(directory);
            Files.writeString(directory.resolve(me.pid() + "-" + me.startedMillis()), me.encode());
            MARKED.set(true);
        } catch (IOException e) {
            // unmarked, the next run that starts no container will not look for this one's: runs that do still will
        }
    }

    /** The marks of harnesses that have ended (or whose mark cannot be read). */
    public static List<Path> ofEndedHarnesses() {
        return endedIn(directory());
    }

    static List<Path> endedIn(Path directory) {
        List<Path> ended = new ArrayList<>();
        if (!Files.isDirectory(directory)) {
            return ended;
        }
        try (DirectoryStream<Path> marks = Files.newDirectoryStream(directory)) {
            for (Path mark : marks) {
                HarnessOwner owner = read(mark);
                if (owner == null || owner.ended()) {
                    ended.add(mark);
                }
            }
        } catch (IOException e) {
            // no marks to read: nothing known to look for
        }
        return ended;
    }

    /** Removes marks whose harnesses' containers were looked for. */
    public static void clear(List<Path> marks) {
        for (Path mark : marks) {
            try {
                Files.deleteIfExists(mark);
            } catch (IOException e) {
                // looked for again by the next run
            }
        }
    }

    private static HarnessOwner read(Path mark) {
        try {
            return HarnessOwner.decode(Files.readString(mark));
        } catch (IOException | RuntimeException e) {
            return null;
        }
    }

    private static Path directory() {
        return Path.of(System.getProperty("java.io.tmpdir"), DIRECTORY);
    }
}
