package org.iotbenchrunner.cassandra;

import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.iotbenchrunner.core.spi.ServerFiles;

/**
 * Cassandra 5.0.9's server jars (cassandra-all and its dependencies), assembled from Maven Central into the user's
 * cache: the module's {@code cassandra-assembly/pom.xml} resolved by {@code mvn dependency:copy-dependencies}
 * (as scripts/setup.sh --for cassandra --mode local does) into a folder of its own, renamed to {@code lib} only once complete, so that a
 * half-copied folder is never taken for a whole one; a file lock keeps concurrent harnesses to one assembly.
 */
final class CassandraAssembly {
    static final String VERSION = "5.0.9";
    static final String SERVER_ARTIFACT = "org.apache.cassandra:cassandra-all:" + VERSION;
    static final String POM_RESOURCE = "/cassandra-assembly/pom.xml";
    static final Duration TIMEOUT = Duration.ofMinutes(15);
    private static final List<String> REQUIRED_JARS = List.of("cassandra-all-" + VERSION + ".jar");
    /** The agent Cassandra measures object sizes with (its start script passes it as -javaagent). */
    static final String JAMM_PREFIX = "jamm-";

    /** {@code root}/lib holds the jars; the log, the lock and partial folders lie beside {@code root}. */
    private final Path root;
    private final String mvn;

    CassandraAssembly(Path root, String mvn) {
        this.root = root.toAbsolutePath();
        this.mvn = mvn;
    }

    /** {@code ${XDG_CACHE_HOME:-~/.cache}/iot-benchrunner/cassandra/5.0.9}, resolved with {@code mvn} from PATH. */
    static CassandraAssembly inUserCache() {
        return new CassandraAssembly(cacheFolder().resolve(VERSION), onPath("mvn").orElse(null));
    }

    /** The folder scripts/setup.sh --for cassandra --mode local installs into as well. */
    static Path cacheFolder() {
        String cache = System.getenv("XDG_CACHE_HOME");
        return (cache == null || cache.isBlank() ? Path.of(System.getProperty("user.home"), ".cache")
                : Path.of(cache)).resolve("iot-benchrunner").resolve("cassandra");
    }

    /** The folder holding {@code lib/}, the build context of the image. */
    Path root() {
        return root;
    }

    Path lib() {
        return root.resolve("lib");
    }

    Path log() {
        return root.resolveSibling(VERSION + "-assembly.log");
    }

    /** What results record as the server's origin. */
    static String description() {
        return "Cassandra " + VERSION + ", assembled from Maven Central jars (" + SERVER_ARTIFACT + ")";
    }

    boolean assembled() {
        return REQUIRED_JARS.stream().allMatch(jar -> Files.isRegularFile(lib().resolve(jar)));
    }

    /** Empty when the jars are here or can be assembled (mvn is on PATH); else why not. */
    Optional<String> unavailableReason() {
        if (assembled() || mvn != null) {
            return Optional.empty();
        }
        return Optional.of("Cassandra " + VERSION + " is not assembled in " + lib() + " and cannot be assembled "
                + "from Maven Central: mvn is not on PATH (scripts/setup.sh --for cassandra --mode local installs it)");
    }

    /** The jars' folder, assembled first if needed (once: later calls and other harnesses reuse it). */
    Path ensure(PrintStream out) throws IOException, InterruptedException {
        if (assembled()) {
            return lib();
        }
        Optional<String> reason = unavailableReason();
        if (reason.isPresent()) {
            throw new IOException(reason.get());
        }
        Files.createDirectories(root.getParent());
        try (FileChannel channel = FileChannel.open(root.resolveSibling(VERSION + ".lock"),
                StandardOpenOption.CREATE, StandardOpenOption.WRITE); FileLock lock = lock(channel, out)) {
            if (!assembled()) {
                assemble(out);
            }
        }
        return lib();
    }

    /** The lock, waited for at most as long as an assembly may take, saying so once. */
    private FileLock lock(FileChannel channel, PrintStream out) throws IOException, InterruptedException {
        long deadline = System.nanoTime() + TIMEOUT.toNanos();
        FileLock lock = channel.tryLock();
        if (lock == null) {
            out.println("Cassandra " + VERSION + ": another process is assembling it into " + lib() + "; waiting (at most "
                    + TIMEOUT.toMinutes() + " min)");
        }
        while (lock == null) {
            if (System.nanoTime() > deadline) {
                throw new IOException("Cassandra " + VERSION + ": another process held " + channel + "'s lock for "
                        + TIMEOUT.toMinutes() + " min while assembling " + lib());
            }
            Thread.sleep(500);
            lock = channel.tryLock();
        }
        return lock;
    }

