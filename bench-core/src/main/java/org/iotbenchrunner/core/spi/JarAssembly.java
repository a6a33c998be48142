package org.iotbenchrunner.core.spi;

import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.time.Duration;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

/**
 * A JVM server's jars, assembled from Maven Central into the user's cache: the module's assembly pom resolved by
 * {@code mvn dependency:copy-dependencies} (as the module's setup/install-local-server.sh does, through
 * scripts/lib/assemble-jars.sh) into a folder of its own, renamed to {@code lib} only once complete, so that a
 * half-copied folder is never taken for a whole one; a file lock keeps concurrent harnesses to one assembly.
 */
public final class JarAssembly {
    /** How long one assembly may take, and how long another harness's lock is waited for. */
    public static final Duration TIMEOUT = Duration.ofMinutes(15);

    /**
     * What is assembled: {@code name} for messages, {@code id} (the database id) names the cache folder,
     * {@code artifact} is the server's Maven coordinates (recorded as its origin), {@code pomResource} the assembly
     * pom on {@code owner}'s class path, {@code requiredJars} the jars whose presence proves an assembly complete.
     */
    public record Server(String name, String id, String version, String artifact, Class<?> owner,
            String pomResource, List<String> requiredJars) {
        public Server {
            Objects.requireNonNull(owner, "owner");
            requiredJars = List.copyOf(requiredJars);
            if (requiredJars.isEmpty()) {
                throw new IllegalArgumentException("requiredJars of the " + name + " assembly is empty: name at "
                        + "least the server's jar");
            }
        }

        /** What results record as the server's origin. */
        public String description() {
            return name + " " + version + ", assembled from Maven Central jars (" + artifact + ")";
        }
    }

    private final Server server;
    /** {@code root}/lib holds the jars; the log, the lock and partial folders lie beside {@code root}. */
    private final Path root;
    private final String mvn;

    /** The jars under {@code root}/lib, assembled with {@code mvn} (null: Maven is missing). */
    public JarAssembly(Server server, Path root, String mvn) {
        this.server = server;
        this.root = root.toAbsolutePath();
        this.mvn = mvn;
    }

    /** {@code ${XDG_CACHE_HOME:-~/.cache}/iot-benchrunner/<id>/<version>}, assembled with {@code mvn} from PATH. */
    public static JarAssembly inUserCache(Server server) {
        return new JarAssembly(server, cacheFolder(server.id()).resolve(server.version()), onPath("mvn").orElse(null));
    }

    /** The folder scripts/setup.sh --for {@code id} --mode local installs into as well. */
    public static Path cacheFolder(String id) {
        String cache = System.getenv("XDG_CACHE_HOME");
        return (cache == null || cache.isBlank() ? Path.of(System.getProperty("user.home"), ".cache")
                : Path.of(cache)).resolve("iot-benchrunner").resolve(id);
    }

    public Server server() {
        return server;
    }

    /** The folder holding {@code lib/}, the build context of the server's image. */
    public Path root() {
        return root;
    }

    public Path lib() {
        return root.resolve("lib");
    }

    public Path log() {
        return root.resolveSibling(server.version() + "-assembly.log");
    }

    public boolean assembled() {
        return complete(lib());
    }

    private boolean complete(Path dir) {
        return server.requiredJars().stream().allMatch(jar -> Files.isRegularFile(dir.resolve(jar)));
    }

    /** Empty when the jars are here or can be assembled (mvn is on PATH); else why not. */
    public Optional<String> unavailableReason() {
        if (assembled() || mvn != null) {
            return Optional.empty();
        }
        return Optional.of(label() + " is not assembled in " + lib() + " and cannot be assembled from Maven Central: "
                + "mvn is not on PATH (scripts/setup.sh --for " + server.id() + " --mode local installs it)");
    }

    /** The jars' folder, assembled first if needed (once: later calls and other harnesses reuse it). */
    public Path ensure(PrintStream out) throws IOException, InterruptedException {
        if (assembled()) {
            return lib();
        }
        Optional<String> reason = unavailableReason();
        if (reason.isPresent()) {
            throw new IOException(reason.get());
        }
        Files.createDirectories(root.getParent());
        try (FileChannel channel = FileChannel.open(root.resolveSibling(server.version() + ".lock"),
                StandardOpenOption.CREATE, StandardOpenOption.WRITE); FileLock lock = lock(channel, out)) {
            if (!assembled()) {
                assemble(out);
            }
        }
        return lib();
    }

