package org.iotbenchrunner.report.study;

import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import org.iotbenchrunner.report.published.PublishedCsv;

/**
 * What benchANT's DevOps ranking post prints (seed 004), shipped as {@code published/benchant-ranking.csv}: each
 * value with its source line ({@code 004:L93}). The post's charts are images: only what its text states is here,
 * mostly of IoTDB, so most of our cells have nothing beside them.
 */
public final class RankingPublished {
    static final String FILE = "benchant-ranking.csv";

    private RankingPublished() {
    }

    /** One printed result: its metric, value, unit and source line. */
    public record Value(String metric, String value, String unit, String source) {
    }

    /**
     * The results the post prints for our database {@code db} (its id) at {@code size} (xSmall, small) and
     * {@code profile}: vanilla, tuned, or {@code tuned vs vanilla} for the changes; a row for both sizes or both
     * profiles applies to each, one whose profile the post does not state to every profile.
     */
    public static List<Value> of(String db, String size, String profile) {
        return PublishedCsv.resource(FILE).stream()
                .filter(r -> r.text("kind").equals("result") || r.text("kind").equals("direction"))
                .filter(r -> names(r.text("database"), db))
                .filter(r -> List.of(r.text("size").split("\\+")).contains(size))
                .filter(r -> profileMatches(r.text("profile"), profile))
                .map(r -> new Value(r.text("metric"), r.text("value"), r.text("unit"), r.text("source"))).toList();
    }

    private static boolean profileMatches(String published, String asked) {
        if (asked.equals("tuned vs vanilla")) {
            return published.equals(asked);
        }
        return published.equals("not stated") || List.of(published.split("\\+")).contains(asked);
    }

    /** Whether the post's {@code database} cell names ours: IoTDB, "InfluxDB, VictoriaMetrics", "all (TimescaleDB...)". */
    static boolean names(String database, String db) {
        String id = db.toLowerCase(Locale.ROOT);
        String text = database.toLowerCase(Locale.ROOT);
        if (text.startsWith("other") || text.contains(" vs ")) {
            return false; // the others against IoTDB: said in the note, not beside one database
        }
        if (text.startsWith("all")) {
            return text.contains("timescaledb") && id.startsWith("timescaledb");
        }
        return Arrays.stream(text.split(",")).map(String::trim).anyMatch(id::startsWith);
    }
}