    private void assemble(PrintStream out) throws IOException, InterruptedException {
        Path partial = root.resolveSibling(VERSION + ".partial-" + ProcessHandle.current().pid());
        ServerFiles.delete(partial, "partial Cassandra assembly");
        Files.createDirectories(partial);
        try {
            Path pom = partial.resolve("pom.xml");
            try (InputStream in = CassandraAssembly.class.getResourceAsStream(POM_RESOURCE)) {
                if (in == null) {
                    throw new IOException("this build of bench-cassandra has no " + POM_RESOURCE);
                }
                Files.copy(in, pom);
            }
            out.println("Cassandra " + VERSION + ": assembling its server from Maven Central into " + lib()
                    + " (once; about a minute; log " + log() + ") ...");
            long started = System.nanoTime();
            runMaven(pom, partial.resolve("lib"));
            Files.createDirectories(root);
            Files.move(partial.resolve("lib"), lib(), StandardCopyOption.ATOMIC_MOVE);
            out.printf("Cassandra %s: assembled %d jars in %.0f s%n", VERSION, jarCount(),
                    (System.nanoTime() - started) / 1e9);
        } finally {
            ServerFiles.delete(partial, "partial Cassandra assembly");
        }
    }

    /** {@code mvn dependency:copy-dependencies} into {@code target}, bounded by {@link #TIMEOUT}. */
    private void runMaven(Path pom, Path target) throws IOException, InterruptedException {
        Process process = new ProcessBuilder(command(mvn, pom, target)).redirectErrorStream(true)
                .redirectOutput(log().toFile()).start();
        if (!process.waitFor(TIMEOUT.toSeconds(), TimeUnit.SECONDS)) {
            process.descendants().forEach(ProcessHandle::destroyForcibly);
            process.destroyForcibly();
            throw new IOException("assembling Cassandra " + VERSION + " from Maven Central took over "
                    + TIMEOUT.toMinutes() + " min and was stopped; see " + log());
        }
        if (process.exitValue() != 0 || !REQUIRED_JARS.stream().allMatch(j -> Files.isRegularFile(target.resolve(j)))) {
            throw new IOException("assembling Cassandra " + VERSION + " from Maven Central failed (mvn exit "
                    + process.exitValue() + lastLine() + "); see " + log());
        }
    }

    /** The command scripts/setup.sh --for cassandra --mode local runs too. */
    static List<String> command(String mvn, Path pom, Path target) {
        return List.of(mvn, "-q", "-B", "-Dstyle.color=never", "-f", pom.toString(), "dependency:copy-dependencies",
                "-DoutputDirectory=" + target);
    }

    private String lastLine() {
        try (Stream<String> lines = Files.lines(log())) {
            return lines.filter(l -> !l.isBlank()).reduce((a, b) -> b).map(l -> ": " + l.strip()).orElse("");
        } catch (IOException | java.io.UncheckedIOException e) {
            return "";
        }
    }

    /** The jamm agent among the jars. */
    Path jamm() throws IOException {
        try (Stream<Path> jars = Files.list(lib())) {
            return jars.filter(p -> p.getFileName().toString().startsWith(JAMM_PREFIX)
                    && p.toString().endsWith(".jar")).findFirst()
                    .orElseThrow(() -> new IOException("no " + JAMM_PREFIX + "*.jar in " + lib()));
        }
    }

    private long jarCount() throws IOException {
        try (Stream<Path> jars = Files.list(lib())) {
            return jars.filter(p -> p.toString().endsWith(".jar")).count();
        }
    }

    static Optional<String> onPath(String command) {
        String path = System.getenv("PATH");
        if (path == null) {
            return Optional.empty();
        }
        for (String dir : path.split(File.pathSeparator)) {
            if (!dir.isEmpty() && Files.isExecutable(Path.of(dir, command))) {
                return Optional.of(Path.of(dir, command).toString());
            }
        }
        return Optional.empty();
    }
}
