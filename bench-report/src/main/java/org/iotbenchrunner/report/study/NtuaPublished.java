package org.iotbenchrunner.report.study;

import java.util.List;
import java.util.Locale;
import java.util.Optional;
import org.iotbenchrunner.report.published.PublishedCsv;

/**
 * The NTUA study's published numbers (seed 003: InfluxDB 1.8.10 / Enterprise 1.11.3 and TimescaleDB 2.13 on 4-core
 * 2.3 GHz VMs with 4 GB, TSBS's IoT use case), shipped as {@code published/ntua-tsbs.csv}: every value the text
 * prints, each with its source line ({@code 003:L<n>}). The figures themselves are images: only what the text states
 * is here, the rest stays empty.
 */
public final class NtuaPublished {
    static final String FILE = "ntua-tsbs.csv";
    /** The study's two databases, as its rows name them, and the names of ours they stand beside. */
    static final List<String> DATABASES = List.of("Influx", "Timescale");

    private NtuaPublished() {
    }

    /** One printed value: the number, its unit, as printed, and where ({@code 003:L224}). */
    public record Value(double value, String unit, String asPrinted, String source, String note) {
    }

    /** The value of {@code metric} for one topology ({@code single}, {@code multi}), database and data set. */
    public static Optional<Value> value(String topology, String database, String dataSet, String metric) {
        return rows().stream().filter(r -> r.text("topology").equals(topology) && r.text("database").equals(database)
                && r.text("dataset").equals(dataSet) && r.text("metric").equals(metric)).findFirst()
                .map(r -> new Value(r.number("value"), r.text("unit"), r.text("as_printed"), r.text("source"),
                        r.text("note")));
    }

    /** The study's database our {@code db} id stands for (influxdb: Influx, timescaledb: Timescale), else null. */
    static String studyName(String db) {
        String id = db.toLowerCase(Locale.ROOT);
        return id.startsWith("influx") ? "Influx" : id.startsWith("timescale") ? "Timescale" : null;
    }

    /** Every result and setup row as printed: kind, topology, database, data set, metric, value, unit, source. */
    static List<PublishedCsv.Row> rows() {
        return PublishedCsv.resource(FILE);
    }
}
