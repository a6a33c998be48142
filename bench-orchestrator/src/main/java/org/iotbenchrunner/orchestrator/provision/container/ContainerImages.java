package org.iotbenchrunner.orchestrator.provision.container;

import com.github.dockerjava.api.DockerClient;
import com.github.dockerjava.api.exception.NotFoundException;
import com.github.dockerjava.api.model.PullResponseItem;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.HashMap;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.iotbenchrunner.core.spi.ContainerSpec;
import org.iotbenchrunner.core.spi.LocalBuild;
import org.iotbenchrunner.core.spi.ServerFiles;
import org.iotbenchrunner.orchestrator.Bounded;
import org.iotbenchrunner.orchestrator.console.TerminalProgress;

/**
 * Finds the image a container runs: the pinned one when the engine has it or a registry gives it, else an
 * equivalent built here from the project's docker/ recipe on a {@code debian:bookworm-slim} base. A build is tagged
 * with a hash of its inputs, so it is reused until a Dockerfile, script or added folder changes. A pull that gets no
 * answer for {@link #PULL_SILENCE} is given up: no run waits on a registry that does not answer. A registry that could
 * not be reached is not asked again for {@link #UNREACHABLE_FOR} by any harness in this JVM (a campaign, a test suite):
 * each attempt would cost the same seconds of DNS and connect time-outs to learn the same thing.
 */
public final class ContainerImages {
    public static final String BASE_IMAGE = "debian:bookworm-slim";
    static final String INPUTS_LABEL = "org.iotbenchrunner.inputs";
    private static final Duration PULL_SILENCE = Duration.ofSeconds(15);
    private static final Duration BUILD_TIMEOUT = Duration.ofMinutes(45);
    private static final Duration PULL_LIMIT = Duration.ofMinutes(30);
    private static final Duration INSPECT_LIMIT = Duration.ofSeconds(30);
    private static final Duration HEARTBEAT = Duration.ofSeconds(30);
    static final Duration UNREACHABLE_FOR = Duration.ofMinutes(10);
    private static final Pattern UNREACHABLE = Pattern.compile("no answer from the registry|dial tcp|no such host"
            + "|i/o timeout|connection refused|network is unreachable|TLS handshake timeout|Client\\.Timeout");
    private static final Map<String, Unreachable> UNREACHABLE_REGISTRIES = new ConcurrentHashMap<>();
    private static final Pattern DOCKER_MESSAGE = Pattern.compile("\"message\"\\s*:\\s*\"((?:[^\"\\\\]|\\\\.)*)\"");

    /** The image a container ran: its name, its id and where it came from. */
    public record Resolved(String name, String id, String origin) {
        String describe() {
            String shortId = id.startsWith("sha256:") ? id.substring(7, Math.min(id.length(), 19)) : id;
            return name + ", image " + shortId + ", " + origin;
        }
    }

    private record Unreachable(long sinceNanos, String failure) {
    }

    private final DockerClient docker;
    private final PrintStream out;
    private final boolean interactive;
    private final Map<String, String> pullFailures = new HashMap<>();

    public ContainerImages(DockerClient docker, PrintStream out, boolean interactive) {
        this.docker = docker;
        this.out = out;
        this.interactive = interactive;
    }

    /** Null when the spec's image is in the engine, can be pulled, or can be built here; else why not. */
    synchronized String unavailableReason(ContainerSpec spec) {
        if (idOf(spec.image()) != null || pull(spec.image()) == null) {
            return null;
        }
        String noPull = spec.image() + " is not in the Docker engine and cannot be pulled (" + pullFailures.get(
                spec.image()) + ")";
        LocalBuild build = spec.localBuild();
        if (build == null) {
            return noPull + ", and docker/ has no recipe to build it here; load it with docker load, or use "
                    + "--provider local or external";
        }
        if (build.missing() != null) {
            return noPull + ", and building docker/" + build.recipe() + " here needs a distribution: "
                    + build.missing();
        }
        if (idOf(BASE_IMAGE) == null && pull(BASE_IMAGE) != null) {
            return noPull + ", and building docker/" + build.recipe() + " here needs the base image " + BASE_IMAGE
                    + ", which is missing too: scripts/setup.sh makes it with debootstrap";
        }
        return null;
    }

    /**
     * The image to run, pulled or built first where needed (a build takes minutes and shows its steps); a build that
     * fails is one {@link HarnessFailure} naming {@code database}, the step, the last output and the log.
     */
    public synchronized Resolved resolve(ContainerSpec spec, String database) throws Exception {
        String id = idOf(spec.image());
        if (id != null) {
            String origin = pullFailures.containsKey(spec.image()) ? "pulled" : "from the engine";
            return new Resolved(spec.image(), id, origin);
        }
        String reason = unavailableReason(spec);
        if (reason != null) {
            throw new IllegalStateException(reason);
        }
        id = idOf(spec.image());
        return id != null ? new Resolved(spec.image(), id, "pulled")
                : build(spec.image(), spec.localBuild(), database);
    }

    /** An image that no registry has, built here from {@code build} (e.g. the harness's own); reused by its tag. */
    public synchronized Resolved built(LocalBuild build, String what) throws Exception {
        return build("the " + what, build, what);
    }

