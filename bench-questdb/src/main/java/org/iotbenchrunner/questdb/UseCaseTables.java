package org.iotbenchrunner.questdb;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.iotbenchrunner.core.usecase.UseCase;
import org.iotbenchrunner.core.usecase.UseCaseSchema;

/**
 * A TSBS use case's tables in QuestDB: one WAL table per measurement, named after it (as TSBS's QuestDB loader names
 * them; cpu-only's one table is devops's {@code cpu}), with the designated timestamp {@code time}, one SYMBOL per tag
 * key (the first, primary one — hostname, name — indexed, as TSBS indexes it in TimescaleDB), one DOUBLE or LONG per
 * field, partitioned by day. An integer tag (thermo's {@code devid}, {@code devgroup}) is an INT column instead, so
 * that {@code devgroup < 10} compares numbers; ILP sends it as an integer field ({@link UseCaseLines}), which the
 * existing INT column takes. QuestDB indexes symbols only, so thermo's first symbol ({@code devname}) is indexed. No
 * DEDUP keys: every row is stored, as TSBS's loader stores them. Each symbol's capacity is sized for several thousand
 * distinct values (a tag such as a host's name has one per host); more still work, only slower.
 *
 * <p>A client that did not register the use case finds a row's table and field types by its measurement alone, which
 * names one table across every use case.
 */
final class UseCaseTables {
    static final int SYMBOL_CAPACITY = 4096;
    private static final Map<String, UseCaseSchema.Measurement> BY_NAME = byName();

    private UseCaseTables() {
    }

    /** The measurement {@code name}'s tags and typed fields. */
    static UseCaseSchema.Measurement measurement(String name) {
        UseCaseSchema.Measurement m = BY_NAME.get(name);
        if (m == null) {
            throw new IllegalArgumentException("no use case has the measurement " + name + " (known: "
                    + BY_NAME.keySet().stream().sorted().toList() + ")");
        }
        return m;
    }

    /** Every table a use case may write to, for waiting until their WAL is applied. */
    static List<String> allTables() {
        return BY_NAME.keySet().stream().sorted().toList();
    }

    /** Drops each measurement's table and creates it empty. */
    static List<String> create(UseCaseSchema schema) {
        List<String> statements = new ArrayList<>();
        for (UseCaseSchema.Measurement m : schema.measurements()) {
            statements.add("DROP TABLE IF EXISTS " + QuestdbSql.quoted(m.name()));
            statements.add(createTable(m));
        }
        return statements;
    }

    static String createTable(UseCaseSchema.Measurement m) {
        String primary = m.tagKeys().stream().filter(key -> !m.integerTag(key)).findFirst().orElse(null);
        String columns = Stream.concat(
                m.tagKeys().stream().map(key -> QuestdbSql.quoted(key) + (m.integerTag(key) ? " INT"
                        : " SYMBOL CAPACITY " + SYMBOL_CAPACITY + " CACHE" + (key.equals(primary) ? " INDEX" : ""))),
                m.fields().stream().map(f -> QuestdbSql.quoted(f.name()) + (f.integer() ? " LONG" : " DOUBLE")))
                .collect(Collectors.joining(", "));
        return "CREATE TABLE " + QuestdbSql.quoted(m.name()) + " (" + QuestdbSql.TIME + " TIMESTAMP, " + columns
                + ") TIMESTAMP(" + QuestdbSql.TIME + ") PARTITION BY DAY WAL";
    }

    private static Map<String, UseCaseSchema.Measurement> byName() {
        Map<String, UseCaseSchema.Measurement> measurements = new HashMap<>();
        for (UseCase useCase : UseCase.values()) {
            for (UseCaseSchema.Measurement m : UseCaseSchema.of(useCase).measurements()) {
                UseCaseSchema.Measurement known = measurements.putIfAbsent(m.name(), m);
                if (known != null && !known.equals(m)) {
                    throw new IllegalStateException("the measurement " + m.name() + " differs between use cases");
                }
            }
        }
        return Map.copyOf(measurements);
    }
}