    /** The one jar in lib/ whose name starts with {@code prefix} (e.g. an agent the server is started with). */
    public Path jar(String prefix) throws IOException {
        try (Stream<Path> jars = Files.list(lib())) {
            return jars.filter(p -> p.getFileName().toString().startsWith(prefix) && p.toString().endsWith(".jar"))
                    .findFirst().orElseThrow(() -> new IOException("no " + prefix + "*.jar in " + lib()));
        }
    }

    /** The lock, waited for at most as long as an assembly may take, saying so once. */
    private FileLock lock(FileChannel channel, PrintStream out) throws IOException, InterruptedException {
        long deadline = System.nanoTime() + TIMEOUT.toNanos();
        FileLock lock = channel.tryLock();
        if (lock == null) {
            out.println(label() + ": another process is assembling it into " + lib() + "; waiting (at most "
                    + TIMEOUT.toMinutes() + " min)");
        }
        while (lock == null) {
            if (System.nanoTime() > deadline) {
                throw new IOException(label() + ": another process held " + channel + "'s lock for "
                        + TIMEOUT.toMinutes() + " min while assembling " + lib());
            }
            Thread.sleep(500);
            lock = channel.tryLock();
        }
        return lock;
    }

    private void assemble(PrintStream out) throws IOException, InterruptedException {
        Path partial = root.resolveSibling(server.version() + ".partial-" + ProcessHandle.current().pid());
        String what = "partial " + server.name() + " assembly";
        ServerFiles.delete(partial, what);
        Files.createDirectories(partial);
        try {
            Path pom = partial.resolve("pom.xml");
            copyPom(pom);
            out.println(label() + ": assembling its server from Maven Central into " + lib()
                    + " (once; about a minute; log " + log() + ") ...");
            long started = System.nanoTime();
            runMaven(pom, partial.resolve("lib"));
            Files.createDirectories(root);
            Files.move(partial.resolve("lib"), lib(), StandardCopyOption.ATOMIC_MOVE);
            out.printf("%s: assembled %d jars in %.0f s%n", label(), jarCount(), (System.nanoTime() - started) / 1e9);
        } finally {
            ServerFiles.delete(partial, what);
        }
    }

    private void copyPom(Path pom) throws IOException {
        try (InputStream in = server.owner().getResourceAsStream(server.pomResource())) {
            if (in == null) {
                throw new IOException("the class path of " + server.owner().getName() + " has no "
                        + server.pomResource());
            }
            Files.copy(in, pom);
        }
    }

    /** {@code mvn dependency:copy-dependencies} into {@code target}, bounded by {@link #TIMEOUT}. */
    private void runMaven(Path pom, Path target) throws IOException, InterruptedException {
        Process process = new ProcessBuilder(command(mvn, pom, target)).redirectErrorStream(true)
                .redirectOutput(log().toFile()).start();
        if (!process.waitFor(TIMEOUT.toSeconds(), TimeUnit.SECONDS)) {
            process.descendants().forEach(ProcessHandle::destroyForcibly);
            process.destroyForcibly();
            throw new IOException("assembling " + label() + " from Maven Central took over " + TIMEOUT.toMinutes()
                    + " min and was stopped; see " + log());
        }
        if (process.exitValue() != 0 || !complete(target)) {
            throw new IOException("assembling " + label() + " from Maven Central failed (mvn exit "
                    + process.exitValue() + lastLine() + "); see " + log());
        }
    }

    /** The command scripts/lib/assemble-jars.sh runs too. */
    public static List<String> command(String mvn, Path pom, Path target) {
        return List.of(mvn, "-q", "-B", "-Dstyle.color=never", "-f", pom.toString(), "dependency:copy-dependencies",
                "-DoutputDirectory=" + target);
    }

    private String lastLine() {
        try (Stream<String> lines = Files.lines(log())) {
            return lines.filter(l -> !l.isBlank()).reduce((a, b) -> b).map(l -> ": " + l.strip()).orElse("");
        } catch (IOException | UncheckedIOException e) {
            return "";
        }
    }

    private long jarCount() throws IOException {
        try (Stream<Path> jars = Files.list(lib())) {
            return jars.filter(p -> p.toString().endsWith(".jar")).count();
        }
    }

    private String label() {
        return server.name() + " " + server.version();
    }

    /** The executable {@code command} in a folder of PATH, if any. */
    public static Optional<String> onPath(String command) {
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