    private Resolved build(String upstream, LocalBuild build, String database) throws Exception {
        DockerRecipe recipe = DockerRecipe.of(build);
        String tag = "iot-benchrunner/" + build.recipe() + ":" + build.version() + "-" + recipe.inputsHash();
        String origin = "built here from docker/" + build.recipe() + " for " + upstream;
        String id = idOf(tag);
        if (id != null) {
            return new Resolved(tag, id, origin);
        }
        out.println("Building " + tag + " from docker/" + build.recipe() + " (a first build takes minutes; later runs "
                + "reuse it until its inputs change; given up after " + TerminalProgress.duration(
                BUILD_TIMEOUT.toSeconds()) + ") ...");
        Path context = Files.createTempDirectory("iot-benchrunner-image-");
        long started = System.nanoTime();
        try {
            recipe.writeContext(context);
            ImageBuild progress = new ImageBuild(database, tag, out, interactive);
            docker.buildImageCmd(context.toFile()).withTags(Set.of(tag)).withPull(false).withRemove(true)
                    .withForcerm(true).withLabels(Map.of(INPUTS_LABEL, recipe.inputsHash())).exec(progress);
            id = progress.await(BUILD_TIMEOUT);
        } finally {
            ServerFiles.delete(context, "image build context");
        }
        if (interactive) {
            out.println();
        }
        out.println("Built " + tag + " in " + TerminalProgress.duration((System.nanoTime() - started) / 1e9));
        return new Resolved(tag, id, origin);
    }

    private String idOf(String image) {
        try {
            return Bounded.get("the Docker engine inspecting " + image, INSPECT_LIMIT,
                    () -> docker.inspectImageCmd(image).exec().getId());
        } catch (NotFoundException e) {
            return null;
        }
    }

    /** Null when pulled; else why not, remembered so that each image is tried once per harness. */
    private String pull(String image) {
        if (pullFailures.containsKey(image)) {
            return pullFailures.get(image);
        }
        String registry = registryOf(image);
        Unreachable unreachable = UNREACHABLE_REGISTRIES.get(registry);
        if (unreachable != null && System.nanoTime() - unreachable.sinceNanos() < UNREACHABLE_FOR.toNanos()) {
            String failure = registry + " could not be reached " + TerminalProgress.duration(
                    (System.nanoTime() - unreachable.sinceNanos()) / 1e9) + " ago: " + unreachable.failure();
            pullFailures.put(image, failure);
            out.println("Not pulling " + image + ": " + failure + " (asked again " + UNREACHABLE_FOR.toMinutes()
                    + " min after that)");
            return failure;
        }
        PullProgress progress = new PullProgress();
        out.println("Pulling " + image + " (given up after " + PULL_SILENCE.toSeconds() + " s without an answer) ...");
        String failure = null;
        long started = System.nanoTime();
        long shown = started;
        try {
            docker.pullImageCmd(image).exec(progress);
            while (!progress.ended(Duration.ofSeconds(1))) {
                long now = System.nanoTime();
                if (progress.silentFor() > PULL_SILENCE.toMillis()) {
                    failure = "no answer from the registry for " + PULL_SILENCE.toSeconds() + " s";
                    break;
                }
                if (now - started > PULL_LIMIT.toNanos()) {
                    failure = "not done after " + TerminalProgress.duration(PULL_LIMIT.toSeconds());
                    break;
                }
                if (now - shown > HEARTBEAT.toNanos()) {
                    shown = now;
                    out.println("Pulling " + image + ", " + TerminalProgress.duration((now - started) / 1e9)
                            + " elapsed ...");
                }
            }
            if (failure == null) {
                failure = progress.error;
            }
        } catch (Exception e) {
            failure = dockerMessage(e);
        } finally {
            progress.closeQuietly();
        }
        if (failure == null && idOf(image) == null) {
            failure = "the engine has no such image after the pull";
        }
        pullFailures.put(image, failure);
        if (failure == null) {
            UNREACHABLE_REGISTRIES.remove(registry);
        } else if (UNREACHABLE.matcher(failure).find()) {
            UNREACHABLE_REGISTRIES.put(registry, new Unreachable(System.nanoTime(), failure));
        }
        out.println(image + (failure == null ? ": pulled" : ": cannot be pulled (" + failure + ")"));
        return failure;
    }

    /** The registry host of an image reference, as the engine reads it: docker.io unless the first part names one. */
    static String registryOf(String image) {
        int slash = image.indexOf('/');
        String first = slash < 0 ? "" : image.substring(0, slash);
        return first.contains(".") || first.contains(":") || first.equals("localhost") ? first : "docker.io";
    }

    static String dockerMessage(Throwable e) {
        String message = String.valueOf(e.getMessage());
        Matcher m = DOCKER_MESSAGE.matcher(message);
        return (m.find() ? m.group(1) : message).replace("\\\"", "\"").lines().findFirst().orElse("").trim();
    }

    private static final class PullProgress extends EngineStream<PullResponseItem> {
        private volatile long lastItem = System.currentTimeMillis();

        @Override
        public void onNext(PullResponseItem item) {
            lastItem = System.currentTimeMillis();
            if (item.isErrorIndicated()) {
                error = item.getErrorDetail() != null ? item.getErrorDetail().getMessage() : item.getError();
            }
        }

        long silentFor() {
            return System.currentTimeMillis() - lastItem;
        }
    }
}
