package org.iotbenchrunner.core.result;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Result documents of schema versions 1 to 3 held every field at the top level; this moves each into its group of
 * version 4 ({@link RunResult}), a tree transform before the document is read. Fields a version did not have stay
 * absent (read as null, false or empty, as before); the statistics are derived when the result is built. The
 * document then reads as version {@link RunResult#SCHEMA_VERSION}: its layout, and the one it is written back in.
 */
final class LegacyLayout {
    /** Each group of version 4 with the top-level fields of versions 1 to 3 it holds, in the document's order. */
    static final Map<String, List<String>> GROUPS = new LinkedHashMap<>();

    static {
        GROUPS.put("identity", List.of("scenario", "scale", "database", "harnessVersion", "protocol"));
        GROUPS.put("measurement", List.of("status", "error", "startedAt", "finishedAt", "elapsedSeconds",
                "schemaSeconds", "completedFraction", "planned", "openLoop", "operations", "total"));
        GROUPS.put("resources", List.of("server", "harness", "clientBound", "clientBoundReason", "hostSaturation",
                "disk"));
        GROUPS.put("checks", List.of("verification"));
        GROUPS.put("environment", List.of("host", "setup", "coResident", "config"));
    }

    private LegacyLayout() {
    }

    /** Written before version 4 (or without a version): every field at the top level. */
    static boolean isFlat(ObjectNode document) {
        return document.path("schemaVersion").asInt(0) < 4;
    }

    /** The same document grouped as version 4 writes it; top-level fields no version had are left out. */
    static ObjectNode grouped(ObjectNode flat) {
        ObjectNode grouped = flat.objectNode();
        grouped.put("schemaVersion", RunResult.SCHEMA_VERSION);
        GROUPS.forEach((group, fields) -> {
            ObjectNode node = grouped.putObject(group);
            fields.stream().filter(flat::has).forEach(f -> node.set(f, flat.get(f)));
        });
        return grouped;
    }
}
