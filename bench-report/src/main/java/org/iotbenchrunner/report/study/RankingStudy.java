package org.iotbenchrunner.report.study;

import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import org.iotbenchrunner.core.result.RunStatus;
import org.iotbenchrunner.core.result.UseCaseQueryResult;
import org.iotbenchrunner.report.usecase.UseCaseLoad;
import org.iotbenchrunner.report.usecase.UseCaseStudy;

/**
 * benchANT's DevOps ranking as run here ({@code --use-case-preset devops-ranking}): each database's load and query
 * run per size and profile, read from {@code <out>/devops-ranking/<size>/<profile>/<db>/}; each size and profile is
 * a data set of the study ({@code xSmall vanilla}, ...), so that no run hides another.
 */
public final class RankingStudy {
    public static final String ID = "devops-ranking";
    /** The post's sizes and profiles, in the order drawn. */
    public static final List<String> SIZES = List.of("xSmall", "small");
    public static final List<String> PROFILES = List.of("vanilla", "tuned");

    private RankingStudy() {
    }

    /** {@code xSmall vanilla} for {@code .../xsmall/default/<db>/load.json}; null for a load outside that layout. */
    public static String variantOf(Path loadFile) {
        Path profileDir = parent(parent(loadFile.toAbsolutePath().normalize()));
        Path sizeDir = parent(profileDir);
        if (profileDir == null || sizeDir == null || profileDir.getFileName() == null
                || sizeDir.getFileName() == null) {
            return null;
        }
        String size = SIZES.stream().filter(s -> s.equalsIgnoreCase(sizeDir.getFileName().toString())).findFirst()
                .orElse(null);
        String profile = switch (profileDir.getFileName().toString().toLowerCase(Locale.ROOT)) {
            case "default" -> "vanilla";
            case "tuned" -> "tuned";
            default -> null;
        };
        return size == null || profile == null ? null : size + " " + profile;
    }

    /** The order of a data set among the ranking's (xSmall vanilla, xSmall tuned, small ...); others last. */
    public static int order(String dataSet) {
        for (int s = 0; s < SIZES.size(); s++) {
            for (int p = 0; p < PROFILES.size(); p++) {
                if (dataSet.equals(SIZES.get(s) + " " + PROFILES.get(p))) {
                    return s * PROFILES.size() + p;
                }
            }
        }
        return Integer.MAX_VALUE;
    }

    private static Path parent(Path p) {
        return p == null ? null : p.getParent();
    }

    /** One database's figures in one size and profile; each null where unknown (not run, crashed, not measured). */
    public record Cell(String size, String profile, String db, String dbName, Double metricsPerSecond,
            Double rowsPerSecond, Double queriesPerSecond, Double meanMs, Double p99Ms, Long diskBytes,
            Integer queriesAsked) {

        static Cell of(String size, String profile, UseCaseLoad load) {
            boolean done = load.finished() && load.result().statistics() != null;
            var s = done ? load.result().statistics() : null;
            Optional<UseCaseQueryResult.TypeResult> type = load.queries().stream()
                    .filter(q -> q.status() == RunStatus.COMPLETED).flatMap(q -> q.types().stream())
                    .filter(t -> t.latencyMs() != null && (t.failed() == null || t.failed() == 0)).findFirst();
            var resources = load.result().resources();
            Long disk = resources == null || resources.disk() == null ? null : resources.disk().bytes();
            Integer asked = load.queries().stream().filter(q -> q.asked() != null).map(q -> q.asked()
                    .queriesPerType()).findFirst().orElse(null);
            return new Cell(size, profile, load.result().database() == null ? "unknown"
                    : load.result().database().id(), load.dbName(), s == null ? null : s.metricsPerSecond(),
                    s == null ? null : s.rowsPerSecond(), type.map(UseCaseQueryResult.TypeResult::queriesPerSecond)
                            .orElse(null), type.map(t -> t.latencyMs().mean()).orElse(null),
                    type.map(t -> t.latencyMs().p99()).orElse(null), done ? disk : null, asked);
        }
    }

    /** Every database's cell of every size and profile run, in the post's order. */
    public static List<Cell> cells(UseCaseStudy study) {
        return study.dataSets().stream().filter(ds -> order(ds.id()) != Integer.MAX_VALUE)
                .sorted(java.util.Comparator.comparingInt(ds -> order(ds.id())))
                .flatMap(ds -> ds.loads().stream().map(l -> Cell.of(ds.id().split(" ")[0], ds.id().split(" ")[1],
                        l))).toList();
    }
}
